/**
 * The values layout, the one home of the value count and of what each rank means (spec 2.14,
 * 2.16, section 3). A slot is a position in rank order: slot 0 holds value 1.
 *
 * How the roles scale with the count (decision in docs/decisions.md): the first slot is the
 * Driver Value, the last the Result Value, and the slots between are split in two runs, the
 * Go To values first (the larger half when the count is odd), then the Accelerator values. For
 * ten values: driver 1, go-to 2-5, accelerator 6-9, result 10. The last Go To value stands apart
 * as "Co-creating With Flow" / "Environment for Flow", the last Accelerator value as "Creating
 * Breakthroughs" / "Energy for Breakthrough".
 */

/** Exactly this many values are chosen, defined, ranked and rated. */
export const VALUE_COUNT = 10;

/** The four roles, in the order the layout reads from top to bottom. */
export const VALUE_ROLES = ['driver', 'goto', 'accelerator', 'result'] as const;
export type ValueRole = (typeof VALUE_ROLES)[number];

/** Each section of the live output page by a stable name (its heading's message in every language). */
export type LiveSectionKey =
  | 'idealEnvironment'
  | 'direction'
  | 'relating'
  | 'flow'
  | 'initiate'
  | 'breakthroughs';

/** One labelled section of the live output page. */
export interface LiveSection {
  readonly key: LiveSectionKey;
  /** Exactly as the spec writes it (spec 2.16), spelling included. */
  readonly label: string;
  readonly role: ValueRole;
  readonly slots: readonly number[];
}

/** The live output's columns, two sections each. */
export type LiveColumn = readonly [LiveSection, LiveSection];

/** The fields of one participant's team output row (spec 2.14). */
export type TeamOutputField =
  | 'driver'
  | 'result'
  | 'goto'
  | 'environmentForFlow'
  | 'accelerators'
  | 'energyForBreakthrough';

/** One column of the team output, under its sub-heading. */
export interface TeamOutputColumn {
  readonly field: TeamOutputField;
  readonly subHeading: string;
}

/** A heading of the team output over its columns, in the role's colour. */
export interface TeamOutputGroup {
  readonly heading: string;
  readonly role: ValueRole;
  readonly columns: readonly TeamOutputColumn[];
}

export interface ValueLayout {
  readonly count: number;
  /** The count in words, for the copy that spells it ('ten'). */
  readonly countWord: string;
  /** The role of each slot. */
  readonly roles: readonly ValueRole[];
  /** Each role's slots, in rank order. */
  readonly groups: Readonly<Record<ValueRole, readonly number[]>>;
  /** The live output page's three columns (spec 2.16). */
  readonly liveColumns: readonly LiveColumn[];
  /** The slots of each team output field: one for a value with its description, more for a ranked list. */
  readonly teamOutputSlots: Readonly<Record<TeamOutputField, readonly number[]>>;
  /** The team output's column groups, left to right (spec 2.14). */
  readonly teamOutput: readonly TeamOutputGroup[];
}

/** The team output's headings over its sub-headings (spec 2.14), the same for every count. */
const TEAM_OUTPUT: readonly TeamOutputGroup[] = [
  { heading: 'Driver Value', role: 'driver', columns: [{ field: 'driver', subHeading: 'Being' }] },
  { heading: 'Result Value', role: 'result', columns: [{ field: 'result', subHeading: 'Possibility' }] },
  {
    heading: 'GoTo Values',
    role: 'goto',
    columns: [
      { field: 'goto', subHeading: 'GoTo Values' },
      { field: 'environmentForFlow', subHeading: 'Environment for Flow' },
    ],
  },
  {
    heading: 'Accelerator Values',
    role: 'accelerator',
    columns: [
      { field: 'accelerators', subHeading: 'Accelerator Values' },
      { field: 'energyForBreakthrough', subHeading: 'Energy for Breakthrough' },
    ],
  },
];

const COUNT_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
] as const;

/** Fewest values with every role and section filled: driver, one go-to, one accelerator, result. */
export const MIN_VALUE_COUNT = 4;
export const MAX_VALUE_COUNT = COUNT_WORDS.length - 1;

const range = (first: number, end: number): number[] =>
  Array.from({ length: end - first }, (_, i) => first + i);

/** The layout of `count` values; the product's own is {@link VALUE_LAYOUT}. */
export const valueLayout = (count: number): ValueLayout => {
  if (!Number.isInteger(count) || count < MIN_VALUE_COUNT || count > MAX_VALUE_COUNT) {
    throw new RangeError(
      `A values layout holds ${MIN_VALUE_COUNT} to ${MAX_VALUE_COUNT} values, not ${count}`,
    );
  }
  const last = count - 1;
  const acceleratorsFrom = 1 + Math.ceil((count - 2) / 2);
  const groups: Readonly<Record<ValueRole, readonly number[]>> = {
    driver: [0],
    goto: range(1, acceleratorsFrom),
    accelerator: range(acceleratorsFrom, last),
    result: [last],
  };
  const flow = groups.goto.slice(-1);
  const breakthrough = groups.accelerator.slice(-1);
  return {
    count,
    countWord: COUNT_WORDS[count] ?? String(count),
    roles: range(0, count).map((slot) => VALUE_ROLES.find((role) => groups[role].includes(slot)) ?? 'result'),
    groups,
    liveColumns: [
      [
        {
          key: 'idealEnvironment',
          label: 'Ideal Environment I Create',
          role: 'driver',
          slots: groups.driver,
        },
        { key: 'direction', label: 'Direction & Possibilities', role: 'result', slots: groups.result },
      ],
      [
        { key: 'relating', label: 'Relating With Others', role: 'goto', slots: groups.goto.slice(0, -1) },
        { key: 'flow', label: 'Co-creating With Flow', role: 'goto', slots: flow },
      ],
      [
        {
          key: 'initiate',
          label: 'How I Initiate',
          role: 'accelerator',
          slots: groups.accelerator.slice(0, -1),
        },
        { key: 'breakthroughs', label: 'Creating Breakthroughs', role: 'accelerator', slots: breakthrough },
      ],
    ],
    teamOutputSlots: {
      driver: groups.driver,
      result: groups.result,
      goto: groups.goto,
      environmentForFlow: flow,
      accelerators: groups.accelerator,
      energyForBreakthrough: breakthrough,
    },
    teamOutput: TEAM_OUTPUT,
  };
};

/** The product's layout: {@link VALUE_COUNT} values. */
export const VALUE_LAYOUT: ValueLayout = valueLayout(VALUE_COUNT);

/** The role of a slot; a slot past the end counts as the Result Value, as the last one does. */
export const roleOfSlot = (layout: ValueLayout, slot: number): ValueRole => layout.roles[slot] ?? 'result';
