import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_TEMPLATE } from '../data/default-email-template.ts';
import { wordsIn } from '../errors/error-words.ts';
import { makeResponse } from '../testing/index.ts';
import { meaningfulWorkDefaults } from './meaningful-work-defaults.ts';
import { EXACT_COUNT_MESSAGE, exactCountMessage, listsMisalignedMessage } from './response-lists.ts';
import {
  roleOfSlot,
  VALUE_COUNT,
  VALUE_LAYOUT,
  VALUE_ROLES,
  type ValueLayout,
  valueLayout,
} from './value-layout.ts';

const slotsOf = (layout: ValueLayout) => layout.liveColumns.flat().flatMap((section) => section.slots);
const sorted = (slots: readonly number[]) => [...slots].sort((a, b) => a - b);
const allSlots = (count: number) => Array.from({ length: count }, (_, slot) => slot);

describe('VALUE_LAYOUT', () => {
  it('holds the product’s ten values: driver 1, go-to 2-5, accelerator 6-9, result 10', () => {
    expect(VALUE_COUNT).toBe(10);
    expect(VALUE_LAYOUT.count).toBe(10);
    expect(VALUE_LAYOUT.countWord).toBe('ten');
    expect(VALUE_LAYOUT.groups).toEqual({
      driver: [0],
      goto: [1, 2, 3, 4],
      accelerator: [5, 6, 7, 8],
      result: [9],
    });
    expect(VALUE_LAYOUT.roles).toEqual([
      'driver',
      'goto',
      'goto',
      'goto',
      'goto',
      'accelerator',
      'accelerator',
      'accelerator',
      'accelerator',
      'result',
    ]);
  });

  it('labels the live output’s three columns as spec 2.16 writes them', () => {
    expect(
      VALUE_LAYOUT.liveColumns.map((column) =>
        column.map(({ label, role, slots }) => ({ label, role, slots })),
      ),
    ).toEqual([
      [
        { label: 'Ideal Environment I Create', role: 'driver', slots: [0] },
        { label: 'Direction & Possibilities', role: 'result', slots: [9] },
      ],
      [
        { label: 'Relating With Others', role: 'goto', slots: [1, 2, 3] },
        { label: 'Co-creating With Flow', role: 'goto', slots: [4] },
      ],
      [
        { label: 'How I Initiate', role: 'accelerator', slots: [5, 6, 7] },
        { label: 'Creating Breakthroughs', role: 'accelerator', slots: [8] },
      ],
    ]);
  });

  // Moved from frontends/print's live-columns.test.ts with the columns themselves.
  it('places each of the ten slots in exactly one section', () => {
    expect(sorted(slotsOf(VALUE_LAYOUT))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('colours each section by the role of its slots', () => {
    for (const section of VALUE_LAYOUT.liveColumns.flat()) {
      for (const slot of section.slots) expect(roleOfSlot(VALUE_LAYOUT, slot)).toBe(section.role);
    }
  });

  it('places the team output’s fields as spec 2.14 says, under its headings and sub-headings', () => {
    expect(VALUE_LAYOUT.teamOutputSlots).toEqual({
      driver: [0],
      result: [9],
      goto: [1, 2, 3, 4],
      environmentForFlow: [4],
      accelerators: [5, 6, 7, 8],
      energyForBreakthrough: [8],
    });
    expect(VALUE_LAYOUT.teamOutput.map((group) => group.heading)).toEqual([
      'Driver Value',
      'Result Value',
      'GoTo Values',
      'Accelerator Values',
    ]);
    expect(
      VALUE_LAYOUT.teamOutput.flatMap((group) => group.columns.map((column) => column.subHeading)),
    ).toEqual([
      'Being',
      'Possibility',
      'GoTo Values',
      'Environment for Flow',
      'Accelerator Values',
      'Energy for Breakthrough',
    ]);
  });

  it('builds the count into the copy', () => {
    expect(EXACT_COUNT_MESSAGE).toBe('Please choose exactly 10 values');
    expect(DEFAULT_EMAIL_TEMPLATE.body).toContain('rank and rate your top 10 values.');
  });
});

describe('valueLayout(count)', () => {
  const twelve = valueLayout(12);

  it('keeps one Driver and one Result value and splits the rest between Go To and Accelerator', () => {
    expect(twelve.count).toBe(12);
    expect(twelve.countWord).toBe('twelve');
    expect(twelve.groups).toEqual({
      driver: [0],
      goto: [1, 2, 3, 4, 5],
      accelerator: [6, 7, 8, 9, 10],
      result: [11],
    });
    expect(VALUE_ROLES.flatMap((role) => twelve.groups[role])).toEqual(allSlots(12));
  });

  it('gives Go To the larger half of an odd split', () => {
    expect(valueLayout(11).groups).toEqual({
      driver: [0],
      goto: [1, 2, 3, 4, 5],
      accelerator: [6, 7, 8, 9],
      result: [10],
    });
  });

  it('places every slot in exactly one live section, the last Go To and Accelerator values apart', () => {
    for (const count of [4, 7, 10, 12, 20]) {
      const layout = valueLayout(count);
      expect(sorted(slotsOf(layout))).toEqual(allSlots(count));
      for (const section of layout.liveColumns.flat()) {
        for (const slot of section.slots) expect(roleOfSlot(layout, slot)).toBe(section.role);
      }
    }
    expect(twelve.liveColumns.map((column) => column.map((section) => section.slots))).toEqual([
      [[0], [11]],
      [[1, 2, 3, 4], [5]],
      [[6, 7, 8, 9], [10]],
    ]);
  });

  it('scales the team output the same way', () => {
    expect(twelve.teamOutputSlots).toEqual({
      driver: [0],
      result: [11],
      goto: [1, 2, 3, 4, 5],
      environmentForFlow: [5],
      accelerators: [6, 7, 8, 9, 10],
      energyForBreakthrough: [10],
    });
    expect(twelve.teamOutput).toBe(VALUE_LAYOUT.teamOutput);
  });

  it('fills the Meaningful Work defaults from the layout’s roles', () => {
    const prework = {
      values: allSlots(12).map((slot) => ({ value: `Value ${slot + 1}`, originalIndex: slot })),
      descriptions: allSlots(12).map((slot) => `D${slot + 1}`),
    };
    expect(meaningfulWorkDefaults(prework, twelve)).toMatchObject({
      'driver-value': 'Value 1',
      'driver-desc': 'D1',
      'result-value': 'Value 12',
      'result-desc': 'D12',
      'accelerator-0-value': 'Value 7',
      'accelerator-1-value': 'Value 8',
      'accelerator-2-value': 'Value 9',
      'accelerator-3-value': 'Value 10',
    });
    expect(meaningfulWorkDefaults(makeResponse('u1'))).toEqual(
      meaningfulWorkDefaults(makeResponse('u1'), VALUE_LAYOUT),
    );
  });

  it('leaves an accelerator box empty when the layout has fewer than four accelerators', () => {
    const six = valueLayout(6);
    const prework = {
      values: allSlots(6).map((slot) => ({ value: `V${slot + 1}`, originalIndex: slot })),
      descriptions: [],
    };
    const defaults = meaningfulWorkDefaults(prework, six);
    expect([
      defaults['accelerator-0-value'],
      defaults['accelerator-1-value'],
      defaults['accelerator-2-value'],
    ]).toEqual(['V4', 'V5', '']);
    expect(defaults['result-value']).toBe('V6');
  });

  it('builds the count into the copy', () => {
    expect(wordsIn('en', exactCountMessage(twelve))).toBe('Please choose exactly 12 values');
    expect(wordsIn('en', listsMisalignedMessage(twelve))).toBe(
      'Values, descriptions and percent lived must each have 12 entries',
    );
  });

  it.each([3, 21, 10.5, Number.NaN])('refuses a count of %s', (count) => {
    expect(() => valueLayout(count)).toThrow(RangeError);
  });
});
