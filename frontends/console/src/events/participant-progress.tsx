import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

/** The four pre-work steps in the order of `responseCompleted` (spec 1, 3). */
const PREWORK_STEPS = defineMessages({
  identify: { id: 'console.events.progress.identify', defaultMessage: 'Identify' },
  define: { id: 'console.events.progress.define', defaultMessage: 'Define' },
  rank: { id: 'console.events.progress.rank', defaultMessage: 'Rank' },
  lived: { id: 'console.events.progress.lived', defaultMessage: '% Lived' },
});
const STEPS = [PREWORK_STEPS.identify, PREWORK_STEPS.define, PREWORK_STEPS.rank, PREWORK_STEPS.lived];

const PROGRESS_MESSAGES: Readonly<Record<'complete' | 'notComplete' | 'summary', MessageDescriptor>> =
  defineMessages({
    complete: { id: 'console.events.progress.stepComplete', defaultMessage: '{step}: complete' },
    notComplete: { id: 'console.events.progress.stepNotComplete', defaultMessage: '{step}: not complete' },
    summary: {
      id: 'console.events.progress.summary',
      defaultMessage: '{done} of {steps} pre-work steps complete',
    },
  });

/**
 * A participant's pre-work progress: one mark per step (filled with a tick when done, hollow when
 * not; each step named in its tooltip), the count beside it, and the whole as a sentence for
 * screen readers ('N of 4 pre-work steps complete': the progress as words, never colour alone).
 */
export const ParticipantProgress = ({ completed }: { completed: readonly boolean[] }) => {
  const intl = useIntl();
  const done = completed.filter(Boolean).length;
  return (
    <span className="vs-progress">
      <span className="vs-progress-steps" aria-hidden="true">
        {STEPS.map((step, i) => {
          const complete = completed[i] === true;
          return (
            <span
              key={step.id}
              className="vs-progress-step"
              data-complete={complete}
              title={intl.formatMessage(
                complete ? PROGRESS_MESSAGES.complete : PROGRESS_MESSAGES.notComplete,
                {
                  step: intl.formatMessage(step),
                },
              )}
            >
              {complete ? '✓' : ''}
            </span>
          );
        })}
      </span>
      <span aria-hidden="true" className="vs-progress-count">
        {done}/{STEPS.length}
      </span>
      <span className="vs-visually-hidden">
        {intl.formatMessage(PROGRESS_MESSAGES.summary, { done, steps: STEPS.length })}
      </span>
    </span>
  );
};
