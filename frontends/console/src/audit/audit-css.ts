/** Styles of the Audit Log tab (design tokens from @vs/ui). */
export const auditCss = `
.vs-audit-filters>*{flex:1 1 200px;max-width:320px}
.vs-audit-id{overflow-wrap:anywhere;font-size:var(--vs-text-s)}
.vs-audit-name{display:flex;flex-direction:column;overflow-wrap:break-word}
.vs-audit-sub,.vs-audit-muted{color:var(--vs-muted);font-size:var(--vs-text-s)}
@media (min-width:48rem){.vs-audit .vs-table-scroll table{min-width:52rem}}
`;
