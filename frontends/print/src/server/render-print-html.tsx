import type { PrintDocument } from '@vs/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { printCss } from '../theme/print-css.ts';
import { PAGE_HEADINGS, PrintView } from '../views/print-view.tsx';
import { embeddedInterCss } from './embedded-inter.ts';

/**
 * Nothing may load from outside the document: styles inline, fonts and images as data: URLs
 * only. A second guard beside the renderer's own blocking of every request.
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:";

const PrintPage = ({ document, css }: { readonly document: PrintDocument; readonly css: string }) => (
  <html lang="en">
    <head>
      <meta charSet="utf-8" />
      <meta httpEquiv="Content-Security-Policy" content={CONTENT_SECURITY_POLICY} />
      <title>{`${PAGE_HEADINGS[document.page].title} – ${document.participant.forename} ${document.participant.surname}`}</title>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant stylesheet, no user text reaches it; escaping would break its selectors */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
    </head>
    <body>
      <PrintView document={document} />
    </body>
  </html>
);

/**
 * One participant's output as a complete, self-contained HTML document for the PDF renderer
 * (A4). Every piece of participant text goes through React, so it is escaped: markup in a value
 * prints as text.
 */
export const renderPrintHtml = (document: PrintDocument): string =>
  `<!DOCTYPE html>${renderToStaticMarkup(<PrintPage document={document} css={`${embeddedInterCss()}${printCss()}`} />)}`;
