import type { PrintDocument } from '@vs/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { printCss } from '../theme/print-css.ts';
import { PAGE_HEADINGS, PrintView } from '../views/print-view.tsx';
import { embeddedFontCss, PRINT_FONT_STACK } from './embedded-fonts.ts';

/**
 * Nothing may load from outside the document: styles inline, fonts and images as data: URLs
 * only. A second guard beside the renderer's own blocking of every request.
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:";

const PrintPage = ({
  title,
  body,
  css,
}: {
  readonly title: string;
  readonly body: string;
  readonly css: string;
}) => (
  <html lang="en">
    <head>
      <meta charSet="utf-8" />
      <meta httpEquiv="Content-Security-Policy" content={CONTENT_SECURITY_POLICY} />
      <title>{title}</title>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet (fonts chosen by the characters present, never their text); escaping would break its selectors */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
    </head>
    <body>
      {/* The page's one main landmark: the views leave it to the page around them, as the shell has its own. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markup React just rendered and escaped (renderToStaticMarkup of PrintView) */}
      <main dangerouslySetInnerHTML={{ __html: body }} />
    </body>
  </html>
);

/**
 * The print font stack over the tokens' screen stack, so every script finds its glyphs; each
 * block of text takes its direction from its own first letter, so a value or sheet written in
 * Arabic or Hebrew reads right to left (runs inside a line follow the bidi algorithm anyway).
 */
const SCRIPTS_CSS = `body{font-family:${PRINT_FONT_STACK}}p,h1,h2,h3,li,dd,dt,td,th,figcaption{unicode-bidi:plaintext}`;

/**
 * One participant's output as a complete, self-contained HTML document for the PDF renderer
 * (A4). Every piece of participant text goes through React, so it is escaped: markup in a value
 * prints as text.
 */
export const renderPrintHtml = (document: PrintDocument): string => {
  const title = `${PAGE_HEADINGS[document.page].title} – ${document.participant.forename} ${document.participant.surname}`;
  const body = renderToStaticMarkup(<PrintView document={document} />);
  const css = `${embeddedFontCss(title + body)}${printCss()}${SCRIPTS_CSS}`;
  return `<!DOCTYPE html>${renderToStaticMarkup(<PrintPage title={title} body={body} css={css} />)}`;
};
