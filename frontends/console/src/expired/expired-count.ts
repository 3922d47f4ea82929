import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { activeEventsKey } from '../events/event-queries.ts';
import { useOrgFilter } from '../organisations/org-filter.tsx';
import { eventSummariesQuery } from './event-summaries.ts';

export const expiredEventsKey = ['events', 'closed'] as const;

/**
 * The closed events the user oversees: the Expired Events screen's table and the tab's badge.
 * It waits while the active events load (the first tab, on every console start) so the table
 * people are looking at gets the server first; the badge follows a moment later. The first render
 * waits too: the active events' request starts in an effect, after it. Of the organisation chosen
 * in the console's head, if any.
 */
export const useExpiredEvents = () => {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const activeLoading = useIsFetching({ queryKey: activeEventsKey }) > 0;
  const { orgId } = useOrgFilter();
  return useQuery({ ...eventSummariesQuery('closed', orgId), enabled: mounted && !activeLoading });
};
