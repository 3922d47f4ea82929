import { describe, expect, it, vi } from 'vitest';
import { type Actor, actorOf } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import type { User } from '../../model/user.ts';
import { type Job, outputKey } from '../../ports/services.ts';
import {
  createTestDeps,
  makeOrganisation,
  makeResponse,
  PNG_LOGO,
  type TestDeps,
} from '../../testing/index.ts';
import { LIVE_NOT_OPEN_MESSAGE } from '../responses/response-target.ts';
import { setUp } from '../responses/test-support.ts';
import { OUTPUT_WAIT_MS } from './await-pdf.ts';
import {
  MW_OUTPUT_NOT_LIVE_MESSAGE,
  NOTHING_TO_PRINT_MESSAGE,
  requestParticipantOutput,
} from './request-participant-output.ts';

/** The cast with the participant's first pre-work step done (Identify, saved), in a Live event. */
const withStepOne = async (deps: TestDeps = createTestDeps(), overrides: Partial<User> = {}) => {
  const cast = await setUp(deps);
  const participant: User = {
    ...cast.participant,
    responseCompleted: [true, false, false, false],
    ...overrides,
  };
  await deps.store.users.update(participant);
  await deps.store.responses.save(makeResponse(participant.uid));
  const event = { ...cast.event, sessionAccess: 'Live' as const };
  await deps.store.events.update(event);
  return { ...cast, participant, event };
};

const expectRefused = async (
  deps: TestDeps,
  actor: Actor,
  input: Parameters<typeof requestParticipantOutput>[2],
  expected: { kind: string; code: string; message?: string },
) => {
  await expect(requestParticipantOutput(deps, actor, input)).rejects.toMatchObject(expected);
  expect(deps.enqueued).toEqual([]);
};

describe('requestParticipantOutput', () => {
  it("queues the participant's own pre-work PDF and names it forename_surname-ValuesSystem.pdf", async () => {
    const { deps, participant } = await withStepOne();
    const result = await requestParticipantOutput(deps, actorOf(participant), { page: 'prework' });
    const [job] = deps.enqueued;
    expect(job).toEqual({
      kind: 'pdf',
      name: 'participant-output',
      payload: {
        requestId: expect.any(String),
        uid: participant.uid,
        page: 'prework',
        deadline: '2026-06-01T09:01:00.000Z',
        orgId: participant.orgId,
        document: expect.objectContaining({
          page: 'prework',
          participant: expect.objectContaining({ forename: 'Paula', surname: 'Part' }),
          values: expect.arrayContaining([expect.objectContaining({ rank: 1, value: 'Value 1' })]),
        }),
      },
    });
    const requestId = job?.kind === 'pdf' ? job.payload.requestId : '';
    expect(result).toEqual({ key: outputKey(requestId), fileName: 'Paula_Part-ValuesSystem.pdf' });
  });

  it("brands a participant's PDF as their organisation: no product name when hidden, its logo by orgId", async () => {
    const deps = createTestDeps();
    const acme = makeOrganisation({
      hideProductName: true,
      logo: PNG_LOGO,
    });
    await deps.store.organisations.insert(acme);
    const { participant } = await withStepOne(deps, { orgId: acme.orgId });
    for (const page of ['prework', 'live'] as const) {
      const result = await requestParticipantOutput(deps, actorOf(participant), { page });
      expect(result.fileName).toBe(page === 'prework' ? 'Paula_Part-Acme.pdf' : 'Paula_Part-Acme-Live.pdf');
    }
    for (const job of deps.enqueued) {
      const payload = job.kind === 'pdf' ? job.payload : undefined;
      // The logo stays out of the job (the worker reads it by orgId): only its title is branded.
      expect(payload).toMatchObject({ orgId: acme.orgId, document: { productTitle: 'Acme' } });
      expect(payload?.document).not.toHaveProperty('logo');
      expect(JSON.stringify(payload)).not.toContain('Values System');
      expect(JSON.stringify(payload)).not.toContain('base64');
    }
  });

  it('gives every request its own file', async () => {
    const { deps, participant } = await withStepOne();
    const first = await requestParticipantOutput(deps, actorOf(participant), { page: 'live' });
    const second = await requestParticipantOutput(deps, actorOf(participant), { page: 'live' });
    expect(first.key).not.toBe(second.key);
  });

  it('returns only once the worker has finished, waiting at most OUTPUT_WAIT_MS', async () => {
    const waits: { job: Job; timeoutMs: number }[] = [];
    const deps = createTestDeps();
    const { participant } = await withStepOne(deps);
    // The worker finishes when the test says so.
    let finish = () => {};
    const jobs = {
      enqueue: async () => {},
      enqueueAndWait: (job: Job, timeoutMs: number) => {
        waits.push({ job, timeoutMs });
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    };
    let returned = false;
    const request = requestParticipantOutput({ ...deps, jobs }, actorOf(participant), {
      page: 'prework',
    }).then(() => {
      returned = true;
    });
    await vi.waitFor(() => expect(waits).toHaveLength(1));
    expect(returned).toBe(false);
    finish();
    await request;
    expect(returned).toBe(true);
    expect(waits.map((w) => w.timeoutMs)).toEqual([OUTPUT_WAIT_MS]);
  });

  it('lets the facilitating Guide and a super-admin print a participant by uid', async () => {
    const { deps, participant, guide, admin } = await withStepOne();
    for (const actor of [guide, admin]) {
      const result = await requestParticipantOutput(deps, actorOf(actor), {
        uid: participant.uid,
        page: 'live',
      });
      expect(result.fileName).toBe('Paula_Part-ValuesSystem-Live.pdf');
    }
    expect(deps.enqueued.map((j) => j.name === 'participant-output' && j.payload.uid)).toEqual([
      participant.uid,
      participant.uid,
    ]);
  });

  it('queues the Meaningful Work sheet as forename_surname-MeaningfulWork.pdf in a Live event', async () => {
    const { deps, participant, guide } = await withStepOne(createTestDeps(), { mwEnabled: true });
    const result = await requestParticipantOutput(deps, actorOf(guide), { uid: participant.uid, page: 'mw' });
    expect(result.fileName).toBe('Paula_Part-MeaningfulWork.pdf');
    expect(deps.enqueued[0]).toMatchObject({ payload: { uid: participant.uid, page: 'mw' } });
  });

  it('lets a user without an event print their own Meaningful Work sheet', async () => {
    const { deps, guide } = await setUp();
    const withWork: User = { ...guide, responseCompleted: [true, true, true, true] };
    await deps.store.users.update(withWork);
    const result = await requestParticipantOutput(deps, actorOf(withWork), { page: 'mw' });
    expect(result.fileName).toBe('Gus_Guide-MeaningfulWork.pdf');
  });

  it('fails when the worker fails or the wait runs out, and removes what the worker wrote', async () => {
    const deps = createTestDeps();
    const { participant } = await withStepOne(deps);
    const jobs = {
      enqueue: async () => {},
      // The worker wrote the PDF, but its completion did not reach the request in time.
      enqueueAndWait: async (job: Job) => {
        if (job.kind === 'pdf') await deps.files.write(outputKey(job.payload.requestId), new Uint8Array([1]));
        throw new Error('the pdf job did not finish within 60000 ms');
      },
    };
    await expect(
      requestParticipantOutput({ ...deps, jobs }, actorOf(participant), { page: 'prework' }),
    ).rejects.toThrow('did not finish within');
    expect(deps.files.files.size).toBe(0);
  });

  it("fails with the queue's error even when removing the file fails too", async () => {
    const deps = createTestDeps();
    const { participant } = await withStepOne(deps);
    const jobs = {
      enqueue: async () => {},
      enqueueAndWait: async () => {
        throw new Error('job failed');
      },
    };
    const files = {
      ...deps.files,
      remove: async () => {
        throw new Error('store down');
      },
    };
    await expect(
      requestParticipantOutput({ ...deps, jobs, files }, actorOf(participant), { page: 'prework' }),
    ).rejects.toThrow('job failed');
  });

  it("refuses a participant asking for someone else's output (404)", async () => {
    const { deps, participant, otherParticipant } = await withStepOne();
    await expectRefused(
      deps,
      actorOf(participant),
      { uid: otherParticipant.uid, page: 'prework' },
      {
        kind: 'not-found',
        code: 'USER.NOT_FOUND',
      },
    );
  });

  it("refuses a Guide who does not facilitate the participant's event (404)", async () => {
    const { deps, participant, otherGuide } = await withStepOne();
    await expectRefused(
      deps,
      actorOf(otherGuide),
      { uid: participant.uid, page: 'live' },
      {
        kind: 'not-found',
        code: 'USER.NOT_FOUND',
      },
    );
  });

  it('refuses everyone once the event is closed (409)', async () => {
    const { deps, participant, guide, event } = await withStepOne();
    await deps.store.events.update({ ...event, state: 'closed', closedOn: '2026-06-01' as CalendarDate });
    for (const [actor, uid] of [
      [participant, undefined],
      [guide, participant.uid],
    ] as const) {
      await expectRefused(
        deps,
        actorOf(actor),
        { uid, page: 'prework' },
        {
          kind: 'conflict',
          code: 'EVENT.CLOSED',
        },
      );
    }
  });

  it('refuses to print before any pre-work step is complete (409)', async () => {
    const { deps, participant, guide } = await withStepOne(createTestDeps(), {
      responseCompleted: [false, false, false, false],
    });
    await expectRefused(
      deps,
      actorOf(guide),
      { uid: participant.uid, page: 'prework' },
      {
        kind: 'conflict',
        code: 'OUTPUT.NOTHING_TO_PRINT',
        message: NOTHING_TO_PRINT_MESSAGE.defaultMessage,
      },
    );
  });

  it('refuses the Meaningful Work sheet while the event is in Pre-work (409 for a Guide)', async () => {
    const { deps, participant, guide, event } = await withStepOne(createTestDeps(), { mwEnabled: true });
    await deps.store.events.update({ ...event, sessionAccess: 'Pre-work' });
    await expectRefused(
      deps,
      actorOf(guide),
      { uid: participant.uid, page: 'mw' },
      {
        kind: 'conflict',
        code: 'OUTPUT.MW_NOT_LIVE',
        message: MW_OUTPUT_NOT_LIVE_MESSAGE.defaultMessage,
      },
    );
  });

  it("refuses a participant's own live and Meaningful Work outputs while the event is in Pre-work (403)", async () => {
    const { deps, participant, event } = await withStepOne(createTestDeps(), { mwEnabled: true });
    await deps.store.events.update({ ...event, sessionAccess: 'Pre-work' });
    for (const page of ['live', 'mw'] as const) {
      await expectRefused(
        deps,
        actorOf(participant),
        { page },
        { kind: 'forbidden', code: 'SESSION.PREWORK_ONLY', message: LIVE_NOT_OPEN_MESSAGE.defaultMessage },
      );
    }
    await requestParticipantOutput(deps, actorOf(participant), { page: 'prework' });
  });

  it('refuses the Meaningful Work sheet of a user without Meaningful Work enabled (403)', async () => {
    const { deps, participant, guide } = await withStepOne();
    await expectRefused(
      deps,
      actorOf(guide),
      { uid: participant.uid, page: 'mw' },
      {
        kind: 'forbidden',
        code: 'MW.NOT_ENABLED',
      },
    );
  });

  it('builds the print document here: the live output with valued vs lived, the sheet from pre-work', async () => {
    const { deps, participant, guide } = await withStepOne(createTestDeps(), {
      mwEnabled: true,
      responseCompleted: [true, true, true, true],
    });
    await requestParticipantOutput(deps, actorOf(guide), { uid: participant.uid, page: 'live' });
    await requestParticipantOutput(deps, actorOf(guide), { uid: participant.uid, page: 'mw' });
    const documents = deps.enqueued.map((job) =>
      job.name === 'participant-output' ? job.payload.document : undefined,
    );
    expect(documents.map((d) => d?.page)).toEqual(['live', 'mw']);
    // Of the fixture's rated values, 10-100% lived by rank.
    expect(documents.map((d) => d && d.page !== 'prework' && d.insight.alignment)).toEqual([40, 40]);
  });

  it('refuses, queuing nothing, when a completed step has no saved record to print (409)', async () => {
    const { deps, participant, guide } = await withStepOne();
    await deps.store.responses.deleteForUsers([participant.uid]);
    await expectRefused(
      deps,
      actorOf(guide),
      { uid: participant.uid, page: 'prework' },
      { kind: 'conflict', code: 'PREWORK.INCOMPLETE' },
    );
  });
});
