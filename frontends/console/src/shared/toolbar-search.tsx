import { TextField } from '@vs/ui';
import type { Ref } from 'react';

/**
 * A screen's search box in its toolbar (`vs-toolbar`, styled in home/console-styles.tsx): a
 * labelled `type="search"` field that reports the text as typed.
 */
export const ToolbarSearch = ({
  label,
  value,
  onChange,
  placeholder,
  ref,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string;
  readonly ref?: Ref<HTMLInputElement>;
}) => (
  <div className="vs-search">
    <TextField
      ref={ref}
      label={label}
      type="search"
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  </div>
);
