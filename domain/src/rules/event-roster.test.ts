import { describe, expect, it } from 'vitest';
import {
  appendParticipant,
  firstDuplicate,
  logonEmailStates,
  markEmailsRequested,
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

describe('logonEmailStates', () => {
  it('combines each flag with the delivery of that participant, a missing flag counting as never asked', () => {
    const roster = { participants: ['a', 'b', 'c', 'd', 'e'], emailsSent: [true, false, true, true] };
    const deliveries = new Map([
      ['a', { status: 'queued' }],
      ['b', { status: 'sent' }],
      ['c', { status: 'failed' }],
    ] as const);
    expect(logonEmailStates(roster, deliveries)).toEqual([
      'queued',
      'not-sent',
      'failed',
      'sent',
      'not-sent',
    ]);
  });
});

describe('markEmailsRequested', () => {
  it('sets the flags at the given positions and keeps the others', () => {
    const event = { participants: ['a', 'b', 'c'], emailsSent: [true, false, false] };
    expect(markEmailsRequested(event, [2])).toEqual({
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
