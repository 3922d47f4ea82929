import { ApiError, AppStyles, Banner, Button, call } from '@vs/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { api } from '../api/client.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { followUpCss } from './follow-up-css.ts';
import { followUpMessages as m } from './follow-up-messages.ts';
import { InvalidFollowUpLink } from './follow-up-screen.tsx';

type State = 'asking' | 'done' | 'invalid' | 'failed';

const OptOut = ({ token }: { readonly token: string }) => {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.optOutTitle));
  const [state, setState] = useState<State>('asking');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await call(api.api.followup.opt_out.$post({ json: { token } }));
      setState('done');
    } catch (error) {
      setState(error instanceof ApiError && error.status === 404 ? 'invalid' : 'failed');
    } finally {
      setBusy(false);
    }
  };

  if (state === 'invalid') return <InvalidFollowUpLink />;
  return (
    <section className="vs-panel" aria-labelledby="vs-fu-title">
      <h1 id="vs-fu-title">{intl.formatMessage(m.optOutTitle)}</h1>
      {state === 'done' ? (
        <Banner tone="success" live>
          {intl.formatMessage(m.optOutDone)}
        </Banner>
      ) : (
        <form className="vs-form" onSubmit={(event) => void submit(event)}>
          <p>{intl.formatMessage(m.optOutLead)}</p>
          {state === 'failed' ? (
            <div role="alert">
              <Banner tone="danger">{intl.formatMessage(m.submitFailed)}</Banner>
            </div>
          ) : null}
          <Button type="submit" busy={busy}>
            {intl.formatMessage(m.optOutButton)}
          </Button>
        </form>
      )}
    </section>
  );
};

/**
 * `/followup/<token>/opt-out` (issue 39): opening it only shows the button (mail scanners open
 * links); the button's POST stops every later follow-up for the person, from any of their emails.
 * In the shell's language (the visitor's choice, else the browser's): the page asks the server
 * nothing before the button.
 */
export const OptOutScreen = () => {
  const { token = '' } = useParams();
  return (
    <>
      <AppStyles href="vs-follow-up" css={followUpCss} />
      <OptOut token={token} />
    </>
  );
};
