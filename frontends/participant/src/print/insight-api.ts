import type { ValuesInsight } from '@vs/domain';
import { call } from '@vs/ui';
import { api } from '../api.ts';

/**
 * GET /api/response/insight_byid: valued vs lived of a participant's rated values (the live
 * record, else rated pre-work; none before). Only the insight's fields are kept.
 */
export const loadInsight = async (uid: string): Promise<ValuesInsight> => {
  const { alignment, neglected } = await call(
    api.api.response.insight_byid.$get({ query: { uid, prework: 'false' } }),
  );
  return { alignment, neglected };
};
