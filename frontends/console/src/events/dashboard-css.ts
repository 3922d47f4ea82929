/**
 * Styles of the Event Dashboard (an 'xl' dialog) and Add Participant (design tokens from @vs/ui).
 */
export const dashboardCss = `
.vs-dashboard-facilitator{margin:0 0 var(--vs-space-4);color:var(--vs-muted)}
.vs-dashboard-details{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:0 var(--vs-space-4)}
.vs-dashboard-details>.vs-field:first-child{grid-column:span 2}
@media (max-width:30rem){.vs-dashboard-details>.vs-field:first-child{grid-column:1/-1}}
.vs-dashboard-details>.vs-event-form-row{display:contents}
.vs-dashboard-people{display:flex;flex-direction:column;gap:var(--vs-space-3);margin-top:var(--vs-space-4);padding-top:var(--vs-space-5);border-top:1px solid var(--vs-line)}
.vs-dashboard-people-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--vs-space-3)}
.vs-dashboard-people-head h3{margin:0;font-size:var(--vs-text-l)}
.vs-dashboard .vs-table td{white-space:nowrap}
.vs-dashboard .vs-table td .vs-row-actions{flex-wrap:nowrap}
.vs-dashboard-close-event{margin-right:auto}
.vs-import{display:flex;flex-direction:column;gap:var(--vs-space-4)}
.vs-import-preview{max-height:50vh;overflow:auto;border:1px solid var(--vs-line);border-radius:var(--vs-radius-m)}
.vs-import-preview:focus-visible{outline:3px solid var(--vs-focus);outline-offset:2px}
.vs-import-table{width:100%;border-collapse:collapse;font-size:var(--vs-text-s)}
.vs-import-table th,.vs-import-table td{padding:var(--vs-space-2) var(--vs-space-3);border-bottom:1px solid var(--vs-line);text-align:left;vertical-align:top;white-space:nowrap}
.vs-import-table td:nth-child(2){white-space:normal;min-width:12rem}
.vs-import-table th{position:sticky;top:0;background:var(--vs-paper)}
.vs-import-table tr[data-status=error]{background:var(--vs-danger-tint)}
.vs-import-table tr[data-status=error] .vs-import-status{color:var(--vs-danger);font-weight:700}
.vs-send-all{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vs-space-3)}
.vs-send-all-status{margin:0;color:var(--vs-muted);font-size:var(--vs-text-s)}
.vs-send-all-status:empty{display:none}
.vs-icon-button{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;padding:0;border:1px solid var(--vs-line-strong);border-radius:var(--vs-radius-m);background:var(--vs-paper);color:var(--vs-muted);cursor:pointer}
.vs-icon-button:hover{border-color:var(--vs-accent);background:var(--vs-accent-tint);color:var(--vs-accent)}
.vs-icon-button[data-state=sent]{color:var(--vs-success);border-color:var(--vs-success)}
.vs-icon-button[data-state=queued]{color:var(--vs-warning);border-color:var(--vs-warning)}
.vs-icon-button[data-state=failed]{color:var(--vs-danger);border-color:var(--vs-danger)}
.vs-mw-access{display:inline-flex;align-items:center;justify-content:center;min-width:32px;min-height:32px;cursor:pointer}
.vs-mw-access .vs-checkbox-input{margin:0}
.vs-progress{display:inline-flex;align-items:center;gap:var(--vs-space-2)}
.vs-progress-steps{display:inline-flex;gap:3px}
.vs-progress-step{display:inline-flex;align-items:center;justify-content:center;width:18px;height:18px;border:2px solid var(--vs-accent);border-radius:var(--vs-radius-s);background:var(--vs-paper);color:#fff;font-size:11px;font-weight:700;line-height:1}
.vs-progress-step[data-complete=true]{background:var(--vs-accent)}
.vs-email-cell{display:flex;align-items:center;gap:var(--vs-space-2)}
.vs-email-notes{display:flex;flex-direction:column;gap:var(--vs-space-1);min-width:0;max-width:16rem}
.vs-email-notes:empty{display:none}
.vs-email-failure,.vs-last-reminder{font-size:var(--vs-text-xs);overflow-wrap:anywhere}
.vs-email-failure{color:var(--vs-danger);font-weight:600}
.vs-last-reminder{color:var(--vs-muted)}
.vs-last-reminder[data-failed=true]{color:var(--vs-danger);font-weight:600}
.vs-progress-count{color:var(--vs-muted);font-size:var(--vs-text-s);font-variant-numeric:tabular-nums}
.vs-tag{display:inline-block;margin-left:var(--vs-space-2);padding:0 var(--vs-space-2);border:1px solid var(--vs-accent);border-radius:var(--vs-radius-s);color:var(--vs-accent);font-size:var(--vs-text-xs);font-weight:700;letter-spacing:.04em;vertical-align:middle}
.vs-candidates-count{min-height:1.5em;margin:0 0 var(--vs-space-2);color:var(--vs-muted);font-size:var(--vs-text-s)}
.vs-candidates-none{margin:0;padding:var(--vs-space-4);border:1px dashed var(--vs-line-strong);border-radius:var(--vs-radius-m);color:var(--vs-muted)}
.vs-candidates-list{margin:0;padding:0;list-style:none;border:1px solid var(--vs-line);border-radius:var(--vs-radius-m)}
.vs-candidate{display:flex;align-items:center;justify-content:space-between;gap:var(--vs-space-3);padding:var(--vs-space-2) var(--vs-space-3);border-bottom:1px solid var(--vs-line)}
.vs-candidate:last-child{border-bottom:0}
.vs-candidate[data-unavailable=true]{background:var(--vs-surface)}
.vs-candidate-who{display:flex;flex-direction:column;min-width:0}
.vs-candidate-name{font-weight:600}
.vs-candidate-email{color:var(--vs-muted);font-size:var(--vs-text-s);overflow-wrap:anywhere}
.vs-candidate-reason{color:var(--vs-warning);font-size:var(--vs-text-s);font-weight:600}
.vs-candidate .vs-button{min-height:36px;padding:var(--vs-space-1) var(--vs-space-4)}
.vs-add-by-email{margin-top:var(--vs-space-5);padding-top:var(--vs-space-4);border-top:1px solid var(--vs-line)}
.vs-add-by-email-title{margin:0 0 var(--vs-space-3);font-size:var(--vs-text-m)}
.vs-add-by-email-row{display:flex;flex-wrap:wrap;align-items:flex-start;gap:0 var(--vs-space-3)}
.vs-add-by-email-row>.vs-field{flex:1 1 16rem;margin-bottom:0}
.vs-add-by-email-row>.vs-button{margin-top:calc(1.5em + var(--vs-space-1))}
.vs-new-participant-names{display:grid;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));gap:0 var(--vs-space-4)}
`;
