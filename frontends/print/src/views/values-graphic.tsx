import { type PrintedValue, roleOfSlot, VALUE_LAYOUT, VALUE_ROLES, type ValueLayout } from '@vs/domain';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { fitText } from './fit-text.ts';
import { percentOf } from './format.ts';
import { printMessages as m } from './print-messages.ts';
import { RoleGlyph } from './role-icon.tsx';
import { ROLES, type Role, roleColour, roleTint } from './roles.ts';

const WIDTH = 720;
const COLUMN_WIDTH = 300;
const CARD_HEIGHT = 50;
const CARD_GAP = 7;
const HUB_WIDTH = 300;
const HUB_HEIGHT = 62;
const COLUMNS_TOP = 100;
const CENTRE = WIDTH / 2;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The drawing's proportions for a layout: the two columns are as tall as the longer role. */
const geometry = (layout: ValueLayout) => {
  const rows = Math.max(layout.groups.goto.length, layout.groups.accelerator.length);
  const columnsBottom = COLUMNS_TOP + rows * CARD_HEIGHT + (rows - 1) * CARD_GAP;
  const resultTop = columnsBottom + 20;
  return { columnsBottom, resultTop, height: resultTop + HUB_HEIGHT };
};

const slotBox = (layout: ValueLayout, slot: number): Box => {
  const hub = { x: CENTRE - HUB_WIDTH / 2, width: HUB_WIDTH, height: HUB_HEIGHT };
  const role = roleOfSlot(layout, slot);
  if (role === 'driver') return { ...hub, y: 0 };
  if (role === 'result') return { ...hub, y: geometry(layout).resultTop };
  const row = layout.groups[role].indexOf(slot);
  return {
    x: role === 'goto' ? 0 : WIDTH - COLUMN_WIDTH,
    y: COLUMNS_TOP + row * (CARD_HEIGHT + CARD_GAP),
    width: COLUMN_WIDTH,
    height: CARD_HEIGHT,
  };
};

const ValueCard = ({
  layout,
  slot,
  value,
}: {
  readonly layout: ValueLayout;
  readonly slot: number;
  readonly value: PrintedValue | undefined;
}) => {
  const intl = useIntl();
  const role = roleOfSlot(layout, slot);
  const box = slotBox(layout, slot);
  const big = box.height === HUB_HEIGHT;
  const badge = { cx: box.x + 30, cy: box.y + box.height / 2, r: big ? 14 : 12 };
  const textX = box.x + 54;
  const right = box.x + box.width - 16;
  const baseline = box.y + (big ? 38 : 32);
  const percent = value === undefined ? null : percentOf(value.percentLived);
  const name = fitText(value?.value ?? '—', right - 58 - textX, big ? 18 : 14.5, big ? 13 : 12);
  const barY = box.y + box.height - (big ? 13 : 11);
  const barWidth = right - textX;
  return (
    <g>
      <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={8} fill={roleTint(role)} />
      <rect x={box.x} y={box.y} width={5} height={box.height} rx={2.5} fill={roleColour(role)} />
      <circle {...badge} fill={roleColour(role)} />
      <text
        x={badge.cx}
        y={badge.cy + 4.8}
        textAnchor="middle"
        className="vs-g-rank"
        fontSize={big ? 14 : 13}
      >
        {slot + 1}
      </text>
      <RoleGlyph valueRole={role} x={textX} y={box.y + (big ? 9 : 7)} size={10} />
      <text x={textX + 14} y={box.y + (big ? 18 : 16)} className="vs-g-role" fill={roleColour(role)}>
        {intl.formatMessage(ROLES[role].label).toLocaleUpperCase(intl.locale)}
      </text>
      <text x={textX} y={baseline} className="vs-g-name" fontSize={name.size}>
        {name.text}
      </text>
      {percent !== null && (
        <>
          <text x={right} y={baseline} textAnchor="end" className="vs-g-percent" fontSize={big ? 16 : 13.5}>
            {intl.formatMessage(m.percent, { percent })}
          </text>
          <rect x={textX} y={barY} width={barWidth} height={4} rx={2} fill="var(--vs-paper)" />
          <rect
            x={textX}
            y={barY}
            width={(barWidth * percent) / 100}
            height={4}
            rx={2}
            fill={roleColour(role)}
          />
        </>
      )}
    </g>
  );
};

const ColumnHeading = ({ valueRole: role, x }: { readonly valueRole: Role; readonly x: number }) => (
  <g>
    <RoleGlyph valueRole={role} x={x} y={COLUMNS_TOP - 28} size={16} />
    <text x={x + 24} y={COLUMNS_TOP - 15} className="vs-g-heading" fill={roleColour(role)}>
      <FormattedMessage {...ROLES[role].heading} />
    </text>
  </g>
);

const summary = (intl: IntlShape, layout: ValueLayout, values: readonly PrintedValue[]): string =>
  VALUE_ROLES.map((role) => {
    const listed = layout.groups[role]
      .map((slot) => values[slot])
      .filter((v) => v !== undefined)
      .map((v) => intl.formatMessage(m.graphicValue, { value: v.value, percent: percentOf(v.percentLived) }));
    return intl.formatMessage(m.graphicSummary, {
      heading: intl.formatMessage(ROLES[role].heading),
      values: intl.formatList(listed, { type: 'unit' }),
    });
  }).join(' ');

/**
 * Spec 2.16's reveal layout as a diagram: the Driver Value on top, the Go To and Accelerator
 * values in two columns, the Result Value below, each with its rank and percent lived. SVG, so
 * it prints sharply.
 */
export const ValuesGraphic = ({
  values,
  layout = VALUE_LAYOUT,
}: {
  readonly values: readonly PrintedValue[];
  readonly layout?: ValueLayout;
}) => {
  const intl = useIntl();
  const { columnsBottom, resultTop, height } = geometry(layout);
  return (
    <svg
      className="vs-graphic"
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby="vs-graphic-title vs-graphic-desc"
    >
      <title id="vs-graphic-title">{intl.formatMessage(m.graphicTitle, { count: layout.count })}</title>
      <desc id="vs-graphic-desc">{summary(intl, layout, values)}</desc>
      <g stroke="var(--vs-line)" strokeWidth={2} fill="none">
        <path d={`M${CENTRE} ${HUB_HEIGHT} V${resultTop}`} />
        <path d={`M${COLUMN_WIDTH} ${(COLUMNS_TOP + columnsBottom) / 2} H${WIDTH - COLUMN_WIDTH}`} />
      </g>
      <ColumnHeading valueRole="goto" x={0} />
      <ColumnHeading valueRole="accelerator" x={WIDTH - COLUMN_WIDTH} />
      {layout.roles.map((_, slot) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the slot is the card's identity
        <ValueCard key={slot} layout={layout} slot={slot} value={values[slot]} />
      ))}
    </svg>
  );
};
