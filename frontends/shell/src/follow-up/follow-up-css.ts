/** The follow-up pages' layout (issue 39): one card per value, slider and number side by side, fits 360 px. */
export const followUpCss = [
  '.vs-fu h1:focus { outline: none; }',
  '.vs-fu-form { gap: var(--vs-space-3); }',
  '.vs-fu-value { margin: 0; padding: var(--vs-space-3) var(--vs-space-4); border: 1px solid var(--vs-line); border-radius: var(--vs-radius-m); min-inline-size: 0; }',
  '.vs-fu-value legend { padding-inline: var(--vs-space-1); font-weight: 650; overflow-wrap: anywhere; }',
  '.vs-fu-rank { display: inline-block; min-inline-size: 1.5rem; color: var(--vs-accent-strong); }',
  '.vs-fu-then { margin: 0 0 var(--vs-space-2); color: var(--vs-muted); font-size: var(--vs-text-s); }',
  '.vs-fu-controls { display: flex; align-items: flex-end; gap: var(--vs-space-3); }',
  '.vs-fu-slider { flex: 1 1 auto; min-inline-size: 0; min-block-size: 44px; accent-color: var(--vs-accent-strong); }',
  '.vs-fu-number { display: flex; flex-direction: column; gap: var(--vs-space-1); flex: 0 0 6.5rem; font-size: var(--vs-text-s); }',
  '.vs-fu-number .vs-input { inline-size: 100%; }',
  '.vs-fu-alignment { display: flex; flex-wrap: wrap; gap: var(--vs-space-3); margin: 0 0 var(--vs-space-5); }',
  '.vs-fu-alignment div { flex: 1 1 8rem; padding: var(--vs-space-3); border: 1px solid var(--vs-line); border-radius: var(--vs-radius-m); }',
  '.vs-fu-alignment dt { color: var(--vs-muted); font-size: var(--vs-text-s); }',
  '.vs-fu-alignment dd { margin: 0; font-size: var(--vs-text-xl); font-weight: 650; }',
  '.vs-fu-result h2 { font-size: var(--vs-text-l); margin: 0 0 var(--vs-space-3); }',
  '.vs-fu-moved { margin: 0; padding-inline-start: var(--vs-space-5); }',
].join('\n');
