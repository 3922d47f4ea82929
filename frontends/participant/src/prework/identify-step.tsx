import { TEXT_LIMITS, VALUE_COUNT } from '@vs/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStepErrorText } from './step-error-text.ts';
import { type Cell, countChecked, overSelectionNote, selectionCounter } from './wizard-logic.ts';

export interface IdentifyStepProps {
  readonly cells: readonly Cell[];
  readonly originalValues: readonly string[];
  /** The refusal of the last save (e.g. EXACT_COUNT_MESSAGE), shown until the next change. */
  readonly error: string | null;
  readonly onChange: (cells: Cell[]) => void;
}

/** Step 1 Identify: every value a box to tick and a text to reword; the counter follows the ticks. */
export const IdentifyStep = ({ cells, originalValues, error, onChange }: IdentifyStepProps) => {
  const intl = useIntl();
  const errorText = useStepErrorText();
  const selected = countChecked(cells);
  const over = overSelectionNote(selected, intl);
  const update = (index: number, change: Partial<Cell>) =>
    onChange(cells.map((cell, i) => (i === index ? { ...cell, ...change } : cell)));

  return (
    <div className="vs-prework-identify">
      <p>
        <FormattedMessage
          id="prework.identify.instructions"
          defaultMessage="Tick the values that matter most to you. Many people first pick 10 to 15, then keep their top {count}. To add a value of your own or to reword one, type over any value."
          values={{ count: VALUE_COUNT }}
        />
      </p>
      <div className="vs-prework-counter">
        <p role="status" aria-live="polite" className="vs-prework-counter-text">
          {selectionCounter(selected, intl)}
          {over && <span className="vs-prework-counter-note"> {over}</span>}
        </p>
        {error && (
          <p className="vs-prework-error" role="alert">
            {errorText(error)}
          </p>
        )}
      </div>
      <ul className="vs-prework-grid">
        {cells.map((cell, i) => {
          const original = cell.originalIndex >= 0 ? originalValues[cell.originalIndex] : undefined;
          const name =
            cell.value.trim() ||
            original ||
            intl.formatMessage(
              { id: 'prework.identify.unnamed', defaultMessage: 'value {number}' },
              { number: i + 1 },
            );
          return (
            <li key={cell.originalIndex >= 0 ? `d${cell.originalIndex}` : `w${i}`}>
              <div className={cell.checked ? 'vs-prework-cell vs-prework-cell-on' : 'vs-prework-cell'}>
                {/* The label around the box is its 44 px tap target on a phone. */}
                <label className="vs-prework-check-target">
                  <input
                    type="checkbox"
                    className="vs-prework-check"
                    checked={cell.checked}
                    aria-label={intl.formatMessage(
                      { id: 'prework.identify.choose', defaultMessage: 'Choose {name}' },
                      { name },
                    )}
                    onChange={(event) => update(i, { checked: event.target.checked })}
                  />
                </label>
                <input
                  type="text"
                  className="vs-prework-cell-input"
                  value={cell.value}
                  maxLength={TEXT_LIMITS.valueName}
                  aria-label={intl.formatMessage(
                    { id: 'prework.identify.reword', defaultMessage: 'Reword {name}' },
                    { name: original ?? name },
                  )}
                  onChange={(event) => update(i, { value: event.target.value })}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
};
