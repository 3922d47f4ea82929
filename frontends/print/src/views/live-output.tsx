import {
  type LiveSection,
  type PrintedValue,
  VALUE_LAYOUT,
  type ValueLayout,
  type ValuesInsight,
} from '@vs/domain';
import { percentOf } from './format.ts';
import { InsightNote } from './insight-note.tsx';
import { RoleIcon } from './role-icon.tsx';
import { ROLES, roleColour } from './roles.ts';
import { ValuesGraphic } from './values-graphic.tsx';
import { ValuesStack } from './values-stack.tsx';

const ValueItem = ({ value, role }: { readonly value: PrintedValue; readonly role: LiveSection['role'] }) => {
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
          {ROLES[role].label}
        </span>
        <span className="vs-lived-text">{percentOf(value.percentLived)}% lived</span>
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
    <h2 className="vs-section-title">{section.label}</h2>
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
    <figure className="vs-figure">
      <ValuesGraphic values={values} layout={layout} />
      <ValuesStack values={values} layout={layout} />
    </figure>
    <div className="vs-columns">
      {layout.liveColumns.map((column, i) => (
        <div className="vs-column" key={column[0].label}>
          {column.map((section) => (
            <Section key={section.label} section={section} values={values} />
          ))}
          {i === 0 && <InsightNote insight={insight} look="section" />}
        </div>
      ))}
    </div>
  </div>
);
