import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { emptyMeaningfulWork } from '../../model/meaningful-work.ts';
import { createTestDeps, makeResponse, seedCast } from '../../testing/index.ts';
import { exportOwnData, exportPersonalData } from './export-personal-data.ts';
import { updateSelf } from './update-self.ts';
import { updateUser } from './update-user.ts';

const setUp = async () => {
  const deps = createTestDeps();
  const cast = await seedCast(deps.store);
  const { uid } = cast.participant;
  await deps.store.responses.save(makeResponse(uid, 'prework'));
  await deps.store.meaningfulWork.save(uid, { ...emptyMeaningfulWork(), 'mb-body': 'It matters' });
  await deps.store.deliveries.recordQueued({
    kind: 'logon',
    requestId: 'mail-1',
    uid,
    eid: cast.event.eid,
    queuedAt: new Date('2026-06-01T08:00:00.000Z'),
  });
  await deps.store.deliveries.recordFailed(
    'mail-1',
    new Date('2026-06-01T08:05:00.000Z'),
    '550 unknown user',
  );
  return { deps, cast };
};

describe('exportPersonalData', () => {
  it("gives a Guide everything held about their participant, never the password's hash", async () => {
    const { deps, cast } = await setUp();
    const { fileName, data } = await exportPersonalData(deps, actorOf(cast.guide), {
      uid: cast.participant.uid,
    });
    expect(fileName).toBe('Paula_Part-personal-data.json');
    expect(data.account).toMatchObject({
      uid: cast.participant.uid,
      email: cast.participant.email,
      passwordSet: true,
      createdBy: { role: 'Guide' },
    });
    expect(data.event).toMatchObject({ eid: cast.event.eid, facilitatorId: cast.guide.uid });
    expect(data.responses.prework?.values).toHaveLength(10);
    expect(data.responses.live).toBeNull();
    expect(data.meaningfulWork?.['mb-body']).toBe('It matters');
    expect(data.emails).toEqual([
      {
        kind: 'logon',
        eid: cast.event.eid,
        status: 'failed',
        queuedAt: '2026-06-01T08:00:00.000Z',
        failedAt: '2026-06-01T08:05:00.000Z',
        failure: '550 unknown user',
      },
    ]);
    expect(JSON.stringify(data)).not.toContain('hashed(');
  });

  it("holds a Guide's email templates in every language they saved, and their language", async () => {
    const { deps, cast } = await setUp();
    const { uid } = cast.guide;
    const english = { body: 'Welcome', closing: 'Gus' };
    const german = { body: 'Willkommen', closing: 'Gus' };
    const arabic = { body: 'أهلا وسهلا', closing: 'Gus' };
    await deps.store.emailTemplates.save(uid, 'logon', english, 'en');
    await deps.store.emailTemplates.save(uid, 'logon', german, 'de');
    await deps.store.emailTemplates.save(uid, 'reminder', arabic, 'ar');
    await deps.store.users.update({ ...cast.guide, language: 'de' });
    const { data } = await exportOwnData(deps, actorOf(cast.guide));
    expect(data.emailTemplates).toEqual({ logon: { en: english, de: german }, reminder: { ar: arabic } });
    expect(data.account.language).toBe('de');
  });

  it('holds their follow-ups, never the link digest, and whether they opted out', async () => {
    const { deps, cast } = await setUp();
    const { uid } = cast.participant;
    await deps.store.followUps.insertIfAbsent({
      id: 'f-1',
      uid,
      eid: cast.event.eid,
      days: 30,
      tokenDigest: 'digest-of-the-link',
      expiresAt: new Date('2026-08-09T00:00:00.000Z'),
      queuedAt: new Date('2026-07-10T00:00:00.000Z'),
      percentLived: null,
      note: null,
      answeredAt: null,
    });
    const before = (await exportPersonalData(deps, actorOf(cast.guide), { uid })).data;
    expect(before.followUps).toEqual([
      {
        eid: cast.event.eid,
        days: 30,
        queuedAt: '2026-07-10T00:00:00.000Z',
        expiresAt: '2026-08-09T00:00:00.000Z',
        answeredAt: null,
        percentLived: null,
        note: null,
      },
    ]);
    expect(before.followUpsOptedOut).toBe(false);
    await deps.store.followUps.optOut(uid, new Date('2026-07-11T00:00:00.000Z'));
    const after = (await exportOwnData(deps, actorOf(cast.participant))).data;
    expect(after.followUpsOptedOut).toBe(true);
    expect(JSON.stringify(after)).not.toContain('digest');
  });

  it("lists the audit entries they made and those about them, without anyone else's email", async () => {
    const { deps, cast } = await setUp();
    const { participant, guide } = cast;
    await updateSelf(deps, actorOf(participant), {
      ...participant,
      forename: 'Paulette',
      sessionToken: 'none',
    });
    deps.clock.advance(1000);
    await updateUser(deps, actorOf(guide), { ...participant, forename: 'Paula' });
    const { data } = await exportOwnData(deps, actorOf(participant));
    expect(data.auditEntries.map(({ action, actor, target, at }) => ({ action, actor, target, at }))).toEqual(
      [
        {
          action: 'user.updated',
          actor: { role: 'Guide' },
          target: { kind: 'user', id: participant.uid },
          at: '2026-06-01T09:00:01.000Z',
        },
        {
          action: 'user.updated',
          actor: { uid: participant.uid, email: participant.email.toLowerCase() },
          target: { kind: 'user', id: participant.uid },
          at: '2026-06-01T09:00:00.000Z',
        },
      ],
    );
  });

  it('gives anyone their own data, and a super-admin anyone', async () => {
    const { deps, cast } = await setUp();
    expect((await exportOwnData(deps, actorOf(cast.participant))).data.account.uid).toBe(
      cast.participant.uid,
    );
    expect((await exportOwnData(deps, actorOf(cast.guide))).data.event).toBeNull();
    const otherGuide = await exportPersonalData(deps, actorOf(cast.admin), { uid: cast.otherGuide.uid });
    expect(otherGuide.data.account.accessLevel).toBe(1);
  });

  it("refuses participants (403) and another Guide's participant or a Guide (404)", async () => {
    const { deps, cast } = await setUp();
    await expect(
      exportPersonalData(deps, actorOf(cast.participant), { uid: cast.participant.uid }),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    for (const uid of [cast.otherParticipant.uid, cast.otherGuide.uid, 'missing'])
      await expect(exportPersonalData(deps, actorOf(cast.guide), { uid })).rejects.toMatchObject({
        kind: 'not-found',
      });
  });
});
