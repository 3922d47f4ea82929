/** The four pre-work steps in the order of `responseCompleted` (spec 1, 3). */
const PREWORK_STEPS = ['Identify', 'Define', 'Rank', '% Lived'] as const;

/** 'N of 4 pre-work steps complete': the progress as words, never colour alone. */
const progressText = (completed: readonly boolean[]): string =>
  `${completed.filter(Boolean).length} of ${PREWORK_STEPS.length} pre-work steps complete`;

/**
 * A participant's pre-work progress: one mark per step (filled with a tick when done, hollow when
 * not; each step named in its tooltip), the count beside it, and the whole as a sentence for
 * screen readers.
 */
export const ParticipantProgress = ({ completed }: { completed: readonly boolean[] }) => {
  const done = completed.filter(Boolean).length;
  return (
    <span className="vs-progress">
      <span className="vs-progress-steps" aria-hidden="true">
        {PREWORK_STEPS.map((step, i) => {
          const complete = completed[i] === true;
          return (
            <span
              key={step}
              className="vs-progress-step"
              data-complete={complete}
              title={`${step}: ${complete ? 'complete' : 'not complete'}`}
            >
              {complete ? '✓' : ''}
            </span>
          );
        })}
      </span>
      <span aria-hidden="true" className="vs-progress-count">
        {done}/{PREWORK_STEPS.length}
      </span>
      <span className="vs-visually-hidden">{progressText(completed)}</span>
    </span>
  );
};
