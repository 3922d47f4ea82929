import { randomUUID } from 'node:crypto';
import type { CalendarDate, SessionAccess } from '@vs/domain';
import { makeEvent, makeResponse, makeUser } from '@vs/domain/testing';
import type { Database } from '@vs/persistence';
import { createArgon2PasswordHasher } from '@vs/security';

export interface SeededParticipants {
  readonly eid: string;
  /** The event's Guide, who logs in with the same password. */
  readonly guide: { readonly uid: string; readonly email: string };
  readonly participants: readonly { readonly uid: string; readonly email: string }[];
}

const dayFromToday = (days: number): CalendarDate =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10) as CalendarDate;

/**
 * `count` participants with the password `password` and their pre-work done (so they may save
 * live values), all in one event of a Guide (the same password), written
 * straight to the database: one argon2id hash for all of them, so seeding hundreds takes a second
 * rather than hundreds of hashes through the API. Logging in then verifies the real hash.
 */
export const seedParticipants = async (
  database: Database,
  options: {
    readonly count: number;
    readonly password: string;
    readonly sessionAccess: SessionAccess;
    /** Whether their logon emails count as sent already (default true). */
    readonly emailsSent?: boolean;
  },
): Promise<SeededParticipants> => {
  const passwordHash = await createArgon2PasswordHasher().hash(options.password);
  const run = randomUUID().slice(0, 8);
  const guide = makeUser({
    uid: randomUUID(),
    accessLevel: 1,
    email: `guide-${run}@example.test`,
    passwordHash,
  });
  const eid = randomUUID();
  const participants = Array.from({ length: options.count }, (_, i) =>
    makeUser({
      uid: randomUUID(),
      email: `participant-${run}-${i}@example.test`,
      surname: `Participant ${i}`,
      passwordHash,
      responseCompleted: [true, true, true, true],
      createdBy: guide.uid,
    }),
  );
  await database.store.users.insert(guide);
  for (const participant of participants) {
    await database.store.users.insert(participant);
    await database.store.responses.save(makeResponse(participant.uid, 'prework'));
  }
  await database.store.events.insert(
    makeEvent({
      eid,
      facilitatorId: guide.uid,
      eventName: `Fleet ${run}`,
      eventDate: dayFromToday(0),
      accessClose: dayFromToday(30),
      sessionAccess: options.sessionAccess,
      participants: participants.map((participant) => participant.uid),
      emailsSent: participants.map(() => options.emailsSent ?? true),
    }),
  );
  await database.store.users.setEvent(
    participants.map((participant) => participant.uid),
    eid,
  );
  return {
    eid,
    guide: { uid: guide.uid, email: guide.email },
    participants: participants.map(({ uid, email }) => ({ uid, email })),
  };
};

/** An open event of a new Guide whose access closed yesterday: the next lifecycle sweep closes it. */
export const seedEventPastClose = async (database: Database): Promise<string> => {
  const guide = makeUser({ uid: randomUUID(), accessLevel: 1, email: `guide-${randomUUID()}@example.test` });
  const eid = randomUUID();
  await database.store.users.insert(guide);
  await database.store.events.insert(
    makeEvent({ eid, facilitatorId: guide.uid, eventDate: dayFromToday(-3), accessClose: dayFromToday(-1) }),
  );
  return eid;
};
