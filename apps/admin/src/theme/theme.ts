import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

// Latin text takes the system's UI face; any Sinhala letter falls through to the Noto Sans
// Sinhala we ship, so Sinhala never depends on the machine's fonts (and never shows boxes).
export const FONT_STACK =
  '"Noto Sans", "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Sinhala Variable", "Noto Sans Sinhala", sans-serif';

// Someone who asked their system for less motion gets none: no transitions, ripples or spinning.
// Read once at start; the setting rarely changes while a page is open.
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

const stillness: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiCssBaseline: {
      styleOverrides: '*, *::before, *::after { animation-duration: 0s !important; animation-iteration-count: 1 !important; transition-duration: 0s !important; scroll-behavior: auto !important; }',
    },
  },
};

const shared: ThemeOptions = {
  ...(reducedMotion ? { transitions: stillness.transitions } : {}),
  typography: {
    fontFamily: FONT_STACK,
    fontSize: 13,
    h4: { fontSize: '1.6rem', fontWeight: 600, letterSpacing: '-0.01em' },
    h5: { fontSize: '1.3rem', fontWeight: 600 },
    h6: { fontSize: '1.05rem', fontWeight: 600 },
    subtitle1: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 6 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 8 } } },
    MuiTooltip: { defaultProps: { arrow: true } },
    // A checkbox named by `aria-label` (a list row's "Select this row") names its input, which is
    // what a screen reader reaches; the span around it has no role that may carry a name.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
        },
      },
    },
    MuiAlert: { styleOverrides: { root: { alignItems: 'flex-start' } } },
    ...(reducedMotion ? stillness.components : {}),
  },
};

const light: ThemeOptions = {
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#1f5fa8', dark: '#174a84', light: '#e8f0fa' },
    secondary: { main: '#0f7b6c' },
    success: { main: '#2e7d32' },
    // Darker than MUI's own, so white text on a status chip (and the chip's label on white or
    // on the page's grey, under a document's title) reads at 4.5:1 or better.
    warning: { main: '#a84f00' },
    info: { main: '#01579b' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    divider: '#e3e7ee',
    text: { primary: '#1d2733', secondary: '#5b6778' },
  },
};

const dark: ThemeOptions = {
  ...shared,
  palette: {
    mode: 'dark',
    primary: { main: '#6ea8ea', dark: '#4d8fd6', light: '#1f2d3d' },
    secondary: { main: '#4fc3b1' },
    background: { default: '#12171d', paper: '#1a2129' },
    divider: '#2b3540',
  },
};

export const lightThemeOptions = light;
export const darkThemeOptions = dark;
export const lightTheme: Theme = createTheme(light);
export const darkTheme: Theme = createTheme(dark);

/**
 * The theme with a name for every progress bar and spinner, in the page's language: a screen
 * reader announces what is loading instead of an unnamed progress bar.
 */
export function withProgressLabel(options: ThemeOptions, label: string): ThemeOptions {
  return {
    ...options,
    components: {
      ...options.components,
      MuiLinearProgress: { defaultProps: { 'aria-label': label } },
      MuiCircularProgress: { defaultProps: { 'aria-label': label } },
    },
  };
}
