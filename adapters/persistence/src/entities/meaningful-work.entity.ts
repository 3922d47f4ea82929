import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { MeaningfulWorkData } from '@vs/domain';
import { ownerColumn } from './owner.ts';

export const MeaningfulWorkSchema = defineEntity({
  name: 'MeaningfulWork',
  tableName: 'meaningful_work',
  properties: {
    user: () => ownerColumn().primary(),
    data: p.json<MeaningfulWorkData>(),
  },
});

export type MeaningfulWorkEntity = InferEntity<typeof MeaningfulWorkSchema>;
