import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The only place colours are written: components use the palette's tokens. */
const brand = {
  primary: { main: '#1565c0', light: '#5e92f3', dark: '#003c8f', contrastText: '#ffffff' },
  secondary: { main: '#25d366', contrastText: '#0b3d1f' },
};

const shape = { borderRadius: 10 };

/**
 * On a phone react-admin pins a form's save bar to the bottom of the screen, under our bottom
 * navigation, where it can be neither seen nor tapped: every form keeps it at the end instead.
 */
const formSaveBar = {
  RaToolbar: { styleOverrides: { root: { '&.RaToolbar-mobileToolbar': { position: 'static' } } } },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, mode: 'light', ...brand },
  shape,
  components: { ...defaultLightTheme.components, ...formSaveBar },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#90caf9', dark: '#1565c0', contrastText: '#0d1b2a' },
    secondary: brand.secondary,
  },
  shape,
  components: { ...defaultDarkTheme.components, ...formSaveBar },
};

/**
 * The theme of the user's preferences: compact mode tightens spacing and uses small inputs;
 * without animations every transition and ripple is off.
 */
export const themeFor = (
  mode: 'light' | 'dark',
  { compact, animations }: { compact: boolean; animations: boolean },
): RaThemeOptions => {
  const base = mode === 'dark' ? darkTheme : lightTheme;
  if (!compact && animations) return base;
  return {
    ...base,
    ...(compact ? { spacing: 6 } : {}),
    ...(animations ? {} : { transitions: { create: () => 'none' } }),
    components: {
      ...base.components,
      ...(compact
        ? {
            MuiTextField: { defaultProps: { size: 'small' } },
            MuiButton: { defaultProps: { size: 'small' } },
            MuiTable: { defaultProps: { size: 'small' } },
          }
        : {}),
      ...(animations ? {} : { MuiButtonBase: { defaultProps: { disableRipple: true } } }),
    },
  };
};
