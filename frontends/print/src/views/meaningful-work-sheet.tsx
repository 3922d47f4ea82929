import type { MeaningfulWorkData, MeaningfulWorkKey, ValuesInsight } from '@vs/domain';
import { useIntl } from 'react-intl';
import { InsightNote } from './insight-note.tsx';
import { printMessages as m } from './print-messages.ts';
import { RoleIcon } from './role-icon.tsx';
import { ROLES, type Role, roleColour, roleTint } from './roles.ts';

type Data = MeaningfulWorkData;

/** Free text as written; an empty field prints ruled lines to write on. */
const Written = ({
  text,
  lines,
  className,
}: {
  readonly text: string;
  readonly lines: number;
  readonly className: string;
}) =>
  text.trim() === '' ? (
    <div className="vs-ruled" style={{ height: `${lines * 6.5}mm` }} />
  ) : (
    <p className={className}>{text}</p>
  );

interface BoxProps {
  readonly title: string;
  readonly valueRole: Role | null;
  readonly label?: string;
  readonly body: string;
  readonly bodyLines: number;
  readonly wide?: boolean;
}

const Box = ({ title, valueRole: role, label, body, bodyLines, wide = false }: BoxProps) => {
  const intl = useIntl();
  return (
    <section
      className={`vs-mw-box${wide ? ' vs-mw-wide' : ''}`}
      style={{
        borderTopColor: role === null ? 'var(--vs-accent)' : roleColour(role),
        background: role === null ? 'var(--vs-surface)' : roleTint(role),
      }}
    >
      <h2 className="vs-mw-title">{title}</h2>
      {role !== null && (
        <p className="vs-item-role" style={{ color: roleColour(role) }}>
          <RoleIcon valueRole={role} size={10} />
          {intl.formatMessage(ROLES[role].label)}
        </p>
      )}
      {label !== undefined && <Written text={label} lines={1} className="vs-mw-label" />}
      <Written text={body} lines={bodyLines} className="vs-mw-body" />
    </section>
  );
};

/** The sheet's first four boxes (spec 2.16): the driver's two, then the result's two. */
const DRIVER_AND_RESULT_BOXES: readonly {
  readonly title: (typeof m)[keyof typeof m];
  readonly role: Role;
  readonly label?: MeaningfulWorkKey;
  readonly body: MeaningfulWorkKey;
  readonly bodyLines: number;
}[] = [
  { title: m.mwSpaceIHold, role: 'driver', label: 'driver-value', body: 'driver-desc', bodyLines: 3 },
  { title: m.mwWayIRelate, role: 'driver', label: 'driver-altlabel', body: 'driver-altdesc', bodyLines: 3 },
  { title: m.mwPossibilities, role: 'result', label: 'result-value', body: 'result-desc', bodyLines: 3 },
  { title: m.mwResultsIn, role: 'result', body: 'result-alt', bodyLines: 4 },
];

const ACCELERATORS = [0, 1, 2, 3] as const;
const acceleratorKey = (i: number, part: 'value' | 'desc') => `accelerator-${i}-${part}` as MeaningfulWorkKey;

/** Spec 2.16's Meaningful Work sheet, as the participant wrote it, then valued vs lived (issue 14). */
export const MeaningfulWorkSheet = ({
  data,
  insight,
}: {
  readonly data: Data;
  readonly insight: ValuesInsight;
}) => {
  const intl = useIntl();
  return (
    <div className="vs-mw">
      {DRIVER_AND_RESULT_BOXES.map((box) => (
        <Box
          key={box.body}
          title={intl.formatMessage(box.title)}
          valueRole={box.role}
          {...(box.label === undefined ? {} : { label: data[box.label] })}
          body={data[box.body]}
          bodyLines={box.bodyLines}
        />
      ))}
      <section
        className="vs-mw-wide vs-mw-accelerators"
        style={{ borderTopColor: roleColour('accelerator') }}
      >
        <h2 className="vs-mw-title">
          <RoleIcon valueRole="accelerator" size={12} /> {intl.formatMessage(ROLES.accelerator.heading)}
        </h2>
        <div className="vs-mw-grid">
          {ACCELERATORS.map((i) => (
            <div className="vs-mw-acc" key={i} style={{ background: roleTint('accelerator') }}>
              <Written text={data[acceleratorKey(i, 'value')]} lines={1} className="vs-mw-label" />
              <Written text={data[acceleratorKey(i, 'desc')]} lines={2} className="vs-mw-body" />
            </div>
          ))}
        </div>
      </section>
      <Box
        title={intl.formatMessage(m.mwMeaningfulBecause)}
        valueRole={null}
        body={data['mb-body']}
        bodyLines={3}
        wide
      />
      <InsightNote insight={insight} look="box" />
    </div>
  );
};
