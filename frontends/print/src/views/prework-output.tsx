import { type PrintedValue, VALUE_COUNT } from '@vs/domain';
import { PercentLived } from './percent-lived.tsx';

/** Spec 2.15: the values in rank order, each with its definition and percent lived. */
export const PreworkOutput = ({ values }: { readonly values: readonly PrintedValue[] }) => (
  <div>
    <p className="vs-lead">
      My top {VALUE_COUNT} values, ranked from 1 (most meaningful), with what each means to me and how much of
      my time I live it at life and work.
    </p>
    <table className="vs-ranking">
      <thead>
        <tr>
          <th scope="col" className="vs-col-rank">
            Rank
          </th>
          <th scope="col">Value and definition</th>
          <th scope="col" className="vs-col-lived">
            % Lived
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
