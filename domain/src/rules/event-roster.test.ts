import { describe, expect, it } from 'vitest';
import {
  appendParticipant,
  firstDuplicate,
  markEmailsSent,
  unsentPositions,
  withoutParticipant,
} from './event-roster.ts';

describe('appendParticipant', () => {
  it('appends the uid with an unsent flag at the same position', () => {
    const event = { eid: 'e1', participants: ['a', 'b'], emailsSent: [true, false] };
    expect(appendParticipant(event, 'c')).toEqual({
      eid: 'e1',
      participants: ['a', 'b', 'c'],
      emailsSent: [true, false, false],
    });
  });

  it('realigns a flag list that is shorter or longer than the participants', () => {
    expect(appendParticipant({ participants: ['a', 'b'], emailsSent: [true] }, 'c').emailsSent).toEqual([
      true,
      false,
      false,
    ]);
    expect(appendParticipant({ participants: ['a'], emailsSent: [true, true] }, 'c').emailsSent).toEqual([
      true,
      false,
    ]);
  });
});

describe('withoutParticipant', () => {
  it('removes the participant and their emailsSent flag, keeping the rest aligned', () => {
    const event = { eid: 'e1', participants: ['a', 'b', 'c'], emailsSent: [true, false, true] };
    expect(withoutParticipant(event, 'b')).toEqual({
      eid: 'e1',
      participants: ['a', 'c'],
      emailsSent: [true, true],
    });
  });

  it('leaves an event without that participant as it was', () => {
    const event = { participants: ['a'], emailsSent: [true] };
    expect(withoutParticipant(event, 'z')).toEqual(event);
  });
});

describe('unsentPositions', () => {
  it('lists the positions whose logon email is not sent, missing flags counting as unsent', () => {
    expect(unsentPositions({ participants: ['a', 'b', 'c', 'd'], emailsSent: [true, false, true] })).toEqual([
      1, 3,
    ]);
  });
});

describe('markEmailsSent', () => {
  it('sets the flags at the given positions and keeps the others', () => {
    const event = { participants: ['a', 'b', 'c'], emailsSent: [true, false, false] };
    expect(markEmailsSent(event, [2])).toEqual({
      participants: ['a', 'b', 'c'],
      emailsSent: [true, false, true],
    });
  });
});

describe('firstDuplicate', () => {
  it('finds the first uid listed twice', () => {
    expect(firstDuplicate(['a', 'b', 'a', 'b'])).toBe('a');
  });

  it('is null when every uid is distinct', () => {
    expect(firstDuplicate(['a', 'b'])).toBeNull();
    expect(firstDuplicate([])).toBeNull();
  });
});
