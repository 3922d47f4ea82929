import { type ReactNode, useId } from 'react';

/** What every labelled form control shares. */
export type FieldProps = {
  /** The visible label, exactly as the spec writes it. */
  label: ReactNode;
  /** Help shown under the control and read with it (e.g. the password rule). */
  hint?: ReactNode;
  /** The error shown under the control; when set the control is marked `aria-invalid`. */
  error?: ReactNode;
  /** Marks the control required (the native attribute) and shows a quiet marker after the label. */
  required?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  /** The text's length and the most it may hold: near the limit the field counts down. */
  count?: TextCount;
};

export type TextCount = { readonly length: number; readonly max: number };

/** The characters left once a text is within a tenth of its limit (at least 10); else null. */
export const charactersLeft = (count: TextCount | undefined): number | null => {
  if (count === undefined) return null;
  const left = count.max - count.length;
  return left <= Math.max(10, Math.ceil(count.max / 10)) ? left : null;
};

/** The `count` of a controlled text control with a `maxLength`, for {@link FieldFrame}. */
export const countOf = (value: unknown, maxLength: number | undefined): TextCount | undefined =>
  typeof value === 'string' && maxLength !== undefined ? { length: value.length, max: maxLength } : undefined;

/** Ids and ARIA attributes that tie a control to its label, hint and error text. */
export type FieldWiring = {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  countId: string | undefined;
  controlProps: {
    id: string;
    required: boolean | undefined;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
};

export const useFieldWiring = ({ id, hint, error, required, count }: FieldProps): FieldWiring => {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const countId = charactersLeft(count) === null ? undefined : `${controlId}-count`;
  const describedBy = [hintId, errorId, countId].filter(Boolean).join(' ') || undefined;
  return {
    id: controlId,
    hintId,
    errorId,
    countId,
    controlProps: {
      id: controlId,
      required: required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
  };
};

export const RequiredMark = ({ required }: { required: boolean | undefined }) =>
  required ? (
    <span className="vs-required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;

export const FieldMessages = ({ hint, error, count, wiring }: FieldProps & { wiring: FieldWiring }) => {
  const left = charactersLeft(count);
  return (
    <>
      {hint && (
        <p id={wiring.hintId} className="vs-field-hint">
          {hint}
        </p>
      )}
      {left !== null && (
        <p id={wiring.countId} className="vs-field-hint" aria-live="polite">
          {left === 1 ? '1 character left' : `${left} characters left`}
        </p>
      )}
      {error && (
        <p id={wiring.errorId} className="vs-field-error">
          {error}
        </p>
      )}
    </>
  );
};

/** Label above the control, hint and error below: the layout of every text-like field. */
export const FieldFrame = (props: FieldProps & { wiring: FieldWiring; children: ReactNode }) => (
  <div className="vs-field">
    <label className="vs-field-label" htmlFor={props.wiring.id}>
      {props.label}
      <RequiredMark required={props.required} />
    </label>
    {props.children}
    <FieldMessages {...props} />
  </div>
);

export const fieldCss = `
.vs-field{display:flex;flex-direction:column;gap:var(--vs-space-1);margin-bottom:var(--vs-space-4)}
.vs-field-label{font-weight:600}
.vs-required{color:var(--vs-danger)}
.vs-field-hint{margin:0;color:var(--vs-muted);font-size:var(--vs-text-s)}
.vs-field-error{margin:0;color:var(--vs-danger);font-size:var(--vs-text-s);font-weight:600}
.vs-input{width:100%;min-height:44px;padding:var(--vs-space-2) var(--vs-space-3);border:1px solid var(--vs-line-strong);border-radius:var(--vs-radius-m);background:var(--vs-paper);color:var(--vs-ink);font:inherit}
.vs-input:hover{border-color:var(--vs-ink)}
.vs-input[aria-invalid=true]{border-color:var(--vs-danger);border-width:2px}
.vs-input::placeholder{color:var(--vs-muted)}
textarea.vs-input{resize:vertical;line-height:1.5}
select.vs-input{appearance:auto}
.vs-input-row{display:flex;flex-wrap:wrap;gap:var(--vs-space-2)}
.vs-input-row .vs-input{flex:1 1 12rem;min-width:0}
`;
