import { esES } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { BrandId } from '@oece/domain';

const PRIMARY: Record<BrandId, string> = { main: '#0d47a1', alt: '#00695c' };
/** Orange outside, and a dark ring inside it where the orange alone fades (white, grey). */
const KEYBOARD_FOCUS = {
  outline: '3px solid #ff8f00',
  outlineOffset: 2,
  boxShadow: '0 0 0 2px #1a1a1a',
};

function createBrandTheme(brandId: BrandId): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: PRIMARY[brandId] },
        secondary: { main: '#ffb300' },
        // MUI's light blue reads at 3.9:1 as text (an outlined chip); its dark one at 7.4:1.
        info: { main: '#01579b' },
        background: { default: '#f5f7fb' },
        // Text on a filled colour reaches WCAG AA (4.5:1): dark on the orange of warnings.
        contrastThreshold: 4.5,
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        // A clear ring for keyboard users on every button, option and link-button (not on taps).
        MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': KEYBOARD_FOCUS } } },
        // Filled buttons put their elevation shadow over the base's: the ring is set again after it.
        MuiButton: { styleOverrides: { root: { '&.Mui-focusVisible': KEYBOARD_FOCUS } } },
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
