import { useQuery } from '@tanstack/react-query';
import { eventSummariesQuery } from './event-summaries.ts';

export const expiredEventsKey = ['events', 'closed'] as const;

/** The closed events the user oversees: the Expired Events screen's table and the tab's badge. */
export const useExpiredEvents = () => useQuery(eventSummariesQuery('closed'));
