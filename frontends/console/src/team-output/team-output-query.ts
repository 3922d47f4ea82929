import { useQuery } from '@tanstack/react-query';
import { call } from '@vs/ui';
import type { InferResponseType } from 'hono/client';
import { api } from '../api/client.ts';

type TeamOutputReply = InferResponseType<typeof api.api.event.team_output.$get>;

/** One event of GET /api/event/team_output: its name, session access and participants' ranked values. */
export type TeamOutputEvent = TeamOutputReply['team_output'][number];
export type TeamOutputParticipant = TeamOutputEvent['participants'][number];

const teamOutputKey = ['events', 'team-output'] as const;

/** Every active event in the user's scope with each participant's values (spec 2.14). */
export const useTeamOutput = () =>
  useQuery({
    queryKey: teamOutputKey,
    queryFn: async () => (await call(api.api.event.team_output.$get())).team_output,
  });
