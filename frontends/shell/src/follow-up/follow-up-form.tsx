import { PERCENT_LIVED_MAX, PERCENT_LIVED_MIN } from '@vs/domain';
import { Banner, Button } from '@vs/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useValueName } from '../i18n/page-language.tsx';
import { followUpMessages as m } from './follow-up-messages.ts';

/** The longest "What changed?" the server keeps. */
export const NOTE_MAX = 280;

export interface RatedValue {
  readonly value: string;
  readonly originalIndex: number;
  readonly rank: number;
  /** "% lived" at the workshop. */
  readonly percentLived: number;
}

export interface FollowUpAnswer {
  readonly percentLived: number[];
  readonly note?: string;
}

/** A typed "% lived": a whole number 0-100, else null. */
const percentOf = (typed: string): number | null => {
  if (!/^\d{1,3}$/.test(typed)) return null;
  const n = Number(typed);
  return n >= PERCENT_LIVED_MIN && n <= PERCENT_LIVED_MAX ? n : null;
};

/** One value: its rank and name, the workshop's "% lived", and today's by slider or number (linked). */
const ValueRating = ({
  rated,
  typed,
  invalid,
  onChange,
}: {
  readonly rated: RatedValue;
  readonly typed: string;
  readonly invalid: boolean;
  readonly onChange: (typed: string) => void;
}) => {
  const intl = useIntl();
  const name = useValueName()(rated.originalIndex, rated.value);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="vs-fu-value">
      <legend>
        <span className="vs-fu-rank">{rated.rank}</span> {name}
      </legend>
      <p className="vs-fu-then">{intl.formatMessage(m.atWorkshop, { percent: rated.percentLived })}</p>
      <div className="vs-fu-controls">
        <input
          type="range"
          className="vs-fu-slider"
          min={PERCENT_LIVED_MIN}
          max={PERCENT_LIVED_MAX}
          step={1}
          value={percentOf(typed) ?? rated.percentLived}
          aria-label={intl.formatMessage(m.slider, { value: name })}
          onChange={(event) => onChange(event.target.value)}
        />
        <label className="vs-fu-number">
          <span>{intl.formatMessage(m.today)}</span>
          <input
            type="number"
            className="vs-input"
            inputMode="numeric"
            min={PERCENT_LIVED_MIN}
            max={PERCENT_LIVED_MAX}
            step={1}
            value={typed}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        </label>
      </div>
      {invalid ? (
        <p id={errorId} className="vs-field-error">
          {intl.formatMessage(m.outOfRange)}
        </p>
      ) : null}
    </fieldset>
  );
};

/**
 * The re-rating (issue 39): the ten values in the workshop's rank order, each starting at its
 * workshop "% lived", an optional "What changed?" and Submit. A number outside 0-100 is named at
 * its field and nothing is sent.
 */
export const FollowUpForm = ({
  values,
  busy,
  problem,
  onSubmit,
}: {
  readonly values: readonly RatedValue[];
  readonly busy: boolean;
  /** Why the last submit failed, already in the page's language; null when it did not. */
  readonly problem: string | null;
  readonly onSubmit: (answer: FollowUpAnswer) => void;
}) => {
  const intl = useIntl();
  const [typed, setTyped] = useState(() => values.map((v) => String(v.percentLived)));
  const [checked, setChecked] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  const form = useRef<HTMLFormElement>(null);
  const percents = typed.map(percentOf);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const invalidAt = percents.indexOf(null);
    if (invalidAt >= 0) {
      form.current?.querySelectorAll<HTMLInputElement>('input[type=number]')[invalidAt]?.focus();
      return;
    }
    const trimmed = note.trim();
    onSubmit({ percentLived: percents as number[], ...(trimmed === '' ? {} : { note: trimmed }) });
  };

  return (
    <form ref={form} className="vs-form vs-fu-form" onSubmit={submit} noValidate>
      {values.map((rated, i) => (
        <ValueRating
          key={rated.rank}
          rated={rated}
          typed={typed[i] ?? ''}
          invalid={checked && percents[i] === null}
          onChange={(next) => setTyped((all) => all.map((old, j) => (j === i ? next : old)))}
        />
      ))}
      <div className="vs-field">
        <label className="vs-field-label" htmlFor={noteId}>
          {intl.formatMessage(m.note)}
        </label>
        <textarea
          id={noteId}
          className="vs-input"
          rows={2}
          maxLength={NOTE_MAX}
          value={note}
          aria-describedby={`${noteId}-count`}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${noteId}-count`} className="vs-field-hint">
          <FormattedMessage {...m.noteCount} values={{ used: note.length, max: NOTE_MAX }} />
        </p>
      </div>
      {problem === null ? null : (
        <div role="alert">
          <Banner tone="danger">{problem}</Banner>
        </div>
      )}
      <Button type="submit" busy={busy}>
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
};
