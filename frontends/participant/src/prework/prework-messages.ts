import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The pre-work wizard's shared texts (spec 2.2, 2.15): page titles, step lines, buttons, counters. */
const messages = defineMessages({
  introduction: { id: 'prework.title.introduction', defaultMessage: 'Introduction' },
  identifyYourValues: { id: 'prework.title.identifyYourValues', defaultMessage: 'Identify Your Values' },
  identify: { id: 'prework.title.identify', defaultMessage: 'Identify' },
  define: { id: 'prework.title.define', defaultMessage: 'Define' },
  rank: { id: 'prework.title.rank', defaultMessage: 'Rank' },
  lived: { id: 'prework.title.lived', defaultMessage: '% Lived' },
  thankYou: { id: 'prework.title.thankYou', defaultMessage: 'Thank You For Completing Your Pre-work' },
  stepLine: { id: 'prework.stepLine', defaultMessage: 'Step {current} (of {total})' },
  documentTitle: { id: 'prework.documentTitle', defaultMessage: '{page} | {product}' },
  savePrevious: { id: 'prework.button.savePrevious', defaultMessage: 'Save & Previous' },
  save: { id: 'prework.button.save', defaultMessage: 'Save' },
  saved: { id: 'prework.saved', defaultMessage: 'Saved' },
  saveNext: { id: 'prework.button.saveNext', defaultMessage: 'Save & Next' },
  previous: { id: 'prework.button.previous', defaultMessage: 'Previous' },
  next: { id: 'prework.button.next', defaultMessage: 'Next' },
  agree: { id: 'prework.button.agree', defaultMessage: 'I Agree' },
  download: { id: 'prework.button.download', defaultMessage: 'Download' },
  logout: { id: 'prework.button.logout', defaultMessage: 'Logout' },
  finish: { id: 'prework.button.finish', defaultMessage: 'Finish' },
  preparingDownload: {
    id: 'prework.preparingDownload',
    defaultMessage: 'Preparing your download. This can take a few seconds.',
  },
  valuesUnavailable: { id: 'prework.valuesUnavailable', defaultMessage: 'Your values are not available' },
  completeStepOne: { id: 'prework.completeStepOne', defaultMessage: 'Please complete Step 1 first.' },
  loading: { id: 'prework.loading', defaultMessage: 'Loading your pre-work' },
  counter: { id: 'prework.identify.counter', defaultMessage: '{selected} selected ({remaining} remaining)' },
  overSelection: {
    id: 'prework.identify.overSelection',
    defaultMessage: 'Untick {over, plural, one {# value} other {# values}} to keep exactly {count}.',
  },
  exactCount: { id: 'prework.error.exactCount', defaultMessage: 'Please choose exactly {count} values' },
  percentLived: {
    id: 'prework.error.percentLived',
    defaultMessage: 'Percent lived must be a whole number from 0 to 100',
  },
});

/** Plain descriptors: the values each takes are its ICU arguments. */
export const preworkMessages: Readonly<Record<keyof typeof messages, MessageDescriptor>> = messages;
