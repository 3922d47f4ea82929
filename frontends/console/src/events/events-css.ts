/** Styles of this area's screens (design tokens from @vs/ui). */
export const eventsCss = `
.vs-events .vs-toolbar .vs-field{margin-bottom:0}
.vs-download-files{display:inline-flex;flex-direction:column;gap:var(--vs-space-1);width:min-content;vertical-align:middle}
.vs-download-files>.vs-button{white-space:nowrap}
.vs-download-files-status{color:var(--vs-muted);font-size:var(--vs-text-s);line-height:1.3}
.vs-event-form .vs-input[readonly]{background:var(--vs-surface-sunken)}
.vs-dialog:has(>.vs-dialog-body>.vs-event-form){scroll-padding-bottom:6rem}
.vs-event-form>.vs-dialog-actions{position:sticky;bottom:calc(-1 * var(--vs-space-5));z-index:1;margin:var(--vs-space-4) calc(-1 * var(--vs-space-5)) calc(-1 * var(--vs-space-5));padding:var(--vs-space-3) var(--vs-space-5) var(--vs-space-5);border-top:1px solid var(--vs-line);background:var(--vs-paper)}
.vs-event-form-row{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));column-gap:var(--vs-space-4)}
.vs-picker{margin:0 0 var(--vs-space-2);padding:var(--vs-space-4);border:1px solid var(--vs-line);border-radius:var(--vs-radius-m);background:var(--vs-surface)}
.vs-picker-legend{padding:0 var(--vs-space-2);font-weight:700}
.vs-picker>.vs-field-hint{margin-bottom:var(--vs-space-4)}
.vs-picker-count{min-height:1.5em;margin:0 0 var(--vs-space-2);color:var(--vs-muted);font-size:var(--vs-text-s)}
.vs-picker-list{max-height:16rem;overflow:auto;margin:0;padding:var(--vs-space-2) var(--vs-space-3);list-style:none;border:1px solid var(--vs-line);border-radius:var(--vs-radius-m);background:var(--vs-paper)}
.vs-picker-list .vs-field{margin:0;padding:var(--vs-space-2) 0;border-bottom:1px solid var(--vs-line)}
.vs-picker-list li:last-child .vs-field{border-bottom:0}
.vs-picker-email{color:var(--vs-muted);font-size:var(--vs-text-s);overflow-wrap:break-word}
.vs-picker-tag{display:inline-block;margin-inline-start:var(--vs-space-2);padding:0 var(--vs-space-2);border:1px solid var(--vs-line-strong);border-radius:999px;color:var(--vs-ink);font-size:var(--vs-text-xs);font-weight:600}
.vs-picker-list input:disabled+label,.vs-picker-list input:disabled{cursor:not-allowed}
.vs-picker-heading{margin:var(--vs-space-4) 0 var(--vs-space-2);font-size:var(--vs-text-m)}
.vs-picker-none{margin:0;color:var(--vs-muted)}
.vs-picker-chosen{display:flex;flex-wrap:wrap;gap:var(--vs-space-2);margin:0;padding:0;list-style:none}
.vs-picker-chosen li{display:inline-flex;align-items:center;gap:var(--vs-space-2);padding:3px 3px 3px var(--vs-space-3);border:1px solid var(--vs-line-strong);border-radius:var(--vs-radius-m);background:var(--vs-paper)}
.vs-picker-chosen .vs-button{min-height:36px;padding:var(--vs-space-1) var(--vs-space-3)}
.vs-file-input{padding:var(--vs-space-2);cursor:pointer}
.vs-file-input::file-selector-button{min-height:36px;margin-inline-end:var(--vs-space-3);padding:var(--vs-space-1) var(--vs-space-4);border:1px solid var(--vs-line-strong);border-radius:var(--vs-radius-m);background:var(--vs-paper);color:var(--vs-accent);font:inherit;font-weight:600;cursor:pointer}
.vs-file-input:hover::file-selector-button{background:var(--vs-accent-tint);border-color:var(--vs-accent)}
.vs-event-facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(7.5rem,1fr));gap:var(--vs-space-3);margin:0}
.vs-event-facts div{padding:var(--vs-space-2) var(--vs-space-3);border-radius:var(--vs-radius-m);background:var(--vs-surface)}
.vs-event-facts dt{color:var(--vs-muted);font-size:var(--vs-text-s)}
.vs-event-facts dd{margin:0;font-weight:600}
.vs-event-view-heading{margin:var(--vs-space-5) 0 var(--vs-space-1);font-size:var(--vs-text-m)}
.vs-event-view-heading+.vs-field-hint{margin-bottom:var(--vs-space-3)}
`;
