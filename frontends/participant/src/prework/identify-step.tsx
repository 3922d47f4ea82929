import { TEXT_LIMITS, VALUE_COUNT } from '@vs/domain';
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
  const selected = countChecked(cells);
  const over = overSelectionNote(selected);
  const update = (index: number, change: Partial<Cell>) =>
    onChange(cells.map((cell, i) => (i === index ? { ...cell, ...change } : cell)));

  return (
    <div className="vs-prework-identify">
      <p>
        Tick the values that matter most to you. Many people first pick 10 to 15, then keep their top{' '}
        {VALUE_COUNT}. To add a value of your own or to reword one, type over any value.
      </p>
      <div className="vs-prework-counter">
        <p role="status" aria-live="polite" className="vs-prework-counter-text">
          {selectionCounter(selected)}
          {over && <span className="vs-prework-counter-note"> {over}</span>}
        </p>
        {error && (
          <p className="vs-prework-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <ul className="vs-prework-grid">
        {cells.map((cell, i) => {
          const original = cell.originalIndex >= 0 ? originalValues[cell.originalIndex] : undefined;
          const name = cell.value.trim() || original || `value ${i + 1}`;
          return (
            <li key={cell.originalIndex >= 0 ? `d${cell.originalIndex}` : `w${i}`}>
              <div className={cell.checked ? 'vs-prework-cell vs-prework-cell-on' : 'vs-prework-cell'}>
                {/* The label around the box is its 44 px tap target on a phone. */}
                <label className="vs-prework-check-target">
                  <input
                    type="checkbox"
                    className="vs-prework-check"
                    checked={cell.checked}
                    aria-label={`Choose ${name}`}
                    onChange={(event) => update(i, { checked: event.target.checked })}
                  />
                </label>
                <input
                  type="text"
                  className="vs-prework-cell-input"
                  value={cell.value}
                  maxLength={TEXT_LIMITS.valueName}
                  aria-label={`Reword ${original ?? name}`}
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
