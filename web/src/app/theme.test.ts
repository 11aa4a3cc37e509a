import { describe, expect, it } from 'vitest';
import { luminance, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const { light } = cssVariablesResolver(resolved);

/** A palette's light-variant label as the page gets it: the override, or Mantine's shade 9. */
const lightLabel = (name: string) =>
  light[`--mantine-color-${name}-light-color`] ?? resolved.colors[name]![9];

const palettes = Object.entries(resolved.colors).filter(
  ([name, shades]) => name !== 'dark' && shades.length >= 10,
);

describe('theme contrast (WCAG 2.1 AA, 4.5:1)', () => {
  it.each(palettes)(
    '%s: a light button reads at rest (shade 1) and hovered (shade 2)',
    (name, shades) => {
      expect(contrast(lightLabel(name), shades[1])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(lightLabel(name), shades[2])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('the indigo light button hovered was 4.12:1 with Mantine’s own label', () => {
    // The case a hovered Start now button showed: indigo.9 on indigo.2.
    expect(contrast(resolved.colors.indigo[9], resolved.colors.indigo[2])).toBeLessThan(4.5);
    expect(light['--mantine-color-indigo-light-color']).toBeDefined();
  });
});
