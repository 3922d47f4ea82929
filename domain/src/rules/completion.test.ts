import { describe, expect, it } from 'vitest';
import { NOTHING_COMPLETED, type ResponseCompleted } from '../model/user.ts';
import { hasAnyStepComplete, markCompleted } from './completion.ts';

describe('markCompleted', () => {
  it.each([
    [0, [true, false, false, false]],
    [1, [false, true, false, false]],
    [2, [false, false, true, false]],
    [3, [false, false, false, true]],
  ])('mark %d completes step %d+1 only', (mark, expected) => {
    expect(markCompleted(NOTHING_COMPLETED, mark)).toEqual(expected);
  });

  it('keeps steps already complete and is idempotent', () => {
    const some: ResponseCompleted = [true, false, true, false];
    expect(markCompleted(some, 1)).toEqual([true, true, true, false]);
    expect(markCompleted(some, 2)).toEqual(some);
  });

  it('returns a new list and leaves the given one unchanged', () => {
    const before: ResponseCompleted = [false, false, false, false];
    const after = markCompleted(before, 0);
    expect(after).not.toBe(before);
    expect(before).toEqual([false, false, false, false]);
  });

  it.each([4, -1, 0.5, Number.NaN])('refuses mark %d', (mark) => {
    expect(() => markCompleted(NOTHING_COMPLETED, mark)).toThrow(
      expect.objectContaining({
        kind: 'invalid',
        code: 'RESPONSE.BAD_MARK',
        message: 'completedMark must be 0, 1, 2 or 3',
      }),
    );
  });
});

describe('hasAnyStepComplete', () => {
  it('is false with nothing complete and true with any step complete', () => {
    expect(hasAnyStepComplete(NOTHING_COMPLETED)).toBe(false);
    expect(hasAnyStepComplete([false, false, false, true])).toBe(true);
    expect(hasAnyStepComplete([true, true, true, true])).toBe(true);
  });
});
