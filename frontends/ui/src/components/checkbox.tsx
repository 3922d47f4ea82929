import type { InputHTMLAttributes, Ref } from 'react';
import { FieldMessages, type FieldProps, RequiredMark, useFieldWiring } from './field.tsx';

/** Props of {@link Checkbox}: the field's label, hint and error plus native checkbox attributes. */
export type CheckboxProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'type' | 'children'> & {
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A labelled check box (24 × 24 px, WCAG 2.5.8's minimum target), the label beside the box and
 * the whole row clickable.
 *
 * @example
 * ```tsx
 * <Checkbox label="I agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
 * ```
 */
export const Checkbox = ({ label, hint, error, required, id, className, ...rest }: CheckboxProps) => {
  const wiring = useFieldWiring({ label, hint, error, required, id });
  return (
    <div className="vs-field vs-checkbox">
      <div className="vs-checkbox-row">
        <input
          {...rest}
          {...wiring.controlProps}
          type="checkbox"
          className={['vs-checkbox-input', className].filter(Boolean).join(' ')}
        />
        <label htmlFor={wiring.id} className="vs-checkbox-label">
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      <FieldMessages hint={hint} error={error} label={label} wiring={wiring} />
    </div>
  );
};

export const checkboxCss = `
.vs-checkbox-row{display:flex;align-items:flex-start;gap:var(--vs-space-3)}
.vs-checkbox-input{flex:none;width:24px;height:24px;margin:0;accent-color:var(--vs-accent);cursor:pointer}
.vs-checkbox-label{cursor:pointer}
.vs-checkbox .vs-field-hint,.vs-checkbox .vs-field-error{padding-inline-start:calc(24px + var(--vs-space-3))}
`;
