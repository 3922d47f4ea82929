import { describe, expect, it } from 'vitest';
import { changedFields, decodeAuditCursor, encodeAuditCursor } from './audit-log.ts';

describe('audit cursors', () => {
  it('decode to what they were encoded from', () => {
    const cursor = { at: new Date('2026-06-01T09:00:00.123Z'), id: '8f0c1a7e-4b7a-4a53-9c1e-2f4d5e6a7b8c' };
    expect(decodeAuditCursor(encodeAuditCursor(cursor))).toEqual(cursor);
  });

  it('refuse anything else', () => {
    for (const text of ['', 'abc', '.id', 'zzzzzzzzzzzzzz.id', 'lq3.', "lq3.id'; drop", 'LQ3.id'])
      expect(decodeAuditCursor(text), text).toBeNull();
  });
});

describe('changedFields', () => {
  it('names the fields whose values differ, in the order asked', () => {
    const before = { a: 1, b: 'x', c: [1, 2] };
    expect(changedFields(before, { a: 2, b: 'x', c: [1, 3] }, ['c', 'b', 'a'])).toEqual(['c', 'a']);
    expect(changedFields(before, { ...before }, ['a', 'b', 'c'])).toEqual([]);
  });
});
