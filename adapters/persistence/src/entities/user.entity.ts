import { DeferMode, defineEntity, type InferEntity, p } from '@mikro-orm/core';
import {
  type AccessLevel,
  DEFAULT_ORG_ID,
  type LanguageTag,
  type LiveStep,
  type OrgMembership,
  type ResponseCompleted,
} from '@vs/domain';
import { EventSchema } from './event.entity.ts';
import { signedInChanged } from './signed-in-changes.ts';
import { sortKeySql, USER_LIST_ORDER_INDEX } from './user-list-order.ts';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  triggers: [signedInChanged('users', 'u', 'uid')],
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
    // The user's organisation (a participant's for good), and a Guide's memberships, read with
    // the session on every request: no second query to know where someone works.
    orgId: p.uuid().default(DEFAULT_ORG_ID).index(),
    orgRoles: p.json<readonly OrgMembership[]>().default('[]'),
    lastLoginAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    // The person's chosen language (a shipped BCP 47 tag); null: none chosen.
    language: p.text().$type<LanguageTag>().nullable(),
    // Live progress (users.recordLiveStep): the step the live wizard last reported, and when.
    liveStep: p.smallint().$type<LiveStep>().nullable(),
    lastActiveAt: p.datetime().nullable(),
    // Sort keys of user lists, computed by the database (entities/user-list-order.ts); never
    // written. Declared nullable only so writes need not name them: the migration makes them
    // NOT NULL, and MikroORM ignores nullability when comparing generated columns.
    surnameKey: p
      .text()
      .collation('C')
      .generated(`(${sortKeySql('"surname"')}) stored`)
      .nullable(),
    forenameKey: p
      .text()
      .collation('C')
      .generated(`(${sortKeySql('"forename"')}) stored`)
      .nullable(),
  },
  // Serves the sorted, paged user lists (listPage): level first, then the list order.
  // MikroORM compares expression indexes by name only; the migration holds the same statement.
  indexes: [
    // Finds an organisation's members (`org_roles @> '[{"orgId": ...}]'`).
    {
      name: 'users_org_roles_index',
      expression: (_columns, table, name) =>
        `create index "${name}" on "${table.name}" using gin ("org_roles" jsonb_path_ops)`,
    },
    {
      name: USER_LIST_ORDER_INDEX,
      expression: (_columns, table, name) =>
        `create index "${name}" on "${table.name}" ("access_level", "surname_key", "forename_key", "email_normalised" collate "C", "uid")`,
    },
  ],
});

export type UserEntity = InferEntity<typeof UserSchema>;
