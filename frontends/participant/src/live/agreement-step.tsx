import { Button, WizardFrame } from '@vs/ui';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { OWN } from '../api/queries.ts';
import { EventLine } from '../shared/event-line.tsx';
import { liveMessages as m } from './live-messages.ts';

/** Live step 0: titled with the product title; the privacy commitment and usage agreement. */
export const AgreementStep = ({
  productTitle,
  titleRef,
  onAgree,
}: {
  readonly productTitle: string;
  readonly titleRef: Ref<HTMLHeadingElement>;
  readonly onAgree: () => void;
}) => {
  const intl = useIntl();
  return (
    <WizardFrame
      title={productTitle}
      titleRef={titleRef}
      context={<EventLine target={OWN} />}
      primary={<Button onClick={onAgree}>{intl.formatMessage(m.agree)}</Button>}
    >
      <div className="vs-live-prose">
        <h2>{intl.formatMessage(m.privacyTitle)}</h2>
        <p>{intl.formatMessage(m.privacy)}</p>
        <h2>{intl.formatMessage(m.usageTitle)}</h2>
        <p>{intl.formatMessage(m.usage, { product: productTitle })}</p>
        <p>{intl.formatMessage(m.begin)}</p>
      </div>
    </WizardFrame>
  );
};
