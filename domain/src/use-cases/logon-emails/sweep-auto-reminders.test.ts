import { describe, expect, it } from 'vitest';
import { outboxJobs } from '../../testing/index.ts';
import { closeEvent } from '../events/close-event.ts';
import { setToday, setUp, storedEvent } from '../events/test-support.ts';
import { remindUnfinished } from './remind-unfinished.ts';
import { sweepAutoReminders } from './sweep-auto-reminders.ts';

/** The Guide's event (on 2026-06-10, Paula unfinished) with an automatic reminder 3 days before. */
const withAutoReminder = async () => {
  const cast = await setUp();
  const event = { ...cast.event, autoRemindDays: 3 };
  await cast.deps.store.events.update(event);
  return { ...cast, event };
};

const reminderUids = async (cast: Awaited<ReturnType<typeof setUp>>) =>
  (await outboxJobs(cast.deps.store)).map((job) =>
    job.name === 'reminder-email' ? job.payload.uid : job.name,
  );

describe('sweepAutoReminders', () => {
  it('sends nothing before the day', async () => {
    const cast = await withAutoReminder();
    setToday(cast.deps, '2026-06-06');
    expect(await sweepAutoReminders(cast.deps)).toEqual({ autoReminderEvents: 0, autoReminders: 0 });
    expect(await outboxJobs(cast.deps.store)).toEqual([]);
  });

  it('reminds the unfinished on the day, by the Guide, and records that it ran: the next sweeps send nothing', async () => {
    const cast = await withAutoReminder();
    setToday(cast.deps, '2026-06-07');
    expect(await sweepAutoReminders(cast.deps)).toEqual({ autoReminderEvents: 1, autoReminders: 1 });
    expect(await reminderUids(cast)).toEqual([cast.participant.uid]);
    const [job] = await outboxJobs(cast.deps.store);
    expect(job?.name === 'reminder-email' && job.payload.senderId).toBe(cast.guide.uid);
    expect((await storedEvent(cast.deps.store, cast.event.eid)).autoRemindedOn).toBe('2026-06-07');
    cast.deps.clock.advance(13 * 60 * 60 * 1000);
    expect(await sweepAutoReminders(cast.deps)).toEqual({ autoReminderEvents: 0, autoReminders: 0 });
  });

  it('runs once per event when two sweeps, or a sweep and a Guide, act at the same moment', async () => {
    const cast = await withAutoReminder();
    setToday(cast.deps, '2026-06-07');
    const [first, second, click] = await Promise.all([
      sweepAutoReminders(cast.deps),
      sweepAutoReminders(cast.deps),
      remindUnfinished(cast.deps, cast.as.guide, { eid: cast.event.eid }),
    ]);
    expect(first.autoReminderEvents + second.autoReminderEvents).toBe(1);
    expect(first.autoReminders + second.autoReminders + click.queued).toBe(1);
    expect(await reminderUids(cast)).toEqual([cast.participant.uid]);
  });

  it('catches up on a missed day, and skips whoever a Guide reminded in the last 12 hours', async () => {
    const cast = await withAutoReminder();
    setToday(cast.deps, '2026-06-08');
    await remindUnfinished(cast.deps, cast.as.guide, { eid: cast.event.eid });
    expect(await sweepAutoReminders(cast.deps)).toEqual({ autoReminderEvents: 1, autoReminders: 0 });
    expect(await reminderUids(cast)).toEqual([cast.participant.uid]);
  });

  it('sends nothing for a closed event, nor on the event day, nor without an automatic reminder', async () => {
    const cast = await withAutoReminder();
    await cast.deps.store.events.update({ ...cast.otherEvent, autoRemindDays: null });
    setToday(cast.deps, '2026-06-07');
    await closeEvent(cast.deps, cast.as.guide, { eid: cast.event.eid });
    expect(await sweepAutoReminders(cast.deps)).toEqual({ autoReminderEvents: 0, autoReminders: 0 });
    const open = await withAutoReminder();
    setToday(open.deps, '2026-06-10');
    expect(await sweepAutoReminders(open.deps)).toEqual({ autoReminderEvents: 0, autoReminders: 0 });
  });
});
