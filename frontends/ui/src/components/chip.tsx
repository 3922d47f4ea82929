import type { ReactNode } from 'react';

/** The tones of a {@link Chip}: a state read at a glance, always with its word (never colour alone). */
export type ChipTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/**
 * A status chip, one style for every state in the product: an event's Pre-work / Live / Closed, a
 * login email's Not sent / Queued / Sent / Failed, a count. A tinted pill with a dot in the tone's
 * strong shade and the state's word. `className` lets a button wear it (`vs-chip` on the button).
 *
 * @example
 * ```tsx
 * <Chip tone="success">Live</Chip>
 * ```
 */
export const Chip = ({ tone = 'neutral', children }: { tone?: ChipTone; children: ReactNode }) => (
  <span className="vs-chip" data-tone={tone}>
    {children}
  </span>
);

export const chipCss = `
.vs-chip{display:inline-flex;align-items:center;gap:var(--vs-space-1);max-width:100%;min-height:24px;padding:2px var(--vs-space-2);border:1px solid transparent;border-radius:999px;background:var(--vs-surface-sunken);color:var(--vs-ink);font:inherit;font-size:var(--vs-text-s);font-weight:600;line-height:1.3;text-align:start;overflow-wrap:break-word;vertical-align:middle}
.vs-chip::before{content:'';flex:none;width:8px;height:8px;border-radius:50%;background:var(--vs-muted)}
.vs-chip[data-tone=info]{background:var(--vs-accent-tint);color:var(--vs-accent-strong)}
.vs-chip[data-tone=info]::before{background:var(--vs-accent)}
.vs-chip[data-tone=success]{background:var(--vs-success-tint);color:var(--vs-success)}
.vs-chip[data-tone=success]::before{background:var(--vs-success)}
.vs-chip[data-tone=warning]{background:var(--vs-warning-tint);color:var(--vs-warning)}
.vs-chip[data-tone=warning]::before{background:var(--vs-warning)}
.vs-chip[data-tone=danger]{background:var(--vs-danger-tint);color:var(--vs-danger-strong)}
.vs-chip[data-tone=danger]::before{background:var(--vs-danger)}
button.vs-chip{min-height:32px;border-color:currentColor;cursor:pointer}
button.vs-chip:hover{box-shadow:inset 0 0 0 1px currentColor}
`;
