import { createTheme } from '@mui/material/styles';
import { focusRing } from './focus-ring';

/** The site's look: deep blue and teal, system fonts (no web-font download on first paint). */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b3d91' },
    secondary: { main: '#00796b' },
    background: { default: '#f7f9fc' },
    // MUI's default orange and light blue fail 4.5:1 under white chip text.
    warning: { main: '#b45309' },
    info: { main: '#01579b' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.4rem', fontWeight: 700 },
    h2: { fontSize: '1.9rem', fontWeight: 700 },
    h3: { fontSize: '1.4rem', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // Keyboard users always see where they are.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': focusRing },
      },
    },
    // MUI's grey for an unchosen toggle falls under 4.5:1 on the page's background.
    MuiToggleButton: {
      styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) },
    },
  },
});
