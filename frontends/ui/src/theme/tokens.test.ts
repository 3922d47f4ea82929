import { describe, expect, it } from 'vitest';
import { PRINT_TOKENS, TOKENS, type TokenName, tokensCss } from './tokens.ts';

const luminance = (hex: string): number => {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const token = (name: TokenName): string => TOKENS[name];
const WHITE = '#ffffff';

describe('design tokens', () => {
  it('writes every token as a custom property on :root', () => {
    expect(tokensCss()).toMatch(/^:root\{--vs-font:.*;--vs-ink:#1e2430;.*--vs-text-xl:1.75rem\}$/);
    expect(tokensCss(PRINT_TOKENS)).toContain('--vs-text-m:10.5pt');
  });

  it('keeps print and screen identical except for the type scale', () => {
    const differing = Object.keys(TOKENS).filter(
      (name) => TOKENS[name as TokenName] !== PRINT_TOKENS[name as TokenName],
    );
    expect(differing.every((name) => name.startsWith('--vs-text-'))).toBe(true);
  });

  it.each([
    ['--vs-ink', '--vs-paper'],
    ['--vs-ink', '--vs-surface'],
    ['--vs-ink', '--vs-surface-sunken'],
    ['--vs-muted', '--vs-paper'],
    ['--vs-muted', '--vs-surface'],
    ['--vs-accent', '--vs-paper'],
    ['--vs-accent', '--vs-accent-tint'],
    ['--vs-danger', '--vs-paper'],
    ['--vs-danger', '--vs-danger-tint'],
    ['--vs-success', '--vs-success-tint'],
    ['--vs-warning', '--vs-warning-tint'],
    ['--vs-ink', '--vs-warning-tint'],
    ['--vs-role-driver', '--vs-role-driver-tint'],
    ['--vs-role-goto', '--vs-role-goto-tint'],
    ['--vs-role-accelerator', '--vs-role-accelerator-tint'],
    ['--vs-role-result', '--vs-role-result-tint'],
  ] as const)('gives text %s on %s at least 4.5:1', (text, background) => {
    expect(contrast(token(text), token(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    '--vs-accent',
    '--vs-accent-strong',
    '--vs-danger',
    '--vs-danger-strong',
    '--vs-role-driver',
    '--vs-role-goto',
    '--vs-role-accelerator',
    '--vs-role-result',
  ] as const)('gives white text on %s at least 4.5:1', (background) => {
    expect(contrast(WHITE, token(background))).toBeGreaterThanOrEqual(4.5);
  });

  it('gives input boundaries and the focus ring at least 3:1 against the surfaces', () => {
    for (const surface of ['--vs-paper', '--vs-surface'] as const) {
      expect(contrast(token('--vs-line-strong'), token(surface))).toBeGreaterThanOrEqual(3);
      expect(contrast(token('--vs-focus'), token(surface))).toBeGreaterThanOrEqual(3);
    }
  });
});
