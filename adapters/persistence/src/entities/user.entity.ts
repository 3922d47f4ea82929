import { DeferMode, defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { AccessLevel, ResponseCompleted } from '@vs/domain';
import { EventSchema } from './event.entity.ts';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    uid: p.uuid().primary(),
    forename: p.text(),
    surname: p.text(),
    email: p.text(),
    emailNormalised: p.text().unique(),
    passwordHash: p.text().nullable(),
    accessLevel: p.smallint().$type<AccessLevel>().index(),
    portalLink: p.text(),
    mwEnabled: p.boolean(),
    // Deferred so one transaction may write a user before the event it joins.
    event: () =>
      p
        .manyToOne(EventSchema)
        .fieldName('event_id')
        .nullable()
        .index()
        .deleteRule('set null')
        .deferMode(DeferMode.INITIALLY_DEFERRED),
    responseCompleted: p.json<ResponseCompleted>(),
    createdBy: p.uuid().nullable().index(),
    lastLoginAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export type UserEntity = InferEntity<typeof UserSchema>;
