import type { ChosenValue } from '@vs/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  acceptPercentInput,
  chosenValues,
  documentTitleOf,
  entryIds,
  identifyCells,
  moveValue,
  overSelectionNote,
  pageTitleOf,
  resumeIndex,
  selectionCounter,
} from './wizard-logic.ts';

const intl = createIntl({ locale: 'en' });

const lists = (n: number) => ({
  values: Array.from({ length: n }, (_, i): ChosenValue => ({ value: `V${i}`, originalIndex: i })),
  descriptions: Array.from({ length: n }, (_, i) => `D${i}`),
  percentLived: Array.from({ length: n }, (_, i) => i * 10),
});

describe('selectionCounter', () => {
  it("reads 'N selected (M remaining)' with M = 10 - N", () => {
    expect(selectionCounter(0, intl)).toBe('0 selected (10 remaining)');
    expect(selectionCounter(3, intl)).toBe('3 selected (7 remaining)');
    expect(selectionCounter(10, intl)).toBe('10 selected (0 remaining)');
  });

  it('never shows a negative remainder above 10, and says how many to untick', () => {
    expect(selectionCounter(13, intl)).toBe('13 selected (0 remaining)');
    expect(overSelectionNote(13, intl)).toBe('Untick 3 values to keep exactly 10.');
    expect(overSelectionNote(11, intl)).toBe('Untick 1 value to keep exactly 10.');
    expect(overSelectionNote(10, intl)).toBeNull();
  });
});

describe('acceptPercentInput', () => {
  it('accepts empty and digits from 0 to 100', () => {
    expect(acceptPercentInput('50', '')).toBe('');
    expect(acceptPercentInput('', '0')).toBe('0');
    expect(acceptPercentInput('10', '100')).toBe('100');
    expect(acceptPercentInput('', '07')).toBe('7');
  });

  it('keeps the prior value for anything above 100 or not made of digits', () => {
    expect(acceptPercentInput('10', '101')).toBe('10');
    expect(acceptPercentInput('10', '1000')).toBe('10');
    for (const typed of ['-1', '5.5', '5a', ' 5', '1e2']) expect(acceptPercentInput('5', typed)).toBe('5');
  });
});

describe('moveValue', () => {
  it('moves a value to another rank and keeps its definition and percent with it', () => {
    const moved = moveValue(lists(10), 0, 3);
    expect(moved.values.map((v) => v.value)).toEqual([
      'V1',
      'V2',
      'V3',
      'V0',
      'V4',
      'V5',
      'V6',
      'V7',
      'V8',
      'V9',
    ]);
    expect(moved.descriptions).toEqual(['D1', 'D2', 'D3', 'D0', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9']);
    expect(moved.percentLived).toEqual([10, 20, 30, 0, 40, 50, 60, 70, 80, 90]);
  });

  it('moves upwards too and leaves the lists alone when nothing moves', () => {
    const original = lists(10);
    const moved = moveValue(original, 9, 0);
    expect(moved.values[0]).toEqual({ value: 'V9', originalIndex: 9 });
    expect(moved.descriptions[0]).toBe('D9');
    expect(moved.percentLived[0]).toBe(90);
    expect(moveValue(original, 4, 4)).toBe(original);
  });
});

describe('resumeIndex', () => {
  it('starts a participant with nothing done at the agreement', () => {
    expect(resumeIndex([false, false, false, false], false)).toBe(0);
    expect(resumeIndex(null, false)).toBe(0);
  });

  it('resumes at the first incomplete step (wizard indexes 3-6)', () => {
    expect(resumeIndex([true, false, false, false], false)).toBe(4);
    expect(resumeIndex([true, true, false, false], false)).toBe(5);
    expect(resumeIndex([true, true, true, false], false)).toBe(6);
    expect(resumeIndex([true, false, true, false], false)).toBe(4);
  });

  it('opens the completion page when every step is done', () => {
    expect(resumeIndex([true, true, true, true], false)).toBe(7);
  });

  it('starts a Guide acting on a participant at index 2 or later', () => {
    expect(resumeIndex([false, false, false, false], true)).toBe(2);
    expect(resumeIndex(null, true)).toBe(2);
    expect(resumeIndex([true, true, false, false], true)).toBe(5);
  });
});

describe('page titles (spec 2.2 Flow B)', () => {
  it('names each index as the spec does', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((i) => pageTitleOf(i, 'Values System', intl))).toEqual([
      'Values System',
      'Introduction',
      'Step 1 (of 4)',
      'Step 1 (of 4)',
      'Step 2 (of 4)',
      'Step 3 (of 4)',
      'Step 4 (of 4)',
      '',
    ]);
  });

  it('puts the page title before the product title in the browser tab', () => {
    expect(documentTitleOf(0, 'Values System', intl)).toBe('Values System');
    expect(documentTitleOf(4, 'Values System', intl)).toBe('Step 2 (of 4) | Values System');
    expect(documentTitleOf(7, 'Values System', intl)).toBe('Values System');
  });
});

describe('identifyCells and chosenValues', () => {
  const original = ['Abundance', 'Balance', 'Calm', 'Drive'];

  it('ticks saved values in the box of their default, reworded, and appends written-in ones', () => {
    const cells = identifyCells(original, { values: ['Deep calm', 'Family'], originalIndexes: [2, -1] });
    expect(cells).toEqual([
      { value: 'Abundance', originalIndex: 0, checked: false },
      { value: 'Balance', originalIndex: 1, checked: false },
      { value: 'Deep calm', originalIndex: 2, checked: true },
      { value: 'Drive', originalIndex: 3, checked: false },
      { value: 'Family', originalIndex: -1, checked: true },
    ]);
  });

  it('keeps the saved order of values still chosen and adds new ticks after them in grid order', () => {
    const cells = identifyCells(original, {
      values: ['Drive', 'Family', 'Balance'],
      originalIndexes: [3, -1, 1],
    })
      .map((cell) => (cell.originalIndex === 0 ? { ...cell, checked: true, value: ' Plenty ' } : cell))
      .map((cell) => (cell.originalIndex === 1 ? { ...cell, checked: false } : cell));
    const saved = [
      { value: 'Drive', originalIndex: 3 },
      { value: 'Family', originalIndex: -1 },
      { value: 'Balance', originalIndex: 1 },
    ];
    expect(chosenValues(cells, saved)).toEqual([
      { value: 'Drive', originalIndex: 3 },
      { value: 'Family', originalIndex: -1 },
      { value: 'Plenty', originalIndex: 0 },
    ]);
  });
});

describe('entryIds', () => {
  it('gives each entry an id that travels with it, keeping identical written-in values apart', () => {
    const values = [
      { value: 'Calm', originalIndex: 2 },
      { value: 'Family', originalIndex: -1 },
      { value: 'Family', originalIndex: -1 },
    ];
    expect(entryIds(values)).toEqual(['d2#0', 'wFamily#0', 'wFamily#1']);
    expect(new Set(entryIds(moveValue({ ...lists(10) }, 1, 5).values)).size).toBe(10);
  });
});
