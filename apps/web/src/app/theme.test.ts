import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light: Record<string, string> = cssVariablesResolver(resolved).light;
const colours = Object.keys(resolved.colors).filter((name) => name !== 'dark');

/** A variable's colour, following var(--…) to the shade it names. */
function colourOf(variable: string): string {
  const value = light[variable] ?? '';
  const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  if (shade) return resolved.colors[shade[1] ?? '']?.[Number(shade[2])] ?? '';
  const named = /^var\((--[\w-]+)\)$/.exec(value);
  return named ? colourOf(named[1] ?? '') : value;
}

describe('the theme holds WCAG 2.x AA text contrast (4.5 : 1, issue 38)', () => {
  it.each(colours)('%s: white on its filled background, its text on white', (name) => {
    expect(contrastRatio(colourOf(`--mantine-color-${name}-filled`), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colours)('%s: a light variant on its background, resting and hovered', (name) => {
    const text = colourOf(`--mantine-color-${name}-light-color`);
    for (const shade of [1, 2]) {
      expect(contrastRatio(text, resolved.colors[name]?.[shade] ?? '')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('dimmed text, links and errors on white and on the greys of table heads and panels', () => {
    const grounds = ['#ffffff', ...resolved.colors.gray.slice(0, 3)];
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-anchor', '--mantine-color-error']) {
      for (const ground of grounds) expect(contrastRatio(colourOf(variable), ground)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
