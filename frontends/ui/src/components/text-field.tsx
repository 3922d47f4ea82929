import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './button.tsx';
import { countOf, FieldFrame, type FieldProps, useFieldWiring } from './field.tsx';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'children'>;

/** Props of {@link TextField}: the field's label, hint and error plus native input attributes. */
export type TextFieldProps = FieldProps & InputAttributes & { ref?: Ref<HTMLInputElement> };

/**
 * A labelled single-line input; its hint and error are linked by `aria-describedby` and an error
 * sets `aria-invalid`. With a `maxLength` it counts the characters left near the limit.
 *
 * @example
 * ```tsx
 * <TextField label="Email" type="email" autoComplete="email" required
 *   value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
 * ```
 */
export const TextField = ({ label, hint, error, required, id, className, ...input }: TextFieldProps) => {
  const count = countOf(input.value, input.maxLength);
  const wiring = useFieldWiring({ label, hint, error, required, id, count });
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} count={count} wiring={wiring}>
      <input
        type="text"
        {...input}
        {...wiring.controlProps}
        className={['vs-input', className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
};

/** Props of {@link PasswordField}: as {@link TextFieldProps} without `type`. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Label of the show/hide toggle while the password is hidden. Default 'Show password'. */
  showLabel?: string;
};

/**
 * A password input with a toggle that shows the typed text (`aria-pressed` tells its state).
 * Defaults to `autoComplete="current-password"`; pass `"new-password"` when setting one.
 *
 * @example
 * ```tsx
 * <PasswordField label="Password" hint={PASSWORD_RULE} autoComplete="new-password" required
 *   value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
 * ```
 */
export const PasswordField = ({
  label,
  hint,
  error,
  required,
  id,
  className,
  showLabel,
  autoComplete = 'current-password',
  ...input
}: PasswordFieldProps) => {
  const wiring = useFieldWiring({ label, hint, error, required, id });
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} wiring={wiring}>
      <div className="vs-input-row">
        <input
          {...input}
          {...wiring.controlProps}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          className={['vs-input', className].filter(Boolean).join(' ')}
        />
        <Button variant="secondary" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {showLabel ?? <FormattedMessage id="ui.passwordField.show" defaultMessage="Show password" />}
        </Button>
      </div>
    </FieldFrame>
  );
};
