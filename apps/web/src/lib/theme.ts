import { esES } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { BrandId } from '@oece/domain';

const PRIMARY: Record<BrandId, string> = { main: '#0d47a1', alt: '#00695c' };
const FOCUS_RING = '#ff8f00';
const FOCUS_INNER_RING = '#1a1a1a';

function createBrandTheme(brandId: BrandId): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: PRIMARY[brandId] },
        secondary: { main: '#ffb300' },
        background: { default: '#f5f7fb' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        // A clear ring for keyboard users on every button, option and link-button (not on taps):
        // orange outside, and a dark ring inside it where the orange alone fades (white, grey).
        MuiButtonBase: {
          styleOverrides: {
            root: {
              '&.Mui-focusVisible': {
                outline: `3px solid ${FOCUS_RING}`,
                outlineOffset: 2,
                boxShadow: `0 0 0 2px ${FOCUS_INNER_RING}`,
              },
            },
          },
        },
      },
    },
    // MUI's own labels (the toast's close button, pagination) in Spanish.
    esES,
  );
}

const themes = new Map<BrandId, Theme>();

/** One theme per brand, made once: the server renders pages of both brands. */
export function brandTheme(brandId: BrandId): Theme {
  let theme = themes.get(brandId);
  if (!theme) {
    theme = createBrandTheme(brandId);
    themes.set(brandId, theme);
  }
  return theme;
}
