import {
  type ChosenValue,
  hasAnyStepComplete,
  moveEntry,
  PERCENT_LIVED_MAX,
  type ResponseLists,
  VALUE_COUNT,
} from '@vs/domain';
import type { IntlShape } from 'react-intl';
import { preworkMessages } from './prework-messages.ts';

/** The pre-work wizard's pages (spec 2.15, indexes 0-7). */
export const STEP = {
  agreement: 0,
  introduction: 1,
  identifyIntro: 2,
  identify: 3,
  define: 4,
  rank: 5,
  lived: 6,
  completion: 7,
} as const;
export const LAST_STEP = STEP.completion;

/** completedMark k marks pre-work step k+1 done; steps 1-4 sit at wizard indexes 3-6. */
export const markOf = (index: number): number => index - STEP.identify;
export const isDataStep = (index: number): boolean => index >= STEP.identify && index <= STEP.lived;

/** Spec 2.2 Flow B: the page title of each index; the completion page has none. */
export const pageTitleOf = (index: number, productTitle: string, intl: IntlShape): string => {
  if (index === 0) return productTitle;
  if (index === 1) return intl.formatMessage(preworkMessages.introduction);
  const current = [1, 1, 2, 3, 4][index - STEP.identifyIntro];
  return current === undefined ? '' : intl.formatMessage(preworkMessages.stepLine, { current, total: 4 });
};

/** The browser tab: the product title alone on the first page and wherever the spec names none. */
export const documentTitleOf = (index: number, productTitle: string, intl: IntlShape): string => {
  const page = pageTitleOf(index, productTitle, intl);
  return page === '' || page === productTitle
    ? productTitle
    : intl.formatMessage(preworkMessages.documentTitle, { page, product: productTitle });
};

/**
 * Where a visit starts: the first incomplete step (all done: the completion page; nothing done:
 * the agreement). A Guide acting on a participant never lands before index 2: the agreement and
 * introduction are the participant's own.
 */
export const resumeIndex = (completed: readonly boolean[] | null, actingOnUser: boolean): number => {
  const first = firstIndex(actingOnUser);
  if (completed === null || !hasAnyStepComplete(completed)) return first;
  const incomplete = completed.indexOf(false);
  return Math.max(first, incomplete === -1 ? STEP.completion : STEP.identify + incomplete);
};

export const firstIndex = (actingOnUser: boolean): number =>
  actingOnUser ? STEP.identifyIntro : STEP.agreement;

/**
 * 'N selected (M remaining)'. Above ten the count keeps rising and nothing remains: the note of
 * {@link overSelectionNote} says how many to untick.
 */
export const selectionCounter = (selected: number, intl: IntlShape): string =>
  intl.formatMessage(preworkMessages.counter, { selected, remaining: Math.max(0, VALUE_COUNT - selected) });

export const overSelectionNote = (selected: number, intl: IntlShape): string | null => {
  const over = selected - VALUE_COUNT;
  if (over <= 0) return null;
  return intl.formatMessage(preworkMessages.overSelection, { over, count: VALUE_COUNT });
};

/** One box of the Identify grid. */
export interface Cell {
  readonly value: string;
  /** Index in the default list; -1 for a value the participant wrote elsewhere (kept at the end). */
  readonly originalIndex: number;
  readonly checked: boolean;
}

export interface SavedValues {
  readonly values: readonly string[];
  readonly originalIndexes: readonly number[];
}

/**
 * The grid: every default value in its place, a chosen one (possibly reworded) ticked in the box
 * of its default; chosen values without a default box follow at the end.
 */
export const identifyCells = (originalValues: readonly string[], saved: SavedValues): Cell[] => {
  const cells: Cell[] = originalValues.map((value, originalIndex) => ({
    value,
    originalIndex,
    checked: false,
  }));
  saved.values.forEach((value, i) => {
    const originalIndex = saved.originalIndexes[i] ?? -1;
    if (originalIndex >= 0 && originalIndex < cells.length)
      cells[originalIndex] = { value, originalIndex, checked: true };
    else cells.push({ value, originalIndex: -1, checked: true });
  });
  return cells;
};

const sameEntry = (a: ChosenValue, b: ChosenValue): boolean =>
  a.originalIndex >= 0 ? a.originalIndex === b.originalIndex : a.value === b.value;

/**
 * The ticked values to save. Values already chosen keep their saved order (so re-visiting step 1
 * does not undo the ranking); newly ticked ones follow in grid order.
 */
export const chosenValues = (cells: readonly Cell[], saved: readonly ChosenValue[]): ChosenValue[] => {
  const chosen = cells
    .filter((cell) => cell.checked)
    .map((cell) => ({ value: cell.value.trim(), originalIndex: cell.originalIndex }));
  const savedPosition = (entry: ChosenValue): number => {
    const at = saved.findIndex((s) => sameEntry(entry, s));
    return at === -1 ? saved.length : at;
  };
  return chosen
    .map((entry, gridOrder) => ({ entry, key: savedPosition(entry), gridOrder }))
    .sort((a, b) => a.key - b.key || a.gridOrder - b.gridOrder)
    .map(({ entry }) => entry);
};

export const countChecked = (cells: readonly Cell[]): number => cells.filter((cell) => cell.checked).length;

/**
 * Percent lived accepts only empty or digits; a value above 100 is refused and the prior text
 * kept (spec 5). Leading zeros are dropped so '007' reads as '7'.
 */
export const acceptPercentInput = (previous: string, typed: string): string => {
  if (typed === '') return '';
  if (!/^\d+$/.test(typed)) return previous;
  const value = Number(typed);
  return value > PERCENT_LIVED_MAX ? previous : String(value);
};

/** Rank: one value moves to another rank and its definition and percent lived move with it. */
export const moveValue = (lists: ResponseLists, from: number, to: number): ResponseLists =>
  from === to ? lists : moveEntry(lists, from, to);

/**
 * Stable ids for the sortable list, derived from the entries themselves so they travel with them;
 * the occurrence count keeps two identical written-in values apart.
 */
export const entryIds = (values: readonly ChosenValue[]): string[] => {
  const seen = new Map<string, number>();
  return values.map((entry) => {
    const base = entry.originalIndex >= 0 ? `d${entry.originalIndex}` : `w${entry.value}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return `${base}#${count}`;
  });
};
