import { describe, expect, it } from 'vitest';
import { withoutParticipant } from './event-roster.ts';

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
