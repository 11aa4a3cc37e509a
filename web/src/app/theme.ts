import { createTheme, darken, getPrimaryShade, luminance } from '@mantine/core';
import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';
import { APP_MESSAGES } from '@shared/messages/common';

// Text must keep 4.5:1 against what it sits on (WCAG 2.1 AA), so the theme picks every colour that
// carries text: the palettes stay Mantine's, only the shades used for text, labels and filled
// backgrounds move.

const AA = 4.5;

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** The first colour with 4.5:1 on `background`; past the darkest shade, that shade darkened. */
function readable(candidates: string[], background: string): string {
  const found = candidates.find((color) => contrast(color, background) >= AA);
  if (found) return found;
  const darkest = candidates[candidates.length - 1];
  let color = darkest;
  for (let amount = 0.05; contrast(color, background) < AA; amount += 0.05)
    color = darken(darkest, amount);
  return color;
}

/** Light grey surfaces (striped and hovered rows, tinted panels) count as white for text. */
const TINTED_SURFACE = '#f1f3f5';

/** Dimmed text and placeholders: 6.1:1 on white, 5.5:1 on gray.1 (Mantine's gray.6: 3.3:1 on white). */
const DIMMED = '#5c636a';

export const theme = createTheme({
  primaryColor: 'indigo',
  // White text on indigo.8 is 5.7:1 (on Mantine's default indigo.6 only 4.3:1); filled red, blue,
  // violet and grape at shade 8 also reach 4.5:1 with white.
  primaryShade: { light: 8, dark: 8 },
  // Filled backgrounds too light for white text (green, teal, yellow, orange, cyan at shade 8) get
  // black. At this threshold either choice reaches 4.5:1: white up to luminance 0.183, black from 0.175.
  autoContrast: true,
  luminanceThreshold: 0.183,
  defaultRadius: 'md',
  // Collapse, Modal and friends skip their animations for people who ask for less motion.
  respectReducedMotion: true,
  // The focus ring shows for keyboard users, not on mouse clicks.
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // An icon-only button needs a name: every close "×" (modals, alerts) is "Close" unless its
    // component names it, every input's clear "×" is "Clear".
    CloseButton: { defaultProps: { 'aria-label': APP_MESSAGES.close } },
    InputClearButton: { defaultProps: { 'aria-label': APP_MESSAGES.clear } },
  },
});

/**
 * Per palette colour (light scheme): `c="red"` text, outline buttons and the light variant's
 * label (on its shade-1 background, shade 2 when hovered) darkened where Mantine's shade falls short of 4.5:1; input
 * errors use red's text colour; dimmed text and placeholders use DIMMED.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved: MantineTheme) => {
  const shade = getPrimaryShade(resolved, 'light');
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-placeholder': DIMMED,
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    // Disabled controls (a Start button while the camera starts) stay readable: Mantine's gray.5
    // label on its gray.2 background is about 2:1.
    '--mantine-color-disabled-color': readable(
      resolved.colors.gray.slice(6),
      resolved.colors.gray[2],
    ),
  };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (name === 'dark' || shades.length < 10) continue;
    const text = readable(shades.slice(shade), TINTED_SURFACE);
    if (text !== shades[shade]) {
      light[`--mantine-color-${name}-text`] = text;
      light[`--mantine-color-${name}-outline`] = text;
    }
    // The light variant's label sits on shade 1, and on shade 2 while hovered or pressed: the
    // darker of the two decides.
    const label = readable([shades[9]], shades[2]);
    if (label !== shades[9]) light[`--mantine-color-${name}-light-color`] = label;
  }
  return { variables: {}, light, dark: {} };
};
