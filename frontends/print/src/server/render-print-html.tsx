import {
  DEFAULT_LANGUAGE,
  type ImpactDocument,
  isRightToLeft,
  type LanguageTag,
  type PrintDocument,
} from '@vs/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import { printCss } from '../theme/print-css.ts';
import { ImpactReport, impactTitle } from '../views/impact-report.tsx';
import { printMessages } from '../views/print-messages.ts';
import { PrintView, pageTitle } from '../views/print-view.tsx';
import { PRINT_CATALOGUES } from './catalogues.ts';
import { embeddedFontCss, PRINT_FONT_STACK } from './embedded-fonts.ts';

/**
 * Nothing may load from outside the document: styles inline, fonts and images as data: URLs
 * only. A second guard beside the renderer's own blocking of every request.
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:";

const PrintPage = ({
  language,
  title,
  body,
  css,
}: {
  readonly language: LanguageTag;
  readonly title: string;
  readonly body: string;
  readonly css: string;
}) => (
  <html lang={language} dir={isRightToLeft(language) ? 'rtl' : 'ltr'}>
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

const cache = createIntlCache();

/** The document's language (English for a job queued before languages), its messages and dates. */
const intlFor = (language: LanguageTag) =>
  createIntl(
    { locale: language, defaultLocale: DEFAULT_LANGUAGE, messages: PRINT_CATALOGUES[language] },
    cache,
  );

/** A rendered view as a complete, self-contained HTML document in `language`, its fonts embedded. */
const printPage = (language: LanguageTag, title: string, body: string): string => {
  const css = `${embeddedFontCss(title + body)}${printCss()}${SCRIPTS_CSS}`;
  return `<!DOCTYPE html>${renderToStaticMarkup(<PrintPage language={language} title={title} body={body} css={css} />)}`;
};

/**
 * One participant's output as a complete, self-contained HTML document for the PDF renderer
 * (A4), in the document's language (right to left for Arabic). Every piece of participant text
 * goes through React, so it is escaped: markup in a value prints as text.
 */
export const renderPrintHtml = (document: PrintDocument): string => {
  const language = document.language ?? DEFAULT_LANGUAGE;
  const intl = intlFor(language);
  const { forename, surname } = document.participant;
  const title = intl.formatMessage(printMessages.documentTitle, {
    title: pageTitle(intl, document.page),
    forename,
    surname,
  });
  const body = renderToStaticMarkup(
    <RawIntlProvider value={intl}>
      <PrintView document={document} />
    </RawIntlProvider>,
  );
  return printPage(language, title, body);
};

/** An event's impact report as a complete, self-contained HTML document, in its reader's language. */
export const renderImpactHtml = (document: ImpactDocument): string => {
  const intl = intlFor(document.language);
  const body = renderToStaticMarkup(
    <RawIntlProvider value={intl}>
      <ImpactReport document={document} />
    </RawIntlProvider>,
  );
  return printPage(document.language, impactTitle(intl, document), body);
};

/** Whichever document a pdf job renders: a participant's output or an event's impact report. */
export const renderDocumentHtml = (document: PrintDocument | ImpactDocument): string =>
  document.page === 'impact' ? renderImpactHtml(document) : renderPrintHtml(document);
