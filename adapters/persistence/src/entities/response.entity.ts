import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { ChosenValue } from '@vs/domain';
import { ownerColumn } from './owner.ts';

export const ResponseSchema = defineEntity({
  name: 'Response',
  tableName: 'responses',
  properties: {
    user: () => ownerColumn().primary(),
    kind: p.text().primary(),
    values: p.json<ChosenValue[]>(),
    descriptions: p.json<string[]>(),
    percentLived: p.json<number[]>(),
    updatedAt: p.datetime(),
  },
});

export type ResponseEntity = InferEntity<typeof ResponseSchema>;
