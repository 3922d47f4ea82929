import {
  applyIdentifyStep,
  type ChosenValue,
  EXACT_COUNT_MESSAGE,
  ORIGINAL_VALUES,
  PERCENT_LIVED_MESSAGE,
  type ResponseLists,
  VALUE_COUNT,
} from '@vs/domain';
import { listsOf, type ValuesReply } from '../api/queries.ts';
import type { ValuesSave } from '../api/saves.ts';
import { type Cell, chosenValues, countChecked, identifyCells, markOf, STEP } from './wizard-logic.ts';

/** What the server holds, as the wizard works with it. */
export interface Saved {
  readonly originalValues: readonly string[];
  readonly lists: ResponseLists;
  /**
   * Whether the percents lived are the participant's own (step 4 saved once); until then they are
   * the defaults (spec 9: 100), which step 4 shows as not rated.
   */
  readonly rated: boolean;
}

/**
 * The pre-work reply (it always lists the original values); null when it could not be loaded.
 * `rated`: step 4 is complete (the user's responseCompleted[3]).
 */
export const savedFrom = (view: ValuesReply | null, rated: boolean): Saved =>
  view === null
    ? { originalValues: ORIGINAL_VALUES, lists: { values: [], descriptions: [], percentLived: [] }, rated }
    : { originalValues: view.originalValues ?? ORIGINAL_VALUES, lists: listsOf(view), rated };

/**
 * The saved values as the viewer reads them: the default values (the Identify list and the chosen
 * ones) in the viewer's language by their originalIndex; values the participant wrote as written.
 * A save sends these names back with their indexes, and the server stores them by index.
 */
export const localised = (
  saved: Saved,
  nameOf: (originalIndex: number, stored: string) => string,
): Saved => ({
  ...saved,
  originalValues: saved.originalValues.map((name, i) => nameOf(i, name)),
  lists: {
    ...saved.lists,
    values: saved.lists.values.map((v) => ({ ...v, value: nameOf(v.originalIndex, v.value) })),
  },
});

/** The edits on screen for each data step (what a draft keeps). */
export type Edits =
  | { readonly step: typeof STEP.identify; readonly cells: readonly Cell[] }
  | {
      readonly step: typeof STEP.define;
      readonly labels: readonly string[];
      readonly descriptions: readonly string[];
    }
  | { readonly step: typeof STEP.rank; readonly lists: ResponseLists }
  | { readonly step: typeof STEP.lived; readonly percents: readonly string[] };

export type DataStep = Edits['step'];

/** The edits a data step starts from: exactly what is saved. */
export const editsFrom = (step: DataStep, saved: Saved): Edits => {
  const { values, descriptions, percentLived } = saved.lists;
  switch (step) {
    case STEP.identify:
      return {
        step,
        cells: identifyCells(saved.originalValues, {
          values: values.map((v) => v.value),
          originalIndexes: values.map((v) => v.originalIndex),
        }),
      };
    case STEP.define:
      return { step, labels: values.map((v) => v.value), descriptions };
    case STEP.rank:
      return { step, lists: saved.lists };
    case STEP.lived:
      // Not rated yet: every box starts empty and the save waits for all ten.
      return { step, percents: percentLived.map((percent) => (saved.rated ? String(percent) : '')) };
  }
};

export type Prepared =
  | { readonly ok: true; readonly body: ValuesSave; readonly saved: Saved }
  | { readonly ok: false; readonly message: string };

const ready = (saved: Saved, lists: ResponseLists, completedMark: number): Prepared => ({
  ok: true,
  body: { ...lists, completedMark },
  saved: { ...saved, lists },
});

/**
 * The save of a step, checked first: step 1 needs exactly ten ticks (else nothing is sent), step 4
 * a percentage in every box. `saved` is what the server holds once the save succeeds.
 */
export const prepareSave = (edits: Edits, saved: Saved): Prepared => {
  const completedMark = markOf(edits.step);
  const current = saved.lists;
  switch (edits.step) {
    case STEP.identify: {
      if (countChecked(edits.cells) !== VALUE_COUNT) return { ok: false, message: EXACT_COUNT_MESSAGE };
      const values = chosenValues(edits.cells, current.values);
      // The server keeps each still-chosen value's definition and percent the same way.
      const lists = applyIdentifyStep(current, values);
      return { ok: true, body: { values, completedMark }, saved: { ...saved, lists } };
    }
    case STEP.define: {
      const values: ChosenValue[] = current.values.map((entry, i) => ({
        value: (edits.labels[i] ?? entry.value).trim(),
        originalIndex: entry.originalIndex,
      }));
      return ready(saved, { ...current, values, descriptions: edits.descriptions }, completedMark);
    }
    case STEP.rank:
      return ready(saved, edits.lists, completedMark);
    case STEP.lived: {
      if (edits.percents.some((text) => text === '')) return { ok: false, message: PERCENT_LIVED_MESSAGE };
      return ready(
        { ...saved, rated: true },
        { ...current, percentLived: edits.percents.map(Number) },
        completedMark,
      );
    }
  }
};
