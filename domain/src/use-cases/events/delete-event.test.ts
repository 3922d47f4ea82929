import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../testing/index.ts';
import { closeEvent } from './close-event.ts';
import { deleteEvent } from './delete-event.ts';
import {
  expectEventPurged,
  insertUsers,
  makeEventFile,
  setToday,
  setUp,
  setUpEventWork,
  snapshotOf,
  storedEvent,
  workOf,
} from './test-support.ts';
import { uploadEvent } from './upload-event.ts';

describe('deleteEvent', () => {
  describe('of a closed event', () => {
    it("deletes the event, its participants' accounts and data, and only the Guide's work in it", async () => {
      const work = await setUpEventWork();
      const { deps, as, event, participant } = work;
      const otherBefore = await workOf(deps.store, work.otherParticipant.uid);
      const sessionsDeleted = vi.spyOn(deps.store.sessions, 'deleteForUsers');
      await closeEvent(deps, as.guide, { eid: event.eid });
      expect(await deleteEvent(deps, as.guide, { eid: event.eid, uploaded: false })).toEqual({
        message: 'Successfully Closed Event',
      });
      await expectEventPurged(work, otherBefore);
      expect(sessionsDeleted).toHaveBeenCalledWith([participant.uid]);
    });

    it('deletes an event closed by date, also once pending removal', async () => {
      for (const day of ['2026-07-11', '2026-08-12']) {
        const { deps, as, event } = await setUp();
        setToday(deps, day);
        await deleteEvent(deps, as.guide, { eid: event.eid, uploaded: false });
        expect(await deps.store.events.findById(event.eid)).toBeNull();
      }
    });

    it("lets a super-admin delete another Guide's closed event", async () => {
      const { deps, as, otherEvent, otherParticipant } = await setUp();
      setToday(deps, '2026-07-11');
      await deleteEvent(deps, as.admin, { eid: otherEvent.eid, uploaded: false });
      expect(await deps.store.events.findById(otherEvent.eid)).toBeNull();
      expect(await deps.store.users.findById(otherParticipant.uid)).toBeNull();
    });

    it('leaves alone a listed person whose account now belongs to another event', async () => {
      const { deps, as, guide, event, otherEvent } = await setUp();
      const moved = makeUser({ createdBy: guide.uid, eventId: otherEvent.eid });
      await insertUsers(deps.store, moved);
      await deps.store.events.update({
        ...(await storedEvent(deps.store, event.eid)),
        participants: [...event.participants, moved.uid],
      });
      setToday(deps, '2026-07-11');
      await deleteEvent(deps, as.guide, { eid: event.eid, uploaded: false });
      expect(await deps.store.users.findById(moved.uid)).toEqual(moved);
    });

    it('refuses an active event with nothing deleted', async () => {
      const { deps, as, event } = await setUpEventWork();
      const before = await snapshotOf(deps.store);
      await expect(deleteEvent(deps, as.guide, { eid: event.eid, uploaded: false })).rejects.toMatchObject({
        kind: 'conflict',
        code: 'EVENT.STILL_ACTIVE',
      });
      expect(await snapshotOf(deps.store)).toEqual(before);
    });

    it('deletes nothing when one step fails', async () => {
      const { deps, as, event, participant } = await setUpEventWork();
      setToday(deps, '2026-07-11');
      const before = await snapshotOf(deps.store);
      const workBefore = await workOf(deps.store, participant.uid);
      vi.spyOn(deps.store.sessions, 'deleteForUsers').mockRejectedValueOnce(new Error('database gone'));
      await expect(deleteEvent(deps, as.guide, { eid: event.eid, uploaded: false })).rejects.toThrow(
        'database gone',
      );
      expect(await snapshotOf(deps.store)).toEqual(before);
      expect(await workOf(deps.store, participant.uid)).toEqual(workBefore);
    });

    it("reports another Guide's closed event as not found", async () => {
      const { deps, as, otherEvent } = await setUp();
      setToday(deps, '2026-07-11');
      const before = await snapshotOf(deps.store);
      await expect(
        deleteEvent(deps, as.guide, { eid: otherEvent.eid, uploaded: false }),
      ).rejects.toMatchObject({
        kind: 'not-found',
      });
      expect(await snapshotOf(deps.store)).toEqual(before);
    });

    it('refuses a participant', async () => {
      const { deps, as, event } = await setUp();
      setToday(deps, '2026-07-11');
      await expect(
        deleteEvent(deps, as.participant, { eid: event.eid, uploaded: false }),
      ).rejects.toMatchObject({
        kind: 'forbidden',
      });
    });
  });

  describe('of an uploaded event', () => {
    it('removes the upload and nothing else', async () => {
      const { deps, as } = await setUp();
      const { ueid } = await uploadEvent(deps, as.admin, { file: makeEventFile() });
      const before = await snapshotOf(deps.store);
      expect(await deleteEvent(deps, as.admin, { eid: ueid, uploaded: true })).toEqual({
        message: 'Event Deleted Successfully',
      });
      const after = await snapshotOf(deps.store);
      expect(after).toEqual({ ...before, uploads: [], audit: after.audit });
      expect(after.audit.slice(0, -before.audit.length).map((entry) => entry.action)).toEqual([
        'event.deleted',
      ]);
    });

    it('reports an unknown upload as not found', async () => {
      const { deps, as } = await setUp();
      await expect(deleteEvent(deps, as.admin, { eid: 'nope', uploaded: true })).rejects.toMatchObject({
        kind: 'not-found',
        code: 'EVENT.NOT_FOUND',
      });
    });

    it('refuses Guides and participants with the upload kept', async () => {
      const { deps, as } = await setUp();
      const { ueid } = await uploadEvent(deps, as.admin, { file: makeEventFile() });
      for (const actor of [as.guide, as.participant]) {
        await expect(deleteEvent(deps, actor, { eid: ueid, uploaded: true })).rejects.toMatchObject({
          kind: 'forbidden',
        });
      }
      expect(await deps.store.uploadedEvents.findById(ueid)).not.toBeNull();
    });
  });
});
