import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The follow-up pages' texts (issue 39): the re-rating, its result, the opt-out. */
const messages = defineMessages({
  title: { id: 'followUp.title', defaultMessage: 'Your values today' },
  lead: {
    id: 'followUp.lead',
    defaultMessage:
      '{days, plural, one {# day} other {# days}} after {eventName}: how much of your time do you live each of your values today? Move each slider or type a number from 0 to 100.',
  },
  atWorkshop: { id: 'followUp.value.atWorkshop', defaultMessage: 'At the workshop: {percent} %' },
  today: { id: 'followUp.value.today', defaultMessage: 'Today, % lived' },
  slider: { id: 'followUp.value.slider', defaultMessage: '{value}: % lived today' },
  outOfRange: { id: 'followUp.value.outOfRange', defaultMessage: 'Enter a whole number from 0 to 100.' },
  note: { id: 'followUp.note', defaultMessage: 'What changed? (optional)' },
  noteCount: { id: 'followUp.note.count', defaultMessage: '{used} of {max} characters' },
  submit: { id: 'followUp.submit', defaultMessage: 'Submit' },
  submitFailed: {
    id: 'followUp.submit.failed',
    defaultMessage: 'Your answer was not saved. Please try again.',
  },
  invalidLink: {
    id: 'followUp.link.invalid',
    defaultMessage: 'This follow-up link is not valid or has expired.',
  },
  invalidLinkHelp: {
    id: 'followUp.link.invalidHelp',
    defaultMessage:
      'A follow-up link works until the next follow-up, or for 30 days. Nothing more is needed from you.',
  },
  thanks: { id: 'followUp.result.title', defaultMessage: 'Thank you' },
  alignment: { id: 'followUp.result.alignment', defaultMessage: 'How well you live your values' },
  alignmentThen: { id: 'followUp.result.then', defaultMessage: 'At the workshop' },
  alignmentNow: { id: 'followUp.result.now', defaultMessage: 'Today' },
  alignmentNone: { id: 'followUp.result.none', defaultMessage: 'not rated' },
  alignmentValue: { id: 'followUp.result.alignmentValue', defaultMessage: '{alignment} %' },
  movedMost: { id: 'followUp.result.movedMost', defaultMessage: 'The values that moved most' },
  moved: {
    id: 'followUp.result.moved',
    defaultMessage: '{value}: from {atWorkshop} % to {atFollowUp} % ({change} points)',
  },
  nothingMoved: {
    id: 'followUp.result.nothingMoved',
    defaultMessage: 'You live each of your values as much as at the workshop.',
  },
  optOutTitle: { id: 'followUp.optOut.title', defaultMessage: 'Follow-up emails' },
  optOutLead: {
    id: 'followUp.optOut.lead',
    defaultMessage: 'Select the button to receive no more emails asking you to rate your values again.',
  },
  optOutButton: { id: 'followUp.optOut.button', defaultMessage: 'Stop follow-up emails' },
  optOutDone: {
    id: 'followUp.optOut.done',
    defaultMessage: 'Done: you will receive no more follow-up emails.',
  },
});

/** Plain descriptors: the values each takes are its ICU arguments. */
export const followUpMessages: Readonly<Record<keyof typeof messages, MessageDescriptor>> = messages;
