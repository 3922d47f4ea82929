/** Styles of this area's screens: Participants, Guides, Super-Admins and the Account (design tokens from @vs/ui). */
export const peopleCss = `
.vs-people .vs-toolbar .vs-field{margin-bottom:0}
.vs-people .vs-toolbar{align-items:flex-end}
.vs-people-email{overflow-wrap:break-word}
.vs-people .vs-table-scroll{position:relative}
.vs-people-self{color:var(--vs-muted);font-size:var(--vs-text-s)}
.vs-people-pages{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--vs-space-3);margin-top:var(--vs-space-3)}
.vs-people-page-summary{margin:0;color:var(--vs-ink);font-size:var(--vs-text-s)}
.vs-people-pages .vs-button[aria-disabled=true]{background:var(--vs-surface-sunken);color:var(--vs-muted);border-color:var(--vs-line);cursor:not-allowed}
.vs-dialog-actions .vs-dialog-action-start{margin-inline-end:auto}
.vs-form-problem{margin:0 0 var(--vs-space-4);padding:var(--vs-space-3) var(--vs-space-4);border:1px solid var(--vs-danger);border-inline-start-width:4px;border-radius:var(--vs-radius-m);background:var(--vs-danger-tint);color:var(--vs-ink);font-weight:600}
.vs-account{display:flex;flex-direction:column;gap:var(--vs-space-5)}
.vs-account-head{display:flex;flex-wrap:wrap;align-items:flex-start;justify-content:flex-end;gap:var(--vs-space-3)}
.vs-account-portal{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vs-space-3)}
.vs-account-columns{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,24rem),1fr));gap:var(--vs-space-5);align-items:start}
.vs-account-templates{display:flex;flex-direction:column;gap:var(--vs-space-5)}
.vs-account-card{padding:var(--vs-space-5);border:1px solid var(--vs-line);border-radius:var(--vs-radius-l);background:var(--vs-paper)}
.vs-account-card h2{margin:0 0 var(--vs-space-4);font-size:var(--vs-text-l)}
.vs-account-note{margin:0 0 var(--vs-space-4);color:var(--vs-muted);font-size:var(--vs-text-s)}
.vs-account-portal .vs-account-note{max-width:40rem;margin:0}
.vs-account-actions{display:flex;justify-content:flex-end}
`;
