import type { ChosenValue } from '@vs/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { acceptPercentInput, entryIds } from './wizard-logic.ts';

export interface LivedStepProps {
  readonly values: readonly ChosenValue[];
  readonly percents: readonly string[];
  readonly onChange: (percents: string[]) => void;
}

/** Step 4 % Lived: for each value, how much of the time it is lived at life and work, 0-100. */
export const LivedStep = ({ values, percents, onChange }: LivedStepProps) => {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const keys = entryIds(values);
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
          return (
            <li key={keys[i]} className="vs-prework-lived-row">
              <span className="vs-prework-badge" aria-hidden="true">
                {i + 1}
              </span>
              <label htmlFor={id} className="vs-prework-lived-label">
                {entry.value}
              </label>
              <span className="vs-prework-percent">
                <input
                  id={id}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  className="vs-input vs-prework-percent-input"
                  aria-describedby={hintId}
                  value={percents[i] ?? ''}
                  onChange={(event) =>
                    onChange(
                      percents.map((text, j) =>
                        j === i ? acceptPercentInput(text, event.target.value) : text,
                      ),
                    )
                  }
                />
                <span aria-hidden="true">%</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
};
