/** Styles of the dashboard's Progress section (design tokens from @vs/ui). */
export const liveProgressCss = `
.vs-live-progress{display:flex;flex-direction:column;gap:var(--vs-space-3);margin-top:var(--vs-space-4);padding-top:var(--vs-space-5);border-top:1px solid var(--vs-line)}
.vs-live-progress-head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:var(--vs-space-3)}
.vs-live-progress-head h3{margin:0;font-size:var(--vs-text-l)}
.vs-live-progress-stream{margin:0;color:var(--vs-muted);font-size:var(--vs-text-s)}
.vs-live-progress-stream[data-state=live]{color:var(--vs-success)}
.vs-live-progress-stream[data-state=unavailable]{color:var(--vs-danger)}
.vs-live-progress-summary{margin:0;font-weight:600;overflow-wrap:anywhere}
.vs-live-progress .vs-field{max-width:20rem;margin-bottom:0}
.vs-live-progress-muted{color:var(--vs-muted)}
.vs-live-progress-activity{display:inline-flex;align-items:center;gap:var(--vs-space-1);font-weight:600;color:var(--vs-success)}
.vs-live-progress-activity[data-idle=true]{color:var(--vs-danger)}
.vs-live-progress-dot{display:inline-block;width:10px;height:10px;border:2px solid currentColor;border-radius:50%;background:currentColor}
.vs-live-progress-activity[data-idle=true] .vs-live-progress-dot{background:transparent}
`;
