import { type AccessLevel, PARTICIPANT, VALUE_COUNT } from '@vs/domain';
import { Button, Dialog } from '@vs/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useProductTitle } from './brand.tsx';

const SEEN_KEY = 'vs.introductionSeen';

const seenThisSession = (): boolean => {
  try {
    return window.sessionStorage.getItem(SEEN_KEY) === 'yes';
  } catch {
    return false;
  }
};

const messages = defineMessages({
  title: { id: 'shell.intro.title', defaultMessage: 'Introducing {productTitle}' },
  description: {
    id: 'shell.intro.description',
    defaultMessage:
      '{productTitle} helps you discover, define, rank and rate your top {count} personal values.',
  },
  prework: {
    id: 'shell.intro.participant.prework',
    defaultMessage:
      'Pre-work (about 30 to 45 minutes): identify, define, rank and rate how fully you live your top {count} values.',
  },
  live: {
    id: 'shell.intro.participant.live',
    defaultMessage:
      'Live session: your Guide takes you through your values and the outputs you can download as PDF.',
  },
  events: {
    id: 'shell.intro.staff.events',
    defaultMessage: 'Create events and register their participants, then email them their logon links.',
  },
  follow: {
    id: 'shell.intro.staff.follow',
    defaultMessage: "Follow each participant's pre-work, run the live session and print their outputs.",
  },
});

/** Plain descriptors: the values each takes are its ICU arguments. */
const m: Readonly<Record<keyof typeof messages, MessageDescriptor>> = messages;

const PARTICIPANT_STEPS = [m.prework, m.live];
const STAFF_STEPS = [m.events, m.follow];

/**
 * Spec 2.1: on a first login (as the server reports it) an introduction covers home once per
 * browser session; closing it in any way counts as seen. It names the product as the page does
 * (an organisation's name where it hides the product's), so it waits for the brand.
 */
export const FirstLoginIntro = ({ accessLevel }: { accessLevel: AccessLevel }) => {
  const intl = useIntl();
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
      title={intl.formatMessage(m.title, { productTitle })}
      description={intl.formatMessage(m.description, { productTitle, count: VALUE_COUNT })}
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      actions={
        <Button onClick={close}>
          <FormattedMessage id="shell.intro.start" defaultMessage="Get started" />
        </Button>
      }
    >
      <ul>
        {(accessLevel === PARTICIPANT ? PARTICIPANT_STEPS : STAFF_STEPS).map((step) => (
          <li key={step.id}>{intl.formatMessage(step, { count: VALUE_COUNT })}</li>
        ))}
      </ul>
      <p>
        <FormattedMessage
          id="shell.intro.privacy"
          defaultMessage="You can read our privacy commitment any time under Agreement at the foot of the page."
        />
      </p>
    </Dialog>
  );
};
