import { VALUE_COUNT } from '@vs/domain';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { preworkMessages as m } from './prework-messages.ts';

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
const nowrap = (chunks: ReactNode[]) => <span className="vs-prework-nowrap">{chunks}</span>;

/** Index 0: the privacy commitment and the personal-use terms the participant agrees to. */
export const AgreementText = () => (
  <div className="vs-prework-text">
    <h2>
      <FormattedMessage id="prework.agreement.privacyTitle" defaultMessage="Our privacy commitment" />
    </h2>
    <p>
      <FormattedMessage
        id="prework.agreement.privacy"
        defaultMessage="Your personal information is not shared with anyone. It is used only to maintain your access to this site."
      />
    </p>
    <h2>
      <FormattedMessage id="prework.agreement.termsTitle" defaultMessage="Terms of use" />
    </h2>
    <p>
      <FormattedMessage
        id="prework.agreement.terms"
        defaultMessage="The exercises, texts and outputs of this site are for your personal use only. Please do not copy, publish or pass them on."
      />
    </p>
    <p>
      <FormattedMessage
        id="prework.agreement.accept"
        defaultMessage="By selecting I Agree you accept this privacy commitment and these terms."
      />
    </p>
  </div>
);

const what = defineMessages({
  identify: {
    id: 'prework.intro.identify',
    defaultMessage: 'choose the ten values that matter most to you.',
  },
  define: { id: 'prework.intro.define', defaultMessage: 'describe what each value means to you.' },
  rank: { id: 'prework.intro.rank', defaultMessage: 'put your ten values in order of meaning.' },
  lived: { id: 'prework.intro.lived', defaultMessage: 'rate how much of the time you live each value.' },
});

const STEPS = [
  [m.identify, what.identify],
  [m.define, what.define],
  [m.rank, what.rank],
  [m.lived, what.lived],
] as const;

/** Index 1: what the pre-work is and how long it takes. */
export const IntroductionText = () => (
  <div className="vs-prework-text">
    <p>
      <FormattedMessage
        id="prework.intro.welcome"
        defaultMessage="Welcome to your pre-work. It takes about 30-45 minutes and has four steps: Identify, Define, Rank and <nowrap>% Lived</nowrap>."
        values={{ nowrap }}
      />
    </p>
    <ol className="vs-prework-steps">
      {STEPS.map(([name, description], i) => (
        <li key={name.id}>
          <span className="vs-prework-badge" aria-hidden="true">
            {i + 1}
          </span>
          <span>
            <FormattedMessage
              id="prework.intro.stepItem"
              defaultMessage="<b>{name}</b>: {what}"
              values={{
                b: bold,
                name: <FormattedMessage {...name} />,
                what: <FormattedMessage {...description} />,
              }}
            />
          </span>
        </li>
      ))}
    </ol>
    <p>
      <FormattedMessage
        id="prework.intro.saving"
        defaultMessage="Each step is saved when you select Save, Save & Previous or Save & Next, so you can stop and come back at any time."
      />
    </p>
  </div>
);

/** Index 2: how step 1 works. */
export const IdentifyIntroText = () => (
  <div className="vs-prework-text">
    <p>
      <FormattedMessage
        id="prework.identifyIntro.list"
        defaultMessage="On the next page you see a list of values. Tick every value that feels important to you; most people pick 10 to 15 at first."
      />
    </p>
    <p>
      <FormattedMessage
        id="prework.identifyIntro.narrow"
        defaultMessage="Then narrow your choice down to your top {count}: the counter shows how many you have selected and how many remain. If a value you hold is missing, type over any value to add it in your own words."
        values={{ count: VALUE_COUNT }}
      />
    </p>
  </div>
);
