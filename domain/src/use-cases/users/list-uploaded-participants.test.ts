import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import {
  EVENT_FILE_VERSION,
  type EventFileParticipant,
  type UploadedEvent,
} from '../../model/uploaded-event.ts';
import { createTestDeps, seedCast } from '../../testing/index.ts';
import { listUploadedParticipants } from './list-uploaded-participants.ts';

const person = (uid: string, forename: string, surname: string): EventFileParticipant => ({
  uid,
  forename,
  surname,
  email: `${uid}@example.test`,
  accessLevel: 0,
  mwEnabled: uid === 'p2',
  responseCompleted: [true, true, false, false],
  emailSent: true,
  prework: null,
  live: null,
  meaningfulWork: null,
});

const upload = (ueid: string, participants: EventFileParticipant[]): UploadedEvent => ({
  ueid,
  uploadedBy: 'admin',
  uploadedAt: new Date('2026-05-01T00:00:00.000Z'),
  file: {
    version: EVENT_FILE_VERSION,
    event: {
      eid: `old-${ueid}`,
      eventName: 'Archived',
      eventDate: '2026-01-10' as CalendarDate,
      accessClose: '2026-02-10' as CalendarDate,
      eventType: 'Reg',
      sessionAccess: 'Live',
      facilitator: { forename: 'Gus', surname: 'Guide' },
    },
    participants,
  },
});

const setup = async () => {
  const deps = createTestDeps();
  return { deps, cast: await seedCast(deps.store) };
};

describe('listUploadedParticipants', () => {
  it('gives a super-admin the people of every upload, shaped like accounts, by surname', async () => {
    const { deps, cast } = await setup();
    await deps.store.uploadedEvents.insert(
      upload('u1', [person('p1', 'Zed', 'Young'), person('p2', 'Amy', 'Baker')]),
    );
    await deps.store.uploadedEvents.insert(upload('u2', [person('p3', 'Cal', 'Baker')]));

    const list = await listUploadedParticipants(deps, actorOf(cast.admin));

    expect(list.map((u) => u.uid)).toEqual(['p2', 'p3', 'p1']);
    expect(list[0]).toEqual({
      uid: 'p2',
      forename: 'Amy',
      surname: 'Baker',
      email: 'p2@example.test',
      accessLevel: 0,
      portal_link: '',
      mwEnabled: true,
      event: 'u1',
      responseCompleted: [true, true, false, false],
      language: null,
    });
    expect(list[1]?.event).toBe('u2');
  });

  it('is empty when nothing was uploaded', async () => {
    const { deps, cast } = await setup();
    expect(await listUploadedParticipants(deps, actorOf(cast.admin))).toEqual([]);
  });

  it.each(['guide', 'participant'] as const)('refuses a %s with 403', async (who) => {
    const { deps, cast } = await setup();
    await expect(listUploadedParticipants(deps, actorOf(cast[who]))).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});
