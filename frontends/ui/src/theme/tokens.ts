/**
 * The design tokens of ui.md, defined once for every frontend and the print views: one accent,
 * soft warm neutrals, status colours, and the four role colours (each a strong shade for text and
 * marks, with white text at >= 4.5:1, and a light tint for surfaces), spacing, radii and the type
 * scale. Components use them through `var(--vs-...)`.
 *
 * This module is plain data (no CSS or font imports) so Node can import it: the server-side print
 * renderer uses it through `@vs/ui/tokens`.
 */
export const TOKENS = {
  '--vs-font':
    "'Inter Variable', 'Inter Fallback', 'Noto Sans Arabic Variable', 'Liberation Sans', Arial, sans-serif",
  '--vs-ink': '#1e2430',
  '--vs-muted': '#5a6270',
  '--vs-line': '#e4e0da',
  '--vs-line-strong': '#737985',
  '--vs-surface': '#faf8f5',
  '--vs-surface-sunken': '#f2efea',
  '--vs-paper': '#ffffff',
  '--vs-accent': '#0f5f66',
  '--vs-accent-strong': '#0a464c',
  '--vs-accent-tint': '#e4f0f0',
  '--vs-focus': '#0f5f66',
  '--vs-danger': '#b0281f',
  '--vs-danger-strong': '#8a1e17',
  '--vs-danger-tint': '#fbe9e7',
  '--vs-success': '#1d6b3c',
  '--vs-success-tint': '#e6f3eb',
  '--vs-warning': '#7f5200',
  '--vs-warning-tint': '#fcf1dc',
  '--vs-role-driver': '#b0451a',
  '--vs-role-driver-tint': '#fbede5',
  '--vs-role-goto': '#2458a6',
  '--vs-role-goto-tint': '#e8eff9',
  '--vs-role-accelerator': '#52761a',
  '--vs-role-accelerator-tint': '#eef4e2',
  '--vs-role-result': '#7b3c93',
  '--vs-role-result-tint': '#f4eaf7',
  '--vs-space-1': '4px',
  '--vs-space-2': '8px',
  '--vs-space-3': '12px',
  '--vs-space-4': '16px',
  '--vs-space-5': '24px',
  '--vs-space-6': '32px',
  '--vs-space-7': '48px',
  '--vs-radius-s': '4px',
  '--vs-radius-m': '8px',
  '--vs-radius-l': '12px',
  '--vs-shadow': '0 1px 2px rgb(30 36 48 / 6%), 0 8px 24px rgb(30 36 48 / 10%)',
  '--vs-text-xs': '0.75rem',
  '--vs-text-s': '0.875rem',
  '--vs-text-m': '1rem',
  '--vs-text-l': '1.25rem',
  '--vs-text-xl': '1.75rem',
} as const;

/** The name of one design token, e.g. `'--vs-accent'`. */
export type TokenName = keyof typeof TOKENS;

/** A full set of token values: the screen set {@link TOKENS} or the print set {@link PRINT_TOKENS}. */
export type TokenSet = Readonly<Record<TokenName, string>>;

/** The tokens for A4 print: the same colours and spacing with a denser type scale in points. */
export const PRINT_TOKENS: TokenSet = {
  ...TOKENS,
  '--vs-text-xs': '8pt',
  '--vs-text-s': '9pt',
  '--vs-text-m': '10.5pt',
  '--vs-text-l': '13pt',
  '--vs-text-xl': '22pt',
};

/**
 * The tokens as one CSS rule, `:root{--vs-ink:#1e2430;...}`.
 *
 * @example
 * ```ts
 * const css = `${tokensCss(PRINT_TOKENS)}${LAYOUT}`;
 * ```
 */
export const tokensCss = (tokens: TokenSet = TOKENS): string =>
  `:root{${Object.entries(tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
