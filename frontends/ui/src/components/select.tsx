import { Fragment, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps, useFieldWiring } from './field.tsx';

/** One choice of a {@link Select}; options naming the same `group` in a row are listed under it. */
export type SelectOption = { value: string; label: string; disabled?: boolean; group?: string };

/** The options in runs: each run of one group (or of none) in the order given. */
const runsOf = (options: readonly SelectOption[]) => {
  const runs: { group: string | undefined; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
};

const Option = ({ option }: { option: SelectOption }) => (
  <option value={option.value} disabled={option.disabled}>
    {option.label}
  </option>
);

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
 * Long lists can be grouped (`group` on each option: an `<optgroup>` per run).
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
        {runsOf(options).map((run) => {
          const items = run.options.map((option) => <Option key={option.value} option={option} />);
          const key = `${run.group ?? ''}:${run.options[0]?.value}`;
          return run.group === undefined ? (
            <Fragment key={key}>{items}</Fragment>
          ) : (
            <optgroup key={key} label={run.group}>
              {items}
            </optgroup>
          );
        })}
      </select>
    </FieldFrame>
  );
};
