import { auditCss } from '../audit/audit-css.ts';
import { dashboardCss } from '../events/dashboard-css.ts';
import { eventsCss } from '../events/events-css.ts';
import { liveProgressCss } from '../events/live-progress/live-progress-css.ts';
import { orgsCss } from '../organisations/orgs-css.ts';
import { peopleCss } from '../people/people-css.ts';
import { teamOutputCss } from '../team-output/team-output-css.ts';

/** Layout shared by the console screens; components come from @vs/ui and its design tokens. */
const layoutCss = `
.vs-console{display:flex;flex-direction:column;gap:var(--vs-space-4);width:100%;max-width:1280px;margin:0 auto}
.vs-console-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--vs-space-3)}
.vs-console-head h1{margin:0;font-size:var(--vs-text-xl)}
.vs-console-head a.vs-button{text-decoration:none}
.vs-console-head-actions{display:flex;flex-wrap:wrap;align-items:flex-end;gap:var(--vs-space-2)}
.vs-count-badge{display:inline-flex;align-items:center;justify-content:center;min-width:1.25rem;height:1.25rem;line-height:1;vertical-align:middle;margin-inline-start:var(--vs-space-2);padding:0 var(--vs-space-1);border:1px solid var(--vs-line-strong);border-radius:999px;background:var(--vs-surface-sunken);color:var(--vs-ink);font-size:var(--vs-text-xs);font-weight:700}
.vs-toolbar{display:flex;flex-wrap:wrap;align-items:flex-end;gap:var(--vs-space-3);margin-bottom:var(--vs-space-4)}
.vs-toolbar .vs-search{flex:1 1 260px;max-width:420px}
.vs-screen-section{display:flex;flex-direction:column;gap:var(--vs-space-3);margin-top:var(--vs-space-6)}
.vs-screen-section h2{margin:0;font-size:var(--vs-text-l)}
.vs-personal-status{display:inline-flex;align-items:center;gap:var(--vs-space-2);margin:0;font-size:var(--vs-text-s);font-weight:600}
.vs-row-actions{display:flex;flex-wrap:wrap;gap:var(--vs-space-2)}
/* The small buttons: in a table's rows (the page's own actions keep the full 44 px). */
.vs-row-actions .vs-button{min-height:36px;padding:var(--vs-space-1) var(--vs-space-3)}
`;

/** The console's whole stylesheet: the shared layout and each area's rules. */
export const consoleCss = [
  layoutCss,
  eventsCss,
  dashboardCss,
  liveProgressCss,
  peopleCss,
  teamOutputCss,
  auditCss,
  orgsCss,
].join('\n');

/** Puts {@link consoleCss} into the document head once (React 19 hoists and dedupes by `href`). */
export const ConsoleStyles = () => (
  <style href="vs-console" precedence="default">
    {consoleCss}
  </style>
);
