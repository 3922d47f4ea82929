import { useIntl } from 'react-intl';
import { useValueName } from '../i18n/page-language.tsx';
import { followUpMessages as m } from './follow-up-messages.ts';

export interface ShownDrift {
  readonly alignmentThen: number | null;
  readonly alignmentNow: number | null;
  readonly movedMost: readonly {
    readonly value: string;
    readonly originalIndex: number;
    readonly rank: number;
    readonly atWorkshop: number;
    readonly atFollowUp: number;
    readonly change: number;
  }[];
}

/** After the re-rating (issue 39): alignment then and now, and the values that moved most. */
export const FollowUpResult = ({ drift }: { readonly drift: ShownDrift }) => {
  const intl = useIntl();
  const valueName = useValueName();
  const alignment = (value: number | null) =>
    value === null
      ? intl.formatMessage(m.alignmentNone)
      : intl.formatMessage(m.alignmentValue, { alignment: value });
  return (
    <div className="vs-fu-result">
      <h2>{intl.formatMessage(m.alignment)}</h2>
      <dl className="vs-fu-alignment">
        <div>
          <dt>{intl.formatMessage(m.alignmentThen)}</dt>
          <dd>{alignment(drift.alignmentThen)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(m.alignmentNow)}</dt>
          <dd>{alignment(drift.alignmentNow)}</dd>
        </div>
      </dl>
      <h2>{intl.formatMessage(m.movedMost)}</h2>
      {drift.movedMost.length === 0 ? (
        <p>{intl.formatMessage(m.nothingMoved)}</p>
      ) : (
        <ul className="vs-fu-moved">
          {drift.movedMost.map((moved) => (
            <li key={moved.rank}>
              {intl.formatMessage(m.moved, {
                value: valueName(moved.originalIndex, moved.value),
                atWorkshop: moved.atWorkshop,
                atFollowUp: moved.atFollowUp,
                change: intl.formatNumber(moved.change, { signDisplay: 'exceptZero' }),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
