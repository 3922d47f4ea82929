import type { Ref, TextareaHTMLAttributes } from 'react';
import { countOf, FieldFrame, type FieldProps, useFieldWiring } from './field.tsx';

/** Props of {@link TextArea}: the field's label, hint and error plus native textarea attributes. */
export type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required' | 'children'> & {
    /** Visible lines (the spec gives each sheet field its row count). Default 3. */
    rows?: number;
    ref?: Ref<HTMLTextAreaElement>;
  };

/**
 * A labelled multi-line input. With a `maxLength` it counts the characters left near the limit.
 *
 * @example
 * ```tsx
 * <TextArea label="Definition" rows={4} placeholder="Describe this value" value={text} onChange={...} />
 * ```
 */
export const TextArea = ({
  label,
  hint,
  error,
  required,
  id,
  className,
  rows = 3,
  ...rest
}: TextAreaProps) => {
  const count = countOf(rest.value, rest.maxLength);
  const wiring = useFieldWiring({ label, hint, error, required, id, count });
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} count={count} wiring={wiring}>
      <textarea
        {...rest}
        {...wiring.controlProps}
        rows={rows}
        className={['vs-input', className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
};
