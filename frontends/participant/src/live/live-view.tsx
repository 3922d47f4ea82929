import { Banner, Button, Spinner, useFlashMessage } from '@vs/ui';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useLanguage } from '../i18n/language-context.ts';
import { AgreementStep } from './agreement-step.tsx';
import { liveMessages as m } from './live-messages.ts';
import { CategorizePage, EditPage, liveStepLine, OutputPage } from './live-pages.tsx';
import { MeaningfulWorkStep } from './meaningful-work-step.tsx';
import { useLiveStep } from './use-live-step.ts';
import { useLiveValues } from './use-live-values.ts';

export interface LiveViewProps {
  readonly productTitle: string;
  readonly onLogout: () => void;
}

/** The live wizard (spec 2.16), indexes 0-4; `/live` and `/live/:uid` (a privileged viewer starts at 1). */
export const LiveView = (props: LiveViewProps) => {
  const { uid } = useParams();
  const { language } = useLanguage();
  // Another person's work (or another language: the values renamed) is another wizard.
  return <LiveWizard key={`${uid ?? 'self'} ${language}`} uid={uid} {...props} />;
};

/**
 * The open step's page. The values (useLiveValues) load behind the agreement; until they have,
 * the later steps show a spinner, and when they cannot load every step says why, with the way
 * to the pre-work.
 */
const LiveWizard = ({
  uid,
  productTitle,
  onLogout,
}: LiveViewProps & { readonly uid: string | undefined }) => {
  const navigate = useNavigate();
  const intl = useIntl();
  const target = { uid };
  const flash = useFlashMessage();
  const values = useLiveValues(target, flash);
  const steps = useLiveStep(uid, productTitle);
  const finish = () => (uid === undefined ? onLogout() : navigate(-1));

  if (values.loadFailure !== null) {
    return (
      <section className="vs-live-banner" aria-label={intl.formatMessage(m.sessionLabel)}>
        <Banner
          tone="warning"
          live
          action={
            <Button onClick={() => navigate(uid === undefined ? '/prework' : `/prework/${uid}`)}>
              {intl.formatMessage(m.prework)}
            </Button>
          }
        >
          {values.loadFailure}
        </Banner>
      </section>
    );
  }
  if (steps.step === 0) {
    return (
      <AgreementStep productTitle={productTitle} titleRef={steps.titleRef} onAgree={() => steps.go(1)} />
    );
  }
  const { lists, user } = values;
  if (lists === null) return <Spinner label={intl.formatMessage(m.loading)} />;
  const page = { lists, values, steps, flash, target };
  switch (steps.step) {
    case 1:
      return <EditPage {...page} />;
    case 2:
      return <CategorizePage {...page} />;
    case 3:
      return <OutputPage {...page} productTitle={productTitle} uid={uid} onFinish={finish} />;
    default:
      return user?.mwEnabled === true ? (
        <MeaningfulWorkStep
          target={target}
          owner={user.uid}
          person={user}
          titleRef={steps.titleRef}
          step={liveStepLine(4, true, intl)}
          flash={flash}
          onPrevious={() => steps.go(3)}
          onFinish={finish}
        />
      ) : null;
  }
};
