/** The pre-work wizard's own layout; colours, spacing and type come from @vs/ui's tokens. */
export const preworkCss = `
.vs-prework .vs-wizard{box-shadow:var(--vs-shadow)}
.vs-prework-loading{display:flex;justify-content:center;padding:var(--vs-space-7) 0}
.vs-prework-text{max-width:42rem}
.vs-prework-text h2{margin:var(--vs-space-4) 0 var(--vs-space-2);font-size:var(--vs-text-l);line-height:1.3}
.vs-prework-text h2:first-child{margin-top:0}
.vs-prework-text p,.vs-prework-identify > p,.vs-prework-define > p,.vs-prework-rank-step > p,.vs-prework-lived > p{margin:0 0 var(--vs-space-4);max-width:42rem}
.vs-prework-nowrap{white-space:nowrap}
.vs-prework-steps{list-style:none;margin:0 0 var(--vs-space-4);padding:0;display:grid;gap:var(--vs-space-3)}
.vs-prework-steps li{display:flex;align-items:center;gap:var(--vs-space-3)}
.vs-prework-badge{flex:none;display:inline-flex;align-items:center;justify-content:center;width:2rem;height:2rem;border-radius:999px;background:var(--vs-accent-tint);color:var(--vs-accent-strong);font-weight:700;font-size:var(--vs-text-s)}
.vs-prework-error{margin:var(--vs-space-2) 0 0;color:var(--vs-danger);font-weight:600}
.vs-prework-status:empty{display:none}
.vs-prework-status{margin:0;color:var(--vs-muted)}

/* Step 1: the counter stays in view while the grid scrolls under it. */
.vs-prework-counter{position:sticky;top:0;z-index:2;margin:0 calc(-1 * var(--vs-space-2)) var(--vs-space-3);padding:var(--vs-space-2) var(--vs-space-3);background:var(--vs-paper);border:1px solid var(--vs-line);border-radius:var(--vs-radius-m)}
.vs-prework-counter-text{margin:0;font-weight:700;color:var(--vs-accent-strong)}
.vs-prework-counter-note{color:var(--vs-danger);font-weight:600}

/* The chosen values as chips above the list (each with a 44 px remove button); the search under them. */
.vs-prework-chosen{margin:0 0 var(--vs-space-3)}
.vs-prework-chosen-title{margin:0 0 var(--vs-space-2);font-size:var(--vs-text-m)}
.vs-prework-chips{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:var(--vs-space-2)}
.vs-prework-chip{display:inline-flex;align-items:center;max-width:100%;min-height:44px;padding-inline-start:var(--vs-space-3);border:1px solid var(--vs-accent);border-radius:999px;background:var(--vs-accent-tint);color:var(--vs-accent-strong);font-weight:600;font-size:var(--vs-text-s)}
.vs-prework-chip-name{min-width:0;overflow-wrap:anywhere}
.vs-prework-chip-remove{flex:none;display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;margin-inline-start:var(--vs-space-1);border:0;border-radius:999px;background:transparent;color:inherit;cursor:pointer}
.vs-prework-chip-remove:hover{background:var(--vs-paper)}
.vs-prework-search{max-width:24rem;margin-bottom:var(--vs-space-3)}
.vs-prework-no-match{margin:0 0 var(--vs-space-3);color:var(--vs-muted)}

/* The completion page: when the live session is, and the ten values. */
.vs-prework-live-session{font-weight:600}
.vs-prework-recap{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill, minmax(15rem, 1fr));gap:var(--vs-space-2)}
.vs-prework-recap li{display:flex;align-items:center;gap:var(--vs-space-3);padding:var(--vs-space-2) var(--vs-space-3);border:1px solid var(--vs-line);border-radius:var(--vs-radius-m);background:var(--vs-surface)}
.vs-prework-recap-value{flex:1;min-width:0;font-weight:600;overflow-wrap:anywhere}
.vs-prework-recap-percent{flex:none;color:var(--vs-muted);font-size:var(--vs-text-s);font-variant-numeric:tabular-nums}

/* A cell is at least 11rem wide, so a long value's name shows whole beside its 44 px box: one
   column on a phone up to about 400 px, two on a wider one. */
.vs-prework-grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill, minmax(11rem, 1fr));gap:var(--vs-space-2)}
.vs-prework-cell{display:flex;align-items:center;min-height:44px;padding:0 var(--vs-space-1) 0 0;border:1px solid var(--vs-line);border-radius:var(--vs-radius-m);background:var(--vs-paper)}
.vs-prework-cell-on{border-color:var(--vs-accent);background:var(--vs-accent-tint)}
.vs-prework-check-target{flex:none;display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;cursor:pointer}
.vs-prework-check{flex:none;width:22px;height:22px;margin:0;accent-color:var(--vs-accent);cursor:pointer}
.vs-prework-cell-input{flex:1;min-width:0;min-height:44px;padding:var(--vs-space-1) var(--vs-space-2);border:1px solid transparent;border-radius:var(--vs-radius-s);background:transparent;color:var(--vs-ink);font:inherit;text-overflow:ellipsis}
.vs-prework-cell-input:hover{border-color:var(--vs-line-strong);background:var(--vs-paper)}
.vs-prework-cell-input:focus{background:var(--vs-paper)}
.vs-prework-cell-on .vs-prework-cell-input{font-weight:600}

/* Steps 2-4: numbered cards and rows. */
.vs-prework-cards,.vs-prework-rank-list,.vs-prework-lived-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:minmax(0, 1fr);gap:var(--vs-space-3)}
.vs-prework-card{display:flex;gap:var(--vs-space-3);padding:var(--vs-space-4);border:1px solid var(--vs-line);border-radius:var(--vs-radius-m);background:var(--vs-surface)}
.vs-prework-card-body{flex:1;min-width:0}
.vs-prework-card-body .vs-field:last-child{margin-bottom:0}
.vs-prework-rank{display:flex;align-items:stretch;gap:var(--vs-space-2);border:1px solid var(--vs-line);border-radius:var(--vs-radius-m);background:var(--vs-paper);position:relative}
.vs-prework-rank-dragging{z-index:3;border-color:var(--vs-accent);box-shadow:var(--vs-shadow)}
/* A quick swipe scrolls the page; a press lifts the value (the drag sensors' touch press). */
.vs-prework-rank-handle{flex:1;min-width:0;display:flex;align-items:center;gap:var(--vs-space-3);min-height:56px;padding:var(--vs-space-2) var(--vs-space-3);border:0;border-radius:var(--vs-radius-m);background:transparent;color:var(--vs-ink);font:inherit;text-align:start;cursor:grab;touch-action:manipulation;-webkit-touch-callout:none;user-select:none}
.vs-prework-rank-handle svg{flex:none;color:var(--vs-muted)}
.vs-prework-rank-dragging .vs-prework-rank-handle{cursor:grabbing}
.vs-prework-rank-text{flex:1;display:flex;flex-direction:column;min-width:0}
.vs-prework-rank-value{font-weight:600;overflow-wrap:anywhere}
/* The whole definition, wrapped: a participant ranks by what they wrote (WCAG 1.4.10: nothing cut off at 320 px). */
.vs-prework-rank-desc{color:var(--vs-muted);font-size:var(--vs-text-s);overflow-wrap:break-word;hyphens:auto}
.vs-prework-rank-moves{flex:none;display:flex;align-items:center;padding-inline-end:var(--vs-space-2)}
.vs-prework-lived-row{display:flex;align-items:flex-start;gap:var(--vs-space-3);padding:var(--vs-space-2) var(--vs-space-3);border:1px solid var(--vs-line);border-radius:var(--vs-radius-m);background:var(--vs-paper)}
.vs-prework-lived-row > .vs-prework-badge{margin-top:var(--vs-space-1)}
.vs-prework-unrated{border-style:dashed;border-color:var(--vs-line-strong);background:var(--vs-surface)}
.vs-prework-lived-main{flex:1;min-width:0;display:flex;flex-direction:column;gap:var(--vs-space-1)}
.vs-prework-lived-label{min-width:0;font-weight:600;overflow-wrap:anywhere}
.vs-prework-lived-controls{display:flex;align-items:center;gap:var(--vs-space-3)}
.vs-prework-slider{flex:1;min-width:0;height:44px;margin:0;accent-color:var(--vs-accent);cursor:pointer}
.vs-prework-unrated .vs-prework-slider{accent-color:var(--vs-line-strong)}
.vs-prework-unrated-note{margin:0;color:var(--vs-muted);font-size:var(--vs-text-s);font-weight:600}
.vs-prework-unrated-note.vs-prework-error{color:var(--vs-danger)}
.vs-prework-percent{flex:none;display:inline-flex;align-items:center;gap:var(--vs-space-2);font-weight:600}
.vs-prework-percent-input{width:5rem;text-align:end}
@media (max-width:40rem){
  .vs-prework-card{padding:var(--vs-space-3)}
  .vs-prework-card > .vs-prework-badge{display:none}
  /* Room for a long value's name beside the 44 px arrows. */
  .vs-prework-rank-handle{gap:var(--vs-space-2);padding-inline-end:var(--vs-space-1)}
}
`;
