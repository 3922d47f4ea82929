import { TEXT_LIMITS, VALUE_COUNT } from '@vs/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  defineMessages,
  FormattedMessage,
  type IntlShape,
  type MessageDescriptor,
  useIntl,
} from 'react-intl';
import { useLanguage } from '../i18n/language-context.ts';
import { useStepErrorText } from './step-error-text.ts';
import { valueMatcher } from './value-search.ts';
import { type Cell, countChecked, overSelectionNote, selectionCounter } from './wizard-logic.ts';

export interface IdentifyStepProps {
  readonly cells: readonly Cell[];
  readonly originalValues: readonly string[];
  /** The refusal of the last save (e.g. EXACT_COUNT_MESSAGE), shown until the next change. */
  readonly error: string | null;
  readonly onChange: (cells: Cell[]) => void;
}

const descriptors = defineMessages({
  unnamed: { id: 'prework.identify.unnamed', defaultMessage: 'value {number}' },
  choose: { id: 'prework.identify.choose', defaultMessage: 'Choose {name}' },
  reword: { id: 'prework.identify.reword', defaultMessage: 'Reword {name}' },
  search: { id: 'prework.identify.search', defaultMessage: 'Search values' },
  noMatch: { id: 'prework.identify.noMatch', defaultMessage: 'No value matches “{search}”.' },
  chosen: { id: 'prework.identify.chosen', defaultMessage: 'Your chosen values' },
  remove: { id: 'prework.identify.remove', defaultMessage: 'Remove {name}' },
});

const messages: Readonly<Record<keyof typeof descriptors, MessageDescriptor>> = descriptors;

/** The name a cell is called by: what it says now, else its default, else its place. */
const nameOf = (cell: Cell, index: number, originalValues: readonly string[], intl: IntlShape): string =>
  cell.value.trim() ||
  (cell.originalIndex >= 0 ? originalValues[cell.originalIndex] : undefined) ||
  intl.formatMessage(messages.unnamed, { number: index + 1 });

const CROSS = (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The chosen values as chips above the list, each removed by its button (a click, or Enter or
 * Space on it); focus then moves to the next chip, else to the search field.
 */
const ChosenChips = ({
  chosen,
  onRemove,
  fallbackFocus,
}: {
  readonly chosen: readonly { readonly index: number; readonly name: string }[];
  readonly onRemove: (index: number) => void;
  readonly fallbackFocus: () => void;
}) => {
  const intl = useIntl();
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    const at = refocus.current;
    if (at === null) return;
    refocus.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(at, buttons.length - 1)];
    if (next) next.focus();
    else fallbackFocus();
  });
  return (
    <section className="vs-prework-chosen" aria-labelledby={headingId}>
      <h2 id={headingId} className="vs-prework-chosen-title">
        {intl.formatMessage(messages.chosen)}
      </h2>
      {chosen.length > 0 && (
        <ul ref={list} className="vs-prework-chips">
          {chosen.map(({ index, name }, at) => (
            <li key={index} className="vs-prework-chip">
              <span className="vs-prework-chip-name">{name}</span>
              <button
                type="button"
                className="vs-prework-chip-remove"
                aria-label={intl.formatMessage(messages.remove, { name })}
                onClick={() => {
                  refocus.current = at;
                  onRemove(index);
                }}
              >
                {CROSS}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/**
 * Step 1 Identify: every value a box to tick and a text to reword; the counter follows the ticks,
 * the chosen values show as chips above the list, and a search narrows the list as one types
 * (in the viewer's language, accents ignored).
 */
export const IdentifyStep = ({ cells, originalValues, error, onChange }: IdentifyStepProps) => {
  const intl = useIntl();
  const { language } = useLanguage();
  const errorText = useStepErrorText();
  const searchId = useId();
  const searchField = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const selected = countChecked(cells);
  const over = overSelectionNote(selected, intl);
  const update = (index: number, change: Partial<Cell>) =>
    onChange(cells.map((cell, i) => (i === index ? { ...cell, ...change } : cell)));
  const matches = useMemo(() => valueMatcher(language), [language]);
  const named = cells.map((cell, index) => ({
    cell,
    index,
    name: nameOf(cell, index, originalValues, intl),
  }));
  const shown = named.filter(({ cell, name }) => matches(cell.value || name, search));
  const chosen = named.filter(({ cell }) => cell.checked);

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
      <ChosenChips
        chosen={chosen}
        onRemove={(index) => update(index, { checked: false })}
        fallbackFocus={() => searchField.current?.focus()}
      />
      <div className="vs-field vs-prework-search">
        <label className="vs-field-label" htmlFor={searchId}>
          {intl.formatMessage(messages.search)}
        </label>
        <input
          ref={searchField}
          id={searchId}
          type="search"
          className="vs-input"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {shown.length === 0 && (
        <p className="vs-prework-no-match">
          {intl.formatMessage(messages.noMatch, { search: search.trim() })}
        </p>
      )}
      <ul className="vs-prework-grid">
        {shown.map(({ cell, index: i, name }) => {
          const original = cell.originalIndex >= 0 ? originalValues[cell.originalIndex] : undefined;
          return (
            <li key={cell.originalIndex >= 0 ? `d${cell.originalIndex}` : `w${i}`}>
              <div className={cell.checked ? 'vs-prework-cell vs-prework-cell-on' : 'vs-prework-cell'}>
                {/* The label around the box is its 44 px tap target on a phone. */}
                <label className="vs-prework-check-target">
                  <input
                    type="checkbox"
                    className="vs-prework-check"
                    checked={cell.checked}
                    aria-label={intl.formatMessage(messages.choose, { name })}
                    onChange={(event) => update(i, { checked: event.target.checked })}
                  />
                </label>
                <input
                  type="text"
                  className="vs-prework-cell-input"
                  value={cell.value}
                  maxLength={TEXT_LIMITS.valueName}
                  aria-label={intl.formatMessage(messages.reword, { name: original ?? name })}
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
