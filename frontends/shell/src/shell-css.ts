/** The shell's layout only; the look of every control and the page's frame come from @vs/ui (UiProvider). */
export const shellCss = `
.vs-skip-link{position:absolute;left:var(--vs-space-4);top:-100px;background:var(--vs-paper);padding:var(--vs-space-2) var(--vs-space-3);border-radius:var(--vs-radius-m);z-index:10}
.vs-skip-link:focus{top:var(--vs-space-2)}

/* An organisation's login page: the logo and name above the usual card. */
.vs-org-welcome{display:flex;flex-direction:column;align-items:center;gap:var(--vs-space-3);margin:0 auto var(--vs-space-5);text-align:center}
.vs-org-logo{display:block;max-height:4.5rem;max-width:min(16rem, 70vw);object-fit:contain}
.vs-org-name{margin:0;font-size:var(--vs-text-l);font-weight:650;color:var(--vs-accent-strong)}
.vs-auth-card,.vs-panel{max-width:28rem;margin:0 auto;background:var(--vs-paper);border:1px solid var(--vs-line);border-radius:var(--vs-radius-l);box-shadow:var(--vs-shadow);padding:var(--vs-space-6)}
.vs-panel{max-width:40rem}
.vs-auth-card h1,.vs-panel h1{margin:0 0 var(--vs-space-5);font-size:var(--vs-text-xl);line-height:1.2}
.vs-auth-card .vs-banner{margin-bottom:var(--vs-space-4)}
.vs-sso{margin-top:var(--vs-space-5);padding-top:var(--vs-space-5);border-top:1px solid var(--vs-line)}
.vs-sso .vs-button{width:100%}
.vs-form{display:flex;flex-direction:column;gap:var(--vs-space-2)}
.vs-form .vs-button{align-self:stretch}
.vs-link,.vs-main a,.vs-footer a{color:var(--vs-accent-strong)}
.vs-link{align-self:flex-start;display:inline-flex;align-items:center;min-height:44px;margin-bottom:var(--vs-space-2)}

/* The footer's actions open overlays, so they are buttons that sit in the line of links. */
.vs-link-button{font:inherit;color:var(--vs-accent-strong);background:none;border:none;padding:0;text-decoration:underline;cursor:pointer}
.vs-footer{padding:var(--vs-space-5);background:var(--vs-paper);border-top:1px solid var(--vs-line);font-size:var(--vs-text-s);color:var(--vs-muted);text-align:center}
.vs-footer ul{list-style:none;margin:0 0 var(--vs-space-2);padding:0;display:flex;flex-wrap:wrap;justify-content:center;gap:var(--vs-space-3)}

/* Each footer link and button is a 44 px tap target. */
.vs-footer li > a,.vs-footer li > .vs-link-button{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:0 var(--vs-space-2)}
.vs-footer p{margin:var(--vs-space-1) 0}
/* The language switcher (issue 35): its label beside a select as tall as a touch target. */
.vs-footer .vs-language-switcher{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:var(--vs-space-2);margin-top:var(--vs-space-2)}
.vs-footer .vs-language-switcher select{inline-size:auto;min-block-size:44px}

/* The cookie notice's bar takes its own space at the foot: sticky, so the page scrolls above it and
   ends above it; scroll padding keeps a focused control from hiding behind it. */
html:has(.vs-cookie-notice){scroll-padding-bottom:7rem}
.vs-cookie-notice{position:sticky;bottom:0;z-index:30;display:flex;align-items:center;justify-content:center;gap:var(--vs-space-4);padding:var(--vs-space-3) var(--vs-space-4) calc(var(--vs-space-3) + env(safe-area-inset-bottom, 0px));background:var(--vs-paper);border-top:2px solid var(--vs-accent);box-shadow:0 -4px 16px rgb(30 36 48 / 8%)}
.vs-cookie-text{flex:0 1 40rem;min-width:0;margin:0}
.vs-page-loading{display:flex;justify-content:center;padding:var(--vs-space-7)}

/* On a phone a wizard runs edge to edge (its frame drops its side borders there): no gutter. */
@media (max-width:40rem){.vs-main:has(.vs-wizard){padding-inline:0}}
@media (max-width:480px){.vs-auth-card,.vs-panel{padding:var(--vs-space-5) var(--vs-space-4)}}
`;
