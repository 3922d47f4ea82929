import { useIntl } from 'react-intl';
import { percentOf } from './format.ts';
import { printMessages as m } from './print-messages.ts';
import { type Role, roleColour } from './roles.ts';

/** Percent lived as a number and a bar in the value's role colour. */
export const PercentLived = ({
  percent,
  valueRole: role,
}: {
  readonly percent: number;
  readonly valueRole: Role | null;
}) => {
  const intl = useIntl();
  const value = percentOf(percent);
  return (
    <span className="vs-lived">
      <span className="vs-lived-bar" aria-hidden="true">
        <span
          className="vs-lived-fill"
          style={{ width: `${value}%`, background: role === null ? 'var(--vs-accent)' : roleColour(role) }}
        />
      </span>
      <span className="vs-lived-text">{intl.formatMessage(m.lived, { percent: value })}</span>
    </span>
  );
};
