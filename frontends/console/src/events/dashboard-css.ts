/**
 * Styles of the Event Dashboard page and Add Participant (design tokens from @vs/ui).
 */
export const dashboardCss = `
/* The event's page: head (back link, name, date, state, main actions), then its sections. */
.vs-event-page{display:flex;flex-direction:column;gap:var(--vs-space-5);min-width:0}
.vs-event-head{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:var(--vs-space-2) var(--vs-space-5)}
.vs-event-back{flex:1 1 100%;margin:0}
.vs-event-back a{display:inline-flex;align-items:center;gap:var(--vs-space-1);min-height:44px;font-weight:600}
.vs-event-back svg{width:18px;height:18px}
.vs-event-back svg:dir(rtl){transform:scaleX(-1)}
.vs-event-title{flex:1 1 24rem;min-width:0}
.vs-event-title h1{margin:0;font-size:var(--vs-text-xl);line-height:1.2;overflow-wrap:break-word}
.vs-event-meta{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vs-space-1) var(--vs-space-4);margin:var(--vs-space-2) 0 0;color:var(--vs-muted)}
.vs-event-actions{display:flex;flex-wrap:wrap;justify-content:flex-end;align-items:flex-start;gap:var(--vs-space-2)}
.vs-event-actions a.vs-button{text-decoration:none}
@media (max-width:47.99rem){.vs-event-actions{justify-content:flex-start}}
/* On a phone the participants' cards scroll with the page, not in a box of their own. */
@media (max-width:47.99rem){.vs-event-page .vs-table-scroll{max-height:none!important}}
.vs-event-section{display:flex;flex-direction:column;gap:var(--vs-space-3);padding:var(--vs-space-5);border:1px solid var(--vs-line);border-radius:var(--vs-radius-l);background:var(--vs-paper);min-width:0}
.vs-event-section h2{margin:0;font-size:var(--vs-text-l)}
.vs-event-section-head{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:var(--vs-space-3)}
.vs-event-count{margin:var(--vs-space-1) 0 0;color:var(--vs-muted)}
.vs-event-settings-actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:var(--vs-space-3)}
@media (max-width:30rem){.vs-event-section{padding:var(--vs-space-4) var(--vs-space-3)}.vs-event-settings-actions>*{flex:1 1 100%}}
.vs-dashboard-details{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,10rem),1fr));gap:0 var(--vs-space-4)}
.vs-dashboard-details>.vs-field:first-child{grid-column:span 2}
@media (max-width:30rem){.vs-dashboard-details>.vs-field:first-child{grid-column:1/-1}}
.vs-dashboard-details>.vs-event-form-row{display:contents}
.vs-dashboard-close-event{margin-inline-end:auto}
.vs-person-cell{display:flex;flex-direction:column;min-width:0}
.vs-person-name{font-weight:600}
.vs-person-email{color:var(--vs-muted)}
.vs-email-cell{min-width:6.5rem}
.vs-email-cell .vs-chip:not([data-tone=danger]){white-space:nowrap}
@media (min-width:48rem){.vs-event-page .vs-table td .vs-row-actions{flex-wrap:nowrap}}
.vs-import{display:flex;flex-direction:column;gap:var(--vs-space-4)}
.vs-import-preview{max-height:50vh;overflow:auto;border:1px solid var(--vs-line);border-radius:var(--vs-radius-m)}
.vs-import-preview:focus-visible{outline:3px solid var(--vs-focus);outline-offset:2px}
.vs-import-table{width:100%;border-collapse:collapse;font-size:var(--vs-text-s)}
.vs-import-table th,.vs-import-table td{padding:var(--vs-space-2) var(--vs-space-3);border-bottom:1px solid var(--vs-line);text-align:start;vertical-align:top;white-space:nowrap}
.vs-import-table td:nth-child(2){white-space:normal;min-width:12rem}
.vs-import-table th{position:sticky;top:0;background:var(--vs-paper)}
.vs-import-table tr[data-status=error]{background:var(--vs-danger-tint)}
.vs-import-table tr[data-status=error] .vs-import-status{color:var(--vs-danger);font-weight:700}
.vs-send-all{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vs-space-3)}
.vs-send-all-status{margin:0;color:var(--vs-muted);font-size:var(--vs-text-s)}
.vs-send-all-status:empty{display:none}
.vs-mw-access{display:inline-flex;align-items:center;justify-content:center;min-width:32px;min-height:32px;cursor:pointer}
.vs-mw-access .vs-checkbox-input{margin:0}
.vs-progress{display:inline-flex;align-items:center;gap:var(--vs-space-2)}
.vs-progress-steps{display:inline-flex;gap:3px}
.vs-progress-step{display:inline-flex;align-items:center;justify-content:center;width:18px;height:18px;border:2px solid var(--vs-accent);border-radius:var(--vs-radius-s);background:var(--vs-paper);color:#fff;font-size:11px;font-weight:700;line-height:1}
.vs-progress-step[data-complete=true]{background:var(--vs-accent)}
.vs-email-cell{display:flex;flex-direction:column;align-items:flex-start;gap:var(--vs-space-1);max-width:16rem}
.vs-email-notes{display:flex;flex-direction:column;gap:var(--vs-space-1);min-width:0}
.vs-email-notes:empty{display:none}
.vs-email-delay,.vs-last-reminder{font-size:var(--vs-text-xs);overflow-wrap:break-word}
.vs-email-delay{color:var(--vs-warning);font-weight:600}
.vs-last-reminder{color:var(--vs-muted)}
.vs-last-reminder[data-failed=true]{color:var(--vs-danger);font-weight:600}
.vs-progress-count{color:var(--vs-muted);font-size:var(--vs-text-s);font-variant-numeric:tabular-nums}
.vs-tag{display:inline-block;margin-inline-start:var(--vs-space-2);padding:0 var(--vs-space-2);border:1px solid var(--vs-accent);border-radius:var(--vs-radius-s);color:var(--vs-accent);font-size:var(--vs-text-xs);font-weight:700;letter-spacing:.04em;vertical-align:middle}
.vs-candidates-count{min-height:1.5em;margin:0 0 var(--vs-space-2);color:var(--vs-muted);font-size:var(--vs-text-s)}
.vs-candidates-none{margin:0;padding:var(--vs-space-4);border:1px dashed var(--vs-line-strong);border-radius:var(--vs-radius-m);color:var(--vs-muted)}
.vs-candidates-list{margin:0;padding:0;list-style:none;border:1px solid var(--vs-line);border-radius:var(--vs-radius-m)}
.vs-candidate{display:flex;align-items:center;justify-content:space-between;gap:var(--vs-space-3);padding:var(--vs-space-2) var(--vs-space-3);border-bottom:1px solid var(--vs-line)}
.vs-candidate:last-child{border-bottom:0}
.vs-candidate[data-unavailable=true]{background:var(--vs-surface)}
.vs-candidate-who{display:flex;flex-direction:column;min-width:0}
.vs-candidate-name{font-weight:600}
.vs-candidate-email{color:var(--vs-muted);font-size:var(--vs-text-s);overflow-wrap:break-word}
.vs-candidate-reason{color:var(--vs-warning);font-size:var(--vs-text-s);font-weight:600}
.vs-candidate .vs-button{min-height:36px;padding:var(--vs-space-1) var(--vs-space-3)}
.vs-add-by-email{margin-top:var(--vs-space-5);padding-top:var(--vs-space-4);border-top:1px solid var(--vs-line)}
.vs-add-by-email-title{margin:0 0 var(--vs-space-3);font-size:var(--vs-text-m)}
.vs-add-by-email-row{display:flex;flex-wrap:wrap;align-items:flex-start;gap:0 var(--vs-space-3)}
.vs-add-by-email-row>.vs-field{flex:1 1 16rem;margin-bottom:0}
.vs-add-by-email-row>.vs-button{margin-top:calc(1.5em + var(--vs-space-1))}
.vs-new-participant-names{display:grid;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));gap:0 var(--vs-space-4)}
`;
