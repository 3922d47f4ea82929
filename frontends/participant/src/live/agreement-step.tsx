import { Button, WizardFrame } from '@vs/ui';
import type { Ref } from 'react';

/** Live step 0: titled with the product title; the privacy commitment and usage agreement. */
export const AgreementStep = ({
  productTitle,
  titleRef,
  onAgree,
}: {
  readonly productTitle: string;
  readonly titleRef: Ref<HTMLHeadingElement>;
  readonly onAgree: () => void;
}) => (
  <WizardFrame title={productTitle} titleRef={titleRef} actions={<Button onClick={onAgree}>I Agree</Button>}>
    <div className="vs-live-prose">
      <h2>Our privacy commitment</h2>
      <p>
        Your personal information is not shared with anyone. It is used only to maintain your access to this
        site.
      </p>
      <h2>Usage agreement</h2>
      <p>
        The exercises and outputs of {productTitle} are for your personal use only. Please do not copy, share
        or reuse them for any other purpose.
      </p>
      <p>Select I Agree to begin the live session.</p>
    </div>
  </WizardFrame>
);
