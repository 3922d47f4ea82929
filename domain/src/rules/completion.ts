import { invalid } from '../errors/domain-error.ts';
import type { ResponseCompleted } from '../model/user.ts';
import { defineMessage } from './message-descriptor.ts';

export const COMPLETED_MARKS = [0, 1, 2, 3] as const;
/** 0 Identify, 1 Define, 2 Rank, 3 % Lived. */
export type CompletedMark = (typeof COMPLETED_MARKS)[number];

/** Saving with completedMark k marks pre-work step k+1 complete: responseCompleted[k]. */
export const markCompleted = (completed: ResponseCompleted, mark: number): ResponseCompleted => {
  if (!COMPLETED_MARKS.includes(mark as CompletedMark)) {
    throw invalid(
      'RESPONSE.BAD_MARK',
      defineMessage({ id: 'error.response.badMark', defaultMessage: 'completedMark must be 0, 1, 2 or 3' }),
    );
  }
  return completed.map((done, i) => done || i === mark) as unknown as ResponseCompleted;
};

/** Whether any pre-work step is complete: what printing an output needs (spec 2.9). */
export const hasAnyStepComplete = (completed: readonly boolean[]): boolean => completed.some(Boolean);
