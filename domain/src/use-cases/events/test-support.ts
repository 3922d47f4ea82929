import { expect } from 'vitest';
import { type Actor, actorOf } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import type { WorkshopEvent } from '../../model/event.ts';
import { emptyMeaningfulWork } from '../../model/meaningful-work.ts';
import { EVENT_FILE_VERSION, type EventFile } from '../../model/uploaded-event.ts';
import type { User } from '../../model/user.ts';
import type { Repositories } from '../../ports/repositories.ts';
import type { LogonEmailJob } from '../../ports/services.ts';
import { createTestDeps, makeResponse, outboxJobs, seedCast, type TestDeps } from '../../testing/index.ts';

/**
 * Test deps with the usual cast seeded and an actor for each. The cast's events run from
 * 2026-06-10 with access close 2026-07-10 and the clock starts on 2026-06-01, so with the default
 * policy they are closed from 2026-07-11, pending removal from 2026-08-10 and due for purging from
 * 2026-08-17.
 */
export const setUp = async (deps: TestDeps = createTestDeps()) => {
  const cast = await seedCast(deps.store);
  const as = {
    admin: actorOf(cast.admin),
    guide: actorOf(cast.guide),
    otherGuide: actorOf(cast.otherGuide),
    participant: actorOf(cast.participant),
  } satisfies Record<string, Actor>;
  return { deps, ...cast, as };
};

export const date = (text: string): CalendarDate => text as CalendarDate;

/** Moves the clock to the morning of that day. */
export const setToday = (deps: TestDeps, day: string): void => deps.clock.set(`${day}T09:00:00.000Z`);

export const insertUsers = async (repos: Repositories, ...users: User[]): Promise<void> => {
  for (const user of users) await repos.users.insert(user);
};

/** Everything the event use cases may write, to show that a refused call changed nothing. */
export const snapshotOf = async (repos: Repositories) => {
  const users = [
    ...(await repos.users.listByAccessLevel(0)),
    ...(await repos.users.listByAccessLevel(1)),
    ...(await repos.users.listByAccessLevel(2)),
  ];
  const uids = users.map((user) => user.uid);
  return {
    organisations: await repos.organisations.list(),
    users,
    events: await repos.events.list(),
    uploads: await repos.uploadedEvents.list(),
    prework: await repos.responses.findForUsers(uids, 'prework'),
    live: await repos.responses.findForUsers(uids, 'live'),
    audit: await repos.audit.list({ limit: 1000 }),
  };
};

/**
 * Runs a call that must be refused: it rejects with an error matching `expected` (kind, code,
 * message), and the store and the outbox are as they were (nothing written, no email queued).
 */
export const refusedWithNothingWritten = async (
  deps: TestDeps,
  run: () => Promise<unknown>,
  expected: object,
): Promise<void> => {
  const [before, jobsBefore] = [await snapshotOf(deps.store), await outboxJobs(deps.store)];
  await expect(run()).rejects.toMatchObject(expected);
  expect(await snapshotOf(deps.store)).toEqual(before);
  expect(await outboxJobs(deps.store)).toEqual(jobsBefore);
};

/** A small event file as a download would produce it: one participant with pre-work done. */
export const makeEventFile = (event: Partial<EventFile['event']> = {}): EventFile => ({
  version: EVENT_FILE_VERSION,
  event: {
    eid: 'old-event',
    eventName: 'Archived Workshop',
    eventDate: date('2025-03-01'),
    accessClose: date('2025-04-01'),
    eventType: 'Reg',
    sessionAccess: 'Live',
    facilitator: { forename: 'Gus', surname: 'Guide' },
    ...event,
  },
  participants: [
    {
      uid: 'old-participant',
      forename: 'Olive',
      surname: 'Old',
      email: 'olive@example.test',
      accessLevel: 0,
      mwEnabled: true,
      responseCompleted: [true, true, true, true],
      emailSent: true,
      prework: {
        values: [{ value: 'Courage', originalIndex: 3 }],
        descriptions: ['Brave'],
        percentLived: [80],
      },
      live: null,
      meaningfulWork: null,
    },
  ],
});

/** The stored event, which the test expects to exist. */
export const storedEvent = async (repos: Repositories, eid: string): Promise<WorkshopEvent> => {
  const event = await repos.events.findById(eid);
  expect(event).not.toBeNull();
  return event as WorkshopEvent;
};

const LATER = new Date('2026-12-31T00:00:00.000Z');

/**
 * Gives the Guide's event work to delete: its participant and the Guide (taking part as their
 * personal event) each have both response records, meaningful work, a logon link and a session.
 * The other Guide's participant has the same, which must survive.
 */
export const setUpEventWork = async () => {
  const cast = await setUp();
  const { deps, guide, participant, otherParticipant, event } = cast;
  const guideInEvent: User = { ...guide, eventId: event.eid, responseCompleted: [true, true, false, false] };
  await deps.store.users.update(guideInEvent);
  const withGuide = { ...event, participants: [participant.uid, guide.uid], emailsSent: [true, false] };
  await deps.store.events.update(withGuide);
  for (const uid of [participant.uid, guide.uid, otherParticipant.uid]) {
    await deps.store.responses.save(makeResponse(uid, 'prework'));
    await deps.store.responses.save(makeResponse(uid, 'live'));
    await deps.store.meaningfulWork.save(uid, { ...emptyMeaningfulWork(), 'mb-body': `${uid} matters` });
    await deps.store.logonLinks.insert({
      id: `link-${uid}`,
      tokenDigest: `link-digest-${uid}`,
      uid,
      purpose: 'logon',
      used: false,
      expiresAt: LATER,
      createdAt: deps.clock.now(),
    });
    await deps.store.sessions.insert({
      idDigest: `session-${uid}`,
      uid,
      firstLogin: false,
      createdAt: deps.clock.now(),
      lastSeenAt: deps.clock.now(),
      expiresAt: LATER,
    });
  }
  return { ...cast, guide: guideInEvent, event: withGuide };
};

type EventWork = Awaited<ReturnType<typeof setUpEventWork>>;

/** Whether everything of one user that an event deletion may remove is still there. */
export const workOf = async (repos: Repositories, uid: string) => ({
  user: await repos.users.findById(uid),
  prework: await repos.responses.find(uid, 'prework'),
  live: await repos.responses.find(uid, 'live'),
  meaningfulWork: await repos.meaningfulWork.find(uid),
  link: await repos.logonLinks.findByDigest(`link-digest-${uid}`),
  session: (await repos.sessions.findSignedIn(`session-${uid}`))?.session ?? null,
});

/**
 * The Guide's event is gone with its participant's account and data; the Guide keeps their
 * account, link and session but loses their work in it; the other event is untouched.
 */
export const expectEventPurged = async (work: EventWork, otherBefore: Awaited<ReturnType<typeof workOf>>) => {
  const { deps, guide, participant, otherParticipant, event } = work;
  expect(await deps.store.events.findById(event.eid)).toBeNull();
  expect(await workOf(deps.store, participant.uid)).toEqual({
    user: null,
    prework: null,
    live: null,
    meaningfulWork: null,
    link: null,
    session: null,
  });
  const guideAfter = await workOf(deps.store, guide.uid);
  expect(guideAfter).toMatchObject({ prework: null, live: null, meaningfulWork: null });
  expect(guideAfter.user).toEqual({
    ...guide,
    eventId: null,
    responseCompleted: [false, false, false, false],
  });
  expect(guideAfter.link?.uid).toBe(guide.uid);
  expect(guideAfter.session?.uid).toBe(guide.uid);
  expect(await workOf(deps.store, otherParticipant.uid)).toEqual(otherBefore);
};

/** Payloads of the jobs requested so far; the event use cases request logon emails only. */
export const logonJobs = async (deps: TestDeps): Promise<LogonEmailJob[]> =>
  (await outboxJobs(deps.store)).map((job) => {
    if (job.name !== 'logon-email') throw new Error(`unexpected ${job.name} job`);
    return job.payload;
  });
