import { PRINT_TOKENS, tokensCss } from '@vs/ui/tokens';

/** The A4 page box: the PDF's, and a browser's when a participant prints the output page. */
export const pageCss = '@page{size:A4;margin:15mm 16mm 16mm}';

/** The print views' stylesheet: A4 pages, the tokens, and the layout of the three outputs. */
const LAYOUT = `
${pageCss}
*{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0;font-family:var(--vs-font);font-size:var(--vs-text-m);line-height:1.45;color:var(--vs-ink);background:var(--vs-paper);font-feature-settings:'cv11','ss01';font-optical-sizing:auto}
p,h1,h2,ul,figure{margin:0;padding:0}
ul{list-style:none}
.vs-page{max-width:178mm;margin:0 auto}
.vs-role-icon{display:inline-block;vertical-align:-1px;margin-inline-end:4px;overflow:visible}

.vs-header{padding-bottom:var(--vs-space-3);margin-bottom:var(--vs-space-4);border-bottom:2px solid var(--vs-accent)}
.vs-eyebrow{display:flex;justify-content:space-between;font-size:var(--vs-text-xs);font-weight:600;letter-spacing:.12em;text-transform:uppercase;color:var(--vs-accent)}
.vs-eyebrow-kicker{color:var(--vs-muted)}
.vs-logo{display:block;max-height:48px;max-width:200px;margin:0 0 var(--vs-space-3)}
.vs-title{margin-top:var(--vs-space-2);font-size:var(--vs-text-xl);font-weight:700;letter-spacing:-.01em;line-height:1.15}
.vs-subtitle{margin-top:var(--vs-space-2);color:var(--vs-muted);font-size:var(--vs-text-m)}
.vs-name{color:var(--vs-ink);font-weight:600}
.vs-sep{margin:0 var(--vs-space-2);color:var(--vs-line)}

.vs-lead{color:var(--vs-muted);margin-bottom:var(--vs-space-4);max-width:150mm}
.vs-value-name{font-weight:650;overflow-wrap:anywhere}
.vs-definition{margin-top:2px;color:var(--vs-ink);white-space:pre-wrap;overflow-wrap:anywhere}
.vs-rank{display:inline-flex;align-items:center;justify-content:center;width:26px;height:26px;border-radius:50%;background:var(--vs-accent);color:#fff;font-weight:700;font-size:var(--vs-text-m);font-variant-numeric:tabular-nums}
.vs-rank-small{width:20px;height:20px;font-size:var(--vs-text-s);flex:none}

.vs-lived{display:flex;align-items:center;gap:var(--vs-space-2);margin-top:3px}
.vs-lived-bar{position:relative;display:block;flex:none;width:24mm;height:5px;border-radius:3px;background:var(--vs-line);overflow:hidden}
.vs-lived-fill{position:absolute;inset-inline-start:0;top:0;bottom:0;border-radius:3px}
.vs-lived-text{min-width:15mm;font-size:var(--vs-text-s);color:var(--vs-muted);white-space:nowrap;font-variant-numeric:tabular-nums}

.vs-ranking{width:100%;border-collapse:collapse}
.vs-ranking th{text-align:start;font-size:var(--vs-text-xs);font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:var(--vs-muted);padding:0 var(--vs-space-3) var(--vs-space-2);border-bottom:1px solid var(--vs-line)}
.vs-ranking td{vertical-align:top;padding:var(--vs-space-3);border-bottom:1px solid var(--vs-line)}
.vs-ranking tr{break-inside:avoid}
.vs-ranking tbody tr:nth-child(odd) td{background:var(--vs-surface)}
.vs-col-rank{width:14mm;text-align:center}
.vs-ranking th.vs-col-rank{text-align:center}
.vs-col-lived{width:46mm}
.vs-ranking td.vs-col-lived .vs-lived{margin-top:6px}

.vs-figure{margin-bottom:var(--vs-space-5);padding:var(--vs-space-3) var(--vs-space-4);border-radius:var(--vs-radius-m);background:var(--vs-surface);break-inside:avoid}
.vs-graphic{display:block;width:100%;max-width:160mm;height:auto;margin:0 auto;direction:ltr}
.vs-g-role{font-size:9px;font-weight:700;letter-spacing:.08em}
.vs-g-name{font-weight:650;fill:var(--vs-ink)}
.vs-g-percent{font-weight:650;fill:var(--vs-ink);font-variant-numeric:tabular-nums}
.vs-g-rank{font-weight:700;fill:#fff}
.vs-g-heading{font-size:15px;font-weight:700}

.vs-stack{display:none;gap:var(--vs-space-4)}
.vs-stack-role{display:grid;gap:var(--vs-space-2)}
.vs-stack-heading{display:flex;align-items:center;gap:var(--vs-space-2);font-size:var(--vs-text-s);font-weight:700;letter-spacing:.06em;text-transform:uppercase}
.vs-stack-heading .vs-role-icon{margin-inline-end:0}
.vs-stack-values{display:grid;gap:var(--vs-space-2)}
.vs-stack-value{display:grid;grid-template-columns:auto minmax(0,1fr) auto;align-items:center;gap:var(--vs-space-1) var(--vs-space-3);padding:var(--vs-space-2) var(--vs-space-3);border-inline-start:5px solid;border-radius:var(--vs-radius-m)}
.vs-stack-rank{grid-row:span 2;display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;color:#fff;font-size:var(--vs-text-s);font-weight:700;font-variant-numeric:tabular-nums}
.vs-stack-name{grid-column:2 / 4;font-size:var(--vs-text-m);font-weight:650;line-height:1.3;overflow-wrap:anywhere}
.vs-stack-percent{grid-column:3;grid-row:2;font-size:var(--vs-text-m);font-weight:650;line-height:1.3;font-variant-numeric:tabular-nums;white-space:nowrap}
.vs-stack-bar{grid-column:2;grid-row:2;display:block;height:4px;border-radius:2px;background:var(--vs-paper);overflow:hidden}
.vs-stack-fill{display:block;height:100%;border-radius:2px}
/* On a narrow screen the drawing would shrink its labels to a few pixels: the stack replaces it. Print keeps the drawing. */
@media screen and (max-width:48rem){.vs-graphic{display:none}.vs-stack{display:grid}}

.vs-columns{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:var(--vs-space-4)}
.vs-section{border-top:3px solid;padding-top:var(--vs-space-2);margin-bottom:var(--vs-space-4);break-inside:avoid}
.vs-section-title{break-after:avoid;font-size:var(--vs-text-m);font-weight:700;margin-bottom:var(--vs-space-2)}
.vs-items{display:grid;gap:var(--vs-space-3)}
.vs-item{break-inside:avoid}
.vs-item-head{display:flex;align-items:flex-start;gap:var(--vs-space-2)}
.vs-item-head .vs-rank{margin-top:1px}
.vs-item-role{font-size:var(--vs-text-xs);font-weight:600;letter-spacing:.06em;text-transform:uppercase}
.vs-item-meta{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:var(--vs-space-2);margin-top:2px;padding-bottom:2px;border-bottom:1px solid var(--vs-line)}
.vs-item-meta .vs-lived-text{min-width:0}
.vs-item .vs-definition{font-size:var(--vs-text-s);margin-top:var(--vs-space-1)}

.vs-mw{display:grid;grid-template-columns:1fr 1fr;gap:var(--vs-space-4)}
.vs-mw-box,.vs-mw-accelerators{border-top:3px solid;border-radius:0 0 var(--vs-radius-m) var(--vs-radius-m);padding:var(--vs-space-3) var(--vs-space-4) var(--vs-space-4);break-inside:avoid}
.vs-mw-wide{grid-column:1 / -1}
.vs-mw-title{font-size:var(--vs-text-l);font-weight:700;margin-bottom:2px}
.vs-mw-label{margin-top:var(--vs-space-2);font-size:var(--vs-text-l);font-weight:650;overflow-wrap:anywhere}
.vs-mw-body{margin-top:var(--vs-space-1);white-space:pre-wrap;overflow-wrap:anywhere}
.vs-mw-accelerators{background:var(--vs-paper);padding-inline:0}
.vs-mw-grid{display:grid;grid-template-columns:1fr 1fr;gap:var(--vs-space-3);margin-top:var(--vs-space-2)}
.vs-mw-acc{border-radius:var(--vs-radius-m);padding:var(--vs-space-2) var(--vs-space-4) var(--vs-space-3);break-inside:avoid}
.vs-mw-acc .vs-mw-label{margin-top:0;font-size:var(--vs-text-m)}
.vs-insight{border-top-color:var(--vs-accent)}
.vs-insight-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;column-gap:var(--vs-space-4)}
.vs-insight-head .vs-section-title{margin-bottom:0}
.vs-insight-score{font-size:var(--vs-text-s);color:var(--vs-muted)}
.vs-insight-score strong{font-size:var(--vs-text-l);font-weight:700;color:var(--vs-ink);font-variant-numeric:tabular-nums}
.vs-insight-text{margin-top:var(--vs-space-1);font-size:var(--vs-text-s)}
.vs-columns .vs-insight{margin-bottom:0}
.vs-mw .vs-insight{background:var(--vs-surface)}
.vs-ruled{margin-top:var(--vs-space-2);background:repeating-linear-gradient(to bottom,transparent 0,transparent calc(6.5mm - 1px),var(--vs-line) calc(6.5mm - 1px),var(--vs-line) 6.5mm)}
.vs-ruled+.vs-ruled{margin-top:0}
/* An event's impact report (impact-report.tsx): one section per follow-up point. */
.vs-impact-point{border-top-color:var(--vs-accent)}
.vs-impact-point p{margin-bottom:var(--vs-space-2)}
.vs-impact-table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
.vs-impact-table caption{text-align:start;font-weight:600;margin-bottom:var(--vs-space-2)}
.vs-impact-table th,.vs-impact-table td{text-align:start;padding:var(--vs-space-2) var(--vs-space-3);border-bottom:1px solid var(--vs-line)}
.vs-impact-table thead th{font-size:var(--vs-text-xs);font-weight:600;color:var(--vs-muted)}
.vs-impact-table tr{break-inside:avoid}
`;

export const printCss = (): string => `${tokensCss(PRINT_TOKENS)}${LAYOUT}`;
