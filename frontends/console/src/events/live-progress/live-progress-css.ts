/** Styles of the dashboard's progress: summary line, filter and activity cells (design tokens from @vs/ui). */
export const liveProgressCss = `
.vs-live-progress{display:flex;flex-wrap:wrap;align-items:flex-end;gap:var(--vs-space-2) var(--vs-space-4)}
.vs-live-progress-cell{display:flex;flex-direction:column;gap:2px}
.vs-live-progress-when{color:var(--vs-muted);font-size:var(--vs-text-xs)}
.vs-live-progress-stream{flex:1 1 100%;margin:0;color:var(--vs-muted);font-size:var(--vs-text-s)}
.vs-live-progress-stream[data-state=live]{color:var(--vs-success)}
.vs-live-progress-stream[data-state=unavailable]{color:var(--vs-danger)}
.vs-live-progress-summary{flex:1 1 20rem;margin:0;font-weight:600;overflow-wrap:break-word}
.vs-live-progress .vs-field{flex:0 1 18rem;margin-bottom:0}
.vs-live-progress-muted{color:var(--vs-muted)}
.vs-live-progress-activity{display:inline-flex;align-items:center;gap:var(--vs-space-1);font-weight:600;color:var(--vs-success)}
.vs-live-progress-activity[data-idle=true]{color:var(--vs-danger)}
.vs-live-progress-dot{display:inline-block;width:10px;height:10px;border:2px solid currentColor;border-radius:50%;background:currentColor}
.vs-live-progress-activity[data-idle=true] .vs-live-progress-dot{background:transparent}
`;
