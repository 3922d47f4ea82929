import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The words of an event's impact report (PDF), each language's in `i18n/messages`. */
const messages = defineMessages({
  kicker: { id: 'print.impact.kicker', defaultMessage: 'Follow-up report' },
  title: {
    id: 'print.impact.title',
    defaultMessage: 'Impact after {days, plural, one {# day} other {# days}}',
  },
  lead: {
    id: 'print.impact.lead',
    defaultMessage:
      'How the participants rate living their values since the workshop. No names: a value is shown only when at least {minimum} respondents chose it.',
  },
  point: {
    id: 'print.impact.point',
    defaultMessage: 'After {days, plural, one {# day} other {# days}}',
  },
  responseRate: {
    id: 'print.impact.responseRate',
    defaultMessage: 'Responses: {answered} of {asked} ({rate, number, percent})',
  },
  noneAsked: {
    id: 'print.impact.noneAsked',
    defaultMessage: 'No follow-up has been sent for this point yet.',
  },
  alignment: {
    id: 'print.impact.alignment',
    defaultMessage: 'Mean change of alignment: {change} points',
  },
  tooFew: {
    id: 'print.impact.tooFew',
    defaultMessage: 'Too few responses to show the changes (fewer than {minimum}).',
  },
  valuesCaption: { id: 'print.impact.valuesCaption', defaultMessage: 'The values that moved' },
  value: { id: 'print.impact.value', defaultMessage: 'Value' },
  respondents: { id: 'print.impact.respondents', defaultMessage: 'Respondents' },
  meanChange: { id: 'print.impact.meanChange', defaultMessage: 'Mean change of % lived' },
  noValues: {
    id: 'print.impact.noValues',
    defaultMessage: 'No value was chosen by enough respondents to be shown.',
  },
});

/** Plain descriptors: the values each takes are its ICU arguments. */
export const impactMessages: Readonly<Record<keyof typeof messages, MessageDescriptor>> = messages;
