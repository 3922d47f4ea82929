import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { ChosenValue, ResponseKind } from '@vs/domain';
import { ownerColumn } from './owner.ts';

export const ResponseSchema = defineEntity({
  name: 'Response',
  tableName: 'responses',
  properties: {
    user: () => ownerColumn().primary(),
    kind: p.text().$type<ResponseKind>().primary(),
    values: p.json<readonly ChosenValue[]>(),
    descriptions: p.json<readonly string[]>(),
    percentLived: p.json<readonly number[]>(),
    updatedAt: p.datetime(),
  },
});

export type ResponseEntity = InferEntity<typeof ResponseSchema>;
