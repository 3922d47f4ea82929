import type { LanguageTag } from '@vs/domain';
import { ApiError, AppStyles, Banner, call } from '@vs/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { api } from '../api/client.ts';
import { browserLanguage, PageLanguage } from '../i18n/page-language.tsx';
import { PageLoading } from '../layout/page-loading.tsx';
import { usePageTitle } from '../layout/page-title.ts';
import { followUpCss } from './follow-up-css.ts';
import { type FollowUpAnswer, FollowUpForm } from './follow-up-form.tsx';
import { followUpMessages as m } from './follow-up-messages.ts';
import { FollowUpResult, type ShownDrift } from './follow-up-result.tsx';

const fetchView = async (token: string) =>
  (await call(api.api.followup.view.$get({ query: { token } }))).followUp;

type View = Awaited<ReturnType<typeof fetchView>>;

type Page =
  | { readonly kind: 'loading' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'open'; readonly view: View };

/** An unknown, expired or erased link: said plainly, in the browser's language. */
export const InvalidFollowUpLink = () => {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  return (
    <section className="vs-panel" aria-labelledby="vs-fu-title">
      <h1 id="vs-fu-title">{intl.formatMessage(m.title)}</h1>
      <div role="alert">
        <Banner tone="danger">{intl.formatMessage(m.invalidLink)}</Banner>
      </div>
      <p>{intl.formatMessage(m.invalidLinkHelp)}</p>
    </section>
  );
};

/** The rating, then (or on a second visit) the result; the page's heading takes focus for the result. */
const FollowUpPage = ({ token, view }: { readonly token: string; readonly view: View }) => {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const [drift, setDrift] = useState<ShownDrift | null>(view.drift);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const submit = async (answer: FollowUpAnswer) => {
    setBusy(true);
    setProblem(null);
    try {
      const reply = await call(api.api.followup.submit.$post({ json: { token, ...answer } }));
      setDrift(reply.drift);
      heading.current?.focus();
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // Answered meanwhile (another tab): the first answer stands, and the page shows it.
      if (status === 409) {
        const again = await fetchView(token).catch(() => null);
        if (again?.drift) setDrift(again.drift);
        else setProblem(intl.formatMessage(m.submitFailed));
      } else if (status === 404) setExpired(true);
      else setProblem(intl.formatMessage(m.submitFailed));
    } finally {
      setBusy(false);
    }
  };

  if (expired) return <InvalidFollowUpLink />;
  return (
    <section className="vs-panel vs-fu" aria-labelledby="vs-fu-title">
      <h1 id="vs-fu-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage(drift === null ? m.title : m.thanks)}
      </h1>
      {drift === null ? (
        <>
          <p>{intl.formatMessage(m.lead, { days: view.days, eventName: view.eventName })}</p>
          <FollowUpForm values={view.values} busy={busy} problem={problem} onSubmit={(a) => void submit(a)} />
        </>
      ) : (
        <FollowUpResult drift={drift} />
      )}
    </section>
  );
};

/**
 * `/followup/<token>` (issue 39), the follow-up email's one-tap link: no password, the GET only
 * reads (a mail scanner opening it changes nothing); Submit posts the answer. In the person's
 * language (the view names it); a dead link in the browser's.
 */
export const FollowUpScreen = () => {
  const { token = '' } = useParams();
  const [page, setPage] = useState<Page>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    fetchView(token).then(
      (view) => current && setPage({ kind: 'open', view }),
      () => current && setPage({ kind: 'invalid' }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  if (page.kind === 'loading') return <PageLoading />;
  const language: LanguageTag = page.kind === 'open' ? page.view.language : browserLanguage();
  return (
    <PageLanguage language={language} withValues>
      <AppStyles href="vs-follow-up" css={followUpCss} />
      {page.kind === 'open' ? <FollowUpPage token={token} view={page.view} /> : <InvalidFollowUpLink />}
    </PageLanguage>
  );
};
