import { describe, expect, it } from 'vitest';
import { emptyMeaningfulWork } from '../../model/meaningful-work.ts';
import type { EventFile, EventFileParticipant } from '../../model/uploaded-event.ts';
import { meaningfulWorkDefaults } from '../../rules/meaningful-work-defaults.ts';
import { printedValues } from '../../rules/print-document.ts';
import { NO_INSIGHT, valuesInsight } from '../../rules/values-insight.ts';
import { makeEventFile } from '../events/test-support.ts';
import { namesakeCounter, participantDocuments, plannedOutputs } from './archive-layout.ts';

// Pre-work complete, no live record, meaningful work off.
const base = { ...(makeEventFile().participants[0] as EventFileParticipant), mwEnabled: false };
const person = (overrides: Partial<EventFileParticipant>): EventFileParticipant => ({
  ...base,
  ...overrides,
});
const response = base.prework as NonNullable<EventFileParticipant['prework']>;
const liveFile = (...participants: EventFileParticipant[]): EventFile => ({
  ...makeEventFile({ sessionAccess: 'Live' }),
  participants,
});

describe('namesakeCounter', () => {
  it('numbers namesakes in order, ignoring case, and leaves everyone else at 1', () => {
    expect(
      [
        { forename: 'Pat', surname: 'Example' },
        { forename: 'Sam', surname: 'Other' },
        { forename: 'pat', surname: 'EXAMPLE' },
        { forename: 'Pat', surname: 'Example' },
      ].map(namesakeCounter()),
    ).toEqual([1, 1, 2, 3]);
  });

  it('counts names that only become equal once made safe for a file system', () => {
    expect(
      [
        { forename: 'Pat', surname: 'Ex/ample' },
        { forename: 'Pat', surname: 'Ex ample' },
      ].map(namesakeCounter()),
    ).toEqual([1, 2]);
  });
});

describe('participantDocuments', () => {
  const titled = (file: EventFile, participant: EventFileParticipant) =>
    participantDocuments(file, participant, { productTitle: 'Values System' });

  it('prints pre-work once any pre-work step is complete, and nothing before', () => {
    const started = person({ responseCompleted: [true, false, false, false], live: null, mwEnabled: false });
    expect(titled(liveFile(started), started).map((d) => d.page)).toEqual(['prework']);
    const fresh = person({ responseCompleted: [false, false, false, false], prework: null });
    expect(titled(liveFile(fresh), fresh)).toEqual([]);
  });

  it('prints an empty pre-work list when the marks say started but no record exists', () => {
    const odd = person({ responseCompleted: [true, false, false, false], prework: null });
    expect(titled(liveFile(odd), odd)).toEqual([expect.objectContaining({ page: 'prework', values: [] })]);
  });

  it('prints live once a live record exists, even with no pre-work step marked', () => {
    const live = person({ responseCompleted: [false, false, false, false], live: response });
    expect(titled(liveFile(live), live)).toEqual([
      expect.objectContaining({
        page: 'live',
        values: printedValues(response),
        insight: valuesInsight(response),
      }),
    ]);
  });

  it('prints meaningful work only when enabled and the event is past Pre-work', () => {
    const sheet = { ...emptyMeaningfulWork(), 'mb-body': 'It matters' };
    const enabled = person({ mwEnabled: true, meaningfulWork: sheet });
    expect(titled(liveFile(enabled), enabled).map((d) => d.page)).toEqual(['prework', 'mw']);
    expect(titled(liveFile(enabled), enabled)[1]).toMatchObject({ meaningfulWork: sheet });
    const preworkEvent = { ...makeEventFile({ sessionAccess: 'Pre-work' }), participants: [enabled] };
    expect(titled(preworkEvent, enabled).map((d) => d.page)).toEqual(['prework']);
    const disabled = person({ mwEnabled: false, meaningfulWork: sheet });
    expect(titled(liveFile(disabled), disabled).map((d) => d.page)).toEqual(['prework']);
  });

  it('prints the meaningful-work defaults when nothing was saved', () => {
    const unsaved = person({ mwEnabled: true, meaningfulWork: null });
    expect(titled(liveFile(unsaved), unsaved)[1]).toMatchObject({
      page: 'mw',
      meaningfulWork: meaningfulWorkDefaults(response),
    });
  });

  it('gives the meaningful-work sheet the insight of the live values, else of rated pre-work, else none', () => {
    const live = { ...response, percentLived: [...response.percentLived].reverse() };
    const sheetOf = (participant: EventFileParticipant) =>
      titled(liveFile(participant), participant).find((d) => d.page === 'mw');
    expect(sheetOf(person({ mwEnabled: true, live }))).toMatchObject({ insight: valuesInsight(live) });
    expect(sheetOf(person({ mwEnabled: true }))).toMatchObject({ insight: valuesInsight(response) });
    const unrated = person({ mwEnabled: true, responseCompleted: [true, true, true, false] });
    expect(sheetOf(unrated)).toMatchObject({ insight: NO_INSIGHT });
  });

  it("writes each participant's documents in the language the file records, English when it records none", () => {
    const achievement = {
      values: [{ value: 'Achievement', originalIndex: 3 }],
      descriptions: ['Done'],
      percentLived: [70],
    };
    const german = person({ language: 'de', prework: achievement, live: achievement });
    const [prework, live] = titled(liveFile(german), german);
    expect([prework?.language, live?.language]).toEqual(['de', 'de']);
    expect(prework?.page === 'prework' && prework.values.map((v) => v.value)).toEqual(['Leistung']);
    expect(live?.page === 'live' && live.values.map((v) => v.value)).toEqual(['Leistung']);
    const { language: _, ...older } = person({ prework: achievement });
    expect(titled(liveFile(older), older).map((d) => d.language)).toEqual(['en']);
    expect(titled(liveFile(older), older)[0]).toMatchObject({ values: [{ value: 'Achievement' }] });
  });

  it('heads every document with the product title, the person and the event, and nothing more', () => {
    const file = liveFile(person({}));
    const [document] = titled(file, person({}));
    expect(document).toMatchObject({
      productTitle: 'Values System',
      participant: { forename: base.forename, surname: base.surname },
      event: { eventName: file.event.eventName, eventDate: file.event.eventDate },
    });
    expect(JSON.stringify(document)).not.toContain(base.email);
  });
});

describe('plannedOutputs', () => {
  it('lists each participant’s PDFs in turn under one folder per page', () => {
    const sheet = emptyMeaningfulWork();
    const file = liveFile(
      person({ forename: 'Pat', surname: 'Example', live: response, mwEnabled: true, meaningfulWork: sheet }),
      person({ forename: 'Sam', surname: 'Other', live: null }),
      person({ forename: 'Pat', surname: 'Example', live: response }),
    );
    expect(
      [...plannedOutputs(file, { productTitle: 'Values System' }, null)]
        .flat()
        .map((o) => [o.name, o.document.participant]),
    ).toEqual([
      ['pdfs/pre-work/Pat_Example-ValuesSystem.pdf', { forename: 'Pat', surname: 'Example' }],
      ['pdfs/live/Pat_Example-ValuesSystem-Live.pdf', { forename: 'Pat', surname: 'Example' }],
      ['pdfs/meaningful-work/Pat_Example-MeaningfulWork.pdf', { forename: 'Pat', surname: 'Example' }],
      ['pdfs/pre-work/Sam_Other-ValuesSystem.pdf', { forename: 'Sam', surname: 'Other' }],
      ['pdfs/pre-work/Pat_Example-ValuesSystem (2).pdf', { forename: 'Pat', surname: 'Example' }],
      ['pdfs/live/Pat_Example-ValuesSystem-Live (2).pdf', { forename: 'Pat', surname: 'Example' }],
    ]);
  });
});
