import { defineEntity, p } from '@mikro-orm/core';
import { ownerColumn } from './owner.ts';

/** Who opted out of follow-ups: no later one is queued for them. */
export const FollowUpOptOutSchema = defineEntity({
  name: 'FollowUpOptOut',
  tableName: 'follow_up_opt_outs',
  properties: {
    user: () => ownerColumn().primary(),
    optedOutAt: p.datetime(),
  },
});
