import { randomUUID } from 'node:crypto';
import type {
  ArchiveRequest,
  AuditEntry,
  CalendarDate,
  EmailKind,
  EventFile,
  GuideScope,
  Job,
  LogonLink,
  MeaningfulWorkData,
  OutboxEntry,
  Session,
  Store,
  UploadedEvent,
  User,
  UserSearch,
  ValuesResponse,
  WorkshopEvent,
} from '@vs/domain';
import {
  compareForUserList,
  DEFAULT_ORG_ID,
  DEFAULT_ORG_SLUG,
  emptyMeaningfulWork,
  eventHeaderOf,
  isEventInGuideScope,
  isInGuideScope,
  NO_BRANDING,
  type Organisation,
  WHOLE_LIST,
} from '@vs/domain';
import { makeEvent, makeResponse, makeUser } from '@vs/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFollowUpsContract } from './store-follow-ups.contract.ts';
import { describeSsoContract } from './store-sso.contract.ts';

export interface OpenedStore {
  readonly store: Store;
  close(): Promise<void>;
}

// Every test builds its own rows under fresh random ids, so one store serves the whole file.
const newOrganisation = (overrides: Partial<Organisation> = {}): Organisation => ({
  orgId: randomUUID(),
  name: 'Acme Ltd',
  slug: `acme-${randomUUID().slice(0, 8)}`,
  branding: NO_BRANDING,
  retentionDays: null,
  language: null,
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  ...overrides,
});
const newUser = (overrides: Partial<User> = {}): User => makeUser({ uid: randomUUID(), ...overrides });
const newEvent = (facilitatorId: string, overrides: Partial<WorkshopEvent> = {}): WorkshopEvent =>
  makeEvent({ eid: randomUUID(), facilitatorId, ...overrides });
const newLink = (uid: string, overrides: Partial<LogonLink> = {}): LogonLink => ({
  id: randomUUID(),
  tokenDigest: `digest-${randomUUID()}`,
  uid,
  purpose: 'logon',
  used: false,
  expiresAt: new Date('2026-07-01T00:00:00.000Z'),
  createdAt: new Date('2026-06-01T08:30:00.123Z'),
  ...overrides,
});
const newSession = (uid: string, overrides: Partial<Session> = {}): Session => ({
  idDigest: `session-${randomUUID()}`,
  uid,
  firstLogin: true,
  createdAt: new Date('2026-06-01T09:00:00.001Z'),
  lastSeenAt: new Date('2026-06-01T09:05:00.002Z'),
  expiresAt: new Date('2026-06-02T09:00:00.003Z'),
  ...overrides,
});
const meaningfulWork = (body: string): MeaningfulWorkData => ({
  ...emptyMeaningfulWork(),
  'driver-value': 'Honesty',
  'mb-body': body,
});
const auditEntry = (targetId: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: randomUUID(),
  at: new Date('2026-06-01T09:00:00.000Z'),
  actor: { uid: randomUUID(), email: 'guide@example.test' },
  action: 'event.updated',
  target: { kind: 'event', id: targetId },
  orgId: DEFAULT_ORG_ID,
  details: { fields: ['title', 'eventDate'] },
  requestId: 'request-1',
  client: '192.0.2.7',
  ...overrides,
});
const date = (text: string): CalendarDate => text as CalendarDate;
const logonJob = (bodyOverride: string | null = null): Job => ({
  kind: 'email',
  name: 'logon-email',
  payload: { requestId: randomUUID(), uid: randomUUID(), senderId: randomUUID(), bodyOverride },
});
/**
 * Entries dated long before anything else in the shared store, one second apart from `base`, so a
 * test sees its own entries at the head of `due` (each test removes its entries at the end).
 */
const outboxEntries = (base: string, jobs: readonly Job[]): OutboxEntry[] =>
  jobs.map((job, i) => ({
    id: randomUUID(),
    job,
    createdAt: new Date(new Date(base).getTime() + i * 1000),
    relayedAt: null,
  }));
/** Every entry not done yet, however recently relayed. */
const ANY_TIME = new Date('9999-01-01T00:00:00.000Z');

/** Text that breaks naive quoting: array literals, JSON escapes, NUL-free unicode, SQL words. */
const AWKWARD_TEXTS = [
  'plain',
  '',
  '  leading and trailing  ',
  'comma, "quotes", {braces}, back\\slash',
  'line one\nline two\ttabbed',
  'NULL',
  "it's -- not; SQL",
  'Zoë, Ærøskøbing, 東京, 🎉',
  '-1',
];

const eventFile = (eid: string): EventFile => ({
  version: 1,
  event: {
    eid,
    eventName: 'Autumn "Values" Workshop',
    eventDate: date('2026-10-01'),
    accessClose: date('2026-11-01'),
    eventType: 'Non-reg',
    sessionAccess: 'Live',
    facilitator: { forename: 'Gus', surname: 'Guide' },
  },
  participants: [
    {
      uid: randomUUID(),
      forename: 'Zoë',
      surname: "O'Brien",
      email: 'zoe@example.test',
      accessLevel: 0,
      mwEnabled: true,
      responseCompleted: [true, true, false, false],
      emailSent: true,
      prework: {
        values: [
          { value: 'Honesty', originalIndex: 3 },
          { value: 'My own, "quoted"', originalIndex: -1 },
        ],
        descriptions: ['line one\nline two', ''],
        percentLived: [0, 100],
      },
      live: null,
      meaningfulWork: meaningfulWork('Because {it} matters'),
    },
  ],
});

const sortedUids = (users: readonly User[]): string[] => users.map((u) => u.uid).sort();
const sortedEids = (events: readonly { readonly eid: string }[]): string[] => events.map((e) => e.eid).sort();
const byId = (a: LogonLink, b: LogonLink): number => a.id.localeCompare(b.id);

export interface ContractOptions {
  /** Also check what the database's foreign keys enforce (not part of the port). */
  readonly foreignKeys?: boolean;
}

/**
 * The behaviour every `Store` must have, as the domain relies on it (ports/repositories.ts).
 * `open` is called once for the whole suite.
 */
export const describeStoreContract = (
  name: string,
  open: () => Promise<OpenedStore>,
  options: ContractOptions = {},
): void => {
  describe(`Store contract: ${name}`, () => {
    let opened: OpenedStore | undefined;
    const store = (): Store => {
      if (!opened) throw new Error('the store did not open');
      return opened.store;
    };
    const insertUsers = async (...users: User[]): Promise<void> => {
      for (const user of users) await store().users.insert(user);
    };

    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => {
      await opened?.close();
    });

    describeSsoContract(store);
    describeFollowUpsContract(store);

    describe('organisations', () => {
      it('holds the default organisation from the start', async () => {
        const found = await store().organisations.findById(DEFAULT_ORG_ID);
        expect(found).toMatchObject({ orgId: DEFAULT_ORG_ID, slug: DEFAULT_ORG_SLUG, branding: NO_BRANDING });
        expect(await store().organisations.findBySlug(DEFAULT_ORG_SLUG)).toEqual(found);
      });

      it('stores every field, the logo bytes too, and finds it by id and slug', async () => {
        const organisation = newOrganisation({
          branding: {
            logo: {
              contentType: 'image/png',
              bytes: Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0, 255),
              version: 'v-1',
            },
            accentColour: '#1c4e80',
            senderName: 'Acme HR',
            hideProductName: true,
          },
          retentionDays: 90,
          language: 'de',
        });
        expect(await store().organisations.insert(organisation)).toBe(true);
        expect(await store().organisations.findById(organisation.orgId)).toEqual(organisation);
        expect(await store().organisations.findBySlug(organisation.slug)).toEqual(organisation);
        expect(await store().organisations.findById('not-a-uuid')).toBeNull();
        expect(await store().organisations.findBySlug('no-such-slug')).toBeNull();
        const header = {
          ...organisation,
          branding: { ...organisation.branding, logo: { contentType: 'image/png', version: 'v-1' } },
        };
        expect(await store().organisations.findHeader({ orgId: organisation.orgId })).toEqual(header);
        expect(await store().organisations.findHeader({ slug: organisation.slug })).toEqual(header);
        expect(await store().organisations.findHeader({ orgId: 'not-a-uuid' })).toBeNull();
        expect(await store().organisations.findHeader({ slug: 'no-such-slug' })).toBeNull();
      });

      it('refuses a taken slug on insert and update, writing nothing', async () => {
        const first = newOrganisation();
        const second = newOrganisation({ name: 'Second' });
        await store().organisations.insert(first);
        await store().organisations.insert(second);
        expect(await store().organisations.insert(newOrganisation({ slug: first.slug }))).toBe(false);
        expect(await store().organisations.update({ ...second, name: 'Renamed', slug: first.slug })).toBe(
          false,
        );
        expect(await store().organisations.findById(second.orgId)).toEqual(second);
        const renamed = { ...second, name: 'Renamed', branding: { ...NO_BRANDING, accentColour: '#000000' } };
        expect(await store().organisations.update(renamed)).toBe(true);
        expect(await store().organisations.findById(second.orgId)).toEqual(renamed);
      });

      it('lists those asked for, or all, by name ignoring case, then id', async () => {
        const b = newOrganisation({ name: 'beta corp' });
        const a = newOrganisation({ name: 'Alpha Corp' });
        const c = newOrganisation({ name: 'Gamma' });
        for (const organisation of [b, a, c]) await store().organisations.insert(organisation);
        expect(await store().organisations.list([c.orgId, b.orgId, a.orgId, 'junk'])).toEqual([a, b, c]);
        expect(await store().organisations.list([])).toEqual([]);
        const all = await store().organisations.list();
        expect(all.map((o) => o.orgId)).toEqual(
          expect.arrayContaining([DEFAULT_ORG_ID, a.orgId, b.orgId, c.orgId]),
        );
        expect(all.indexOf(all.find((o) => o.orgId === a.orgId) as Organisation)).toBeLessThan(
          all.findIndex((o) => o.orgId === b.orgId),
        );
      });
      it('reads the retention overrides of those asked for, or all, that set one', async () => {
        const short = newOrganisation({ retentionDays: 1 });
        const long = newOrganisation({ retentionDays: 400 });
        const unset = newOrganisation();
        for (const organisation of [short, long, unset]) await store().organisations.insert(organisation);
        const asked = await store().organisations.retentionOverrides([short.orgId, unset.orgId, 'junk']);
        expect(asked).toEqual([{ orgId: short.orgId, retentionDays: 1 }]);
        expect(await store().organisations.retentionOverrides([])).toEqual([]);
        const all = await store().organisations.retentionOverrides();
        expect(all).toEqual(
          expect.arrayContaining([
            { orgId: short.orgId, retentionDays: 1 },
            { orgId: long.orgId, retentionDays: 400 },
          ]),
        );
        expect(all.map((o) => o.orgId)).not.toContain(unset.orgId);
        expect(all.map((o) => o.orgId)).not.toContain(DEFAULT_ORG_ID);
      });
    });

    describe('organisation memberships', () => {
      it('gives, changes and takes away a role, keeping the other memberships', async () => {
        const [a, b] = [randomUUID(), randomUUID()];
        const guide = newUser({ accessLevel: 1, orgs: [{ orgId: DEFAULT_ORG_ID, role: 'guide' }] });
        await insertUsers(guide);
        expect(await store().users.setOrgRole(guide.uid, a, 'client_admin')).toBe(true);
        expect(await store().users.setOrgRole(guide.uid, b, 'guide')).toBe(true);
        expect(await store().users.setOrgRole(guide.uid, a, 'guide')).toBe(true);
        expect((await store().users.findById(guide.uid))?.orgs).toEqual(
          expect.arrayContaining([
            { orgId: DEFAULT_ORG_ID, role: 'guide' },
            { orgId: a, role: 'guide' },
            { orgId: b, role: 'guide' },
          ]),
        );
        expect(await store().users.setOrgRole(guide.uid, DEFAULT_ORG_ID, null)).toBe(true);
        expect(await store().users.setOrgRole(guide.uid, a, null)).toBe(true);
        expect((await store().users.findById(guide.uid))?.orgs).toEqual([{ orgId: b, role: 'guide' }]);
        expect(await store().users.setOrgRole(guide.uid, b, null)).toBe(true);
        expect((await store().users.findById(guide.uid))?.orgs).toEqual([]);
      });

      it('answers false for an unknown user, writing nothing', async () => {
        expect(await store().users.setOrgRole(randomUUID(), randomUUID(), 'guide')).toBe(false);
        expect(await store().users.setOrgRole('not-a-uuid', randomUUID(), 'guide')).toBe(false);
      });

      it('lands two changes made at once for the same user', async () => {
        const guide = newUser({ accessLevel: 1, orgs: [] });
        await insertUsers(guide);
        const [a, b] = [randomUUID(), randomUUID()];
        await Promise.all([
          store().users.setOrgRole(guide.uid, a, 'guide'),
          store().users.setOrgRole(guide.uid, b, 'guide'),
        ]);
        expect((await store().users.findById(guide.uid))?.orgs).toHaveLength(2);
      });

      it('lists the members of an organisation in list order, and nobody else', async () => {
        const org = randomUUID();
        const zed = newUser({ accessLevel: 1, surname: 'Zed', orgs: [{ orgId: org, role: 'guide' }] });
        const abe = newUser({ accessLevel: 1, surname: 'Abe', orgs: [{ orgId: org, role: 'client_admin' }] });
        const outsider = newUser({
          accessLevel: 1,
          surname: 'Out',
          orgs: [{ orgId: randomUUID(), role: 'guide' }],
        });
        await insertUsers(zed, abe, outsider);
        expect((await store().users.listMembers(org)).map((u) => u.uid)).toEqual([abe.uid, zed.uid]);
        expect(await store().users.listMembers(randomUUID())).toEqual([]);
        expect(await store().users.listMembers('not-a-uuid')).toEqual([]);
      });
    });

    describe('users', () => {
      it('stores every field of a user and finds it by id', async () => {
        const guide = newUser({ accessLevel: 1 });
        const event = newEvent(guide.uid);
        await store().events.insert(event);
        const user = newUser({
          forename: 'Zoë',
          surname: "O'Brien",
          passwordHash: null,
          accessLevel: 0,
          portalLink: 'https://portal.example.test/zoë',
          mwEnabled: true,
          eventId: event.eid,
          responseCompleted: [true, false, true, false],
          createdBy: guide.uid,
          lastLoginAt: new Date('2026-05-31T23:59:59.999Z'),
          createdAt: new Date('2026-01-02T03:04:05.678Z'),
        });
        await insertUsers(guide, user);
        expect(await store().users.findById(user.uid)).toEqual(user);
        expect(await store().users.findById(guide.uid)).toEqual(guide);
      });

      it('finds nothing for an unknown id or one that is not a UUID', async () => {
        expect(await store().users.findById(randomUUID())).toBeNull();
        expect(await store().users.findById('not-a-uuid')).toBeNull();
        expect(await store().users.findByIds(['not-a-uuid', randomUUID()])).toEqual([]);
      });

      it('finds several users by id in the order asked, skipping unknown ids', async () => {
        const [a, b, c] = [newUser(), newUser(), newUser()] as const;
        await insertUsers(a, b, c);
        const found = await store().users.findByIds([c.uid, randomUUID(), a.uid, 'nonsense', b.uid]);
        expect(found.map((u) => u.uid)).toEqual([c.uid, a.uid, b.uid]);
        expect(await store().users.findByIds([])).toEqual([]);
      });

      it('finds a user by email whatever its case and surrounding spaces', async () => {
        const user = newUser({ email: `Pat.${randomUUID()}@Example.TEST` });
        await insertUsers(user);
        expect(await store().users.findByEmail(user.email.toLowerCase())).toEqual(user);
        expect(await store().users.findByEmail(`  ${user.email.toUpperCase()} `)).toEqual(user);
        expect(await store().users.findByEmail(`other-${randomUUID()}@example.test`)).toBeNull();
      });

      it('finds several users by email whatever their case, skipping unknown addresses', async () => {
        const [a, b] = [newUser(), newUser({ email: `Mixed.${randomUUID()}@Example.TEST` })] as const;
        await insertUsers(a, b);
        const found = await store().users.findByEmails([
          b.email.toLowerCase(),
          `nobody-${randomUUID()}@example.test`,
          ` ${a.email.toUpperCase()}`,
        ]);
        expect(found.map((u) => u.uid).sort()).toEqual([a.uid, b.uid].sort());
        expect(await store().users.findByEmails([])).toEqual([]);
      });

      it('inserts several users at once, or none when one of them clashes', async () => {
        const [a, b] = [newUser(), newUser()] as const;
        await store().users.insertMany([a, b]);
        expect(await store().users.findByIds([a.uid, b.uid])).toEqual([a, b]);
        const fresh = newUser();
        const clashing = newUser({ email: a.email.toUpperCase() });
        await expect(store().users.insertMany([fresh, clashing])).rejects.toThrow();
        expect(await store().users.findById(fresh.uid)).toBeNull();
        await store().users.insertMany([]);
      });

      it('refuses a second user with the same email in another case, keeping the first', async () => {
        const first = newUser({ email: `same.${randomUUID()}@example.test` });
        await insertUsers(first);
        const second = newUser({ email: first.email.toUpperCase() });
        await expect(store().users.insert(second)).rejects.toThrow();
        expect(await store().users.findById(second.uid)).toBeNull();
        expect(await store().users.findByEmail(first.email)).toEqual(first);
      });

      it('refuses a second user with the same uid', async () => {
        const user = newUser();
        await insertUsers(user);
        await expect(
          store().users.insert({ ...user, email: `${randomUUID()}@example.test` }),
        ).rejects.toThrow();
        expect(await store().users.findById(user.uid)).toEqual(user);
      });

      it('replaces every field on update, the email included', async () => {
        const guide = newUser({ accessLevel: 1 });
        const event = newEvent(guide.uid);
        const user = newUser();
        await store().events.insert(event);
        await insertUsers(guide, user);
        const changed: User = {
          ...user,
          forename: 'Robin',
          surname: 'Renamed',
          email: `Renamed.${randomUUID()}@Example.test`,
          passwordHash: 'hashed(New-passw0rd)',
          accessLevel: 1,
          portalLink: 'https://portal.example.test/r',
          mwEnabled: true,
          eventId: event.eid,
          responseCompleted: [true, true, true, true],
          createdBy: guide.uid,
          lastLoginAt: new Date('2026-06-01T10:00:00.500Z'),
        };
        await store().users.update(changed);
        expect(await store().users.findById(user.uid)).toEqual(changed);
        expect(await store().users.findByEmail(changed.email.toLowerCase())).toEqual(changed);
        expect(await store().users.findByEmail(user.email)).toBeNull();
      });

      it('refuses an update to an email another user has', async () => {
        const [a, b] = [newUser(), newUser()] as const;
        await insertUsers(a, b);
        await expect(store().users.update({ ...b, email: a.email.toUpperCase() })).rejects.toThrow();
        expect(await store().users.findById(b.uid)).toEqual(b);
      });

      it('ignores an update of a user that does not exist', async () => {
        const ghost = newUser();
        await store().users.update(ghost);
        expect(await store().users.findById(ghost.uid)).toBeNull();
      });

      it('lists the users of one access level', async () => {
        const participants = [newUser({ accessLevel: 0 }), newUser({ accessLevel: 0 })];
        const guide = newUser({ accessLevel: 1 });
        await insertUsers(...participants, guide);
        const listed = await store().users.listByAccessLevel(0);
        expect(listed.every((u) => u.accessLevel === 0)).toBe(true);
        expect(listed).toEqual(expect.arrayContaining(participants));
        expect(listed.map((u) => u.uid)).not.toContain(guide.uid);
        expect((await store().users.listByAccessLevel(1)).map((u) => u.uid)).toContain(guide.uid);
      });

      it("lists, in a Guide's scope, the users in their events and those they created who are in none", async () => {
        const guide = newUser({ accessLevel: 1 });
        const otherGuide = newUser({ accessLevel: 1 });
        const event = newEvent(guide.uid);
        const otherEvent = newEvent(otherGuide.uid);
        await store().events.insert(event);
        await store().events.insert(otherEvent);
        const created = newUser({ createdBy: guide.uid });
        const inEvent = newUser({ createdBy: otherGuide.uid, eventId: event.eid });
        const both = newUser({ createdBy: guide.uid, eventId: event.eid });
        const otherGuidesOwn = newUser({ createdBy: otherGuide.uid, eventId: otherEvent.eid });
        const createdByNobody = newUser();
        const createdGuide = newUser({ accessLevel: 1, createdBy: guide.uid });
        // Created by the Guide, then moved into the other Guide's event: the other Guide's now.
        const movedAway = newUser({ createdBy: guide.uid, eventId: otherEvent.eid });
        await insertUsers(
          guide,
          otherGuide,
          created,
          inEvent,
          both,
          otherGuidesOwn,
          createdByNobody,
          createdGuide,
          movedAway,
        );

        expect(sortedUids(await store().users.listByAccessLevel(0, guide))).toEqual(
          sortedUids([created, inEvent, both]),
        );
        expect(sortedUids(await store().users.listByAccessLevel(1, guide))).toEqual([createdGuide.uid]);
        expect(sortedUids(await store().users.listByAccessLevel(0, otherGuide))).toEqual(
          sortedUids([otherGuidesOwn, movedAway]),
        );
        const pageUids = async (scope: User) =>
          sortedUids((await store().users.listPage(0, WHOLE_LIST, scope)).users);
        expect(await pageUids(guide)).toEqual(sortedUids([created, inEvent, both]));
        expect(await pageUids(otherGuide)).toEqual(sortedUids([otherGuidesOwn, movedAway]));
        expect(await store().users.listByAccessLevel(0, { ...guide, uid: randomUUID() })).toEqual([]);
        expect(await store().users.listByAccessLevel(0, { ...guide, uid: 'not-a-uuid' })).toEqual([]);
        expect(await store().users.listByAccessLevel(0, { ...guide, orgs: [] })).toEqual([]);
      });

      it("agrees with the domain's isInGuideScope on who is in each Guide's scope", async () => {
        const [A, B] = [randomUUID(), randomUUID()];
        // A Guide of A, a Guide of both, a client admin of A, a Guide of B.
        const guides = [
          newUser({ accessLevel: 1, orgs: [{ orgId: A, role: 'guide' }] }),
          newUser({
            accessLevel: 1,
            orgs: [
              { orgId: A, role: 'guide' },
              { orgId: B, role: 'guide' },
            ],
          }),
          newUser({ accessLevel: 1, orgs: [{ orgId: A, role: 'client_admin' }] }),
          newUser({ accessLevel: 1, orgs: [{ orgId: B, role: 'guide' }] }),
        ];
        const [first, second, , fourth] = guides.map((guide) => guide.uid) as [
          string,
          string,
          string,
          string,
        ];
        const events = [
          newEvent(first, { orgId: A }),
          newEvent(first, { orgId: B }),
          newEvent(second, { orgId: B }),
          newEvent(fourth, { orgId: A }),
        ];
        for (const event of events) await store().events.insert(event);
        // Every combination of creator, event (none, or each; the person then in its organisation)
        // and, outside events, organisation.
        const people = [...guides.map((guide) => guide.uid), null].flatMap((createdBy) =>
          [
            ...[A, B].map((orgId) => ({ eventId: null, orgId })),
            ...events.map((event) => ({ eventId: event.eid, orgId: event.orgId })),
          ].flatMap((placed) =>
            ([0, 1] as const).map((accessLevel) => newUser({ accessLevel, createdBy, ...placed })),
          ),
        );
        await insertUsers(...guides, ...people);
        const eventOf = (person: User) => events.find((event) => event.eid === person.eventId) ?? null;
        for (const guide of guides)
          for (const level of [0, 1] as const) {
            const inRule = people.filter(
              (person) => person.accessLevel === level && isInGuideScope(guide, person, eventOf(person)),
            );
            expect(sortedUids(await store().users.listByAccessLevel(level, guide))).toEqual(
              sortedUids(inRule),
            );
            const page = await store().users.listPage(level, WHOLE_LIST, guide);
            expect(sortedUids(page.users)).toEqual(sortedUids(inRule));
            expect(page.total).toBe(inRule.length);
          }
        // The client admin of A sees every participant of A, and nobody of B.
        const adminsScope = await store().users.listByAccessLevel(0, guides[2] as User);
        expect(adminsScope.length).toBeGreaterThan(0);
        expect(adminsScope.every((person) => person.orgId === A)).toBe(true);
      });

      describe('list pages (search, sort, paging)', () => {
        /**
         * Users whose emails carry a tag no other test's users have, so searching for the tag
         * finds only this test's users in the shared store. The tag is hex after an 'x': the
         * other search terms below use letters beyond 'f', so they never match it by chance.
         */
        const taggedUsers = () => {
          const tag = `x${randomUUID().replaceAll('-', '').slice(0, 12)}`;
          const make = (label: string, overrides: Partial<User> = {}): User =>
            newUser({ email: `${tag}.${label}@example.test`, ...overrides });
          const search = (
            terms: string[],
            page: { offset?: number; limit?: number | null } = {},
          ): UserSearch => ({
            terms: [tag, ...terms],
            offset: page.offset ?? 0,
            limit: page.limit ?? null,
          });
          return { tag, make, search };
        };

        it('finds the users matching every term: the start of the forename or surname, or anywhere in the email, in any case', async () => {
          const { make, search } = taggedUsers();
          const ann = make('1', { forename: 'Ann', surname: 'Smith' });
          const anne = make('2', { forename: 'anne', surname: 'SMITHERS' });
          const joann = make('3', { forename: 'Joann', surname: 'Smith' });
          const annan = make('4', { forename: 'Bob', surname: 'Annan' });
          const hannah = make('hannah', { forename: 'Sam', surname: 'Brown' });
          await insertUsers(ann, anne, joann, annan, hannah);
          const found = async (...terms: string[]) =>
            (await store().users.listPage(0, search(terms))).users.map((u) => u.email);

          expect(await found('ann')).toEqual([annan, hannah, ann, anne].map((u) => u.email));
          expect(await found('ANN', 'smi')).toEqual([ann, anne].map((u) => u.email));
          expect(await found('smith', 'ann')).toEqual([ann, anne].map((u) => u.email));
          expect(await found('nn')).toEqual([hannah.email]);
          expect(await found('mith')).toEqual([]);
          expect(await found('example.test')).toHaveLength(5);
        });

        it('matches % and _ and \\ in a term literally', async () => {
          const { make, search } = taggedUsers();
          const percent = make('1', { forename: 'Per', surname: '%Off' });
          const underscore = make('2', { forename: '_Under', surname: 'Score' });
          const backslash = make('3', { forename: 'Back\\slash', surname: 'Slash' });
          const plain = make('4', { forename: 'Plain', surname: 'Person' });
          await insertUsers(percent, underscore, backslash, plain);
          const found = async (...terms: string[]) =>
            (await store().users.listPage(0, search(terms))).users.map((u) => u.uid);

          expect(await found('%')).toEqual([percent.uid]);
          expect(await found('_')).toEqual([underscore.uid]);
          expect(await found('_u')).toEqual([underscore.uid]);
          expect(await found('%o')).toEqual([percent.uid]);
          expect(await found('back\\')).toEqual([backslash.uid]);
          expect(await found('\\%')).toEqual([]);
          expect(await found('p%n')).toEqual([]);
        });

        it('sorts by surname, forename and email, ignoring case and accents', async () => {
          const { make, search } = taggedUsers();
          const patB = make('b', { forename: 'Pat', surname: 'Same' });
          const zoe = make('1', { forename: 'Zoe', surname: 'adams' });
          const emile = make('2', { forename: 'Émile', surname: 'Brown' });
          const carl = make('3', { forename: 'Carl', surname: 'Ádler' });
          const bob = make('4', { forename: 'bob', surname: 'Brown' });
          const amy = make('5', { forename: 'Amy', surname: 'Adams' });
          const patA = make('a', { forename: 'PAT', surname: 'same' });
          await insertUsers(patB, zoe, emile, carl, bob, amy, patA);

          const page = await store().users.listPage(0, search([]));
          expect(page.users).toEqual([amy, zoe, carl, bob, emile, patA, patB]);
          expect(page.total).toBe(7);
        });

        it('gives the page asked for and counts every match', async () => {
          const { make, search } = taggedUsers();
          const users = ['E', 'D', 'C', 'B', 'A'].map((surname, i) =>
            make(`${i}`, { forename: 'Pia', surname }),
          );
          await insertUsers(...users);
          const [e, d, c, b, a] = users as [User, User, User, User, User];
          const page = (offset: number, limit: number | null) =>
            store().users.listPage(0, search([], { offset, limit }));

          expect(await page(0, 2)).toEqual({ users: [a, b], total: 5 });
          expect(await page(2, 2)).toEqual({ users: [c, d], total: 5 });
          expect(await page(4, 2)).toEqual({ users: [e], total: 5 });
          expect(await page(5, 2)).toEqual({ users: [], total: 5 });
          expect(await page(100, 500)).toEqual({ users: [], total: 5 });
          expect(await page(3, null)).toEqual({ users: [d, e], total: 5 });
          expect(await page(0, null)).toEqual({ users: [a, b, c, d, e], total: 5 });
          expect(await page(0, 1)).toEqual({ users: [a], total: 5 });
        });

        it("keeps to the access level and, given a Guide, to the Guide's scope", async () => {
          const { make, search } = taggedUsers();
          const guide = make('guide', { accessLevel: 1, forename: 'Gail', surname: 'Guide' });
          const otherGuide = make('other', { accessLevel: 1, forename: 'Gil', surname: 'Guide' });
          const event = newEvent(guide.uid);
          const otherEvent = newEvent(otherGuide.uid);
          await store().events.insert(event);
          await store().events.insert(otherEvent);
          const created = make('1', { forename: 'Cy', surname: 'Created', createdBy: guide.uid });
          const inEvent = make('2', {
            forename: 'Ivy',
            surname: 'Event',
            createdBy: otherGuide.uid,
            eventId: event.eid,
          });
          const theirs = make('3', {
            forename: 'Theo',
            surname: 'Other',
            createdBy: otherGuide.uid,
            eventId: otherEvent.eid,
          });
          const admin = make('4', { accessLevel: 2, forename: 'Ada', surname: 'Admin' });
          await insertUsers(guide, otherGuide, created, inEvent, theirs, admin);

          expect(await store().users.listPage(0, search([]), guide)).toEqual({
            users: [created, inEvent],
            total: 2,
          });
          expect(await store().users.listPage(0, search([], { offset: 1, limit: 1 }), guide)).toEqual({
            users: [inEvent],
            total: 2,
          });
          expect(await store().users.listPage(0, search(['theo']), guide)).toEqual({
            users: [],
            total: 0,
          });
          // inEvent was created by the other Guide but is in this Guide's event: this Guide's alone.
          expect(await store().users.listPage(0, search([]), otherGuide)).toEqual({
            users: [theirs],
            total: 1,
          });
          expect(await store().users.listPage(0, search([]))).toEqual({
            users: [created, inEvent, theirs],
            total: 3,
          });
          expect(await store().users.listPage(1, search([]))).toEqual({
            users: [guide, otherGuide],
            total: 2,
          });
          expect(await store().users.listPage(2, search([]))).toEqual({ users: [admin], total: 1 });
          expect(await store().users.listPage(0, search([]), { ...guide, uid: randomUUID() })).toEqual({
            users: [],
            total: 0,
          });
          expect(await store().users.listPage(0, search([]), { ...guide, uid: 'not-a-uuid' })).toEqual({
            users: [],
            total: 0,
          });
        });

        it("keeps to one organisation when asked, searched, paged and within a Guide's scope", async () => {
          const { make, search } = taggedUsers();
          const orgId = randomUUID();
          const guide = make('guide', { accessLevel: 1, orgs: [{ orgId, role: 'guide' }] });
          const mine = make('1', { surname: 'Alpha', orgId, createdBy: guide.uid });
          const also = make('2', { surname: 'Beta', orgId });
          const elsewhere = make('3', { surname: 'Gamma' });
          await insertUsers(guide, mine, also, elsewhere);
          const inOrg = (page: { offset?: number; limit?: number | null } = {}, terms: string[] = []) => ({
            ...search(terms, page),
            orgId,
          });

          expect(await store().users.listPage(0, inOrg())).toEqual({ users: [mine, also], total: 2 });
          expect(await store().users.listPage(0, inOrg({ offset: 1, limit: 1 }))).toEqual({
            users: [also],
            total: 2,
          });
          expect(await store().users.listPage(0, inOrg({}, ['beta']))).toEqual({ users: [also], total: 1 });
          expect(await store().users.listPage(0, inOrg(), guide)).toEqual({ users: [mine], total: 1 });
          expect(await store().users.listPage(0, { ...WHOLE_LIST, orgId: randomUUID() })).toEqual({
            users: [],
            total: 0,
          });
          expect(await store().users.listPage(0, { ...WHOLE_LIST, orgId: 'not-a-uuid' })).toEqual({
            users: [],
            total: 0,
          });
        });

        it('lists every user of the level without terms or paging, the total being their number', async () => {
          const { make } = taggedUsers();
          const mine = [make('1', { surname: 'Whole' }), make('2', { surname: 'Whole' })];
          await insertUsers(...mine);
          const page = await store().users.listPage(0, WHOLE_LIST);
          expect(page.users).toEqual(expect.arrayContaining(mine));
          expect(page.total).toBe(page.users.length);
          expect(page.users.every((u) => u.accessLevel === 0)).toBe(true);
          expect([...page.users].sort(compareForUserList)).toEqual(page.users);
        });
      });

      it('writes only the completion flags of one user', async () => {
        const [user, other] = [newUser({ forename: 'Before' }), newUser()] as const;
        await insertUsers(user, other);
        await store().users.setResponseCompleted(user.uid, [true, false, true, false]);
        await store().users.setResponseCompleted('not-a-uuid', [true, true, true, true]);
        expect(await store().users.findById(user.uid)).toEqual({
          ...user,
          responseCompleted: [true, false, true, false],
        });
        expect(await store().users.findById(other.uid)).toEqual(other);
      });

      it('sets and clears the event of several users at once, ignoring unknown ids', async () => {
        const guide = newUser({ accessLevel: 1 });
        const event = newEvent(guide.uid);
        await store().events.insert(event);
        const [a, b, untouched] = [newUser(), newUser(), newUser()] as const;
        await insertUsers(a, b, untouched);

        await store().users.setEvent([a.uid, b.uid, randomUUID()], event.eid);
        expect((await store().users.findById(a.uid))?.eventId).toBe(event.eid);
        expect((await store().users.findById(b.uid))?.eventId).toBe(event.eid);
        expect(await store().users.findById(untouched.uid)).toEqual(untouched);

        await store().users.setEvent([a.uid], null);
        expect(await store().users.findById(a.uid)).toEqual(a);
        expect((await store().users.findById(b.uid))?.eventId).toBe(event.eid);
        await store().users.setEvent([], event.eid);
      });

      it('puts users in an event only from no event (or the same one), naming those in another', async () => {
        const guide = newUser({ accessLevel: 1 });
        const [event, other] = [newEvent(guide.uid), newEvent(guide.uid)];
        await store().events.insert(event);
        await store().events.insert(other);
        const [free, already, elsewhere] = [newUser(), newUser(), newUser()] as const;
        await insertUsers(free, already, elsewhere);
        await store().users.setEvent([already.uid], event.eid);
        await store().users.setEvent([elsewhere.uid], other.eid);

        const ids = [free.uid, elsewhere.uid, already.uid, randomUUID(), 'not-a-uuid'];
        expect(await store().users.joinEvent(ids, event.eid)).toEqual([elsewhere.uid]);
        expect((await store().users.findById(free.uid))?.eventId).toBe(event.eid);
        expect((await store().users.findById(already.uid))?.eventId).toBe(event.eid);
        expect((await store().users.findById(elsewhere.uid))?.eventId).toBe(other.eid);
        expect(await store().users.joinEvent([], event.eid)).toEqual([]);
      });

      it('lets one of two transactions putting the same user in two events at once win', async () => {
        const guide = newUser({ accessLevel: 1 });
        const [event, other] = [newEvent(guide.uid), newEvent(guide.uid)];
        await store().events.insert(event);
        await store().events.insert(other);
        const person = newUser();
        await insertUsers(person);
        const { promise: joined, resolve: firstJoined } = Promise.withResolvers<void>();
        const { promise: finish, resolve: letFirstEnd } = Promise.withResolvers<void>();
        const first = store().transaction(async (tx) => {
          const taken = await tx.users.joinEvent([person.uid], event.eid);
          firstJoined();
          await finish;
          return taken;
        });
        await joined;
        const second = store().transaction((tx) => tx.users.joinEvent([person.uid], other.eid));
        await new Promise((resolve) => setTimeout(resolve, 100));
        letFirstEnd();
        expect(await Promise.all([first, second])).toEqual([[], [person.uid]]);
        expect((await store().users.findById(person.uid))?.eventId).toBe(event.eid);
      });

      it('records the live step and keeps the latest of that report and the response saves as last activity', async () => {
        const [user, other, idle] = [newUser(), newUser(), newUser()] as const;
        await insertUsers(user, other, idle);
        const past = new Date('2000-01-01T00:00:00.000Z');
        const future = new Date('2099-01-01T00:00:00.123Z');
        await store().users.recordLiveStep(user.uid, 3, future);
        await store().users.recordLiveStep(other.uid, 1, past);
        await store().users.recordLiveStep('not-a-uuid', 1, past);
        await store().responses.save(makeResponse(user.uid, 'live'));
        await store().responses.save(makeResponse(other.uid, 'prework'));

        const found = await store().users.findActivity([
          idle.uid,
          randomUUID(),
          'nonsense',
          user.uid,
          other.uid,
        ]);
        expect(found.map(({ uid, liveStep }) => [uid, liveStep])).toEqual([
          [idle.uid, null],
          [user.uid, 3],
          [other.uid, 1],
        ]);
        expect(found[0]?.lastActiveAt).toBeNull();
        expect(found[1]?.lastActiveAt).toEqual(future);
        // The save came after the report from the past: it is the latest activity.
        expect(found[2]?.lastActiveAt?.getTime()).toBeGreaterThan(past.getTime());
        expect(await store().users.findById(user.uid)).toEqual(user);
        expect(await store().users.findActivity([])).toEqual([]);
      });

      it('deletes several users, leaving the others', async () => {
        const [a, b, kept] = [newUser(), newUser(), newUser()] as const;
        await insertUsers(a, b, kept);
        await store().users.deleteMany([a.uid, b.uid, randomUUID()]);
        expect(await store().users.findByIds([a.uid, b.uid, kept.uid])).toEqual([kept]);
        expect(await store().users.findByEmail(a.email)).toBeNull();
        await store().users.deleteMany([]);
      });
    });

    describe('events', () => {
      it('stores every field of an event, its participant lists in order', async () => {
        const guide = newUser({ accessLevel: 1 });
        const participants = [randomUUID(), randomUUID(), randomUUID()].sort().reverse();
        const event = newEvent(guide.uid, {
          eventName: 'Spring "Values", part 2',
          eventDate: date('2026-03-29'),
          accessClose: date('2026-04-29'),
          eventType: 'Non-reg',
          sessionAccess: 'Live',
          participants,
          emailsSent: [true, false, true],
          state: 'closed',
          closedOn: date('2026-04-01'),
          autoRemindDays: 3,
          autoRemindedOn: date('2026-03-26'),
          createdAt: new Date('2026-02-01T12:34:56.789Z'),
        });
        await store().events.insert(event);
        expect(await store().events.findById(event.eid)).toEqual(event);
        expect(await store().events.findById(randomUUID())).toBeNull();
        expect(await store().events.findById('not-a-uuid')).toBeNull();
      });

      it('refuses a second event with the same id', async () => {
        const event = newEvent(randomUUID());
        await store().events.insert(event);
        await expect(store().events.insert({ ...event, eventName: 'Again' })).rejects.toThrow();
        expect(await store().events.findById(event.eid)).toEqual(event);
      });

      it('keeps calendar dates exactly, whatever the time zone of the process', async () => {
        const previous = process.env.TZ;
        try {
          for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/London']) {
            process.env.TZ = zone;
            const event = newEvent(randomUUID(), {
              eventDate: date('2024-02-29'),
              accessClose: date('2026-03-29'),
              closedOn: date('1999-12-31'),
            });
            await store().events.insert(event);
            const found = await store().events.findById(event.eid);
            expect([found?.eventDate, found?.accessClose, found?.closedOn]).toEqual([
              '2024-02-29',
              '2026-03-29',
              '1999-12-31',
            ]);
          }
        } finally {
          if (previous === undefined) delete process.env.TZ;
          else process.env.TZ = previous;
        }
      });

      it("lists the events of one organisation, and agrees with the domain's isEventInGuideScope", async () => {
        const [A, B] = [randomUUID(), randomUUID()];
        const [one, two] = [randomUUID(), randomUUID()];
        const events = [one, two].flatMap((facilitatorId) =>
          [A, B].map((orgId) => newEvent(facilitatorId, { orgId })),
        );
        for (const event of events) await store().events.insert(event);
        const ofA = events.filter((event) => event.orgId === A);
        expect(sortedEids(await store().events.list({ orgId: A }))).toEqual(sortedEids(ofA));
        expect(sortedEids(await store().events.listSummaries({ orgId: A }))).toEqual(sortedEids(ofA));
        expect(await store().events.list({ orgId: 'not-a-uuid' })).toEqual([]);
        const guides: GuideScope[] = [
          { uid: one, orgs: [{ orgId: A, role: 'guide' }] },
          {
            uid: one,
            orgs: [
              { orgId: A, role: 'guide' },
              { orgId: B, role: 'guide' },
            ],
          },
          { uid: two, orgs: [{ orgId: A, role: 'client_admin' }] },
          {
            uid: two,
            orgs: [
              { orgId: B, role: 'client_admin' },
              { orgId: A, role: 'guide' },
            ],
          },
          { uid: randomUUID(), orgs: [] },
        ];
        for (const guide of guides) {
          const inRule = events.filter((event) => isEventInGuideScope(guide, event));
          expect(sortedEids(await store().events.list({ guide }))).toEqual(sortedEids(inRule));
          expect(sortedEids(await store().events.listSummaries({ guide }))).toEqual(sortedEids(inRule));
          expect(sortedEids(await store().events.list({ guide, orgId: B }))).toEqual(
            sortedEids(inRule.filter((event) => event.orgId === B)),
          );
        }
      });

      it('lists every event, or only those one Guide facilitates', async () => {
        const [guide, otherGuide] = [randomUUID(), randomUUID()];
        const mine = [newEvent(guide), newEvent(guide)];
        const theirs = newEvent(otherGuide);
        for (const event of [...mine, theirs]) await store().events.insert(event);
        expect(sortedEids(await store().events.list({ facilitatorId: guide }))).toEqual(sortedEids(mine));
        expect(await store().events.list({ facilitatorId: otherGuide })).toEqual([theirs]);
        expect(await store().events.list({ facilitatorId: randomUUID() })).toEqual([]);
        expect(await store().events.list({ facilitatorId: 'not-a-uuid' })).toEqual([]);
        expect(await store().events.list()).toEqual(expect.arrayContaining([...mine, theirs]));
      });

      it('lists only the events with follow-up points when asked', async () => {
        const guide = randomUUID();
        const withPoints = newEvent(guide, { followUpDays: [30, 90] });
        const without = newEvent(guide);
        for (const event of [withPoints, without]) await store().events.insert(event);
        const found = await store().events.list({ facilitatorId: guide, withFollowUps: true });
        expect(found).toEqual([withPoints]);
        expect(await store().events.list({ facilitatorId: guide, withFollowUps: false })).toHaveLength(2);
      });

      it('lists summaries of the same events as list, in the order list gives them, the participant lists only counted', async () => {
        const [guide, otherGuide] = [randomUUID(), randomUUID()];
        const closed = newEvent(guide, {
          eventName: 'Closed "Values", part 2',
          eventDate: date('2026-03-29'),
          accessClose: date('2026-04-29'),
          eventType: 'Non-reg',
          sessionAccess: 'Live',
          participants: [randomUUID(), randomUUID(), randomUUID()],
          emailsSent: [true, false, true],
          state: 'closed',
          closedOn: date('2026-04-01'),
          followUpDays: [0.5, 30],
          timeZone: 'America/St_Johns',
          createdAt: new Date('2026-02-01T12:34:56.789Z'),
        });
        const empty = newEvent(guide, { createdAt: new Date('2026-01-01T00:00:00.000Z') });
        const theirs = newEvent(otherGuide, { participants: [randomUUID()], emailsSent: [false] });
        for (const event of [closed, empty, theirs]) await store().events.insert(event);

        const mine = await store().events.listSummaries({ facilitatorId: guide });
        expect(mine.map((e) => e.eid)).toEqual(
          (await store().events.list({ facilitatorId: guide })).map((e) => e.eid),
        );
        const byEid = (a: { eid: string }, b: { eid: string }) => a.eid.localeCompare(b.eid);
        expect([...mine].sort(byEid)).toEqual(
          [
            {
              eid: empty.eid,
              orgId: DEFAULT_ORG_ID,
              eventName: 'Spring Workshop',
              eventDate: '2026-06-10',
              accessClose: '2026-07-10',
              eventType: 'Reg',
              sessionAccess: 'Pre-work',
              facilitatorId: guide,
              participantCount: 0,
              state: 'open',
              closedOn: null,
              followUpDays: [],
              timeZone: 'UTC',
            },
            {
              eid: closed.eid,
              orgId: DEFAULT_ORG_ID,
              eventName: 'Closed "Values", part 2',
              eventDate: '2026-03-29',
              accessClose: '2026-04-29',
              eventType: 'Non-reg',
              sessionAccess: 'Live',
              facilitatorId: guide,
              participantCount: 3,
              state: 'closed',
              closedOn: '2026-04-01',
              followUpDays: [0.5, 30],
              timeZone: 'America/St_Johns',
            },
          ].sort(byEid),
        );
        expect(await store().events.listSummaries({ facilitatorId: otherGuide })).toEqual([
          expect.objectContaining({ eid: theirs.eid, participantCount: 1 }),
        ]);
        expect(await store().events.listSummaries({ facilitatorId: randomUUID() })).toEqual([]);
        expect(await store().events.listSummaries({ facilitatorId: 'not-a-uuid' })).toEqual([]);
        const all = await store().events.listSummaries();
        expect(all.map((e) => e.eid)).toEqual((await store().events.list()).map((e) => e.eid));
        expect(all.map((e) => e.eid)).toEqual(expect.arrayContaining([closed.eid, empty.eid, theirs.eid]));
      });

      it('replaces an event on update, its lists included', async () => {
        const [first, second] = [randomUUID(), randomUUID()];
        const event = newEvent(randomUUID(), { participants: [first, second], emailsSent: [false, true] });
        await store().events.insert(event);
        const changed: WorkshopEvent = {
          ...event,
          eventName: 'Renamed',
          eventDate: date('2026-12-31'),
          participants: [second, first, randomUUID()],
          emailsSent: [true, false, false],
          state: 'closed',
          closedOn: date('2027-01-01'),
        };
        await store().events.update(changed);
        expect(await store().events.findById(event.eid)).toEqual(changed);
        await store().events.update({
          ...changed,
          closedOn: null,
          state: 'open',
          participants: [],
          emailsSent: [],
        });
        expect(await store().events.findById(event.eid)).toEqual({
          ...changed,
          closedOn: null,
          state: 'open',
          participants: [],
          emailsSent: [],
        });
      });

      it('ignores an update of an event that does not exist', async () => {
        const ghost = newEvent(randomUUID());
        await store().events.update(ghost);
        expect(await store().events.findById(ghost.eid)).toBeNull();
      });

      it('deletes an event, leaving its users without one', async () => {
        const guide = newUser({ accessLevel: 1 });
        const event = newEvent(guide.uid);
        const kept = newEvent(guide.uid);
        await store().events.insert(event);
        await store().events.insert(kept);
        const member = newUser({ eventId: event.eid });
        const elsewhere = newUser({ eventId: kept.eid });
        await insertUsers(guide, member, elsewhere);
        await store().events.delete(event.eid);
        await store().events.delete('not-a-uuid');
        expect(await store().events.findById(event.eid)).toBeNull();
        expect(await store().events.findById(kept.eid)).toEqual(kept);
        expect(await store().users.findById(member.uid)).toEqual({ ...member, eventId: null });
        expect(await store().users.findById(elsewhere.uid)).toEqual(elsewhere);
      });

      it('holds an event for one transaction at a time: a second one holding it waits until the first ends', async () => {
        const guide = newUser({ accessLevel: 1 });
        const [event, other] = [newEvent(guide.uid), newEvent(guide.uid)];
        await store().events.insert(event);
        await store().events.insert(other);
        const steps: string[] = [];
        const { promise: firstHolds, resolve: holding } = Promise.withResolvers<void>();
        const { promise: finish, resolve: letFirstEnd } = Promise.withResolvers<void>();
        const first = store().transaction(async (tx) => {
          await tx.events.hold(event.eid);
          await tx.events.hold(event.eid);
          holding();
          await finish;
          await tx.events.update({ ...event, eventName: 'Held first' });
          steps.push('first ends');
        });
        await firstHolds;
        const second = store().transaction(async (tx) => {
          await tx.events.hold(event.eid);
          steps.push(`second holds, reads ${(await tx.events.findById(event.eid))?.eventName}`);
        });
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect(steps).toEqual([]);
        letFirstEnd();
        await Promise.all([first, second]);
        expect(steps).toEqual(['first ends', 'second holds, reads Held first']);
        // Unknown ids hold nothing; outside a transaction nothing is held either.
        await store().transaction((tx) => tx.events.hold('not-a-uuid'));
        await store().events.hold(other.eid);
      });

      it("counts each event's usage in one organisation between two dates", async () => {
        const org = newOrganisation();
        await store().organisations.insert(org);
        const guide = newUser({ accessLevel: 1 });
        const done = newUser({ orgId: org.orgId, responseCompleted: [true, true, true, true] });
        const halfway = newUser({ orgId: org.orgId, responseCompleted: [true, true, false, false] });
        const mw = newUser({ orgId: org.orgId, responseCompleted: [true, true, true, true] });
        const elsewhere = newUser({ responseCompleted: [true, true, true, true] });
        await insertUsers(guide, done, halfway, mw, elsewhere);
        await store().users.recordLiveStep(done.uid, 3, new Date('2026-03-01T10:00:00.000Z'));
        await store().users.recordLiveStep(halfway.uid, 2, new Date('2026-03-01T10:00:00.000Z'));
        await store().users.recordLiveStep(mw.uid, 4, new Date('2026-03-01T10:00:00.000Z'));
        const inOrg = (eventDate: string, participants: string[]) =>
          newEvent(guide.uid, { orgId: org.orgId, eventDate: date(eventDate), participants });
        const events = [
          // A roster id without an account (gone) is invited, and completed nothing.
          inOrg('2026-03-01', [done.uid, halfway.uid, randomUUID()]),
          inOrg('2026-03-31', [mw.uid]),
          inOrg('2026-04-01', []),
          inOrg('2026-02-28', [done.uid]),
          newEvent(guide.uid, { eventDate: date('2026-03-10'), participants: [elsewhere.uid] }),
        ];
        for (const event of events) await store().events.insert(event);
        const usage = await store().events.usage(org.orgId, date('2026-03-01'), date('2026-04-01'));
        expect([...usage].sort((a, b) => a.eventDate.localeCompare(b.eventDate))).toEqual([
          { eventDate: '2026-03-01', participantsInvited: 3, preworkCompleted: 1, liveCompleted: 1 },
          { eventDate: '2026-03-31', participantsInvited: 1, preworkCompleted: 1, liveCompleted: 1 },
          { eventDate: '2026-04-01', participantsInvited: 0, preworkCompleted: 0, liveCompleted: 0 },
        ]);
        expect(await store().events.usage(randomUUID(), date('2026-01-01'), date('2026-12-31'))).toEqual([]);
        expect(await store().events.usage('not-a-uuid', date('2026-01-01'), date('2026-12-31'))).toEqual([]);
      });
    });

    describe('responses', () => {
      it('saves a response and finds it by user and kind', async () => {
        const user = newUser();
        await insertUsers(user);
        const response = makeResponse(user.uid, 'prework');
        await store().responses.save(response);
        expect(await store().responses.find(user.uid, 'prework')).toEqual(response);
        expect(await store().responses.find(user.uid, 'live')).toBeNull();
        expect(await store().responses.find('not-a-uuid', 'prework')).toBeNull();
      });

      it('replaces the record of the same kind on save and keeps the other kind', async () => {
        const user = newUser();
        await insertUsers(user);
        const prework = makeResponse(user.uid, 'prework');
        const live = makeResponse(user.uid, 'live');
        await store().responses.save(prework);
        await store().responses.save(live);
        const reordered: ValuesResponse = {
          ...prework,
          values: [...prework.values].reverse(),
          descriptions: [...prework.descriptions].reverse(),
          percentLived: [...prework.percentLived].reverse(),
        };
        await store().responses.save(reordered);
        expect(await store().responses.find(user.uid, 'prework')).toEqual(reordered);
        expect(await store().responses.find(user.uid, 'live')).toEqual(live);
      });

      it('keeps any text in values and descriptions exactly', async () => {
        const user = newUser();
        await insertUsers(user);
        const response: ValuesResponse = {
          uid: user.uid,
          kind: 'live',
          values: AWKWARD_TEXTS.map((value, i) => ({ value, originalIndex: i === 0 ? -1 : i * 7 })),
          descriptions: [...AWKWARD_TEXTS].reverse(),
          percentLived: AWKWARD_TEXTS.map((_, i) => (i * 13) % 101),
        };
        await store().responses.save(response);
        expect(await store().responses.find(user.uid, 'live')).toEqual(response);
      });

      it('finds the responses of several users in the order asked', async () => {
        const [a, b, none] = [newUser(), newUser(), newUser()] as const;
        await insertUsers(a, b, none);
        for (const uid of [a.uid, b.uid]) {
          await store().responses.save(makeResponse(uid, 'prework'));
          await store().responses.save(makeResponse(uid, 'live'));
        }
        const found = await store().responses.findForUsers([b.uid, none.uid, a.uid], 'live');
        expect(found).toEqual([makeResponse(b.uid, 'live'), makeResponse(a.uid, 'live')]);
        expect(await store().responses.findForUsers([], 'live')).toEqual([]);
      });

      it('deletes both records of several users, leaving the others', async () => {
        const [a, b, kept] = [newUser(), newUser(), newUser()] as const;
        await insertUsers(a, b, kept);
        for (const uid of [a.uid, b.uid, kept.uid]) {
          await store().responses.save(makeResponse(uid, 'prework'));
          await store().responses.save(makeResponse(uid, 'live'));
        }
        await store().responses.deleteForUsers([a.uid, b.uid]);
        await store().responses.deleteForUsers([]);
        expect(await store().responses.findForUsers([a.uid, b.uid, kept.uid], 'prework')).toEqual([
          makeResponse(kept.uid, 'prework'),
        ]);
        expect(await store().responses.find(a.uid, 'live')).toBeNull();
        expect(await store().responses.find(kept.uid, 'live')).toEqual(makeResponse(kept.uid, 'live'));
      });
    });

    describe('meaningful work', () => {
      it('saves, replaces and finds the meaningful work of a user', async () => {
        const user = newUser();
        await insertUsers(user);
        expect(await store().meaningfulWork.find(user.uid)).toBeNull();
        await store().meaningfulWork.save(user.uid, meaningfulWork('first'));
        const replaced = meaningfulWork(AWKWARD_TEXTS.join('\n'));
        await store().meaningfulWork.save(user.uid, replaced);
        expect(await store().meaningfulWork.find(user.uid)).toEqual(replaced);
        expect(await store().meaningfulWork.find('not-a-uuid')).toBeNull();
      });

      it('deletes the meaningful work of several users, leaving the others', async () => {
        const [a, kept] = [newUser(), newUser()] as const;
        await insertUsers(a, kept);
        await store().meaningfulWork.save(a.uid, meaningfulWork('a'));
        await store().meaningfulWork.save(kept.uid, meaningfulWork('kept'));
        await store().meaningfulWork.deleteForUsers([a.uid]);
        await store().meaningfulWork.deleteForUsers([]);
        expect(await store().meaningfulWork.find(a.uid)).toBeNull();
        expect(await store().meaningfulWork.find(kept.uid)).toEqual(meaningfulWork('kept'));
      });
    });

    describe('logon links', () => {
      it('stores a link and finds it by the digest of its token', async () => {
        const user = newUser();
        await insertUsers(user);
        const link = newLink(user.uid, { purpose: 'reset' });
        await store().logonLinks.insert(link);
        expect(await store().logonLinks.findByDigest(link.tokenDigest)).toEqual(link);
        expect(await store().logonLinks.findByDigest(`digest-${randomUUID()}`)).toBeNull();
      });

      it('refuses a second link with the same digest or id', async () => {
        const user = newUser();
        await insertUsers(user);
        const link = newLink(user.uid);
        await store().logonLinks.insert(link);
        await expect(
          store().logonLinks.insert(newLink(user.uid, { tokenDigest: link.tokenDigest })),
        ).rejects.toThrow();
        await expect(store().logonLinks.insert(newLink(user.uid, { id: link.id }))).rejects.toThrow();
      });

      it('finds the usable links: unused, of that purpose, not expired at that instant', async () => {
        const [user, other] = [newUser(), newUser()] as const;
        await insertUsers(user, other);
        const now = new Date('2026-06-15T12:00:00.000Z');
        const usable = [newLink(user.uid), newLink(user.uid, { expiresAt: new Date(now.getTime() + 1) })];
        const unusable = [
          newLink(user.uid, { used: true }),
          newLink(user.uid, { expiresAt: now }),
          newLink(user.uid, { purpose: 'reset' }),
          newLink(other.uid),
        ];
        for (const link of [...usable, ...unusable]) await store().logonLinks.insert(link);
        const found = await store().logonLinks.findUsable(user.uid, 'logon', now);
        expect([...found].sort(byId)).toEqual([...usable].sort(byId));
        expect(await store().logonLinks.findUsable('not-a-uuid', 'logon', now)).toEqual([]);
      });

      it('marks one link used', async () => {
        const user = newUser();
        await insertUsers(user);
        const [link, other] = [newLink(user.uid), newLink(user.uid)];
        await store().logonLinks.insert(link);
        await store().logonLinks.insert(other);
        expect(await store().logonLinks.markUsed(link.id)).toBe(true);
        expect(await store().logonLinks.markUsed(link.id)).toBe(false);
        expect(await store().logonLinks.markUsed('not-a-uuid')).toBe(false);
        expect(await store().logonLinks.findByDigest(link.tokenDigest)).toEqual({ ...link, used: true });
        expect(await store().logonLinks.findByDigest(other.tokenDigest)).toEqual(other);
      });

      it('retires every unused link of the user of that purpose only', async () => {
        const [user, other] = [newUser(), newUser()] as const;
        await insertUsers(user, other);
        const logons = [
          newLink(user.uid),
          newLink(user.uid, { expiresAt: new Date('2020-01-01T00:00:00Z') }),
        ];
        const reset = newLink(user.uid, { purpose: 'reset' });
        const othersLink = newLink(other.uid);
        for (const link of [...logons, reset, othersLink]) await store().logonLinks.insert(link);
        await store().logonLinks.retireUnused(user.uid, 'logon');
        for (const link of logons) {
          expect(await store().logonLinks.findByDigest(link.tokenDigest)).toEqual({ ...link, used: true });
        }
        expect(await store().logonLinks.findByDigest(reset.tokenDigest)).toEqual(reset);
        expect(await store().logonLinks.findByDigest(othersLink.tokenDigest)).toEqual(othersLink);
      });

      it('deletes the links of several users, leaving the others', async () => {
        const [a, kept] = [newUser(), newUser()] as const;
        await insertUsers(a, kept);
        const [gone, stays] = [newLink(a.uid), newLink(kept.uid)];
        await store().logonLinks.insert(gone);
        await store().logonLinks.insert(stays);
        await store().logonLinks.deleteForUsers([a.uid]);
        await store().logonLinks.deleteForUsers([]);
        expect(await store().logonLinks.findByDigest(gone.tokenDigest)).toBeNull();
        expect(await store().logonLinks.findByDigest(stays.tokenDigest)).toEqual(stays);
      });
    });

    describe('email templates', () => {
      it('saves, replaces and finds the template of a user', async () => {
        const user = newUser();
        await insertUsers(user);
        expect(await store().emailTemplates.find(user.uid, 'logon')).toBeNull();
        await store().emailTemplates.save(user.uid, 'logon', { body: 'Hello', closing: 'Bye' });
        const replaced = { body: AWKWARD_TEXTS.join('\n'), closing: 'Warm regards,\nGus' };
        await store().emailTemplates.save(user.uid, 'logon', replaced);
        expect(await store().emailTemplates.find(user.uid, 'logon')).toEqual(replaced);
        expect(await store().emailTemplates.find('not-a-uuid', 'logon')).toBeNull();
      });

      it('keeps one template per kind: the reminder apart from the logon email', async () => {
        const user = newUser();
        await insertUsers(user);
        await store().emailTemplates.save(user.uid, 'logon', { body: 'Welcome', closing: 'Gus' });
        expect(await store().emailTemplates.find(user.uid, 'reminder')).toBeNull();
        await store().emailTemplates.save(user.uid, 'reminder', { body: 'Nearly there', closing: 'Go' });
        expect(await store().emailTemplates.find(user.uid, 'logon')).toEqual({
          body: 'Welcome',
          closing: 'Gus',
        });
        expect(await store().emailTemplates.find(user.uid, 'reminder')).toEqual({
          body: 'Nearly there',
          closing: 'Go',
        });
      });

      it('keeps one template per language, English when none is named', async () => {
        const user = newUser();
        await insertUsers(user);
        await store().emailTemplates.save(user.uid, 'logon', { body: 'Welcome', closing: 'Gus' });
        expect(await store().emailTemplates.find(user.uid, 'logon', 'de')).toBeNull();
        await store().emailTemplates.save(user.uid, 'logon', { body: 'Willkommen', closing: 'Gus' }, 'de');
        await store().emailTemplates.save(user.uid, 'logon', { body: 'مرحبًا', closing: 'غس' }, 'ar');
        expect(await store().emailTemplates.find(user.uid, 'logon', 'en')).toEqual({
          body: 'Welcome',
          closing: 'Gus',
        });
        expect(await store().emailTemplates.find(user.uid, 'logon', 'de')).toEqual({
          body: 'Willkommen',
          closing: 'Gus',
        });
        expect(await store().emailTemplates.find(user.uid, 'logon', 'ar')).toEqual({
          body: 'مرحبًا',
          closing: 'غس',
        });
        expect(await store().emailTemplates.find(user.uid, 'reminder', 'de')).toBeNull();
      });
    });

    describe('sessions', () => {
      it('finds a session together with its user', async () => {
        const user = newUser({ accessLevel: 2, lastLoginAt: new Date('2026-06-01T09:00:00.000Z') });
        await insertUsers(user);
        const session = newSession(user.uid);
        await store().sessions.insert(session);
        expect(await store().sessions.findSignedIn(session.idDigest)).toEqual({ session, user, event: null });
      });

      /** Signs in a member of a Guide's event and expects the look-up to give back exactly what was stored. */
      const expectSignedInMember = async (
        eventFields: Partial<WorkshopEvent>,
        memberFields: Partial<User>,
      ) => {
        const guide = newUser({ accessLevel: 1 });
        await insertUsers(guide);
        const event = newEvent(guide.uid, eventFields);
        await store().events.insert(event);
        const member = newUser({ eventId: event.eid, ...memberFields });
        await insertUsers(member);
        const session = newSession(member.uid);
        await store().sessions.insert(session);
        expect(await store().sessions.findSignedIn(session.idDigest)).toEqual({
          session,
          user: member,
          event: eventHeaderOf(event),
        });
      };

      it("finds a session together with its user and the user's event without its roster, in one look-up", () =>
        expectSignedInMember(
          { closedOn: null, autoRemindDays: 2, autoRemindedOn: date('2026-06-08') },
          { responseCompleted: [true, false, true, false] },
        ));

      it('finds the signed-in user with every character of their text as it was stored', () =>
        expectSignedInMember(
          { eventName: 'Q4 "Offsite" \\ Zürich\t— 🎯 </script>' },
          {
            forename: 'Zoë "Z" O\'Brien\\',
            surname: 'Ünal\n李 😀',
            portalLink: 'https://example.test/a?b=1&c="2"',
          },
        ));

      it('finds nothing for an unknown session or one whose user is gone', async () => {
        const user = newUser();
        await insertUsers(user);
        const session = newSession(user.uid);
        await store().sessions.insert(session);
        expect(await store().sessions.findSignedIn(`session-${randomUUID()}`)).toBeNull();
        await store().users.deleteMany([user.uid]);
        expect(await store().sessions.findSignedIn(session.idDigest)).toBeNull();
      });

      it('refuses a second session with the same digest', async () => {
        const user = newUser();
        await insertUsers(user);
        const session = newSession(user.uid);
        await store().sessions.insert(session);
        await expect(store().sessions.insert({ ...session, firstLogin: false })).rejects.toThrow();
      });

      it('moves the last-seen instant on touch', async () => {
        const user = newUser();
        await insertUsers(user);
        const session = newSession(user.uid);
        await store().sessions.insert(session);
        const lastSeenAt = new Date('2026-06-01T11:11:11.111Z');
        await store().sessions.touch(session.idDigest, lastSeenAt);
        expect((await store().sessions.findSignedIn(session.idDigest))?.session).toEqual({
          ...session,
          lastSeenAt,
        });
      });

      it('deletes one session, or every session of several users', async () => {
        const [a, b] = [newUser(), newUser()] as const;
        await insertUsers(a, b);
        const [one, two, ofB] = [newSession(a.uid), newSession(a.uid), newSession(b.uid)];
        for (const session of [one, two, ofB]) await store().sessions.insert(session);
        await store().sessions.delete(one.idDigest);
        expect(await store().sessions.findSignedIn(one.idDigest)).toBeNull();
        expect((await store().sessions.findSignedIn(two.idDigest))?.session).toEqual(two);
        await store().sessions.deleteForUsers([a.uid]);
        await store().sessions.deleteForUsers([]);
        expect(await store().sessions.findSignedIn(two.idDigest)).toBeNull();
        expect((await store().sessions.findSignedIn(ofB.idDigest))?.session).toEqual(ofB);
      });

      it("deletes every session of a user but the one kept, leaving other users' sessions", async () => {
        const [a, b] = [newUser(), newUser()] as const;
        await insertUsers(a, b);
        const [kept, other, third, ofB] = [
          newSession(a.uid),
          newSession(a.uid),
          newSession(a.uid),
          newSession(b.uid),
        ];
        for (const session of [kept, other, third, ofB]) await store().sessions.insert(session);
        await store().sessions.deleteOthersOf(a.uid, kept.idDigest);
        await store().sessions.deleteOthersOf('not-a-uuid', kept.idDigest);
        expect((await store().sessions.findSignedIn(kept.idDigest))?.session).toEqual(kept);
        expect(await store().sessions.findSignedIn(other.idDigest)).toBeNull();
        expect(await store().sessions.findSignedIn(third.idDigest)).toBeNull();
        expect((await store().sessions.findSignedIn(ofB.idDigest))?.session).toEqual(ofB);
      });
    });

    describe('uploaded events', () => {
      const newUpload = (uploadedBy: string): UploadedEvent => ({
        ueid: randomUUID(),
        uploadedBy,
        uploadedAt: new Date('2026-06-03T04:05:06.789Z'),
        file: eventFile(randomUUID()),
      });

      it('stores an uploaded event file exactly and refuses the same id twice', async () => {
        const upload = newUpload(randomUUID());
        await store().uploadedEvents.insert(upload);
        expect(await store().uploadedEvents.findById(upload.ueid)).toEqual(upload);
        expect(await store().uploadedEvents.findById(randomUUID())).toBeNull();
        expect(await store().uploadedEvents.findById('not-a-uuid')).toBeNull();
        await expect(store().uploadedEvents.insert(upload)).rejects.toThrow();
      });

      it('lists every upload, or only those of one uploader', async () => {
        const [admin, otherAdmin] = [randomUUID(), randomUUID()];
        const mine = [newUpload(admin), newUpload(admin)];
        const theirs = newUpload(otherAdmin);
        for (const upload of [...mine, theirs]) await store().uploadedEvents.insert(upload);
        const byUeid = (a: UploadedEvent, b: UploadedEvent) => a.ueid.localeCompare(b.ueid);
        expect([...(await store().uploadedEvents.list(admin))].sort(byUeid)).toEqual([...mine].sort(byUeid));
        expect(await store().uploadedEvents.list('not-a-uuid')).toEqual([]);
        expect(await store().uploadedEvents.list()).toEqual(expect.arrayContaining([...mine, theirs]));
      });

      it('deletes an upload', async () => {
        const [gone, kept] = [newUpload(randomUUID()), newUpload(randomUUID())];
        await store().uploadedEvents.insert(gone);
        await store().uploadedEvents.insert(kept);
        await store().uploadedEvents.delete(gone.ueid);
        await store().uploadedEvents.delete('not-a-uuid');
        expect(await store().uploadedEvents.findById(gone.ueid)).toBeNull();
        expect(await store().uploadedEvents.findById(kept.ueid)).toEqual(kept);
      });
    });

    describe('outbox', () => {
      const addAll = async (entries: readonly OutboxEntry[]): Promise<void> => {
        for (const entry of entries) await store().outbox.add(entry);
      };
      const removeAll = (entries: readonly OutboxEntry[]) => store().outbox.remove(entries.map((e) => e.id));

      it('keeps an entry exactly, awkward job text and all, until it is removed', async () => {
        const entries = outboxEntries('1990-01-01T00:00:00.123Z', [
          logonJob(AWKWARD_TEXTS.join('|')),
          { kind: 'lifecycle', name: 'sweep', payload: { scheduledFor: '2026-06-01' } },
        ]);
        await addAll(entries);
        try {
          expect(await store().outbox.due(ANY_TIME, 2)).toEqual(entries);
        } finally {
          await removeAll(entries);
        }
        expect(await store().outbox.due(ANY_TIME, 2)).not.toContainEqual(entries[0]);
      });

      it('gives the oldest entries first, at most `limit`, whatever order they were added in', async () => {
        const entries = outboxEntries('1990-01-02T00:00:00.000Z', [logonJob(), logonJob(), logonJob()]);
        const [first, second, third] = entries as [OutboxEntry, OutboxEntry, OutboxEntry];
        await addAll([third, first, second]);
        try {
          expect(await store().outbox.due(ANY_TIME, 2)).toEqual([first, second]);
          expect(await store().outbox.due(ANY_TIME, 0)).toEqual([]);
        } finally {
          await removeAll(entries);
        }
      });

      it('removes only the given entries and ignores ids it does not hold', async () => {
        const entries = outboxEntries('1990-01-03T00:00:00.000Z', [logonJob(), logonJob()]);
        const [gone, kept] = entries as [OutboxEntry, OutboxEntry];
        await addAll(entries);
        try {
          await store().outbox.remove([gone.id, randomUUID(), 'not-a-uuid']);
          await store().outbox.remove([]);
          expect(await store().outbox.due(ANY_TIME, 1)).toEqual([kept]);
        } finally {
          await removeAll(entries);
        }
      });

      it('counts the entries waiting, as they come and go', async () => {
        const before = await store().outbox.count();
        const entries = outboxEntries('1990-01-06T00:00:00.000Z', [logonJob(), logonJob()]);
        await addAll(entries);
        try {
          expect(await store().outbox.count()).toBe(before + 2);
          await store().outbox.remove([entries[0]?.id ?? '']);
          expect(await store().outbox.count()).toBe(before + 1);
        } finally {
          await removeAll(entries);
        }
        expect(await store().outbox.count()).toBe(before);
      });

      it('tells when the oldest waiting entry was written, whatever order they came in', async () => {
        const entries = outboxEntries('1970-01-02T00:00:00.000Z', [logonJob(), logonJob()]);
        const [older, newer] = entries as [OutboxEntry, OutboxEntry];
        await addAll([newer, older]);
        try {
          expect(await store().outbox.oldestCreatedAt()).toEqual(older.createdAt);
          await store().outbox.remove([older.id]);
          expect(await store().outbox.oldestCreatedAt()).toEqual(newer.createdAt);
        } finally {
          await removeAll(entries);
        }
        const left = await store().outbox.oldestCreatedAt();
        expect(left === null || left > newer.createdAt).toBe(true);
      });

      it('gives a relayed entry again only once it was relayed at or before `staleBefore`', async () => {
        const entries = outboxEntries('1990-01-07T00:00:00.000Z', [logonJob(), logonJob()]);
        const [relayed, fresh] = entries as [OutboxEntry, OutboxEntry];
        const at = new Date('2026-06-01T09:00:00.000Z');
        await addAll(entries);
        try {
          await store().outbox.markRelayed([relayed.id, randomUUID(), 'not-a-uuid'], at);
          await store().outbox.markRelayed([], at);
          const before = new Date(at.getTime() - 1);
          expect((await store().outbox.due(before, 2)).map((entry) => entry.id)).toEqual([fresh.id]);
          expect(await store().outbox.due(at, 2)).toEqual([{ ...relayed, relayedAt: at }, fresh]);
        } finally {
          await removeAll(entries);
        }
      });

      it('refuses the same id twice', async () => {
        const [entry] = outboxEntries('1990-01-04T00:00:00.000Z', [logonJob()]) as [OutboxEntry];
        await store().outbox.add(entry);
        try {
          await expect(store().outbox.add({ ...entry, job: logonJob() })).rejects.toThrow();
          expect(await store().outbox.due(ANY_TIME, 1)).toEqual([entry]);
        } finally {
          await store().outbox.remove([entry.id]);
        }
      });

      it('commits an entry with the transaction that added it, and drops it when that fails', async () => {
        const [kept, dropped] = outboxEntries('1990-01-05T00:00:00.000Z', [logonJob(), logonJob()]) as [
          OutboxEntry,
          OutboxEntry,
        ];
        const user = newUser();
        await store().transaction(async (tx) => {
          await tx.users.insert(user);
          await tx.outbox.add(kept);
        });
        const failure = new Error('the work failed');
        await expect(
          store().transaction(async (tx) => {
            await tx.outbox.add(dropped);
            throw failure;
          }),
        ).rejects.toBe(failure);
        try {
          expect(await store().outbox.due(ANY_TIME, 1)).toEqual([kept]);
          expect(await store().outbox.due(ANY_TIME, 1000)).not.toContainEqual(dropped);
        } finally {
          await store().outbox.remove([kept.id]);
        }
      });
    });

    describe('email deliveries', () => {
      const queued = (
        eid: string | null = randomUUID(),
        uid = randomUUID(),
        queuedAt = new Date('2026-06-01T09:00:00.000Z'),
        kind: EmailKind = eid === null ? 'reset' : 'logon',
      ) => ({
        requestId: randomUUID(),
        kind,
        uid,
        eid,
        queuedAt,
      });
      const at = new Date('2026-06-01T09:05:00.000Z');

      it('tells a request queued, then sent once recorded, and knows no other', async () => {
        const request = queued();
        await store().deliveries.recordQueued(request);
        expect(await store().deliveries.statusOf(request.requestId)).toBe('queued');
        await store().deliveries.recordSent(request.requestId, at);
        expect(await store().deliveries.statusOf(request.requestId)).toBe('sent');
        expect(await store().deliveries.statusOf(randomUUID())).toBeNull();
      });

      it('records a failure of a queued request, and never turns a settled one', async () => {
        const [failing, sent] = [queued(), queued()];
        await store().deliveries.recordQueued(failing);
        await store().deliveries.recordQueued(sent);
        await store().deliveries.recordFailed(failing.requestId, at, '550 5.1.1 unknown user');
        await store().deliveries.recordSent(sent.requestId, at);
        await store().deliveries.recordSent(failing.requestId, at);
        await store().deliveries.recordFailed(sent.requestId, at, 'too late');
        await store().deliveries.recordQueued(sent);
        expect(await store().deliveries.statusOf(failing.requestId)).toBe('failed');
        expect(await store().deliveries.statusOf(sent.requestId)).toBe('sent');
      });

      it('keeps the link token and retry reason of a queued request until it is settled', async () => {
        const [sent, failed, never] = [queued(), queued(), randomUUID()];
        await store().deliveries.recordQueued(sent);
        await store().deliveries.recordQueued(failed);
        expect(await store().deliveries.keptLinkToken(sent.requestId)).toBeNull();
        await store().transaction(async (tx) => {
          expect(await tx.deliveries.keptLinkToken(sent.requestId)).toBeNull();
          await tx.deliveries.keepLinkToken(sent.requestId, 'token-of-sent');
        });
        await store().deliveries.keepLinkToken(failed.requestId, 'token-of-failed');
        await store().deliveries.keepLinkToken(never, 'token-of-nothing');
        expect(await store().deliveries.keptLinkToken(sent.requestId)).toBe('token-of-sent');
        expect(await store().deliveries.keptLinkToken(never)).toBeNull();

        await store().deliveries.recordRetrying(sent.requestId, 'The mail server could not be reached');
        expect(await store().deliveries.listForUser(sent.uid)).toMatchObject([
          { status: 'queued', failure: 'The mail server could not be reached' },
        ]);
        await store().deliveries.recordSent(sent.requestId, at);
        await store().deliveries.recordFailed(failed.requestId, at, '550 no');
        await store().deliveries.recordRetrying(sent.requestId, 'too late');
        expect(await store().deliveries.listForUser(sent.uid)).toMatchObject([
          { status: 'sent', failure: null },
        ]);
        expect(await store().deliveries.keptLinkToken(sent.requestId)).toBeNull();
        expect(await store().deliveries.keptLinkToken(failed.requestId)).toBeNull();
        await store().deliveries.keepLinkToken(sent.requestId, 'after');
        expect(await store().deliveries.keptLinkToken(sent.requestId)).toBeNull();
      });

      it('records a send of a request queued before deliveries were tracked', async () => {
        const request = randomUUID();
        await store().deliveries.recordSent(request, at);
        expect(await store().deliveries.statusOf(request)).toBe('sent');
      });

      it('accepts a request recorded sent twice, as two workers finishing together would', async () => {
        const request = queued();
        await store().deliveries.recordQueued(request);
        await Promise.all([
          store().deliveries.recordSent(request.requestId, at),
          store().deliveries.recordSent(request.requestId, new Date(at.getTime() + 1000)),
        ]);
        expect(await store().deliveries.statusOf(request.requestId)).toBe('sent');
      });

      it('takes any text as a request id', async () => {
        const request = `req-${randomUUID()}: ${AWKWARD_TEXTS.join('|')}`;
        await store().deliveries.recordSent(request, at);
        expect(await store().deliveries.statusOf(request)).toBe('sent');
        expect(await store().deliveries.statusOf(`${request}x`)).toBeNull();
      });

      it("gives each participant's newest logon email in the given events only", async () => {
        const [eid, otherEid, uid, otherUid] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
        const older = queued(eid, uid, new Date('2026-06-01T09:00:00.000Z'));
        const newer = queued(eid, uid, new Date('2026-06-01T10:00:00.000Z'));
        const other = queued(eid, otherUid);
        const elsewhere = queued(otherEid, uid);
        const reset = queued(null, uid);
        const reminder = queued(eid, uid, new Date('2026-06-01T11:00:00.000Z'), 'reminder');
        for (const request of [newer, older, other, elsewhere, reset, reminder])
          await store().deliveries.recordQueued(request);
        await store().deliveries.recordSent(older.requestId, at);
        await store().deliveries.recordFailed(other.requestId, at, '550 5.1.1 unknown user');
        const latest = await store().deliveries.latestLogonDeliveries([eid, 'not-a-uuid']);
        expect(latest.sort((a, b) => a.uid.localeCompare(b.uid))).toEqual(
          [
            { eid, uid, status: 'queued', failure: null, failedAt: null },
            { eid, uid: otherUid, status: 'failed', failure: '550 5.1.1 unknown user', failedAt: at },
          ].sort((a, b) => a.uid.localeCompare(b.uid)),
        );
        expect(await store().deliveries.latestLogonDeliveries([])).toEqual([]);
      });

      it('lists the newest failed logon emails across events, newest first, unless a later one was asked for', async () => {
        const [eid, uid, resentUid, otherUid] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
        const failedFirst = queued(eid, uid);
        const failedLast = queued(eid, otherUid);
        const failedThenResent = queued(eid, resentUid, new Date('2026-06-01T09:00:00.000Z'));
        const resent = queued(eid, resentUid, new Date('2026-06-01T10:00:00.000Z'));
        const reset = queued(null, uid);
        for (const request of [failedFirst, failedLast, failedThenResent, resent, reset])
          await store().deliveries.recordQueued(request);
        // Later than any other test's failures, so these lead the list.
        const early = new Date('2099-01-01T00:00:00.000Z');
        const late = new Date('2099-01-02T00:00:00.000Z');
        await store().deliveries.recordFailed(failedFirst.requestId, early, 'first');
        await store().deliveries.recordFailed(failedLast.requestId, late, 'last');
        await store().deliveries.recordFailed(failedThenResent.requestId, late, 'resent since');
        await store().deliveries.recordFailed(reset.requestId, late, 'not a logon email');
        expect(await store().deliveries.failedLogonDeliveries(2)).toEqual([
          { eid, uid: otherUid, status: 'failed', failure: 'last', failedAt: late },
          { eid, uid, status: 'failed', failure: 'first', failedAt: early },
        ]);
      });

      it("lists a person's email requests oldest first, and forgets them on request", async () => {
        const [uid, other] = [randomUUID(), randomUUID()];
        const second = queued(null, uid, new Date('2026-06-02T09:00:00.000Z'));
        const first = queued(randomUUID(), uid, new Date('2026-06-01T09:00:00.000Z'));
        const theirs = queued(null, other);
        for (const request of [second, first, theirs]) await store().deliveries.recordQueued(request);
        await store().deliveries.recordFailed(second.requestId, at, '550 <pat@example.test> unknown');
        expect(await store().deliveries.listForUser(uid)).toEqual([
          {
            requestId: first.requestId,
            kind: 'logon',
            eid: first.eid,
            status: 'queued',
            queuedAt: first.queuedAt,
            failedAt: null,
            failure: null,
          },
          {
            requestId: second.requestId,
            kind: 'reset',
            eid: null,
            status: 'failed',
            queuedAt: second.queuedAt,
            failedAt: at,
            failure: '550 <pat@example.test> unknown',
          },
        ]);
        await store().deliveries.deleteForUsers([uid]);
        expect(await store().deliveries.listForUser(uid)).toEqual([]);
        expect(await store().deliveries.statusOf(theirs.requestId)).toBe('queued');
        await store().deliveries.deleteForUsers([]);
      });

      it("gives each participant's newest reminder in the given events only, apart from logon emails", async () => {
        const [eid, otherEid, uid, otherUid] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
        const [nine, ten] = [new Date('2026-06-01T09:00:00.000Z'), new Date('2026-06-01T10:00:00.000Z')];
        const older = queued(eid, uid, nine, 'reminder');
        const newer = queued(eid, uid, ten, 'reminder');
        const failed = queued(eid, otherUid, nine, 'reminder');
        const logon = queued(eid, otherUid, ten);
        const elsewhere = queued(otherEid, uid, ten, 'reminder');
        for (const request of [newer, older, failed, logon, elsewhere])
          await store().deliveries.recordQueued(request);
        await store().deliveries.recordSent(newer.requestId, at);
        await store().deliveries.recordFailed(failed.requestId, at, '550 5.1.1 unknown user');
        const latest = await store().deliveries.latestReminders([eid, 'not-a-uuid']);
        expect(latest.sort((a, b) => a.uid.localeCompare(b.uid))).toEqual(
          [
            { eid, uid, queuedAt: ten, status: 'sent', failure: null },
            { eid, uid: otherUid, queuedAt: nine, status: 'failed', failure: '550 5.1.1 unknown user' },
          ].sort((a, b) => a.uid.localeCompare(b.uid)),
        );
        expect(await store().deliveries.latestLogonDeliveries([eid])).toEqual([
          { eid, uid: otherUid, status: 'queued', failure: null, failedAt: null },
        ]);
        expect(await store().deliveries.latestReminders([])).toEqual([]);
      });

      it('keeps no record written by a transaction that failed', async () => {
        const request = queued();
        const failure = new Error('the work failed');
        await expect(
          store().transaction(async (tx) => {
            await tx.deliveries.recordQueued(request);
            throw failure;
          }),
        ).rejects.toBe(failure);
        expect(await store().deliveries.statusOf(request.requestId)).toBeNull();
      });
    });

    describe('archive requests', () => {
      const newRequest = (requesterId: string, overrides: Partial<ArchiveRequest> = {}): ArchiveRequest => ({
        id: randomUUID(),
        requesterId,
        eid: randomUUID(),
        uploaded: false,
        fileName: 'Spring Workshop 2026-06-10.zip',
        state: 'queued',
        done: 0,
        total: 0,
        error: null,
        createdAt: new Date('2026-06-01T09:00:00.123Z'),
        updatedAt: new Date('2026-06-01T09:00:00.123Z'),
        ...overrides,
      });
      const at = (text: string) => new Date(`2026-06-01T${text}Z`);

      it('keeps a request exactly, any event id and awkward file name included', async () => {
        const guide = newUser({ accessLevel: 1 });
        await insertUsers(guide);
        const request = newRequest(guide.uid, {
          eid: `not-a-uuid ${AWKWARD_TEXTS.join('|')}`,
          uploaded: true,
          fileName: `${AWKWARD_TEXTS.join(' ')}.zip`,
        });
        await store().archiveRequests.insert(request);
        expect(await store().archiveRequests.findById(request.id)).toEqual(request);
        expect(await store().archiveRequests.findById(randomUUID())).toBeNull();
        expect(await store().archiveRequests.findById('not-a-uuid')).toBeNull();
        await expect(store().archiveRequests.insert(request)).rejects.toThrow();
      });

      it('records progress as running, then ready with done = total, or failed with its message', async () => {
        const guide = newUser({ accessLevel: 1 });
        await insertUsers(guide);
        const [ready, failed] = [newRequest(guide.uid), newRequest(guide.uid)];
        await store().archiveRequests.insert(ready);
        await store().archiveRequests.insert(failed);

        await store().archiveRequests.recordProgress(ready.id, 12, 300, at('09:01:00.000'));
        expect(await store().archiveRequests.findById(ready.id)).toEqual({
          ...ready,
          state: 'running',
          done: 12,
          total: 300,
          updatedAt: at('09:01:00.000'),
        });
        await store().archiveRequests.finish(ready.id, { state: 'ready' }, at('09:05:00.000'));
        expect(await store().archiveRequests.findById(ready.id)).toEqual({
          ...ready,
          state: 'ready',
          done: 300,
          total: 300,
          updatedAt: at('09:05:00.000'),
        });

        await store().archiveRequests.recordProgress(failed.id, 1, 2, at('09:01:00.000'));
        await store().archiveRequests.finish(
          failed.id,
          { state: 'failed', error: "it's gone" },
          at('09:02:00.000'),
        );
        expect(await store().archiveRequests.findById(failed.id)).toEqual({
          ...failed,
          state: 'failed',
          done: 1,
          total: 2,
          error: "it's gone",
          updatedAt: at('09:02:00.000'),
        });
        // Touches no one else's request and ignores ids it does not hold.
        await store().archiveRequests.recordProgress(randomUUID(), 1, 1, at('09:03:00.000'));
        await store().archiveRequests.finish('not-a-uuid', { state: 'ready' }, at('09:03:00.000'));
      });

      it('keeps a finished request finished when a late job reports progress', async () => {
        const guide = newUser({ accessLevel: 1 });
        await insertUsers(guide);
        const [ready, failed] = [newRequest(guide.uid), newRequest(guide.uid)];
        await store().archiveRequests.insert(ready);
        await store().archiveRequests.insert(failed);
        await store().archiveRequests.finish(ready.id, { state: 'ready' }, at('09:05:00.000'));
        await store().archiveRequests.finish(failed.id, { state: 'failed', error: 'no' }, at('09:05:00.000'));
        for (const request of [ready, failed]) {
          await store().archiveRequests.recordProgress(request.id, 5, 9, at('09:06:00.000'));
          expect(await store().archiveRequests.findById(request.id)).toMatchObject({
            done: 0,
            total: 0,
            updatedAt: at('09:05:00.000'),
          });
        }
      });

      it("erases every request for an event's zip, whatever its state, and a late finish cannot revive one", async () => {
        const guide = newUser({ accessLevel: 1 });
        await insertUsers(guide);
        const eid = randomUUID();
        const requests = [
          newRequest(guide.uid, { eid }),
          newRequest(guide.uid, { eid, state: 'ready' }),
          newRequest(guide.uid, { eid, state: 'failed', error: 'no' }),
          newRequest(guide.uid, { eid, uploaded: true }),
          newRequest(guide.uid),
        ];
        for (const request of requests) await store().archiveRequests.insert(request);
        const erased = await store().archiveRequests.eraseForEvent(eid, at('09:10:00.000'));
        expect(erased.sort()).toEqual(
          requests
            .slice(0, 3)
            .map((r) => r.id)
            .sort(),
        );
        expect(await store().archiveRequests.eraseForEvent(eid, at('09:11:00.000'))).toEqual([]);
        for (const request of requests.slice(0, 3)) {
          await store().archiveRequests.finish(request.id, { state: 'ready' }, at('09:12:00.000'));
          await store().archiveRequests.finish(
            request.id,
            { state: 'failed', error: 'x' },
            at('09:12:00.000'),
          );
          expect(await store().archiveRequests.findById(request.id)).toMatchObject({
            state: 'erased',
            updatedAt: at('09:10:00.000'),
          });
        }
        // An upload's zip and another event's are not touched.
        expect((await store().archiveRequests.findById(requests[3]?.id ?? ''))?.state).toBe('queued');
        expect((await store().archiveRequests.findById(requests[4]?.id ?? ''))?.state).toBe('queued');
      });

      it('deletes the requests created before a time, counting them', async () => {
        const guide = newUser({ accessLevel: 1 });
        await insertUsers(guide);
        // Older than anything else in the shared store, so the count is this test's own.
        const old = newRequest(guide.uid, { createdAt: new Date('1990-02-01T00:00:00.000Z') });
        const older = newRequest(guide.uid, { createdAt: new Date('1990-01-01T00:00:00.000Z') });
        const young = newRequest(guide.uid, { createdAt: new Date('1990-02-01T00:00:00.001Z') });
        for (const request of [old, older, young]) await store().archiveRequests.insert(request);
        expect(await store().archiveRequests.deleteCreatedBefore(new Date('1990-02-01T00:00:00.001Z'))).toBe(
          2,
        );
        expect(await store().archiveRequests.findById(old.id)).toBeNull();
        expect(await store().archiveRequests.findById(older.id)).toBeNull();
        expect(await store().archiveRequests.findById(young.id)).toEqual(young);
        await store().archiveRequests.deleteCreatedBefore(new Date('1990-03-01T00:00:00.000Z'));
      });

      it("goes with its requester's account, and with the transaction that failed", async () => {
        const [guide, other] = [newUser({ accessLevel: 1 }), newUser({ accessLevel: 1 })];
        await insertUsers(guide, other);
        const [mine, theirs, dropped] = [newRequest(guide.uid), newRequest(other.uid), newRequest(guide.uid)];
        await store().archiveRequests.insert(mine);
        await store().archiveRequests.insert(theirs);
        const failure = new Error('the work failed');
        await expect(
          store().transaction(async (tx) => {
            await tx.archiveRequests.insert(dropped);
            throw failure;
          }),
        ).rejects.toBe(failure);
        expect(await store().archiveRequests.findById(dropped.id)).toBeNull();
        await store().users.deleteMany([guide.uid]);
        expect(await store().archiveRequests.findById(mine.id)).toBeNull();
        expect(await store().archiveRequests.findById(theirs.id)).toEqual(theirs);
      });
    });

    describe('audit log', () => {
      const minute = (n: number): Date => new Date(Date.UTC(2026, 5, 1, 9, n));

      it('gives back an entry as appended: actor, target, details, request id and client address', async () => {
        const entry = auditEntry(randomUUID());
        await store().audit.append(entry);
        expect(await store().audit.list({ limit: 10, targetId: entry.target.id })).toEqual([entry]);
        const anonymous = auditEntry(randomUUID(), {
          actor: null,
          action: 'login.failed',
          orgId: null,
          requestId: null,
          client: null,
        });
        await store().audit.append(anonymous);
        expect(await store().audit.list({ limit: 10, targetId: anonymous.target.id })).toEqual([anonymous]);
      });

      it('refuses an entry under an id already used', async () => {
        const entry = auditEntry(randomUUID());
        await store().audit.append(entry);
        await expect(store().audit.append({ ...entry, action: 'event.closed' })).rejects.toThrow();
      });

      it('lists newest first by time then id, in keyset pages that neither repeat nor skip', async () => {
        const target = randomUUID();
        // Two entries share each instant: the id breaks the tie.
        const entries = [0, 0, 1, 1, 2, 3, 3].map((n) => auditEntry(target, { at: minute(n) }));
        for (const entry of entries) await store().audit.append(entry);
        const expected = [...entries].sort(
          (a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1),
        );
        const seen: AuditEntry[] = [];
        let before: { at: Date; id: string } | undefined;
        for (;;) {
          const page = await store().audit.list({ limit: 3, targetId: target, ...(before && { before }) });
          seen.push(...page);
          const last = page.at(-1);
          if (page.length < 3 || last === undefined) break;
          before = { at: last.at, id: last.id };
        }
        expect(seen.map((e) => e.id)).toEqual(expected.map((e) => e.id));
      });

      it('filters by actor uid or email (any case), target and action, together', async () => {
        const target = randomUUID();
        const guide = { uid: randomUUID(), email: `g-${randomUUID()}@example.test` };
        const mine = auditEntry(target, { actor: guide, action: 'event.closed', at: minute(5) });
        const mineOther = auditEntry(randomUUID(), { actor: guide, at: minute(4) });
        const theirs = auditEntry(target, { action: 'event.closed', at: minute(3) });
        for (const entry of [mine, mineOther, theirs]) await store().audit.append(entry);
        const ids = (entries: AuditEntry[]) => entries.map((e) => e.id);
        expect(ids(await store().audit.list({ limit: 10, actor: { uid: guide.uid } }))).toEqual([
          mine.id,
          mineOther.id,
        ]);
        expect(
          ids(await store().audit.list({ limit: 10, actor: { email: guide.email.toUpperCase() } })),
        ).toEqual([mine.id, mineOther.id]);
        expect(ids(await store().audit.list({ limit: 10, targetId: target }))).toEqual([mine.id, theirs.id]);
        expect(
          ids(
            await store().audit.list({
              limit: 10,
              targetId: target,
              action: 'event.closed',
              actor: { uid: guide.uid },
            }),
          ),
        ).toEqual([mine.id]);
      });

      it('deletes entries older than a cutoff and keeps the rest', async () => {
        const target = randomUUID();
        const old = auditEntry(target, { at: new Date('2000-01-01T00:00:00.000Z') });
        const recent = auditEntry(target, { at: minute(1) });
        await store().audit.append(old);
        await store().audit.append(recent);
        expect(await store().audit.deleteBefore(new Date('2000-01-02T00:00:00.000Z'))).toBeGreaterThanOrEqual(
          1,
        );
        expect(await store().audit.list({ limit: 10, targetId: target })).toEqual([recent]);
      });

      it("removes a person's email from the entries they made, and the actors' emails from entries about a target", async () => {
        const person = { uid: randomUUID(), email: `p-${randomUUID()}@example.test` };
        const target = randomUUID();
        const byPerson = auditEntry(randomUUID(), { actor: person });
        const aboutTarget = auditEntry(target);
        const untouched = auditEntry(randomUUID());
        for (const entry of [byPerson, aboutTarget, untouched]) await store().audit.append(entry);

        await store().audit.forgetActorEmails([person.uid]);
        await store().audit.forgetEmailsAbout(target);

        expect(await store().audit.list({ limit: 10, actor: { uid: person.uid } })).toEqual([
          { ...byPerson, actor: { uid: person.uid, email: null } },
        ]);
        expect(await store().audit.list({ limit: 10, targetId: target })).toEqual([
          { ...aboutTarget, actor: { uid: aboutTarget.actor?.uid, email: null } },
        ]);
        expect(await store().audit.list({ limit: 10, targetId: untouched.target.id })).toEqual([untouched]);
      });

      it('filters by organisation: one or several, keyset pages within them, none for an empty list', async () => {
        const [a, b] = [randomUUID(), randomUUID()];
        const inA = [1, 2, 3].map((n) => auditEntry(randomUUID(), { orgId: a, at: minute(n) }));
        const inB = auditEntry(randomUUID(), { orgId: b, at: minute(2) });
        const none = auditEntry(randomUUID(), { orgId: null, at: minute(2) });
        for (const entry of [...inA, inB, none]) await store().audit.append(entry);
        const ids = (entries: AuditEntry[]) => entries.map((e) => e.id);
        const [first, second, third] = [inA[2], inA[1], inA[0]] as [AuditEntry, AuditEntry, AuditEntry];
        expect(ids(await store().audit.list({ limit: 10, orgIds: [a] }))).toEqual(
          ids([first, second, third]),
        );
        expect(ids(await store().audit.list({ limit: 10, orgIds: [a], before: first }))).toEqual(
          ids([second, third]),
        );
        expect(ids(await store().audit.list({ limit: 10, orgIds: [b, a, 'junk'] })).sort()).toEqual(
          ids([...inA, inB]).sort(),
        );
        expect(await store().audit.list({ limit: 10, orgIds: [] })).toEqual([]);
        expect(await store().audit.list({ limit: 10, orgIds: ['junk'] })).toEqual([]);
      });

      it('names the people, events, uploads and organisations that exist, in one call, ignoring unknown and malformed ids', async () => {
        const guide = newUser({ accessLevel: 1, forename: 'Gülay', surname: "O'Neil" });
        await store().users.insert(guide);
        const event = newEvent(guide.uid, { eventName: 'Spring "Values" Day' });
        await store().events.insert(event);
        const organisation = newOrganisation({ name: 'Acme "North"' });
        await store().organisations.insert(organisation);
        const ueid = randomUUID();
        await store().uploadedEvents.insert({
          ueid,
          uploadedBy: guide.uid,
          uploadedAt: new Date('2026-06-01T09:00:00.000Z'),
          file: eventFile(randomUUID()),
        });
        const found = await store().audit.namesOf({
          users: [guide.uid, randomUUID(), 'unknown'],
          events: [event.eid, 'not-a-uuid'],
          uploads: [ueid],
          orgs: [organisation.orgId, randomUUID(), 'junk'],
        });
        expect(found.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
          { kind: 'event', id: event.eid, name: 'Spring "Values" Day' },
          { kind: 'org', id: organisation.orgId, name: 'Acme "North"' },
          { kind: 'upload', id: ueid, name: 'Autumn "Values" Workshop' },
          { kind: 'user', id: guide.uid, name: "Gülay O'Neil" },
        ]);
        expect(await store().audit.namesOf({ users: [], events: ['x'], uploads: [], orgs: [] })).toEqual([]);
      });

      it('rolls an entry back with the rest of a failed transaction', async () => {
        const entry = auditEntry(randomUUID());
        await expect(
          store().transaction(async (tx) => {
            await tx.audit.append(entry);
            throw new Error('boom');
          }),
        ).rejects.toThrow('boom');
        expect(await store().audit.list({ limit: 10, targetId: entry.target.id })).toEqual([]);
      });
    });

    describe('transactions', () => {
      it('commits every write of the work together and returns its result', async () => {
        const guide = newUser({ accessLevel: 1 });
        const event = newEvent(guide.uid);
        const member = newUser({ eventId: event.eid });
        const result = await store().transaction(async (tx) => {
          // The user first: the event it joins only exists by the end of the transaction.
          await tx.users.insert(member);
          await tx.users.insert(guide);
          await tx.events.insert(event);
          await tx.responses.save(makeResponse(member.uid));
          return 'done';
        });
        expect(result).toBe('done');
        expect(await store().users.findById(member.uid)).toEqual(member);
        expect(await store().events.findById(event.eid)).toEqual(event);
        expect(await store().responses.find(member.uid, 'prework')).toEqual(makeResponse(member.uid));
      });

      it('sees its own writes inside the work', async () => {
        const user = newUser();
        await store().transaction(async (tx) => {
          await tx.users.insert(user);
          expect(await tx.users.findById(user.uid)).toEqual(user);
          await tx.users.update({ ...user, forename: 'Changed' });
          expect((await tx.users.findById(user.uid))?.forename).toBe('Changed');
          expect((await tx.users.findByEmail(user.email))?.forename).toBe('Changed');
        });
      });

      it('restores every table when the work fails', async () => {
        const guide = newUser({ accessLevel: 1 });
        const event = newEvent(guide.uid);
        await store().events.insert(event);
        const member = newUser({ eventId: event.eid, createdBy: guide.uid });
        await insertUsers(guide, member);
        const response = makeResponse(member.uid);
        const work = meaningfulWork('before');
        const template = { body: 'Body', closing: 'Closing' };
        const link = newLink(member.uid);
        const session = newSession(member.uid);
        const upload: UploadedEvent = {
          ueid: randomUUID(),
          uploadedBy: guide.uid,
          uploadedAt: new Date('2026-06-01T00:00:00.000Z'),
          file: eventFile(event.eid),
        };
        await store().responses.save(response);
        await store().meaningfulWork.save(member.uid, work);
        await store().emailTemplates.save(guide.uid, 'logon', template);
        await store().logonLinks.insert(link);
        await store().sessions.insert(session);
        await store().uploadedEvents.insert(upload);
        const newcomer = newUser();

        const failure = new Error('the work failed');
        await expect(
          store().transaction(async (tx) => {
            await tx.users.insert(newcomer);
            await tx.users.update({ ...member, forename: 'Changed' });
            await tx.events.update({ ...event, state: 'closed', closedOn: date('2026-06-02') });
            await tx.responses.save({ ...response, descriptions: [...response.descriptions].reverse() });
            await tx.responses.save(makeResponse(member.uid, 'live'));
            await tx.meaningfulWork.save(member.uid, meaningfulWork('after'));
            await tx.emailTemplates.save(guide.uid, 'logon', { body: 'New', closing: 'New' });
            await tx.logonLinks.markUsed(link.id);
            await tx.sessions.delete(session.idDigest);
            await tx.uploadedEvents.delete(upload.ueid);
            await tx.users.setEvent([member.uid], null);
            await tx.events.delete(event.eid);
            throw failure;
          }),
        ).rejects.toBe(failure);

        expect(await store().users.findById(newcomer.uid)).toBeNull();
        expect(await store().users.findById(member.uid)).toEqual(member);
        expect(await store().events.findById(event.eid)).toEqual(event);
        expect(await store().responses.find(member.uid, 'prework')).toEqual(response);
        expect(await store().responses.find(member.uid, 'live')).toBeNull();
        expect(await store().meaningfulWork.find(member.uid)).toEqual(work);
        expect(await store().emailTemplates.find(guide.uid, 'logon')).toEqual(template);
        expect(await store().logonLinks.findByDigest(link.tokenDigest)).toEqual(link);
        expect(await store().sessions.findSignedIn(session.idDigest)).toEqual({
          session,
          user: member,
          event: eventHeaderOf(event),
        });
        expect(await store().uploadedEvents.findById(upload.ueid)).toEqual(upload);
      });

      it('rolls back, with the work, writes made through the store itself inside it', async () => {
        const user = newUser();
        const failure = new Error('the work failed');
        await expect(
          store().transaction(async () => {
            await store().users.insert(user);
            throw failure;
          }),
        ).rejects.toBe(failure);
        expect(await store().users.findById(user.uid)).toBeNull();
      });
    });

    describe('concurrency', () => {
      it('serves many calls and transactions at once', async () => {
        const users = Array.from({ length: 16 }, () => newUser());
        await Promise.all(
          users.map((user, i) =>
            i % 2 === 0
              ? store().users.insert(user)
              : store().transaction(async (tx) => {
                  await tx.users.insert(user);
                  await tx.responses.save(makeResponse(user.uid));
                  return tx.users.findById(user.uid);
                }),
          ),
        );
        expect(sortedUids(await store().users.findByIds(users.map((u) => u.uid)))).toEqual(sortedUids(users));
        const withResponses = users.filter((_, i) => i % 2 === 1).map((u) => u.uid);
        expect(await store().responses.findForUsers(withResponses, 'prework')).toHaveLength(
          withResponses.length,
        );
      });
    });

    if (options.foreignKeys) describeForeignKeys(store);
  });
};

/**
 * What a database adds through its foreign keys, beyond the port: a user's own records go with
 * the user, and no record can name a user (or a user an event) that does not exist.
 */
const describeForeignKeys = (store: () => Store): void => {
  describe('foreign keys', () => {
    it("deletes a user's responses, meaningful work, links, template and sessions with the user", async () => {
      const user = newUser();
      await store().users.insert(user);
      const link = newLink(user.uid);
      const session = newSession(user.uid);
      await store().responses.save(makeResponse(user.uid));
      await store().meaningfulWork.save(user.uid, meaningfulWork('mine'));
      await store().logonLinks.insert(link);
      await store().emailTemplates.save(user.uid, 'reminder', { body: 'b', closing: 'c' });
      await store().sessions.insert(session);

      await store().users.deleteMany([user.uid]);

      expect(await store().responses.find(user.uid, 'prework')).toBeNull();
      expect(await store().meaningfulWork.find(user.uid)).toBeNull();
      expect(await store().logonLinks.findByDigest(link.tokenDigest)).toBeNull();
      expect(await store().emailTemplates.find(user.uid, 'reminder')).toBeNull();
      expect(await store().sessions.findSignedIn(session.idDigest)).toBeNull();
    });

    it('refuses records of a user who does not exist, and a user in an event that does not exist', async () => {
      const ghost = randomUUID();
      await expect(store().responses.save(makeResponse(ghost))).rejects.toThrow();
      await expect(store().sessions.insert(newSession(ghost))).rejects.toThrow();
      await expect(store().users.insert(newUser({ eventId: randomUUID() }))).rejects.toThrow();
      await expect(
        store().transaction(async (tx) => {
          await tx.logonLinks.insert(newLink(ghost));
        }),
      ).rejects.toThrow();
    });
  });
};
