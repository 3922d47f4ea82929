import { describe, expect, it } from 'vitest';
import { type Actor, actorOf } from '../model/actor.ts';
import { DEFAULT_ORG_ID } from '../model/organisation.ts';
import { type AccessLevel, GUIDE, PARTICIPANT, SUPER_ADMIN, type User } from '../model/user.ts';
import { makeUser } from '../testing/index.ts';
import {
  canActOnUser,
  canAddByExactEmail,
  canAdministerUser,
  canManageEvent,
  canRegisterLevel,
  canToggleMeaningfulWork,
  canToggleMeaningfulWorkOf,
  isInGuideScope,
  isPrivileged,
  isSuperAdmin,
  requireLevel,
} from './permissions.ts';

const admin = makeUser({ accessLevel: SUPER_ADMIN });
const guide = makeUser({ accessLevel: GUIDE });
const otherGuide = makeUser({ accessLevel: GUIDE });
const participant = makeUser({ accessLevel: PARTICIPANT });

const as = (user: User, mwEnabled = user.mwEnabled): Actor => ({ ...actorOf(user), mwEnabled });
const guidesEvent = { facilitatorId: guide.uid, orgId: DEFAULT_ORG_ID };
const otherGuidesEvent = { facilitatorId: otherGuide.uid, orgId: DEFAULT_ORG_ID };

describe('isSuperAdmin and isPrivileged', () => {
  it('tell the levels apart', () => {
    expect([participant, guide, admin].map((u) => isSuperAdmin(as(u)))).toEqual([false, false, true]);
    expect([participant, guide, admin].map((u) => isPrivileged(as(u)))).toEqual([false, true, true]);
  });
});

describe('requireLevel', () => {
  it('passes an actor at or above the level', () => {
    expect(() => requireLevel(as(guide), GUIDE)).not.toThrow();
    expect(() => requireLevel(as(admin), GUIDE)).not.toThrow();
    expect(() => requireLevel(as(participant), PARTICIPANT)).not.toThrow();
  });

  it('refuses an actor below the level (403)', () => {
    expect(() => requireLevel(as(participant), GUIDE)).toThrow(
      expect.objectContaining({ kind: 'forbidden', code: 'AUTH.FORBIDDEN' }),
    );
    expect(() => requireLevel(as(guide), SUPER_ADMIN)).toThrow(
      expect.objectContaining({ kind: 'forbidden' }),
    );
  });
});

describe('canManageEvent', () => {
  it('lets a super-admin manage any event and a Guide only the events they facilitate', () => {
    expect(canManageEvent(as(admin), guidesEvent)).toBe(true);
    expect(canManageEvent(as(guide), guidesEvent)).toBe(true);
    expect(canManageEvent(as(guide), otherGuidesEvent)).toBe(false);
  });

  it('refuses a participant even if named as facilitator', () => {
    expect(canManageEvent(as(participant), { facilitatorId: participant.uid, orgId: DEFAULT_ORG_ID })).toBe(
      false,
    );
  });
});

describe('scope across organisations', () => {
  const A = '20000000-0000-4000-8000-00000000000a';
  const B = '20000000-0000-4000-8000-00000000000b';
  const guideOfA = makeUser({ accessLevel: GUIDE, orgs: [{ orgId: A, role: 'guide' }] });
  const adminOfA = makeUser({ accessLevel: GUIDE, orgs: [{ orgId: A, role: 'client_admin' }] });
  const leftA = makeUser({ accessLevel: GUIDE, orgs: [{ orgId: B, role: 'guide' }] });
  const eventInA = { facilitatorId: guideOfA.uid, orgId: A };
  const othersEventInA = { facilitatorId: otherGuide.uid, orgId: A };
  const eventInB = { facilitatorId: guideOfA.uid, orgId: B };

  it('lets a Guide manage the events they facilitate only in organisations they belong to', () => {
    expect(canManageEvent(as(guideOfA), eventInA)).toBe(true);
    expect(canManageEvent(as(guideOfA), othersEventInA)).toBe(false);
    expect(canManageEvent(as(guideOfA), eventInB)).toBe(false);
  });

  it('ends a Guide’s access to their own events once they leave the organisation', () => {
    expect(canManageEvent(as({ ...leftA, uid: guideOfA.uid }), eventInA)).toBe(false);
  });

  it('lets a client admin manage every event of their organisation and none elsewhere', () => {
    expect(canManageEvent(as(adminOfA), othersEventInA)).toBe(true);
    expect(canManageEvent(as(adminOfA), eventInB)).toBe(false);
  });

  it('gives a client admin every participant of their organisation, in an event or not', () => {
    const loose = makeUser({ orgId: A, createdBy: otherGuide.uid });
    const elsewhere = makeUser({ orgId: B, createdBy: adminOfA.uid });
    expect(isInGuideScope(adminOfA, loose, null)).toBe(true);
    expect(isInGuideScope(adminOfA, loose, othersEventInA)).toBe(true);
    expect(isInGuideScope(adminOfA, elsewhere, null)).toBe(false);
    expect(canActOnUser(as(adminOfA), { ...loose, accessLevel: PARTICIPANT }, null)).toBe(true);
  });

  it('gives a Guide those they created only in an organisation they belong to', () => {
    expect(isInGuideScope(guideOfA, makeUser({ orgId: A, createdBy: guideOfA.uid }), null)).toBe(true);
    expect(isInGuideScope(guideOfA, makeUser({ orgId: B, createdBy: guideOfA.uid }), null)).toBe(false);
    expect(isInGuideScope(guideOfA, makeUser({ orgId: A, createdBy: otherGuide.uid }), null)).toBe(false);
  });
});

describe('isInGuideScope', () => {
  const createdByGuide = makeUser({ createdBy: guide.uid });
  const createdByOther = makeUser({ createdBy: otherGuide.uid });

  it("holds whoever is in the Guide's events, whoever created them", () => {
    expect(isInGuideScope(guide, createdByOther, guidesEvent)).toBe(true);
    expect(isInGuideScope(guide, createdByGuide, guidesEvent)).toBe(true);
  });

  it('holds whoever the Guide created only while they are in no event', () => {
    expect(isInGuideScope(guide, createdByGuide, null)).toBe(true);
    expect(isInGuideScope(guide, createdByGuide, otherGuidesEvent)).toBe(false);
    expect(isInGuideScope(guide, createdByOther, null)).toBe(false);
  });
});

describe('canActOnUser', () => {
  const inGuidesEvent = makeUser({ accessLevel: PARTICIPANT });
  const createdByGuide = makeUser({ accessLevel: PARTICIPANT, createdBy: guide.uid });
  const guideCreatedByGuide = makeUser({ accessLevel: GUIDE, createdBy: guide.uid });

  it('lets everyone act on themselves', () => {
    for (const user of [participant, guide, admin]) expect(canActOnUser(as(user), user, null)).toBe(true);
  });

  it('lets a super-admin act on anyone', () => {
    expect(canActOnUser(as(admin), participant, otherGuidesEvent)).toBe(true);
    expect(canActOnUser(as(admin), otherGuide, null)).toBe(true);
  });

  it('refuses a participant acting on anyone else', () => {
    expect(canActOnUser(as(participant), inGuidesEvent, null)).toBe(false);
    expect(canActOnUser(as(participant), guide, null)).toBe(false);
  });

  it('lets a Guide act on the people in the events they facilitate', () => {
    expect(canActOnUser(as(guide), inGuidesEvent, guidesEvent)).toBe(true);
    expect(canActOnUser(as(guide), otherGuide, guidesEvent)).toBe(true);
  });

  it('lets a Guide act on participants they created while those are in no event or in their own', () => {
    expect(canActOnUser(as(guide), createdByGuide, null)).toBe(true);
    expect(canActOnUser(as(guide), createdByGuide, guidesEvent)).toBe(true);
  });

  it('hands a participant the Guide created over to the facilitator of the event they join', () => {
    expect(canActOnUser(as(guide), createdByGuide, otherGuidesEvent)).toBe(false);
    expect(canActOnUser(as(otherGuide), createdByGuide, otherGuidesEvent)).toBe(true);
    expect(canAdministerUser(as(guide), createdByGuide, otherGuidesEvent)).toBe(false);
  });

  it('refuses a Guide acting on another Guide’s participant or on a Guide outside their events', () => {
    expect(canActOnUser(as(guide), inGuidesEvent, otherGuidesEvent)).toBe(false);
    expect(canActOnUser(as(guide), inGuidesEvent, null)).toBe(false);
    expect(canActOnUser(as(guide), guideCreatedByGuide, null)).toBe(false);
    expect(canActOnUser(as(guide), admin, null)).toBe(false);
  });
});

describe('canAddByExactEmail', () => {
  const freeBy = (creator: User | null) =>
    makeUser({ accessLevel: PARTICIPANT, createdBy: creator?.uid ?? null, eventId: null });
  const inEventOf = (facilitator: User) => ({
    user: makeUser({
      accessLevel: PARTICIPANT,
      createdBy: guide.uid,
      eventId: `event-of-${facilitator.uid}`,
    }),
    event: { facilitatorId: facilitator.uid, orgId: DEFAULT_ORG_ID },
  });
  /** Every kind of account an email may name, each with its event (null when in none). */
  const targets: readonly [
    name: string,
    target: User,
    event: { facilitatorId: string; orgId: string } | null,
  ][] = [
    ['a participant in no event the Guide created', freeBy(guide), null],
    ['a participant in no event the other Guide created', freeBy(otherGuide), null],
    ['a participant in no event a super-admin created', freeBy(admin), null],
    ['a participant in no event nobody created (bootstrap, upload)', freeBy(null), null],
    ['a participant in the Guide’s event', inEventOf(guide).user, inEventOf(guide).event],
    ['a participant in the other Guide’s event', inEventOf(otherGuide).user, inEventOf(otherGuide).event],
    ['the Guide themselves', guide, null],
    ['a Guide the Guide created', makeUser({ accessLevel: GUIDE, createdBy: guide.uid }), null],
    ['the other Guide', otherGuide, null],
    ['a Guide in the Guide’s event', { ...otherGuide, eventId: 'event-of-guide' }, guidesEvent],
    ['a super-admin', admin, null],
    ['the participant actor themselves', participant, null],
  ];
  const expected: Record<'participant' | 'guide' | 'admin', readonly boolean[]> = {
    participant: [false, false, false, false, false, false, false, false, false, false, false, false],
    guide: [true, true, true, true, true, false, true, false, false, true, false, true],
    admin: [true, true, true, true, true, true, true, true, true, true, true, true],
  };

  for (const [name, actor] of [
    ['participant', participant],
    ['guide', guide],
    ['admin', admin],
  ] as const) {
    it(`answers for a ${name} actor, account by account`, () => {
      const answers = targets.map(([target, user, event]) => [
        target,
        canAddByExactEmail(as(actor), user, event),
      ]);
      expect(answers).toEqual(targets.map(([target], i) => [target, expected[name][i]]));
    });
  }

  it('widens canActOnUser by exactly the participants in no event', () => {
    for (const [, user, event] of targets) {
      const widened = canAddByExactEmail(as(guide), user, event) && !canActOnUser(as(guide), user, event);
      expect(widened).toBe(
        user.accessLevel === PARTICIPANT && user.eventId === null && user.createdBy !== guide.uid,
      );
    }
  });
});

describe('canAdministerUser', () => {
  const inGuidesEvent = makeUser({ accessLevel: PARTICIPANT });

  it('never administers one’s own account through this path', () => {
    expect(canAdministerUser(as(admin), admin, null)).toBe(false);
    expect(canAdministerUser(as(guide), guide, null)).toBe(false);
  });

  it('lets a super-admin administer any other account', () => {
    expect(canAdministerUser(as(admin), guide, null)).toBe(true);
    expect(canAdministerUser(as(admin), makeUser({ accessLevel: SUPER_ADMIN }), null)).toBe(true);
  });

  it('lets a Guide administer only participants in their scope', () => {
    expect(canAdministerUser(as(guide), inGuidesEvent, guidesEvent)).toBe(true);
    expect(canAdministerUser(as(guide), inGuidesEvent, otherGuidesEvent)).toBe(false);
    expect(canAdministerUser(as(guide), otherGuide, guidesEvent)).toBe(false);
  });

  it('refuses a participant', () => {
    expect(canAdministerUser(as(participant), inGuidesEvent, null)).toBe(false);
  });
});

describe('canRegisterLevel', () => {
  const levels: AccessLevel[] = [PARTICIPANT, GUIDE, SUPER_ADMIN];

  it('lets a super-admin register any level, a Guide only participants, a participant nobody', () => {
    expect(levels.map((l) => canRegisterLevel(as(admin), l))).toEqual([true, true, true]);
    expect(levels.map((l) => canRegisterLevel(as(guide), l))).toEqual([true, false, false]);
    expect(levels.map((l) => canRegisterLevel(as(participant), l))).toEqual([false, false, false]);
  });
});

describe('canToggleMeaningfulWork', () => {
  it('allows super-admins and Guides with Meaningful Work enabled only', () => {
    expect(canToggleMeaningfulWork(as(admin, false))).toBe(true);
    expect(canToggleMeaningfulWork(as(guide, true))).toBe(true);
    expect(canToggleMeaningfulWork(as(guide, false))).toBe(false);
    expect(canToggleMeaningfulWork(as(participant, true))).toBe(false);
  });
});

describe('canToggleMeaningfulWorkOf', () => {
  it("lets a Guide with Meaningful Work toggle participants only, a super-admin anyone's", () => {
    const levels = [{ accessLevel: 0 }, { accessLevel: 1 }, { accessLevel: 2 }] as const;
    expect(levels.map((target) => canToggleMeaningfulWorkOf(as(guide, true), target))).toEqual([
      true,
      false,
      false,
    ]);
    expect(levels.map((target) => canToggleMeaningfulWorkOf(as(admin, false), target))).toEqual([
      true,
      true,
      true,
    ]);
    expect(levels.map((target) => canToggleMeaningfulWorkOf(as(guide, false), target))).toEqual([
      false,
      false,
      false,
    ]);
  });
});
