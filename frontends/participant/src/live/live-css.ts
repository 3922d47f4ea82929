/** The live wizard's own layout; tokens come from @vs/ui. */
export const liveCss = `
.vs-live-lead{margin:0 0 var(--vs-space-5);color:var(--vs-muted);max-width:48rem}
.vs-live-subtitle{margin:0;color:var(--vs-muted);font-weight:600}
.vs-live-prose h2{margin:var(--vs-space-4) 0 var(--vs-space-2);font-size:var(--vs-text-l)}
.vs-live-prose p{margin:0 0 var(--vs-space-3);max-width:44rem}
.vs-live-banner{max-width:56rem;margin:0 auto}

/* A Guide's view of the output: the drift since the workshop (follow-up-drift.tsx); the table scrolls within itself on a phone. */
.vs-follow-up-drift{margin-top:var(--vs-space-6);overflow-x:auto}
.vs-follow-up-drift h2{font-size:var(--vs-text-l)}
.vs-follow-up-drift-table{border-collapse:collapse;font-variant-numeric:tabular-nums}
.vs-follow-up-drift-table th,.vs-follow-up-drift-table td{padding:var(--vs-space-1) var(--vs-space-3);text-align:start;border-bottom:1px solid var(--vs-line)}

/* Edit step */
.vs-edit-list{list-style:none;margin:0;padding:0;display:grid;gap:var(--vs-space-3)}
.vs-edit-row{position:relative;display:flex;gap:var(--vs-space-3);padding:var(--vs-space-3) var(--vs-space-4) 0 var(--vs-space-3);background:var(--vs-paper);border:1px solid var(--vs-line);border-radius:var(--vs-radius-m)}
.vs-edit-row.vs-dragging{z-index:2;box-shadow:var(--vs-shadow);border-color:var(--vs-accent)}
.vs-edit-rank{display:flex;flex-direction:column;align-items:center;gap:var(--vs-space-2);padding-top:var(--vs-space-1)}
/* A quick swipe scrolls the page; a press lifts the value (the drag sensors' touch press). */
.vs-drag-handle{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border:1px solid var(--vs-line-strong);border-radius:var(--vs-radius-m);background:var(--vs-surface);color:var(--vs-ink);cursor:grab;touch-action:manipulation;-webkit-touch-callout:none;user-select:none}
.vs-drag-handle:hover{border-color:var(--vs-accent);color:var(--vs-accent)}
.vs-rank-badge{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border-radius:50%;background:var(--vs-accent);color:#fff;font-weight:700;font-variant-numeric:tabular-nums}
.vs-edit-rank .vs-move-buttons{flex-direction:column;gap:var(--vs-space-2)}
.vs-edit-fields{flex:1;min-width:0}
.vs-edit-line{display:grid;grid-template-columns:minmax(0, 1fr) 7rem;gap:var(--vs-space-3)}
.vs-percent-input{font-variant-numeric:tabular-nums}

/* Reveal step: a diagram, Driver on top, two columns, Result below */
.vs-reveal{display:grid;gap:var(--vs-space-5)}
/* The two columns share their rows (subgrid): headings, descriptions and slots line up whatever wraps. */
.vs-reveal-columns{display:grid;grid-template-columns:minmax(0, 1fr) minmax(0, 1fr);grid-template-rows:auto auto auto;column-gap:var(--vs-space-5)}
.vs-reveal-columns > .vs-reveal-group{display:grid;grid-row:span 3;grid-template-rows:subgrid;align-content:start}
.vs-reveal-group{display:flex;flex-direction:column;align-items:stretch}
.vs-reveal-driver,.vs-reveal-result{align-items:center;text-align:center}
.vs-reveal-heading{display:flex;align-items:center;gap:var(--vs-space-2);margin:0;font-size:var(--vs-text-l)}
.vs-reveal-driver .vs-reveal-heading{color:var(--vs-role-driver)}
.vs-reveal-goto .vs-reveal-heading{color:var(--vs-role-goto)}
.vs-reveal-accelerator .vs-reveal-heading{color:var(--vs-role-accelerator)}
.vs-reveal-result .vs-reveal-heading{color:var(--vs-role-result)}
.vs-reveal-description{margin:var(--vs-space-1) 0 0;color:var(--vs-muted);font-size:var(--vs-text-s)}
.vs-reveal-slots{display:grid;grid-auto-rows:1fr;gap:var(--vs-space-3);margin-top:var(--vs-space-3);width:100%}

/* Every slot has the same size, so a value lifted by keyboard lands squarely on the slot chosen. The
   heights are least heights: a reader's own text spacing (WCAG 1.4.12) grows the cards, equally. */
.vs-reveal-driver .vs-reveal-slots,.vs-reveal-result .vs-reveal-slots{width:calc((100% - var(--vs-space-5)) / 2)}
.vs-slot{position:relative;--vs-role:var(--vs-accent);--vs-role-tint:var(--vs-accent-tint);border-radius:var(--vs-radius-m);background:var(--vs-surface-sunken)}
.vs-slot.vs-role-driver{--vs-role:var(--vs-role-driver);--vs-role-tint:var(--vs-role-driver-tint)}
.vs-slot.vs-role-goto{--vs-role:var(--vs-role-goto);--vs-role-tint:var(--vs-role-goto-tint)}
.vs-slot.vs-role-accelerator{--vs-role:var(--vs-role-accelerator);--vs-role-tint:var(--vs-role-accelerator-tint)}
.vs-slot.vs-role-result{--vs-role:var(--vs-role-result);--vs-role-tint:var(--vs-role-result-tint)}
.vs-slot-over{outline:3px dashed var(--vs-role);outline-offset:2px}
/* The cards fill a phone's screen: a quick swipe over them scrolls, a press lifts one. */
.vs-slot-card{width:100%;font:inherit;color:var(--vs-ink);display:flex;flex-direction:column;gap:2px;min-height:6.5rem;padding:var(--vs-space-2) var(--vs-space-3);background:var(--vs-role-tint);border:1px solid var(--vs-role);border-inline-start-width:6px;border-radius:var(--vs-radius-m);text-align:start;cursor:grab;touch-action:manipulation;-webkit-touch-callout:none;user-select:none}
.vs-slot-card.vs-dragging{position:relative;z-index:3;box-shadow:var(--vs-shadow);cursor:grabbing;opacity:.92}
/* The value a drag would swap with, shown in the slot it would move to. */
.vs-slot-incoming{position:absolute;inset:0;border-style:dashed;cursor:default}
.vs-slot-picked{outline:3px solid var(--vs-role);outline-offset:2px;box-shadow:var(--vs-shadow)}
.vs-slot-role{display:flex;align-items:center;gap:var(--vs-space-1);color:var(--vs-role);font-size:var(--vs-text-xs);font-weight:700;letter-spacing:0.06em;text-transform:uppercase}
.vs-slot-value{font-weight:650;font-size:var(--vs-text-m);overflow:hidden;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow-wrap:anywhere}
.vs-slot-percent{margin-top:auto;color:var(--vs-muted);font-size:var(--vs-text-s);font-variant-numeric:tabular-nums}

/* Meaningful Work sheet; Reset, destructive, sits apart at the start of the bar in the danger colour. */
.vs-button.vs-mw-reset{color:var(--vs-danger);border-color:var(--vs-danger)}
.vs-button.vs-mw-reset:hover:not(:disabled){background:var(--vs-danger-tint);border-color:var(--vs-danger-strong)}
.vs-wizard-actions .vs-mw-reset{margin-inline-end:auto}
.vs-mw-form{display:grid;grid-template-columns:1fr 1fr;gap:var(--vs-space-4)}
.vs-mw-group{margin:0;padding:var(--vs-space-3) var(--vs-space-4) 0;border:1px solid var(--vs-line);border-top:4px solid var(--vs-accent);border-radius:var(--vs-radius-m);min-width:0}
.vs-mw-group.vs-role-driver{border-top-color:var(--vs-role-driver)}
.vs-mw-group.vs-role-result{border-top-color:var(--vs-role-result)}
.vs-mw-group.vs-role-accelerator{border-top-color:var(--vs-role-accelerator)}
.vs-mw-group legend{padding:0 var(--vs-space-2);font-weight:700;font-size:var(--vs-text-l)}
.vs-mw-wide{grid-column:1 / -1}
.vs-mw-accelerators{display:grid;grid-template-columns:1fr 1fr;gap:0 var(--vs-space-4)}
.vs-print-surface{display:block}
@media (max-width:40rem){.vs-edit-row{padding-inline-end:var(--vs-space-3)}.vs-edit-line{grid-template-columns:minmax(0, 1fr) 4.5rem}.vs-reveal-columns{column-gap:var(--vs-space-3)}.vs-reveal-driver .vs-reveal-slots,.vs-reveal-result .vs-reveal-slots{width:calc((100% - var(--vs-space-3)) / 2)}.vs-reveal-heading{font-size:var(--vs-text-m)}.vs-slot-card{min-height:7.5rem}.vs-mw-form,.vs-mw-accelerators{grid-template-columns:1fr}}
/* Below 340 px (320 px: WCAG 1.4.10) a long value's name takes three lines, each card as tall so the slots stay one size. */
@media (max-width:21.25rem){.vs-slot-card{min-height:8.75rem}.vs-slot-value{-webkit-line-clamp:3}}
`;
