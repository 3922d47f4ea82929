import { type MeaningfulWorkData, type MeaningfulWorkKey, TEXT_LIMITS } from '@vs/domain';
import { TextArea } from '@vs/ui';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { liveMessages as m } from './live-messages.ts';

/** Spec 2.16's row counts: 1 for labels, 8 for descriptions, 3 for the final body. */
const LABEL_ROWS = 1;
const DESCRIPTION_ROWS = 8;
const BODY_ROWS = 3;

const ACCELERATORS = [0, 1, 2, 3] as const;

/** The sheet's label-and-description groups (spec 2.16), in order. */
const VALUE_GROUPS: readonly {
  readonly legend: MessageDescriptor;
  readonly role: 'driver' | 'result';
  readonly value: MeaningfulWorkKey;
  readonly description: MeaningfulWorkKey;
}[] = [
  { legend: m.spaceIHold, role: 'driver', value: 'driver-value', description: 'driver-desc' },
  { legend: m.wayIRelate, role: 'driver', value: 'driver-altlabel', description: 'driver-altdesc' },
  {
    legend: m.possibilities,
    role: 'result',
    value: 'result-value',
    description: 'result-desc',
  },
];

interface SheetProps {
  readonly data: MeaningfulWorkData;
  readonly onChange: (field: MeaningfulWorkKey, text: string) => void;
}

const Field = ({
  label,
  field,
  rows,
  data,
  onChange,
}: SheetProps & { readonly label: string; readonly field: MeaningfulWorkKey; readonly rows: number }) => (
  <TextArea
    label={label}
    rows={rows}
    maxLength={TEXT_LIMITS.meaningfulWork}
    value={data[field]}
    onChange={(e) => onChange(field, e.target.value)}
  />
);

/** The Meaningful Work sheet's fields (spec 2.16), grouped and coloured by the values' roles. */
export const MeaningfulWorkForm = ({ data, onChange }: SheetProps) => {
  const intl = useIntl();
  return (
    <div className="vs-mw-form">
      {VALUE_GROUPS.map((group) => (
        <fieldset key={group.value} className={`vs-mw-group vs-role-${group.role}`}>
          <legend>{intl.formatMessage(group.legend)}</legend>
          <Field
            label={intl.formatMessage(group.legend)}
            field={group.value}
            rows={LABEL_ROWS}
            data={data}
            onChange={onChange}
          />
          <Field
            label={intl.formatMessage(m.description)}
            field={group.description}
            rows={DESCRIPTION_ROWS}
            data={data}
            onChange={onChange}
          />
        </fieldset>
      ))}
      <fieldset className="vs-mw-group vs-role-result">
        <legend>{intl.formatMessage(m.resultsIn)}</legend>
        <Field
          label={intl.formatMessage(m.resultsIn)}
          field="result-alt"
          rows={DESCRIPTION_ROWS}
          data={data}
          onChange={onChange}
        />
      </fieldset>
      <fieldset className="vs-mw-group vs-mw-wide vs-role-accelerator">
        <legend>{intl.formatMessage(m.acceleratorValues)}</legend>
        <div className="vs-mw-accelerators">
          {ACCELERATORS.map((i) => (
            <div key={i} className="vs-mw-accelerator">
              <Field
                label={intl.formatMessage(m.accelerator, { number: i + 1 })}
                field={`accelerator-${i}-value`}
                rows={LABEL_ROWS}
                data={data}
                onChange={onChange}
              />
              <Field
                label={intl.formatMessage(m.acceleratorDescription, { number: i + 1 })}
                field={`accelerator-${i}-desc`}
                rows={DESCRIPTION_ROWS}
                data={data}
                onChange={onChange}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="vs-mw-group vs-mw-wide">
        <legend>{intl.formatMessage(m.meaningfulBecause)}</legend>
        <Field
          label={intl.formatMessage(m.meaningfulBecause)}
          field="mb-body"
          rows={BODY_ROWS}
          data={data}
          onChange={onChange}
        />
      </fieldset>
    </div>
  );
};
