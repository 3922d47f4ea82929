import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../model/calendar-date.ts';
import { emptyMeaningfulWork } from '../model/meaningful-work.ts';
import { makeResponse, makeUser } from '../testing/index.ts';
import {
  meaningfulWorkPrintDocument,
  type PrintContext,
  printedValues,
  valuesPrintDocument,
} from './print-document.ts';
import { NO_INSIGHT, valuesInsight } from './values-insight.ts';

const context: PrintContext = {
  productTitle: 'Values System',
  language: 'en',
  participant: { forename: 'Pat', surname: 'Example' },
  event: { eventName: 'Spring Workshop', eventDate: '2026-06-10' as CalendarDate },
};

describe('printedValues', () => {
  it('ranks the values by position with their definitions and percents', () => {
    const response = makeResponse('u1', 'prework');
    const printed = printedValues(response);
    expect(printed).toHaveLength(10);
    expect(printed[0]).toEqual({
      rank: 1,
      value: response.values[0]?.value,
      description: response.descriptions[0],
      percentLived: response.percentLived[0],
    });
    expect(printed.map((v) => v.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('fills a missing definition with nothing and a missing percent with the default', () => {
    expect(
      printedValues({ values: [{ value: 'Courage', originalIndex: 3 }], descriptions: [], percentLived: [] }),
    ).toEqual([{ rank: 1, value: 'Courage', description: '', percentLived: 100 }]);
  });
});

describe('valuesPrintDocument', () => {
  it('builds the pre-work and live documents from the lists, the live one with their insight', () => {
    const response = makeResponse('u1', 'live');
    expect(valuesPrintDocument(context, 'live', response)).toEqual({
      ...context,
      page: 'live',
      values: printedValues(response),
      insight: valuesInsight(response),
    });
    expect(valuesPrintDocument(context, 'prework', response)).toEqual({
      ...context,
      page: 'prework',
      values: printedValues(response),
    });
    expect(valuesPrintDocument(context, 'live', null)).toEqual({
      ...context,
      page: 'live',
      values: [],
      insight: NO_INSIGHT,
    });
    expect(valuesPrintDocument({ ...context, event: null }, 'prework', null)).toEqual({
      ...context,
      event: null,
      page: 'prework',
      values: [],
    });
  });

  it('passes on nothing but the named fields of the participant and event', () => {
    const user = makeUser({ forename: 'Pat', surname: 'Example' });
    const document = valuesPrintDocument(
      { ...context, participant: user, event: { ...context.event, eid: 'e1' } as PrintContext['event'] },
      'prework',
      null,
    );
    expect(document.participant).toEqual({ forename: 'Pat', surname: 'Example' });
    expect(document.event).toEqual(context.event);
    expect(JSON.stringify(document)).not.toContain(user.email);
  });
});

describe('meaningfulWorkPrintDocument', () => {
  it('carries the sheet as it is, with the insight given', () => {
    const sheet = { ...emptyMeaningfulWork(), 'driver-value': 'Courage' };
    const insight = valuesInsight(makeResponse('u1', 'live'));
    expect(meaningfulWorkPrintDocument(context, sheet, insight)).toEqual({
      ...context,
      page: 'mw',
      meaningfulWork: sheet,
      insight,
    });
  });
});
