import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@vs/ui';
import type { InferResponseType } from 'hono/client';
import { useCallback } from 'react';
import { api } from '../api/client.ts';
import { useOrgFilter } from '../organisations/org-filter.tsx';
import { useValueNames } from '../shared/use-value-names.ts';
import { teamOutputNamed } from './team-output-names.ts';

type TeamOutputReply = InferResponseType<typeof api.api.event.team_output.$get>;

/** One event of GET /api/event/team_output: its name, session access and participants' ranked values. */
export type TeamOutputEvent = TeamOutputReply['team_output'][number];
export type TeamOutputParticipant = TeamOutputEvent['participants'][number];

const teamOutputKey = ['events', 'team-output'] as const;

/**
 * Every active event in the user's scope with each participant's values (spec 2.14): of the
 * organisation chosen in the console's head, if any (the server narrows the list); values named in
 * the viewer's language.
 */
export const useTeamOutput = () => {
  const { orgId } = useOrgFilter();
  const name = useValueNames();
  const select = useCallback((events: TeamOutputEvent[]) => teamOutputNamed(events, name), [name]);
  return useQuery({
    queryKey: [...teamOutputKey, orgId ?? 'all'],
    queryFn: async () =>
      (await call(api.api.event.team_output.$get({ query: orgId ? { orgId } : {} }))).team_output,
    select,
    placeholderData: keepPreviousData,
  });
};
