import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../errors/error-words.ts';
import { actorOf } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import { GUIDE, PARTICIPANT, SUPER_ADMIN, type User } from '../../model/user.ts';
import { USAGE_BACKWARDS_MESSAGE, USAGE_TOO_LONG_MESSAGE } from '../../rules/organisation-usage.ts';
import { createTestDeps, makeEvent, makeUser } from '../../testing/index.ts';
import { createOrganisation } from './create-organisation.ts';
import { getOrgUsage, USAGE_REFUSED_MESSAGE } from './get-org-usage.ts';

const d = (text: string) => text as CalendarDate;

/** Acme with two events in January and one in March 2026, Beta with one in January; today 2026-06-01. */
const setup = async () => {
  const deps = createTestDeps();
  const admin = makeUser({ accessLevel: SUPER_ADMIN });
  await deps.store.users.insert(admin);
  const acme = await createOrganisation(deps, actorOf(admin), { name: 'Acme', slug: 'acme' });
  const beta = await createOrganisation(deps, actorOf(admin), { name: 'Beta', slug: 'beta' });
  const staff = async (orgs: User['orgs']) => {
    const user = makeUser({ accessLevel: GUIDE, orgs });
    await deps.store.users.insert(user);
    return user;
  };
  const clientAdmin = await staff([{ orgId: acme.orgId, role: 'client_admin' }]);
  const guide = await staff([{ orgId: acme.orgId, role: 'guide' }]);
  const betaAdmin = await staff([{ orgId: beta.orgId, role: 'client_admin' }]);
  const participant = async (orgId: string, complete: boolean, liveStep: 2 | 3 | 4 | null) => {
    const user = makeUser({
      orgId,
      responseCompleted: complete ? [true, true, true, true] : [true, true, true, false],
    });
    await deps.store.users.insert(user);
    if (liveStep !== null) await deps.store.users.recordLiveStep(user.uid, liveStep, deps.clock.now());
    return user.uid;
  };
  const event = async (orgId: string, eventDate: string, participants: string[]) =>
    deps.store.events.insert(
      makeEvent({ facilitatorId: guide.uid, orgId, eventDate: d(eventDate), participants }),
    );
  await event(acme.orgId, '2026-01-05', [
    await participant(acme.orgId, true, 3),
    await participant(acme.orgId, true, null),
    await participant(acme.orgId, false, 2),
  ]);
  await event(acme.orgId, '2026-01-31', [await participant(acme.orgId, false, 4)]);
  await event(acme.orgId, '2026-03-01', []);
  await event(acme.orgId, '2024-01-01', [await participant(acme.orgId, true, 3)]);
  await event(beta.orgId, '2026-01-10', [await participant(beta.orgId, true, 3)]);
  return { deps, admin, acme, beta, clientAdmin, guide, betaAdmin };
};

const empty = { eventsHeld: 0, participantsInvited: 0, preworkCompleted: 0, liveCompleted: 0 };

describe('getOrgUsage', () => {
  it("counts a client admin's organisation per month of the range, empty months included", async () => {
    const { deps, clientAdmin, acme } = await setup();
    const usage = await getOrgUsage(deps, actorOf(clientAdmin), {
      orgId: acme.orgId,
      from: d('2026-01-01'),
      to: d('2026-03-31'),
    });
    expect(usage).toEqual({
      orgId: acme.orgId,
      name: 'Acme',
      slug: 'acme',
      from: '2026-01-01',
      to: '2026-03-31',
      months: [
        { month: '2026-01', eventsHeld: 2, participantsInvited: 4, preworkCompleted: 2, liveCompleted: 2 },
        { month: '2026-02', ...empty },
        { month: '2026-03', ...empty, eventsHeld: 1 },
      ],
    });
  });

  it('covers the last twelve months up to today without a range', async () => {
    const { deps, admin, acme } = await setup();
    const usage = await getOrgUsage(deps, actorOf(admin), { orgId: acme.orgId });
    expect([usage.from, usage.to, usage.months.length]).toEqual(['2025-07-01', '2026-06-01', 12]);
    expect(usage.months.find((month) => month.month === '2026-01')?.eventsHeld).toBe(2);
  });

  it("gives a super-admin any organisation's, and never another organisation's events", async () => {
    const { deps, admin, beta } = await setup();
    const usage = await getOrgUsage(deps, actorOf(admin), {
      orgId: beta.orgId,
      from: d('2026-01-01'),
      to: d('2026-01-31'),
    });
    expect(usage.months).toEqual([
      { month: '2026-01', eventsHeld: 1, participantsInvited: 1, preworkCompleted: 1, liveCompleted: 1 },
    ]);
  });

  it("answers another organisation's client admin 404, its plain Guides and participants 403", async () => {
    const { deps, acme, guide, betaAdmin } = await setup();
    await expect(getOrgUsage(deps, actorOf(betaAdmin), { orgId: acme.orgId })).rejects.toMatchObject({
      kind: 'not-found',
      code: 'ORG.NOT_FOUND',
    });
    await expect(getOrgUsage(deps, actorOf(guide), { orgId: acme.orgId })).rejects.toMatchObject({
      kind: 'forbidden',
      message: USAGE_REFUSED_MESSAGE.defaultMessage,
    });
    const participant = makeUser({ accessLevel: PARTICIPANT, orgId: acme.orgId });
    await expect(getOrgUsage(deps, actorOf(participant), { orgId: acme.orgId })).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });

  it('refuses a backwards range and one over five years (400)', async () => {
    const { deps, admin, acme } = await setup();
    await expect(
      getOrgUsage(deps, actorOf(admin), { orgId: acme.orgId, from: d('2026-02-01'), to: d('2026-01-01') }),
    ).rejects.toMatchObject({ kind: 'invalid', message: USAGE_BACKWARDS_MESSAGE.defaultMessage });
    await expect(
      getOrgUsage(deps, actorOf(admin), { orgId: acme.orgId, from: d('2020-01-01'), to: d('2026-01-01') }),
    ).rejects.toMatchObject({ kind: 'invalid', message: wordsIn('en', USAGE_TOO_LONG_MESSAGE) });
  });
});
