import type { ReactNode } from 'react';

/**
 * The page's header: the brand (the product's title, or an organisation's logo and name) and the
 * page's action (Logout). The shell frames every page with it, and the server's first screen of a
 * participant's home (`first-screen/`) is drawn with it, so both look the same.
 */
export const PageHeader = ({
  brand,
  children,
}: {
  readonly brand: ReactNode;
  readonly children?: ReactNode;
}) => (
  <header className="vs-header">
    <span className="vs-brand">{brand}</span>
    {children}
  </header>
);

/** The page's frame: header, the main column and its padding on phones. */
export const pageFrameCss = `
.vs-app{min-height:100vh;display:flex;flex-direction:column}
.vs-header{display:flex;align-items:center;justify-content:space-between;gap:var(--vs-space-4);padding:var(--vs-space-3) var(--vs-space-5);background:var(--vs-paper);border-bottom:1px solid var(--vs-line)}
.vs-brand{display:inline-flex;align-items:center;gap:var(--vs-space-3);min-width:0;font-weight:650;font-size:var(--vs-text-l);color:var(--vs-accent-strong)}
/* An organisation's logo in the header (issue 33): as tall as the title line, never wider than a third of a phone. */
.vs-brand-logo{display:block;height:2rem;width:auto;max-width:40vw;object-fit:contain}
.vs-main{flex:1;width:100%;max-width:72rem;margin:0 auto;padding:var(--vs-space-6) var(--vs-space-4)}
.vs-main:focus{outline:none}
@media (max-width:480px){.vs-main{padding:var(--vs-space-4) var(--vs-space-3)}}
`;
