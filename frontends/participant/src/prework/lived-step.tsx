import type { ChosenValue } from '@vs/domain';
import { useId } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { acceptPercentInput, entryIds } from './wizard-logic.ts';

export interface LivedStepProps {
  readonly values: readonly ChosenValue[];
  /** The digits of each value's percent; '' while it is not rated. */
  readonly percents: readonly string[];
  /** A save was refused for values not rated: each says so beside its controls. */
  readonly refused: boolean;
  readonly onChange: (percents: string[]) => void;
}

const descriptors = defineMessages({
  slider: { id: 'prework.lived.slider', defaultMessage: '{value}: % lived' },
  notRated: { id: 'prework.lived.notRated', defaultMessage: 'Not rated yet' },
});

const messages: Readonly<Record<keyof typeof descriptors, MessageDescriptor>> = descriptors;

/** Where an unrated slider's thumb waits (it says "Not rated yet", not 50). */
const MIDDLE = 50;

/**
 * Step 4 % Lived: for each value, how much of the time it is lived at life and work, 0-100, set
 * with a slider or typed in its box (the two are one value). A value stays visibly unrated until
 * one of them is touched; the save needs all ten.
 */
export const LivedStep = ({ values, percents, refused, onChange }: LivedStepProps) => {
  const intl = useIntl();
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const keys = entryIds(values);
  const notRated = intl.formatMessage(messages.notRated);
  const set = (index: number, text: string) =>
    onChange(percents.map((previous, j) => (j === index ? text : previous)));
  return (
    <div className="vs-prework-lived">
      <p id={hintId}>
        <FormattedMessage
          id="prework.lived.instructions"
          defaultMessage="For each value, enter the percentage of time you live it at life and work: a whole number from 0 to 100."
        />
      </p>
      <ol className="vs-prework-lived-list">
        {values.map((entry, i) => {
          const id = `${baseId}-${i}`;
          const noteId = `${id}-note`;
          const text = percents[i] ?? '';
          const rated = text !== '';
          return (
            <li
              key={keys[i]}
              className={rated ? 'vs-prework-lived-row' : 'vs-prework-lived-row vs-prework-unrated'}
            >
              <span className="vs-prework-badge" aria-hidden="true">
                {i + 1}
              </span>
              <div className="vs-prework-lived-main">
                <label htmlFor={id} className="vs-prework-lived-label">
                  {entry.value}
                </label>
                <div className="vs-prework-lived-controls">
                  <input
                    type="range"
                    min={0}
                    max={100}
                    step={1}
                    className="vs-prework-slider"
                    aria-label={intl.formatMessage(messages.slider, { value: entry.value })}
                    aria-valuetext={rated ? `${text}%` : notRated}
                    aria-describedby={rated ? undefined : noteId}
                    value={rated ? Number(text) : MIDDLE}
                    onChange={(event) => set(i, event.target.value)}
                  />
                  <span className="vs-prework-percent">
                    <input
                      id={id}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      className="vs-input vs-prework-percent-input"
                      aria-describedby={rated ? hintId : `${noteId} ${hintId}`}
                      aria-invalid={(refused && !rated) || undefined}
                      value={text}
                      onChange={(event) => set(i, acceptPercentInput(text, event.target.value))}
                    />
                    <span aria-hidden="true">%</span>
                  </span>
                </div>
                {!rated && (
                  <p
                    id={noteId}
                    className={
                      refused ? 'vs-prework-unrated-note vs-prework-error' : 'vs-prework-unrated-note'
                    }
                  >
                    {notRated}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
};
