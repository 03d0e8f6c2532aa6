import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { brand } from '../config/settings';

const PRIMARY = { main: '#0d47a1', alt: '#00695c' } as const;
const FOCUS_RING = '#ff8f00';

export const theme = createTheme(
  {
    palette: {
      primary: { main: PRIMARY[brand.id] },
      secondary: { main: '#ffb300' },
      background: { default: '#f5f7fb' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // A clear ring for keyboard users on every button, option and link-button (not on taps).
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
          },
        },
      },
    },
  },
  // MUI's own labels (the toast's close button, pagination) in Spanish.
  esES,
);
