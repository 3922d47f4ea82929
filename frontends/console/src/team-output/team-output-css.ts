/** Role colours of the team output: a tinted heading with a bar in the role's strong shade (ui.md). */
const roleRules = ['driver', 'result', 'goto', 'accelerator']
  .map(
    (role) =>
      `.vs-team-role-${role}{background:var(--vs-role-${role}-tint)}` +
      `.vs-team-group.vs-team-role-${role}{border-top:4px solid var(--vs-role-${role})}` +
      `.vs-team-table td.vs-team-cell-${role}{border-inline-start:3px solid var(--vs-role-${role})}`,
  )
  .join('\n');

/** A participant card's role groups: tinted, with a bar in the role's strong shade. */
const personRules = ['driver', 'result', 'goto', 'accelerator']
  .map(
    (role) =>
      `.vs-team-group-${role}{border-inline-start-color:var(--vs-role-${role});background:var(--vs-role-${role}-tint)}`,
  )
  .join('\n');

/** Styles of the Team Output and Expired Events screens (design tokens from @vs/ui). */
export const teamOutputCss = `
.vs-team-alignment{display:block;font-weight:400;font-size:var(--vs-text-s);color:var(--vs-muted)}
.vs-team-average{margin:0;font-size:var(--vs-text-s);color:var(--vs-muted)}
.vs-team-refresh{min-width:44px;padding:var(--vs-space-2)}
.vs-team-refresh-icon{width:20px;height:20px}
.vs-team-list{padding:2px}
.vs-team-card{container-type:inline-size;padding:var(--vs-space-4) var(--vs-space-5) var(--vs-space-5);border:1px solid var(--vs-line);border-radius:var(--vs-radius-l);background:var(--vs-paper);color:var(--vs-ink)}
.vs-team-card-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--vs-space-3);margin-bottom:var(--vs-space-3)}
.vs-team-card-head h3{margin:0;font-size:var(--vs-text-l)}
.vs-team-table{width:100%;border-collapse:collapse;table-layout:fixed;font-size:var(--vs-text-s);line-height:1.4}
.vs-team-table th,.vs-team-table td{padding:var(--vs-space-2) var(--vs-space-3);border:1px solid var(--vs-line);text-align:start;vertical-align:top;overflow-wrap:anywhere}
.vs-team-table thead th{font-weight:600;vertical-align:bottom}
.vs-team-table .vs-team-group{font-size:var(--vs-text-m);font-weight:700}
.vs-team-name-heading{width:13%;background:var(--vs-surface-sunken)}
.vs-team-name{font-weight:600}
.vs-team-value{display:block;font-weight:600}
.vs-team-description{display:block;margin-top:var(--vs-space-1);color:var(--vs-muted)}
.vs-team-ranked{margin:0;padding-inline-start:1.75em}
.vs-team-ranked li+li{margin-top:2px}
.vs-team-none{margin:0;color:var(--vs-muted)}
${roleRules}
.vs-team-people{display:none;margin:0;padding:0;list-style:none}
@container (max-width:46rem){
.vs-team-table{display:none}
.vs-team-people{display:flex;flex-direction:column;gap:var(--vs-space-4)}
}
@media (max-width:30rem){.vs-team-card{padding:var(--vs-space-3)}}
.vs-team-person{display:flex;flex-direction:column;gap:var(--vs-space-2);padding-top:var(--vs-space-3);border-top:1px solid var(--vs-line)}
.vs-team-person>.vs-team-name{margin:0}
.vs-team-person-group{padding:var(--vs-space-2) var(--vs-space-3);border-inline-start:4px solid var(--vs-line-strong);border-radius:var(--vs-radius-s);font-size:var(--vs-text-s)}
.vs-team-person-group h4{margin:0 0 var(--vs-space-1);font-size:var(--vs-text-s)}
.vs-team-person-group dl{margin:0;display:flex;flex-direction:column;gap:var(--vs-space-2)}
.vs-team-person-group dt{color:var(--vs-muted);font-weight:600}
.vs-team-person-group dd{margin:0}
${personRules}
.vs-capture-stage{position:fixed;top:0;left:-100000px;width:1100px;pointer-events:none}
.vs-closed-events>h2{margin:0}
.vs-closed-events-scope{margin:var(--vs-space-1) 0 var(--vs-space-5);color:var(--vs-muted)}
.vs-team-output .vs-search .vs-field,.vs-closed-events .vs-search .vs-field{margin-bottom:0}
`;
