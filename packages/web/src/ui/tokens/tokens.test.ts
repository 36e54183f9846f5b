import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, declaredTokens } from './testing/contrast.ts';

// Read from disk: the component tests turn imported CSS into nothing.
const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

const light = declaredTokens(css, ':root');
// Dark declares only what differs; the rest (spaces, type) comes from :root.
const themes = { light, dark: new Map([...light, ...declaredTokens(css, ':root[data-theme="dark"]')]) };

const textPairs: [foreground: string, background: string][] = [
  ['--color-text', '--color-background'],
  ['--color-text', '--color-surface'],
  ['--color-text', '--color-surface-sunken'],
  ['--color-text', '--color-row-hover'],
  ['--color-text', '--color-row-selected'],
  ['--color-muted', '--color-background'],
  ['--color-muted', '--color-surface'],
  ['--color-muted', '--color-surface-sunken'],
  ['--color-accent', '--color-surface'],
  ['--color-accent', '--color-background'],
  ['--color-on-accent', '--color-accent'],
  ['--color-on-accent', '--color-accent-hover'],
  ['--color-danger', '--color-surface'],
  ['--color-on-danger', '--color-danger'],
  ['--color-success', '--color-surface'],
  ['--color-warning', '--color-surface'],
  ['--color-sidebar-text', '--color-sidebar'],
];
const badgePairs = (['neutral', 'info', 'success', 'warning', 'danger'] as const).map((tone): [string, string] => [
  `--tone-${tone}-fg`,
  `--tone-${tone}-bg`,
]);

describe.each(Object.entries(themes))('the %s theme', (_, tokens) => {
  const colour = (name: string) => {
    const value = tokens.get(name);
    if (!value) throw new Error(`${name} is not declared`);
    return value;
  };

  it.each([...textPairs, ...badgePairs])('reads %s on %s at 4.5:1 or more (WCAG AA)', (foreground, background) => {
    expect(contrastRatio(colour(foreground), colour(background))).toBeGreaterThanOrEqual(4.5);
  });

  it('shows the focus ring and strong borders against the page at 3:1 or more (WCAG non-text contrast)', () => {
    for (const background of ['--color-surface', '--color-background']) {
      expect(contrastRatio(colour('--color-focus'), colour(background))).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(colour('--color-border-strong'), colour(background))).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2f5bd3', '#2f5bd3')).toBe(1);
  });
});
