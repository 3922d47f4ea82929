import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ORG_ID } from '../../model/organisation.ts';
import { makeUser } from '../../testing/index.ts';
import { type CreateEventInput, createEvent } from './create-event.ts';
import { date, insertUsers, refusedWithNothingWritten, setUp } from './test-support.ts';

const input = (overrides: Partial<CreateEventInput> = {}): CreateEventInput => ({
  eventName: 'Summer Workshop',
  eventDate: date('2026-06-20'),
  accessClose: date('2026-07-20'),
  eventType: 'Non-reg',
  sessionAccess: 'Live',
  participants: [],
  ...overrides,
});

/** Two participants of the Guide's own making, not in any event yet. */
const withFreeParticipants = async () => {
  const cast = await setUp();
  const first = makeUser({ forename: 'Fay', surname: 'First', createdBy: cast.guide.uid, mwEnabled: true });
  const second = makeUser({ forename: 'Sam', surname: 'Second', createdBy: cast.guide.uid });
  await insertUsers(cast.deps.store, first, second);
  return { ...cast, first, second };
};

describe('createEvent', () => {
  it('creates an open event facilitated by the Guide and places its participants in it', async () => {
    const { deps, as, guide, first, second } = await withFreeParticipants();
    const view = await createEvent(deps, as.guide, input({ participants: [second.uid, first.uid] }));

    expect(view).toMatchObject({
      eventName: 'Summer Workshop',
      eventDate: '2026-06-20',
      accessClose: '2026-07-20',
      eventType: 'Non-reg',
      sessionAccess: 'Live',
      facilitator: { uid: guide.uid, forename: 'Gus', surname: 'Guide' },
      emailsSent: [false, false],
      mwParticipants: 1,
      status: 'active',
    });
    expect(view.participants.map((p) => p.uid)).toEqual([second.uid, first.uid]);
    expect(view.participants[0]).not.toHaveProperty('passwordHash');
    const stored = await deps.store.events.findById(view.eid);
    expect(stored).toMatchObject({
      facilitatorId: guide.uid,
      participants: [second.uid, first.uid],
      emailsSent: [false, false],
      state: 'open',
      closedOn: null,
      createdAt: deps.clock.now(),
    });
    expect((await deps.store.users.findById(first.uid))?.eventId).toBe(view.eid);
    expect((await deps.store.users.findById(second.uid))?.eventId).toBe(view.eid);
  });

  it('loads the participants in one query rather than one per person', async () => {
    const { deps, as, first, second } = await withFreeParticipants();
    const findById = vi.spyOn(deps.store.users, 'findById');
    const findByIds = vi.spyOn(deps.store.users, 'findByIds');
    await createEvent(deps, as.guide, input({ participants: [first.uid, second.uid] }));
    expect(findById).not.toHaveBeenCalled();
    expect(findByIds).toHaveBeenCalledTimes(2);
  });

  it('defaults the access close to one month after the event date', async () => {
    const { deps, as } = await setUp();
    const view = await createEvent(
      deps,
      as.guide,
      input({ eventDate: date('2026-08-31'), accessClose: undefined }),
    );
    expect(view.accessClose).toBe('2026-09-30');
  });

  it('keeps the time zone it is given, UTC when none, and refuses one that is not a zone', async () => {
    const { deps, as } = await setUp();
    const berlin = await createEvent(deps, as.guide, input({ timeZone: 'Europe/Berlin' }));
    expect(berlin.timeZone).toBe('Europe/Berlin');
    expect((await deps.store.events.findById(berlin.eid))?.timeZone).toBe('Europe/Berlin');
    expect((await createEvent(deps, as.guide, input())).timeZone).toBe('UTC');
    await refusedWithNothingWritten(
      deps,
      () => createEvent(deps, as.guide, input({ timeZone: 'Mars/Olympus' })),
      {
        kind: 'invalid',
        code: 'EVENT.BAD_TIME_ZONE',
      },
    );
  });

  it("counts 'today' where the event is: an access close of today in Kiritimati is already past in UTC's yesterday", async () => {
    const { deps, as } = await setUp();
    // 2026-06-20 11:00 UTC is already 21 June in Kiritimati (UTC+14).
    deps.clock.set('2026-06-20T11:00:00.000Z');
    const refused = createEvent(
      deps,
      as.guide,
      input({
        eventDate: date('2026-06-20'),
        accessClose: date('2026-06-20'),
        timeZone: 'Pacific/Kiritimati',
      }),
    );
    await expect(refused).rejects.toMatchObject({ code: 'EVENT.ACCESS_CLOSE_PAST' });
    const utc = await createEvent(
      deps,
      as.guide,
      input({ eventDate: date('2026-06-20'), accessClose: date('2026-06-20') }),
    );
    expect(utc.status).toBe('active');
  });

  it("takes its organisation's default language when it names none, and keeps one it names", async () => {
    const { deps, as } = await setUp();
    const org = await deps.store.organisations.findById(DEFAULT_ORG_ID);
    if (org === null) throw new Error('the default organisation is missing');
    expect((await createEvent(deps, as.guide, input())).language).toBeNull();
    await deps.store.organisations.update({ ...org, language: 'de' });
    const german = await createEvent(deps, as.guide, input());
    expect((await deps.store.events.findById(german.eid))?.language).toBe('de');
    const french = await createEvent(deps, as.guide, input({ language: 'fr' }));
    expect((await deps.store.events.findById(french.eid))?.language).toBe('fr');
  });

  it('trims the event name', async () => {
    const { deps, as } = await setUp();
    expect((await createEvent(deps, as.guide, input({ eventName: '  Summer  ' }))).eventName).toBe('Summer');
  });

  it('creates an event without participants', async () => {
    const { deps, as } = await setUp();
    const view = await createEvent(deps, as.guide, input());
    expect(view).toMatchObject({ participants: [], emailsSent: [], mwParticipants: 0 });
  });

  it('lets a Guide add themselves as their personal event', async () => {
    const { deps, as, guide } = await setUp();
    const view = await createEvent(deps, as.guide, input({ participants: [guide.uid] }));
    expect(view.participants.map((p) => p.uid)).toEqual([guide.uid]);
    expect((await deps.store.users.findById(guide.uid))?.eventId).toBe(view.eid);
  });

  it('accepts the actor naming themselves as facilitator', async () => {
    const { deps, as, guide } = await setUp();
    expect((await createEvent(deps, as.guide, input({ facilitator: guide.uid }))).facilitator.uid).toBe(
      guide.uid,
    );
  });

  it('lets a super-admin create an event for a Guide, with anyone free as participant', async () => {
    const { deps, as, otherGuide, first } = await withFreeParticipants();
    const view = await createEvent(
      deps,
      as.admin,
      input({ facilitator: otherGuide.uid, participants: [first.uid] }),
    );
    expect(view.facilitator).toEqual({ uid: otherGuide.uid, forename: 'Olga', surname: 'Other' });
    expect((await deps.store.events.findById(view.eid))?.facilitatorId).toBe(otherGuide.uid);
  });

  it('lets a super-admin name another super-admin as facilitator', async () => {
    const { deps, as } = await setUp();
    const second = makeUser({ accessLevel: 2 });
    await insertUsers(deps.store, second);
    expect((await createEvent(deps, as.admin, input({ facilitator: second.uid }))).facilitator.uid).toBe(
      second.uid,
    );
  });

  it('refuses a participant as facilitator', async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(
      cast.deps,
      () => createEvent(cast.deps, cast.as.admin, input({ facilitator: cast.first.uid })),
      { kind: 'invalid', code: 'EVENT.BAD_FACILITATOR' },
    );
  });

  it('reports an unknown facilitator as not found', async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(
      cast.deps,
      () => createEvent(cast.deps, cast.as.admin, input({ facilitator: 'nobody' })),
      { kind: 'not-found', code: 'USER.NOT_FOUND' },
    );
  });

  it('refuses a Guide who names someone else as facilitator', async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(
      cast.deps,
      () => createEvent(cast.deps, cast.as.guide, input({ facilitator: cast.otherGuide.uid })),
      { kind: 'forbidden' },
    );
  });

  it('refuses a participant', async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(cast.deps, () => createEvent(cast.deps, cast.as.participant, input()), {
      kind: 'forbidden',
    });
  });

  it('refuses a blank name', async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(
      cast.deps,
      () => createEvent(cast.deps, cast.as.guide, input({ eventName: '  ', participants: [cast.first.uid] })),
      { kind: 'invalid', code: 'EVENT.NAME_REQUIRED' },
    );
  });

  it('refuses an access close before the event date', async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(
      cast.deps,
      () => createEvent(cast.deps, cast.as.guide, input({ accessClose: date('2026-06-19') })),
      { kind: 'invalid', code: 'EVENT.ACCESS_CLOSE_BEFORE_DATE' },
    );
  });

  it('refuses an access close in the past', async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(
      cast.deps,
      () =>
        createEvent(
          cast.deps,
          cast.as.guide,
          input({ eventDate: date('2026-05-01'), accessClose: date('2026-05-31') }),
        ),
      { kind: 'invalid', code: 'EVENT.ACCESS_CLOSE_PAST' },
    );
  });

  it('refuses a person listed twice', async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(
      cast.deps,
      () => createEvent(cast.deps, cast.as.guide, input({ participants: [cast.first.uid, cast.first.uid] })),
      { kind: 'invalid', code: 'EVENT.DUPLICATE_PARTICIPANT' },
    );
  });

  it('refuses a person already in an event, naming them, and places nobody', async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(
      cast.deps,
      () =>
        createEvent(
          cast.deps,
          cast.as.guide,
          input({ participants: [cast.first.uid, cast.participant.uid] }),
        ),
      {
        kind: 'conflict',
        code: 'EVENT.ALREADY_ASSIGNED',
        message: 'Paula Part is already assigned to an event',
      },
    );
  });

  it("reports another Guide's participant as not found", async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(
      cast.deps,
      () => createEvent(cast.deps, cast.as.guide, input({ participants: [cast.otherParticipant.uid] })),
      { kind: 'not-found', code: 'USER.NOT_FOUND' },
    );
  });

  it("reports another Guide's unassigned participant and an unknown uid as not found", async () => {
    const cast = await withFreeParticipants();
    const stranger = makeUser({ createdBy: cast.otherGuide.uid });
    await insertUsers(cast.deps.store, stranger);
    for (const uid of [stranger.uid, 'nobody']) {
      await refusedWithNothingWritten(
        cast.deps,
        () => createEvent(cast.deps, cast.as.guide, input({ participants: [uid] })),
        { kind: 'not-found', code: 'USER.NOT_FOUND' },
      );
    }
  });

  it('refuses a Guide adding another Guide', async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(
      cast.deps,
      () => createEvent(cast.deps, cast.as.guide, input({ participants: [cast.otherGuide.uid] })),
      { kind: 'not-found' },
    );
  });

  it('treats someone whose event record is gone as still assigned', async () => {
    const cast = await withFreeParticipants();
    const stranded = makeUser({ createdBy: cast.guide.uid, eventId: 'deleted-event' });
    await insertUsers(cast.deps.store, stranded);
    await refusedWithNothingWritten(
      cast.deps,
      () => createEvent(cast.deps, cast.as.guide, input({ participants: [stranded.uid] })),
      { kind: 'conflict', code: 'EVENT.ALREADY_ASSIGNED' },
    );
  });

  it("tells a super-admin that another Guide's participant is already assigned", async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(
      cast.deps,
      () => createEvent(cast.deps, cast.as.admin, input({ participants: [cast.otherParticipant.uid] })),
      { kind: 'conflict', code: 'EVENT.ALREADY_ASSIGNED' },
    );
  });
});
