import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's theme, with a sidebar wide enough for the French menu ("Tableau de bord commercial")
 * and menu labels that wrap rather than end in an ellipsis.
 */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  sidebar: { width: 260, closedWidth: 50 },
  components: {
    ...defaultTheme.components,
    RaMenuItemLink: {
      styleOverrides: {
        root: { '& .MuiTypography-noWrap': { whiteSpace: 'normal', lineHeight: 1.25 } },
      },
    },
  },
};
