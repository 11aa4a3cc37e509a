import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 for filled buttons and links: white on indigo 6 is 4.3:1 and indigo 6 text on white the
  // same, below WCAG AA's 4.5:1 (axe: color-contrast); shade 8 is 5.7:1 (red 8 4.5:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  // Collapse, Modal and friends skip their animations for people who ask for less motion.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
