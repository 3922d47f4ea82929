/**
 * The design tokens of ui.md as CSS custom properties: one accent, soft warm neutrals, and the
 * four role colours (each a strong shade for text and marks, with white text at >= 4.5:1, and a
 * light tint for surfaces). Print views use them through `var(--vs-...)`.
 */
export const TOKENS = {
  '--vs-font': "'Inter Variable', 'Liberation Sans', Arial, sans-serif",
  '--vs-ink': '#1e2430',
  '--vs-muted': '#5a6270',
  '--vs-line': '#e4e0da',
  '--vs-surface': '#faf8f5',
  '--vs-paper': '#ffffff',
  '--vs-accent': '#0f5f66',
  '--vs-accent-tint': '#e4f0f0',
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
  '--vs-radius-s': '4px',
  '--vs-radius-m': '8px',
  '--vs-text-xs': '8pt',
  '--vs-text-s': '9pt',
  '--vs-text-m': '10.5pt',
  '--vs-text-l': '13pt',
  '--vs-text-xl': '22pt',
} as const;

export type TokenName = keyof typeof TOKENS;

/** `:root { --vs-...: ...; }` */
export const tokensCss = (): string =>
  `:root{${Object.entries(TOKENS)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
