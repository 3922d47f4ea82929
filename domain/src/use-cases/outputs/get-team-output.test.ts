import { describe, expect, it, vi } from 'vitest';
import { valueCatalogue } from '../../data/value-catalogue.ts';
import { actorOf } from '../../model/actor.ts';
import { makeEvent, makeResponse, makeUser } from '../../testing/index.ts';
import { date, insertUsers, setToday, setUp } from '../events/test-support.ts';
import { saveResponse } from '../responses/save-response.ts';
import { getTeamOutput } from './get-team-output.ts';

const VALUES = Array.from({ length: 10 }, (_, i) => `Value ${i + 1}`);
const DESCRIPTIONS = Array.from({ length: 10 }, (_, i) => `D${i + 1}`);

describe('getTeamOutput', () => {
  it('shows live values where they exist, else pre-work, else empty lists', async () => {
    const { deps, as, guide, participant, event } = await setUp();
    const preworkOnly = makeUser({
      forename: 'Pre',
      surname: 'Only',
      eventId: event.eid,
      responseCompleted: [true, true, true, true],
    });
    const nothing = makeUser({ forename: 'No', surname: 'Thing', eventId: event.eid });
    await insertUsers(deps.store, preworkOnly, nothing);
    await deps.store.events.update({
      ...event,
      participants: [participant.uid, preworkOnly.uid, nothing.uid, 'deleted-user'],
      emailsSent: [false, false, false, false],
    });
    const live = makeResponse(participant.uid, 'live');
    await deps.store.responses.save(makeResponse(participant.uid, 'prework'));
    await deps.store.responses.save({
      ...live,
      values: [...live.values].reverse(),
      percentLived: Array(10).fill(100),
    });
    await deps.store.responses.save(makeResponse(preworkOnly.uid, 'prework'));

    expect(await getTeamOutput(deps, as.guide)).toEqual([
      {
        eid: event.eid,
        eventName: 'Spring Workshop',
        sessionAccess: 'Pre-work',
        participants: [
          {
            uid: participant.uid,
            forename: 'Paula',
            surname: 'Part',
            values: [...VALUES].reverse(),
            originalIndexes: [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
            descriptions: DESCRIPTIONS,
            alignment: 100,
          },
          {
            uid: preworkOnly.uid,
            forename: 'Pre',
            surname: 'Only',
            values: VALUES,
            originalIndexes: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
            descriptions: DESCRIPTIONS,
            // makeResponse rates rank r at 10r %.
            alignment: 40,
          },
          {
            uid: nothing.uid,
            forename: 'No',
            surname: 'Thing',
            values: [],
            originalIndexes: [],
            descriptions: [],
            alignment: null,
          },
        ],
        // Of those with values rated.
        averageAlignment: 70,
      },
    ]);
    expect(guide.uid).toBe(event.facilitatorId);
  });

  it('names a value a German and an English participant share alike, so it counts once by index', async () => {
    const { deps, as, participant, event } = await setUp();
    const german = makeUser({ forename: 'Greta', surname: 'Deutsch', eventId: event.eid, language: 'de' });
    await insertUsers(deps.store, german);
    await deps.store.events.update({
      ...event,
      participants: [participant.uid, german.uid],
      emailsSent: [false, false],
    });
    // Each picks Achievement (originalIndex 3) in their own language; the English one writes a value of their own.
    const named = (language: 'en' | 'de', indexes: number[]) =>
      indexes.map((i) => ({ value: valueCatalogue(language)[i]?.value ?? '', originalIndex: i }));
    const englishIndexes = [3, 10, 11, 12, 13, 14, 15, 16, 17];
    const germanIndexes = [4, 3, 20, 21, 22, 23, 24, 25, 26, 27];
    const lists = { descriptions: Array(10).fill('Why'), percentLived: Array(10).fill(50) };
    await saveResponse(deps, actorOf(participant), {
      ...lists,
      prework: true,
      values: [...named('en', englishIndexes), { value: 'Kindness to strangers', originalIndex: -1 }],
    });
    await saveResponse(deps, actorOf(german), {
      ...lists,
      prework: true,
      values: named('de', germanIndexes),
    });
    expect(named('de', [3])).toEqual([{ value: 'Leistung', originalIndex: 3 }]);
    const [team] = await getTeamOutput(deps, as.guide);
    expect(team?.participants.map(({ values, originalIndexes }) => ({ values, originalIndexes }))).toEqual([
      {
        values: [...named('en', englishIndexes).map((v) => v.value), 'Kindness to strangers'],
        originalIndexes: [...englishIndexes, -1],
      },
      { values: named('en', germanIndexes).map((v) => v.value), originalIndexes: germanIndexes },
    ]);
    expect(team?.participants[1]?.values[1]).toBe('Achievement');
    const counts = new Map<number, number>();
    for (const index of team?.participants.flatMap((p) => p.originalIndexes) ?? [])
      if (index >= 0) counts.set(index, (counts.get(index) ?? 0) + 1);
    expect(counts.get(3)).toBe(2);
  });

  it('gives no alignment for pre-work not rated yet, and no average when nobody has one', async () => {
    const { deps, as, participant } = await setUp();
    await deps.store.responses.save(makeResponse(participant.uid, 'prework'));
    await deps.store.users.update({ ...participant, responseCompleted: [true, true, true, false] });
    const [own] = await getTeamOutput(deps, as.guide);
    expect(own?.participants.map((p) => p.alignment)).toEqual([null]);
    expect(own?.averageAlignment).toBeNull();
  });

  it('reads every event in three queries however many there are', async () => {
    const { deps, as } = await setUp();
    const findByIds = vi.spyOn(deps.store.users, 'findByIds');
    const findForUsers = vi.spyOn(deps.store.responses, 'findForUsers');
    const find = vi.spyOn(deps.store.responses, 'find');
    expect(await getTeamOutput(deps, as.admin)).toHaveLength(2);
    expect(findByIds).toHaveBeenCalledTimes(1);
    expect(findForUsers).toHaveBeenCalledTimes(2);
    expect(find).not.toHaveBeenCalled();
  });

  it('lists only active events, newest first', async () => {
    const { deps, as, guide } = await setUp();
    await deps.store.events.insert(
      makeEvent({ facilitatorId: guide.uid, eventName: 'Later', eventDate: date('2026-06-20') }),
    );
    await deps.store.events.insert(
      makeEvent({
        facilitatorId: guide.uid,
        eventName: 'Closed',
        state: 'closed',
        closedOn: date('2026-05-30'),
      }),
    );
    expect((await getTeamOutput(deps, as.guide)).map((e) => e.eventName)).toEqual([
      'Later',
      'Spring Workshop',
    ]);
    setToday(deps, '2026-07-11');
    expect(await getTeamOutput(deps, as.guide)).toEqual([]);
  });

  it('keeps other Guides’ events out of a Guide’s team output', async () => {
    const { deps, as } = await setUp();
    expect((await getTeamOutput(deps, as.otherGuide)).map((e) => e.eventName)).toEqual(['Other Workshop']);
  });

  it("narrows to one organisation's events when asked", async () => {
    const { deps, as, guide } = await setUp();
    const acme = '20000000-0000-4000-8000-0000000000ac';
    await deps.store.events.insert(
      makeEvent({ facilitatorId: guide.uid, eventName: 'Acme Day', orgId: acme }),
    );
    expect((await getTeamOutput(deps, as.admin, { orgId: acme })).map((e) => e.eventName)).toEqual([
      'Acme Day',
    ]);
    expect(await getTeamOutput(deps, as.guide, { orgId: acme })).toEqual([]);
  });

  it('refuses a participant', async () => {
    const { deps, as } = await setUp();
    await expect(getTeamOutput(deps, as.participant)).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
