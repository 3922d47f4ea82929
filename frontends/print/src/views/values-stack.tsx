import { type PrintedValue, VALUE_LAYOUT, VALUE_ROLES, type ValueLayout } from '@vs/domain';
import { useIntl } from 'react-intl';
import { percentOf } from './format.ts';
import { printMessages as m } from './print-messages.ts';
import { RoleIcon } from './role-icon.tsx';
import { ROLES, type Role, roleColour, roleTint } from './roles.ts';

const StackValue = ({
  slot,
  value,
  valueRole: role,
}: {
  readonly slot: number;
  readonly value: PrintedValue | undefined;
  readonly valueRole: Role;
}) => {
  const intl = useIntl();
  const percent = value === undefined ? null : percentOf(value.percentLived);
  return (
    <li
      className="vs-stack-value"
      style={{ background: roleTint(role), borderInlineStartColor: roleColour(role) }}
    >
      <span className="vs-stack-rank" style={{ background: roleColour(role) }}>
        {slot + 1}
      </span>{' '}
      <span className="vs-stack-name">{value?.value ?? '—'}</span>{' '}
      {percent !== null && (
        <>
          <span className="vs-stack-percent">{intl.formatMessage(m.lived, { percent })}</span>
          <span className="vs-stack-bar" aria-hidden="true">
            <span className="vs-stack-fill" style={{ width: `${percent}%`, background: roleColour(role) }} />
          </span>
        </>
      )}
    </li>
  );
};

/**
 * The values graphic reflowed for a narrow screen: the same roles top to bottom (VALUE_ROLES), each value with
 * its rank, name and percent lived in text at the body size, so it reads on a phone where the
 * drawing would shrink below legibility. The print stylesheet shows it instead of the drawing on
 * screens up to 48rem only; printed (the PDF) the drawing stays.
 */
export const ValuesStack = ({
  values,
  layout = VALUE_LAYOUT,
}: {
  readonly values: readonly PrintedValue[];
  readonly layout?: ValueLayout;
}) => {
  const intl = useIntl();
  return (
    <div className="vs-stack">
      {VALUE_ROLES.map((role) => (
        <div className="vs-stack-role" key={role}>
          <p className="vs-stack-heading" style={{ color: roleColour(role) }}>
            <RoleIcon valueRole={role} size={14} />
            {intl.formatMessage(ROLES[role].heading)}
          </p>
          <ul className="vs-stack-values">
            {layout.groups[role].map((slot) => (
              <StackValue key={slot} slot={slot} value={values[slot]} valueRole={role} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
};
