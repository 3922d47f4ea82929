import {
  type LiveSection,
  type PrintedValue,
  VALUE_LAYOUT,
  type ValueLayout,
  type ValuesInsight,
} from '@vs/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { percentOf } from './format.ts';
import { InsightNote } from './insight-note.tsx';
import { printMessages as m, sectionMessages } from './print-messages.ts';
import { RoleIcon } from './role-icon.tsx';
import { ROLES, roleColour } from './roles.ts';
import { ValuesGraphic } from './values-graphic.tsx';
import { ValuesStack } from './values-stack.tsx';

const ValueItem = ({ value, role }: { readonly value: PrintedValue; readonly role: LiveSection['role'] }) => {
  const intl = useIntl();
  return (
    <li className="vs-item">
      <p className="vs-item-head">
        <span className="vs-rank vs-rank-small" style={{ background: roleColour(role) }}>
          {value.rank}
        </span>
        <span className="vs-value-name">{value.value}</span>
      </p>
      <p className="vs-item-meta">
        <span className="vs-item-role" style={{ color: roleColour(role) }}>
          <RoleIcon valueRole={role} size={10} />
          {intl.formatMessage(ROLES[role].label)}
        </span>
        <span className="vs-lived-text">
          {intl.formatMessage(m.lived, { percent: percentOf(value.percentLived) })}
        </span>
      </p>
      {value.description !== '' && <p className="vs-definition">{value.description}</p>}
    </li>
  );
};

const Section = ({
  section,
  values,
}: {
  readonly section: LiveSection;
  readonly values: readonly PrintedValue[];
}) => (
  <section className="vs-section" style={{ borderTopColor: roleColour(section.role) }}>
    <h2 className="vs-section-title">
      <FormattedMessage {...sectionMessages[section.key]} />
    </h2>
    <ul className="vs-items">
      {section.slots.map((slot) => {
        const value = values[slot];
        return value === undefined ? null : <ValueItem key={slot} value={value} role={section.role} />;
      })}
    </ul>
  </section>
);

/**
 * Spec 2.16's output page: the graphic (the drawing, or on a narrow screen the same roles in a
 * column, see print-css), then the three columns with rank, percent lived and definition. Valued
 * vs lived (issue 14) closes the first column, the shortest (two values), so the page keeps its
 * length.
 */
export const LiveOutput = ({
  values,
  insight,
  layout = VALUE_LAYOUT,
}: {
  readonly values: readonly PrintedValue[];
  readonly insight: ValuesInsight;
  readonly layout?: ValueLayout;
}) => (
  <div>
    <div className="vs-figure">
      <ValuesGraphic values={values} layout={layout} />
      <ValuesStack values={values} layout={layout} />
    </div>
    <div className="vs-columns">
      {layout.liveColumns.map((column, i) => (
        <div className="vs-column" key={column[0].key}>
          {column.map((section) => (
            <Section key={section.key} section={section} values={values} />
          ))}
          {i === 0 && <InsightNote insight={insight} look="section" />}
        </div>
      ))}
    </div>
  </div>
);
