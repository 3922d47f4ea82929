import { type InputHTMLAttributes, useId } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: string;
}

/** A labelled input; its hint is announced with it. */
export const FormField = ({ label, value, onChange, hint, ...input }: FormFieldProps) => {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="vs-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? hintId : undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="vs-field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
};
