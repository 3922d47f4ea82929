import { type AccessLevel, PARTICIPANT, VALUE_COUNT } from '@vs/domain';
import { Button, Dialog } from '@vs/ui';
import { useState } from 'react';
import { useProductTitle } from './brand.tsx';

const SEEN_KEY = 'vs.introductionSeen';

const seenThisSession = (): boolean => {
  try {
    return window.sessionStorage.getItem(SEEN_KEY) === 'yes';
  } catch {
    return false;
  }
};

const PARTICIPANT_STEPS = [
  `Pre-work (about 30 to 45 minutes): identify, define, rank and rate how fully you live your top ${VALUE_COUNT} values.`,
  'Live session: your Guide takes you through your values and the outputs you can download as PDF.',
];

const STAFF_STEPS = [
  'Create events and register their participants, then email them their logon links.',
  "Follow each participant's pre-work, run the live session and print their outputs.",
];

/**
 * Spec 2.1: on a first login (as the server reports it) an introduction covers home once per
 * browser session; closing it in any way counts as seen. It names the product as the page does
 * (an organisation's name where it hides the product's), so it waits for the brand.
 */
export const FirstLoginIntro = ({ accessLevel }: { accessLevel: AccessLevel }) => {
  const productTitle = useProductTitle();
  const [open, setOpen] = useState(() => !seenThisSession());
  const close = () => {
    try {
      window.sessionStorage.setItem(SEEN_KEY, 'yes');
    } catch {
      // Without storage the introduction shows again after a reload, which does no harm.
    }
    setOpen(false);
  };
  if (productTitle === '') return null;
  return (
    <Dialog
      title={`Introducing ${productTitle}`}
      description={`${productTitle} helps you discover, define, rank and rate your top ${VALUE_COUNT} personal values.`}
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      actions={<Button onClick={close}>Get started</Button>}
    >
      <ul>
        {(accessLevel === PARTICIPANT ? PARTICIPANT_STEPS : STAFF_STEPS).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <p>You can read our privacy commitment any time under Agreement at the foot of the page.</p>
    </Dialog>
  );
};
