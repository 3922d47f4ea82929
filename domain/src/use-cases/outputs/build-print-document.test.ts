import { describe, expect, it } from 'vitest';
import { ORIGINAL_VALUES } from '../../data/original-values.ts';
import { emptyMeaningfulWork } from '../../model/meaningful-work.ts';
import type { ValuesResponse } from '../../model/response.ts';
import { NO_INSIGHT } from '../../rules/values-insight.ts';
import { createTestDeps, makeResponse, makeUser } from '../../testing/index.ts';
import { setUp } from '../responses/test-support.ts';
import { buildPrintDocument } from './build-print-document.ts';

/** The fixture's pre-work values with the first two swapped, as a reveal would leave them. */
const liveRecord = (uid: string): ValuesResponse => {
  const prework = makeResponse(uid, 'live');
  const [a, b, ...rest] = prework.values;
  const [da, db, ...restD] = prework.descriptions;
  const [pa, pb, ...restP] = prework.percentLived;
  return {
    ...prework,
    values: [b, a, ...rest].filter((v) => v !== undefined),
    descriptions: [db ?? '', da ?? '', ...restD],
    percentLived: [pb ?? 0, pa ?? 0, ...restP],
  };
};

describe('buildPrintDocument', () => {
  it('prints the pre-work values in rank order with definitions and percent lived, under the event', async () => {
    const { deps, participant, event } = await setUp();
    await deps.store.responses.save(makeResponse(participant.uid));
    const document = await buildPrintDocument(deps, { uid: participant.uid, page: 'prework' });
    expect(document).toMatchObject({
      page: 'prework',
      productTitle: 'Values System',
      participant: { forename: 'Paula', surname: 'Part' },
      event: { eventName: event.eventName, eventDate: event.eventDate },
    });
    expect(document.page === 'prework' && document.values).toEqual(
      Array.from({ length: 10 }, (_, i) => ({
        rank: i + 1,
        value: `Value ${i + 1}`,
        description: `D${i + 1}`,
        percentLived: (i + 1) * 10,
      })),
    );
  });

  it('takes the product title from the configuration', async () => {
    const { deps, participant } = await setUp(
      createTestDeps({ config: { ...createTestDeps().config, productTitle: 'Our Values' } }),
    );
    await deps.store.responses.save(makeResponse(participant.uid));
    const document = await buildPrintDocument(deps, { uid: participant.uid, page: 'prework' });
    expect(document.productTitle).toBe('Our Values');
  });

  it('prints the live record in its own order when there is one', async () => {
    const { deps, participant } = await setUp();
    await deps.store.responses.save(makeResponse(participant.uid));
    await deps.store.responses.save(liveRecord(participant.uid));
    const document = await buildPrintDocument(deps, { uid: participant.uid, page: 'live' });
    expect(document.page === 'live' && document.values.slice(0, 2)).toEqual([
      { rank: 1, value: 'Value 2', description: 'D2', percentLived: 20 },
      { rank: 2, value: 'Value 1', description: 'D1', percentLived: 10 },
    ]);
  });

  it('prints the pre-work values as live values before the live record exists, without creating it', async () => {
    const { deps, participant } = await setUp();
    await deps.store.responses.save(makeResponse(participant.uid));
    const document = await buildPrintDocument(deps, { uid: participant.uid, page: 'live' });
    expect(document.page === 'live' && document.values[0]).toEqual({
      rank: 1,
      value: 'Value 1',
      description: 'D1',
      percentLived: 10,
    });
    expect(await deps.store.responses.find(participant.uid, 'live')).toBeNull();
  });

  it('prints the saved Meaningful Work sheet', async () => {
    const { deps, participant } = await setUp();
    const saved = { ...emptyMeaningfulWork(), 'driver-value': 'Courage', 'mb-body': 'Because' };
    await deps.store.meaningfulWork.save(participant.uid, saved);
    const document = await buildPrintDocument(deps, { uid: participant.uid, page: 'mw' });
    expect(document).toEqual({
      page: 'mw',
      productTitle: 'Values System',
      language: 'en',
      participant: { forename: 'Paula', surname: 'Part' },
      event: { eventName: 'Spring Workshop', eventDate: '2026-06-10' },
      meaningfulWork: saved,
      insight: NO_INSIGHT,
    });
  });

  it("prints in the participant's language (else their event's): default values by their names in it, written ones as written", async () => {
    const { deps, participant, event } = await setUp();
    const values = [
      { value: ORIGINAL_VALUES[0] ?? '', originalIndex: 0 },
      { value: 'My own value', originalIndex: -1 },
      { value: ORIGINAL_VALUES[3] ?? '', originalIndex: 3 },
    ];
    await deps.store.responses.save({ ...makeResponse(participant.uid), values });
    await deps.store.users.update({ ...participant, language: 'de' });
    const german = await buildPrintDocument(deps, { uid: participant.uid, page: 'prework' });
    expect(german.language).toBe('de');
    expect(german.page === 'prework' && german.values.map((v) => v.value)).toEqual([
      'Fülle',
      'My own value',
      'Leistung',
    ]);

    await deps.store.users.update({ ...participant, language: null });
    await deps.store.events.update({ ...event, language: 'fr' });
    const french = await buildPrintDocument(deps, { uid: participant.uid, page: 'prework' });
    expect(french.language).toBe('fr');
    expect(french.page === 'prework' && french.values[0]?.value).toBe('Abondance');
  });

  it('prints the Meaningful Work defaults from pre-work when nothing is saved', async () => {
    const { deps, participant } = await setUp();
    await deps.store.responses.save(makeResponse(participant.uid));
    const document = await buildPrintDocument(deps, { uid: participant.uid, page: 'mw' });
    expect(document.page === 'mw' && document.meaningfulWork).toMatchObject({
      'driver-value': 'Value 1',
      'driver-desc': 'D1',
      'result-value': 'Value 10',
      'accelerator-3-value': 'Value 9',
      'mb-body': '',
    });
  });

  it('gives the live output the valued-vs-lived insight of the values it prints', async () => {
    const { deps, participant } = await setUp();
    await deps.store.responses.save(makeResponse(participant.uid));
    await deps.store.responses.save(liveRecord(participant.uid));
    const document = await buildPrintDocument(deps, { uid: participant.uid, page: 'live' });
    // Lived 20, 10, 30 … 100 by rank: (10*20 + 9*10 + 8*30 + 7*40 + … + 1*100) / 55 = 40.2.
    expect(document.page === 'live' && document.insight).toEqual({
      alignment: 40,
      neglected: [
        { value: 'Value 2', rank: 1, percentLived: 20 },
        { value: 'Value 1', rank: 2, percentLived: 10 },
        { value: 'Value 3', rank: 3, percentLived: 30 },
      ],
    });
  });

  it('gives the Meaningful Work sheet the insight of the live values, else of rated pre-work', async () => {
    const { deps, participant } = await setUp();
    await deps.store.users.update({ ...participant, responseCompleted: [true, true, true, true] });
    await deps.store.responses.save(makeResponse(participant.uid));
    const fromPrework = await buildPrintDocument(deps, { uid: participant.uid, page: 'mw' });
    expect(fromPrework.page === 'mw' && fromPrework.insight.neglected[0]).toEqual({
      value: 'Value 1',
      rank: 1,
      percentLived: 10,
    });
    await deps.store.responses.save(liveRecord(participant.uid));
    const fromLive = await buildPrintDocument(deps, { uid: participant.uid, page: 'mw' });
    expect(fromLive.page === 'mw' && fromLive.insight.neglected[0]).toEqual({
      value: 'Value 2',
      rank: 1,
      percentLived: 20,
    });
  });

  it('gives the Meaningful Work sheet no insight before the values are rated', async () => {
    const { deps, participant } = await setUp();
    await deps.store.users.update({ ...participant, responseCompleted: [true, true, true, false] });
    await deps.store.responses.save(makeResponse(participant.uid));
    const document = await buildPrintDocument(deps, { uid: participant.uid, page: 'mw' });
    expect(document.page === 'mw' && document.insight).toEqual(NO_INSIGHT);
  });

  it('prints no event header for a user without an event', async () => {
    const deps = createTestDeps();
    const loner = makeUser({ forename: 'Lee', surname: 'Loner' });
    await deps.store.users.insert(loner);
    await deps.store.responses.save(makeResponse(loner.uid));
    const document = await buildPrintDocument(deps, { uid: loner.uid, page: 'prework' });
    expect(document.event).toBeNull();
  });

  it('fails with not-found for a user deleted since the request', async () => {
    const deps = createTestDeps();
    await expect(buildPrintDocument(deps, { uid: makeUser().uid, page: 'prework' })).rejects.toMatchObject({
      kind: 'not-found',
      code: 'USER.NOT_FOUND',
    });
  });

  it('fails with PREWORK.INCOMPLETE when there are no values to print', async () => {
    const { deps, participant } = await setUp();
    for (const page of ['prework', 'live'] as const) {
      await expect(buildPrintDocument(deps, { uid: participant.uid, page })).rejects.toMatchObject({
        kind: 'conflict',
        code: 'PREWORK.INCOMPLETE',
      });
    }
  });
});
