/** Styles of the Organisations screens (design tokens from @vs/ui). */
export const orgsCss = `
.vs-org-switch .vs-field{margin-bottom:0;min-width:12rem}
.vs-org-section{display:flex;flex-direction:column;gap:var(--vs-space-3);margin-top:var(--vs-space-5)}
.vs-org-section h3{margin:0;font-size:var(--vs-text-m)}
.vs-org-section-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--vs-space-3)}
.vs-org-preview{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vs-space-4);margin:calc(-1 * var(--vs-space-2)) 0 var(--vs-space-4)}
.vs-org-swatch{display:inline-flex;align-items:center;min-height:40px;min-width:4rem;padding:0 var(--vs-space-4);border-radius:var(--vs-radius-m);color:#fff;font-weight:600}
.vs-org-logo-field{display:flex;flex-direction:column;align-items:flex-start;gap:var(--vs-space-3)}
.vs-org-logo-field .vs-field{margin-bottom:0;max-width:100%}
.vs-org-logo-field input[type=file]{max-width:100%}
.vs-org-logo-preview{display:flex;align-items:center;justify-content:center;min-width:8rem;min-height:4rem;max-width:100%;padding:var(--vs-space-2);border:1px dashed var(--vs-line);border-radius:var(--vs-radius-m);color:var(--vs-muted)}
.vs-org-logo-preview img{max-width:min(16rem,100%);max-height:6rem}
.vs-org-badge{overflow-wrap:anywhere}
.vs-member-role .vs-field{margin-bottom:0;gap:0;min-width:9rem}
.vs-usage-period{display:flex;flex-wrap:wrap;gap:0 var(--vs-space-4)}
.vs-usage-period .vs-field{flex:1 1 8rem;margin-bottom:0;max-width:14rem}
.vs-usage-table thead th{white-space:normal;vertical-align:bottom}
.vs-usage-table thead th:not(:first-child),.vs-usage-table td{text-align:right;font-variant-numeric:tabular-nums}
.vs-usage-table tbody th{font-weight:400;white-space:nowrap}
.vs-usage-table :is(tbody,tfoot) th,.vs-usage-table thead th:first-child{position:sticky;left:0;z-index:1;background:var(--vs-paper)}
.vs-usage-table thead th:first-child{z-index:2;background:var(--vs-surface-sunken)}
.vs-usage-table tbody tr:hover th{background:var(--vs-surface)}
.vs-usage-table tfoot th,.vs-usage-table tfoot td{font-weight:600;border-top:2px solid var(--vs-line-strong);border-bottom:0}
.vs-org-sso-fields{display:flex;flex-direction:column;gap:var(--vs-space-2);min-width:0;margin:0;padding:0;border:0}
.vs-org-sso-note{margin:0 0 var(--vs-space-3);color:var(--vs-muted);overflow-wrap:anywhere}
`;
