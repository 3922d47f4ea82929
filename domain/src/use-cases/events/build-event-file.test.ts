import { describe, expect, it, vi } from 'vitest';
import { emptyMeaningfulWork } from '../../model/meaningful-work.ts';
import { makeEvent, makeResponse, makeUser } from '../../testing/index.ts';
import { eventFileOf } from './build-event-file.ts';
import { insertUsers, setUp } from './test-support.ts';

describe('eventFileOf', () => {
  it('holds the event, its facilitator and every participant with all their work', async () => {
    const { deps, guide, participant, event } = await setUp();
    const second = makeUser({ forename: 'Sam', surname: 'Second', eventId: event.eid, mwEnabled: true });
    await insertUsers(deps.store, second);
    const withSecond = { ...event, participants: [participant.uid, second.uid], emailsSent: [true, false] };
    await deps.store.events.update(withSecond);
    const prework = makeResponse(participant.uid, 'prework');
    const live = {
      ...makeResponse(participant.uid, 'live'),
      descriptions: prework.descriptions.map((d) => `${d}!`),
    };
    const meaningfulWork = { ...emptyMeaningfulWork(), 'driver-value': 'Value 1' };
    await deps.store.responses.save(prework);
    await deps.store.responses.save(live);
    await deps.store.meaningfulWork.save(participant.uid, meaningfulWork);

    const file = await eventFileOf(deps.store, withSecond);

    expect(file.version).toBe(1);
    expect(file.event).toEqual({
      eid: event.eid,
      eventName: 'Spring Workshop',
      eventDate: '2026-06-10',
      accessClose: '2026-07-10',
      eventType: 'Reg',
      sessionAccess: 'Pre-work',
      facilitator: { forename: guide.forename, surname: guide.surname },
    });
    expect(file.participants).toEqual([
      {
        uid: participant.uid,
        forename: 'Paula',
        surname: 'Part',
        email: participant.email,
        accessLevel: 0,
        mwEnabled: false,
        responseCompleted: [false, false, false, false],
        emailSent: true,
        prework: {
          values: prework.values,
          descriptions: prework.descriptions,
          percentLived: prework.percentLived,
        },
        live: { values: live.values, descriptions: live.descriptions, percentLived: live.percentLived },
        meaningfulWork,
        language: 'en',
      },
      expect.objectContaining({
        uid: second.uid,
        mwEnabled: true,
        emailSent: false,
        prework: null,
        live: null,
        meaningfulWork: null,
      }),
    ]);
  });

  it("records the language each participant's PDFs are written in: theirs, else the event's", async () => {
    const { deps, participant, event } = await setUp();
    const german = makeUser({ forename: 'Greta', surname: 'Deutsch', eventId: event.eid, language: 'de' });
    await insertUsers(deps.store, german);
    const french = { ...event, language: 'fr' as const, participants: [participant.uid, german.uid] };
    const file = await eventFileOf(deps.store, { ...french, emailsSent: [false, false] });
    expect(file.participants.map((p) => p.language)).toEqual(['fr', 'de']);
  });

  it('reads users and each kind of response in one query each', async () => {
    const { deps, event } = await setUp();
    const findByIds = vi.spyOn(deps.store.users, 'findByIds');
    const findForUsers = vi.spyOn(deps.store.responses, 'findForUsers');
    const find = vi.spyOn(deps.store.responses, 'find');
    await eventFileOf(deps.store, event);
    expect(findByIds).toHaveBeenCalledTimes(1);
    expect(findForUsers).toHaveBeenCalledTimes(2);
    expect(find).not.toHaveBeenCalled();
  });

  it('leaves out participants whose account is gone and names a missing facilitator blank', async () => {
    const { deps } = await setUp();
    const event = makeEvent({
      facilitatorId: 'deleted-guide',
      participants: ['deleted-user'],
      emailsSent: [true],
    });
    await deps.store.events.insert(event);
    const file = await eventFileOf(deps.store, event);
    expect(file.event.facilitator).toEqual({ forename: '', surname: '' });
    expect(file.participants).toEqual([]);
  });
});
