import { VALUE_COUNT, VALUE_LAYOUT } from '@vs/domain';

/** Index 0: the privacy commitment and the personal-use terms the participant agrees to. */
export const AgreementText = () => (
  <div className="vs-prework-text">
    <h2>Our privacy commitment</h2>
    <p>
      Your personal information is not shared with anyone. It is used only to maintain your access to this
      site.
    </p>
    <h2>Terms of use</h2>
    <p>
      The exercises, texts and outputs of this site are for your personal use only. Please do not copy,
      publish or pass them on.
    </p>
    <p>By selecting I Agree you accept this privacy commitment and these terms.</p>
  </div>
);

const STEPS = [
  ['Identify', `choose the ${VALUE_LAYOUT.countWord} values that matter most to you.`],
  ['Define', 'describe what each value means to you.'],
  ['Rank', `put your ${VALUE_LAYOUT.countWord} values in order of meaning.`],
  ['% Lived', 'rate how much of the time you live each value.'],
] as const;

/** Index 1: what the pre-work is and how long it takes. */
export const IntroductionText = () => (
  <div className="vs-prework-text">
    <p>
      Welcome to your pre-work. It takes about 30-45 minutes and has four steps: Identify, Define, Rank and{' '}
      <span className="vs-prework-nowrap">% Lived</span>.
    </p>
    <ol className="vs-prework-steps">
      {STEPS.map(([name, what], i) => (
        <li key={name}>
          <span className="vs-prework-badge" aria-hidden="true">
            {i + 1}
          </span>
          <span>
            <strong>{name}</strong>: {what}
          </span>
        </li>
      ))}
    </ol>
    <p>
      Each step is saved when you select Save, Save & Previous or Save & Next, so you can stop and come back
      at any time.
    </p>
  </div>
);

/** Index 2: how step 1 works. */
export const IdentifyIntroText = () => (
  <div className="vs-prework-text">
    <p>
      On the next page you see a list of values. Tick every value that feels important to you; most people
      pick 10 to 15 at first.
    </p>
    <p>
      Then narrow your choice down to your top {VALUE_COUNT}: the counter shows how many you have selected and
      how many remain. If a value you hold is missing, type over any value to add it in your own words.
    </p>
  </div>
);

/** Index 7: the pre-work is done. */
export const CompletionText = () => (
  <div className="vs-prework-text">
    <p>
      Your values, definitions, ranking and percentages are saved. Download a copy of your pre-work to keep,
      and bring your reflections to the live session with your Guide.
    </p>
  </div>
);
