import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps, useFieldWiring } from './field.tsx';

/** One choice of a {@link Select}. */
export type SelectOption = { value: string; label: string; disabled?: boolean };

/** Props of {@link Select}: the field's label, hint and error, its options, and native select attributes. */
export type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required' | 'children' | 'multiple'> & {
    options: readonly SelectOption[];
    /** A first, empty choice such as 'Choose a level' (value `''`). */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/**
 * A labelled native select: the platform's own picker, which suits phones and screen readers best.
 *
 * @example
 * ```tsx
 * <Select label="Level" options={[{ value: 'participant', label: 'Participant' }]}
 *   value={level} onChange={(e) => setLevel(e.target.value)} />
 * ```
 */
export const Select = ({
  label,
  hint,
  error,
  required,
  id,
  className,
  options,
  placeholder,
  ...rest
}: SelectProps) => {
  const wiring = useFieldWiring({ label, hint, error, required, id });
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} wiring={wiring}>
      <select
        {...rest}
        {...wiring.controlProps}
        className={['vs-input', className].filter(Boolean).join(' ')}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
};
