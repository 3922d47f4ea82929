import { describe, expect, it } from 'vitest';
import { date, refusedWithNothingWritten, setToday, setUp, snapshotOf } from './test-support.ts';
import { type UpdateEventInput, updateEvent } from './update-event.ts';

const changes = (eid: string, overrides: Partial<UpdateEventInput> = {}): UpdateEventInput => ({
  eid,
  eventName: '  Renamed  ',
  eventDate: date('2026-06-15'),
  accessClose: date('2026-08-01'),
  eventType: 'Non-reg',
  sessionAccess: 'Live',
  ...overrides,
});

describe('updateEvent', () => {
  it('saves the details and keeps participants, flags and state', async () => {
    const { deps, as, event, participant } = await setUp();
    const view = await updateEvent(deps, as.guide, changes(event.eid));
    expect(view).toMatchObject({
      eid: event.eid,
      eventName: 'Renamed',
      eventDate: '2026-06-15',
      accessClose: '2026-08-01',
      eventType: 'Non-reg',
      sessionAccess: 'Live',
      emailsSent: [false],
      status: 'active',
    });
    expect(await deps.store.events.findById(event.eid)).toEqual({
      ...event,
      eventName: 'Renamed',
      eventDate: '2026-06-15',
      accessClose: '2026-08-01',
      eventType: 'Non-reg',
      sessionAccess: 'Live',
    });
    expect(view.participants.map((p) => p.uid)).toEqual([participant.uid]);
  });

  it('sets and clears the automatic reminder, and keeps it when a call leaves it out', async () => {
    const { deps, as, event } = await setUp();
    expect(
      (await updateEvent(deps, as.guide, changes(event.eid, { autoRemindDays: 3 }))).autoRemindDays,
    ).toBe(3);
    expect((await updateEvent(deps, as.guide, changes(event.eid))).autoRemindDays).toBe(3);
    expect((await deps.store.events.findById(event.eid))?.autoRemindDays).toBe(3);
    expect(
      (await updateEvent(deps, as.guide, changes(event.eid, { autoRemindDays: null }))).autoRemindDays,
    ).toBeNull();
  });

  it.each([0, 31, 2.5])('refuses %s days for the automatic reminder, writing nothing', async (days) => {
    const { deps, as, event } = await setUp();
    const before = await snapshotOf(deps.store);
    await expect(
      updateEvent(deps, as.guide, changes(event.eid, { autoRemindDays: days })),
    ).rejects.toMatchObject({
      kind: 'invalid',
      code: 'EVENT.BAD_AUTO_REMIND_DAYS',
    });
    expect(await snapshotOf(deps.store)).toEqual(before);
  });

  it('lets a super-admin update any event', async () => {
    const { deps, as, otherEvent } = await setUp();
    expect((await updateEvent(deps, as.admin, changes(otherEvent.eid))).eventName).toBe('Renamed');
  });

  it('still updates on the access close day itself', async () => {
    const { deps, as, event } = await setUp();
    setToday(deps, '2026-07-10');
    const view = await updateEvent(deps, as.guide, changes(event.eid, { accessClose: date('2026-07-10') }));
    expect(view.accessClose).toBe('2026-07-10');
  });

  describe("counts today in the event's stored zone when the update names none", () => {
    // The event stays open until 1 August; only the new access close is checked against "today".
    const storeZone = async (
      deps: Awaited<ReturnType<typeof setUp>>['deps'],
      eid: string,
      timeZone: string,
    ) => {
      const stored = await deps.store.events.findById(eid);
      if (stored === null) throw new Error('no event');
      await deps.store.events.update({ ...stored, accessClose: date('2026-08-01'), timeZone });
    };

    it('refuses an access close that has passed there though not in UTC, with nothing written', async () => {
      const { deps, as, event } = await setUp();
      await storeZone(deps, event.eid, 'Pacific/Auckland');
      deps.clock.set('2026-07-20T20:00:00.000Z'); // already 21 July in Auckland (UTC+12)
      await refusedWithNothingWritten(
        deps,
        () => updateEvent(deps, as.guide, changes(event.eid, { accessClose: date('2026-07-20') })),
        { kind: 'invalid', code: 'EVENT.ACCESS_CLOSE_PAST' },
      );
    });

    it('accepts an access close that is today there though yesterday in UTC', async () => {
      const { deps, as, event } = await setUp();
      await storeZone(deps, event.eid, 'America/Los_Angeles');
      deps.clock.set('2026-07-21T05:00:00.000Z'); // still 20 July in Los Angeles (UTC-7)
      const view = await updateEvent(deps, as.guide, changes(event.eid, { accessClose: date('2026-07-20') }));
      expect(view.accessClose).toBe('2026-07-20');
      expect((await deps.store.events.findById(event.eid))?.timeZone).toBe('America/Los_Angeles');
    });
  });

  const refused: [string, Partial<UpdateEventInput>, object][] = [
    ['a blank name', { eventName: ' ' }, { kind: 'invalid', code: 'EVENT.NAME_REQUIRED' }],
    [
      'an access close before the event date',
      { accessClose: date('2026-06-14') },
      { kind: 'invalid', code: 'EVENT.ACCESS_CLOSE_BEFORE_DATE' },
    ],
    [
      'an access close in the past',
      { eventDate: date('2026-05-01'), accessClose: date('2026-05-31') },
      { kind: 'invalid', code: 'EVENT.ACCESS_CLOSE_PAST' },
    ],
  ];
  for (const [what, overrides, expected] of refused) {
    it(`refuses ${what} with nothing written`, async () => {
      const { deps, as, event } = await setUp();
      const before = await snapshotOf(deps.store);
      await expect(updateEvent(deps, as.guide, changes(event.eid, overrides))).rejects.toMatchObject(
        expected,
      );
      expect(await snapshotOf(deps.store)).toEqual(before);
    });
  }

  it('refuses a closed event as read-only', async () => {
    const { deps, as, event } = await setUp();
    setToday(deps, '2026-07-11');
    const before = await snapshotOf(deps.store);
    await expect(
      updateEvent(deps, as.guide, changes(event.eid, { accessClose: date('2026-09-01') })),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'EVENT.CLOSED' });
    expect(await snapshotOf(deps.store)).toEqual(before);
  });

  it("reports another Guide's event as not found", async () => {
    const { deps, as, otherEvent } = await setUp();
    const before = await snapshotOf(deps.store);
    await expect(updateEvent(deps, as.guide, changes(otherEvent.eid))).rejects.toMatchObject({
      kind: 'not-found',
    });
    expect(await snapshotOf(deps.store)).toEqual(before);
  });

  it('refuses a participant', async () => {
    const { deps, as, event } = await setUp();
    await expect(updateEvent(deps, as.participant, changes(event.eid))).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});
