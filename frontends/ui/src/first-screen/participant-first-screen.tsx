import type { LanguageTag } from '@vs/domain';
import { isRightToLeft } from '@vs/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { accentTokens, BrandMark, type BrandMarkBranding } from '../components/brand-mark.tsx';
import { Button } from '../components/button.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { uiCss } from '../components/ui-provider.tsx';
import { LanguageSelect } from '../i18n/language-select.tsx';
import { loadMessages } from '../i18n/messages.ts';
import { type EventSummary, eventLineCss } from '../participant/event-line.tsx';
import {
  ParticipantHomeView,
  participantHomeCss,
  participantLanguageCss,
  type SessionAccessName,
} from '../participant/participant-home-view.tsx';
import { INTER_LATIN_RANGE } from '../theme/base-css.ts';
import { FIRST_SCREEN_ID, firstScreenCss } from './first-screen.ts';

export interface ParticipantFirstScreenInput {
  readonly language: LanguageTag;
  /** The header's and the welcome's title: the product's, or the organisation's name where it hides it. */
  readonly productTitle: string;
  /** Their organisation's branding (logo and accent), as their pages wear it; null: the product's look. */
  readonly branding: (BrandMarkBranding & { readonly accentColour: string | null }) | null;
  /** The participant's event; null when they have none. */
  readonly event: (EventSummary & { readonly sessionAccess: SessionAccessName }) | null;
  /** Where the page's Latin Inter file is (the build names it; null: the page preloads none). */
  readonly typeface: string | null;
}

/** The first screen's markup and the stylesheet it is drawn with, to write into the page. */
export interface FirstScreen {
  /** A `<style>` element for the page's head. */
  readonly head: string;
  /** The screen, to stand before the app's root. */
  readonly body: string;
}

/**
 * A participant's home as the app will draw it (issue 36), rendered on the server from the same
 * views (`PageHeader` with `BrandMark`, `LanguageSelect`, `ParticipantHomeView`), messages and
 * styles, their organisation's logo and accent included, so its text is painted with the page's
 * first bytes and the app's own paint changes nothing. No script runs in it, so it is `inert`
 * (nothing in it to press or focus, and assistive technology meets the app's own home): its Logout,
 * language and Next answer once the app has taken over.
 */
export const participantFirstScreen = async ({
  language,
  productTitle,
  branding,
  event,
  typeface,
}: ParticipantFirstScreenInput): Promise<FirstScreen> => {
  const messages = await loadMessages(language);
  const body = renderToStaticMarkup(
    <IntlProvider locale={language} messages={messages} defaultLocale="en">
      <div
        id={FIRST_SCREEN_ID}
        className="vs-app"
        inert
        lang={language}
        dir={isRightToLeft(language) ? 'rtl' : 'ltr'}
      >
        <PageHeader brand={<BrandMark title={productTitle} branding={branding} />}>
          <Button variant="secondary">
            <FormattedMessage id="shell.header.logout" defaultMessage="Logout" />
          </Button>
        </PageHeader>
        <main className="vs-main">
          <LanguageSelect language={language} />
          <ParticipantHomeView productTitle={productTitle} event={event} known />
        </main>
      </div>
    </IntlProvider>,
  );
  // The screen waits for its typeface (preloaded; at most the browser's 3 s) rather than showing a
  // stand-in first: the app then takes over without a glyph changing.
  const waitForTypeface =
    typeface === null
      ? ''
      : `@font-face{font-family:'Inter Variable';font-style:normal;font-display:block;font-weight:100 900;src:url(${JSON.stringify(typeface)}) format('woff2-variations');unicode-range:${INTER_LATIN_RANGE}}`;
  // The organisation's accent on the screen itself, as the app puts it on the document.
  const accent =
    branding?.accentColour == null
      ? ''
      : `#${FIRST_SCREEN_ID}{${Object.entries(accentTokens(branding.accentColour))
          .map(([name, value]) => `${name}:${value}`)
          .join(';')}}`;
  const css = [
    uiCss(),
    waitForTypeface,
    accent,
    eventLineCss,
    participantHomeCss,
    participantLanguageCss,
    firstScreenCss,
  ].join('\n');
  return { head: `<style>${css.replace(/</g, '\\3c ')}</style>`, body };
};
