import { type PrintedValue, VALUE_COUNT } from '@vs/domain';
import { useIntl } from 'react-intl';
import { PercentLived } from './percent-lived.tsx';
import { printMessages as m } from './print-messages.ts';

/** Spec 2.15: the values in rank order, each with its definition and percent lived. */
export const PreworkOutput = ({ values }: { readonly values: readonly PrintedValue[] }) => {
  const intl = useIntl();
  return (
    <div>
      <p className="vs-lead">{intl.formatMessage(m.preworkLead, { count: VALUE_COUNT })}</p>
      <table className="vs-ranking">
        <thead>
          <tr>
            <th scope="col" className="vs-col-rank">
              {intl.formatMessage(m.rank)}
            </th>
            <th scope="col">{intl.formatMessage(m.valueAndDefinition)}</th>
            <th scope="col" className="vs-col-lived">
              {intl.formatMessage(m.livedHeading)}
            </th>
          </tr>
        </thead>
        <tbody>
          {values.map((v) => (
            <tr key={v.rank}>
              <td className="vs-col-rank">
                <span className="vs-rank">{v.rank}</span>
              </td>
              <td>
                <p className="vs-value-name">{v.value}</p>
                {v.description !== '' && <p className="vs-definition">{v.description}</p>}
              </td>
              <td className="vs-col-lived">
                <PercentLived percent={v.percentLived} valueRole={null} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
