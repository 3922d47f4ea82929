import type { LiveSectionKey } from '@vs/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The words of the print views (PDFs and the participant's print pages), each language's in `i18n/messages`. */
const messages = defineMessages({
  kickerPrework: { id: 'print.kicker.prework', defaultMessage: 'Pre-work' },
  kickerLive: { id: 'print.kicker.live', defaultMessage: 'Live session' },
  titlePrework: { id: 'print.title.prework', defaultMessage: 'My Top {count} Values' },
  titleLive: { id: 'print.title.live', defaultMessage: 'My Values Output' },
  titleMw: { id: 'print.title.mw', defaultMessage: 'My Meaningful Work' },
  documentTitle: { id: 'print.documentTitle', defaultMessage: '{title} – {forename} {surname}' },
  preworkLead: {
    id: 'print.prework.lead',
    defaultMessage:
      'My top {count} values, ranked from 1 (most meaningful), with what each means to me and how much of my time I live it at life and work.',
  },
  rank: { id: 'print.prework.rank', defaultMessage: 'Rank' },
  valueAndDefinition: { id: 'print.prework.valueAndDefinition', defaultMessage: 'Value and definition' },
  livedHeading: { id: 'print.prework.lived', defaultMessage: '% Lived' },
  lived: { id: 'print.lived', defaultMessage: '{percent}% lived' },
  percent: { id: 'print.percent', defaultMessage: '{percent}%' },
  graphicTitle: { id: 'print.graphic.title', defaultMessage: 'My {count} values in their roles' },
  graphicSummary: { id: 'print.graphic.summary', defaultMessage: '{heading}: {values}.' },
  graphicValue: { id: 'print.graphic.value', defaultMessage: '{value} ({percent}% lived)' },
  insightHeading: { id: 'print.insight.heading', defaultMessage: 'Your top values you live least' },
  insightScore: {
    id: 'print.insight.score',
    defaultMessage: 'How closely your life follows your top values: <strong>{alignment}</strong> of 100',
  },
  insightValue: { id: 'print.insight.value', defaultMessage: '{value} (rank {rank}, {percent}% lived)' },
  insightNone: {
    id: 'print.insight.none',
    defaultMessage:
      'You live each of your top three values at least half the time. That is worth celebrating: keep giving them room.',
  },
  insightNeglected: {
    id: 'print.insight.neglected',
    defaultMessage:
      '{count, plural, one {{values} is one of your top three values, yet you live it less than half the time.} other {{values} are among your top three values, yet you live them less than half the time.}} That is worth noticing, not worrying about: one small step this week can help.',
  },
  mwSpaceIHold: { id: 'print.mw.spaceIHold', defaultMessage: 'The Space I Hold' },
  mwWayIRelate: { id: 'print.mw.wayIRelate', defaultMessage: 'The Way I Relate' },
  mwPossibilities: { id: 'print.mw.possibilities', defaultMessage: 'The Possibilities That Inspire Me' },
  mwResultsIn: { id: 'print.mw.resultsIn', defaultMessage: 'That Results In' },
  mwMeaningfulBecause: { id: 'print.mw.meaningfulBecause', defaultMessage: 'Meaningful Because' },
});

/** Plain descriptors: the values each takes are its ICU arguments. */
export const printMessages: Readonly<Record<keyof typeof messages, MessageDescriptor>> = messages;

/** The live output's section headings (spec 2.16, spelling included), by LiveSection key. */
export const sectionMessages: Readonly<Record<LiveSectionKey, MessageDescriptor>> = defineMessages({
  idealEnvironment: { id: 'print.section.idealEnvironment', defaultMessage: 'Ideal Environment I Create' },
  direction: { id: 'print.section.direction', defaultMessage: 'Direction & Possibilities' },
  relating: { id: 'print.section.relating', defaultMessage: 'Relating With Others' },
  flow: { id: 'print.section.flow', defaultMessage: 'Co-creating With Flow' },
  initiate: { id: 'print.section.initiate', defaultMessage: 'How I Initiate' },
  breakthroughs: { id: 'print.section.breakthroughs', defaultMessage: 'Creating Breakthroughs' },
});
