import { createColumnHelper } from '@vs/ui';
import type { IntlShape } from 'react-intl';
import { displayDate } from '../dates.ts';
import { eventRateText } from '../events/event-rate.ts';
import { personName } from '../events/person-name.ts';
import { orgColumn } from '../organisations/org-column.tsx';
import type { EventSummaryRow } from './event-summaries.ts';

const column = createColumnHelper<EventSummaryRow>();

/**
 * The columns the closed and pending-removal tables share (spec 2.13), headed in the viewer's
 * language (`intl`): Name, Event Date, Access Close, Facilitator, Participants, then the event type
 * under `typeHeading` ('Event Rate' or 'Event Type'), shown as Regular or Discount, and `withOrg`
 * the event's organisation. Dates sort by their calendar date.
 */
export const eventSummaryColumns = (intl: IntlShape, typeHeading: string, withOrg: boolean) => [
  column.accessor('eventName', {
    header: intl.formatMessage({ id: 'console.expired.columns.name', defaultMessage: 'Name' }),
  }),
  column.accessor('eventDate', {
    header: intl.formatMessage({ id: 'console.expired.columns.eventDate', defaultMessage: 'Event Date' }),
    cell: (cell) => displayDate(cell.getValue(), intl.locale),
  }),
  column.accessor('accessClose', {
    header: intl.formatMessage({ id: 'console.expired.columns.accessClose', defaultMessage: 'Access Close' }),
    cell: (cell) => displayDate(cell.getValue(), intl.locale),
  }),
  column.accessor((event) => personName(event.facilitator), {
    id: 'facilitator',
    header: intl.formatMessage({ id: 'console.expired.columns.facilitator', defaultMessage: 'Facilitator' }),
  }),
  column.accessor('participantCount', {
    header: intl.formatMessage({
      id: 'console.expired.columns.participants',
      defaultMessage: 'Participants',
    }),
    cell: (cell) => intl.formatNumber(cell.getValue()),
  }),
  column.accessor((event) => eventRateText(intl, event.eventType), { id: 'eventType', header: typeHeading }),
  ...(withOrg ? [orgColumn<EventSummaryRow>(intl)] : []),
];
