import type { EntitySchema } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventSummaryRecord, User } from '@vs/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { EventSchema } from '../entities/event.entity.ts';
import { entities } from '../entities/index.ts';
import { ResponseSchema } from '../entities/response.entity.ts';
import { SessionSchema } from '../entities/session.entity.ts';
import { UserSchema } from '../entities/user.entity.ts';
import { hotPathSql } from './hot-statements.ts';
import { projection, tableMap } from './table-map.ts';
import { eventSummaries, eventTable, responseTable, sessionTable, userTable } from './tables.ts';

// The metadata as the ORM discovers it (no connection is opened).
const orm = new MikroORM({ entities, clientUrl: 'postgres://unused@127.0.0.1:1/unused' });
afterAll(() => orm.close());

const tables = [
  ['users', userTable, UserSchema],
  ['events', eventTable, EventSchema],
  ['sessions', sessionTable, SessionSchema],
  ['responses', responseTable, ResponseSchema],
] as const;

describe('the one definition of each table the hand-written SQL reads', () => {
  it.each(tables)('%s: every entity property is a domain field or listed as not one', (_, table, schema) => {
    const discovered = Object.keys(orm.getMetadata().get(schema as EntitySchema).properties);
    const mapped = [...table.fields.map((field) => field.property), ...table.notInDomain];
    expect(mapped.toSorted()).toEqual(discovered.toSorted());
  });

  it.each(tables)(
    '%s: each field reads the column the ORM writes, converted as the ORM would',
    (_, table, schema) => {
      const meta = orm.getMetadata().get(schema as EntitySchema);
      expect(meta.tableName).toBe(table.table);
      for (const field of table.fields) {
        const property = meta.properties[field.property];
        expect({
          field: field.key,
          column: field.column,
          nullable: field.nullable,
          instant: field.codec === 'instant',
          reference: field.codec === 'reference',
        }).toEqual({
          field: field.key,
          column: property?.fieldNames[0],
          nullable: property?.nullable === true,
          instant: property?.runtimeType === 'Date',
          reference: property?.kind === 'm:1',
        });
      }
    },
  );

  it('names the entity properties a table leaves out, when the module loads', () => {
    expect(() =>
      tableMap<Pick<User, 'uid' | 'email'>>()(UserSchema, { uid: 'uid', email: 'email' }, [
        'emailNormalised',
        'surnameKey',
        'forenameKey',
        'liveStep',
        'lastActiveAt',
      ]),
    ).toThrow(
      'User: map forename, surname, passwordHash, accessLevel, portalLink, mwEnabled, event, responseCompleted, ' +
        'createdBy, orgId, orgRoles, lastLoginAt, createdAt, language to a domain field or list it as not part of the domain object',
    );
  });

  it('does not compile a table that leaves out a domain field', () => {
    // @ts-expect-error: User has fields this mapping leaves out.
    expect(() => tableMap<User>()(UserSchema, { uid: 'uid' }, [])).toThrow(/^User: map /);
  });

  it('does not compile a projection that leaves out a domain field', () => {
    const participantCount = { sql: () => '0' };
    // @ts-expect-error: EventSummaryRecord has a state (and more), which this projection omits.
    const wrong = projection<EventSummaryRecord>()(eventTable, ['state'], { participantCount });
    expect(wrong.select('e')).not.toContain('"state"');
  });

  it('counts the participants of an event summary rather than reading its lists', () => {
    expect(eventSummaries.select('e')).toBe(
      'e."eid", e."org_id" as "orgId", e."event_name" as "eventName", e."event_date" as "eventDate", ' +
        'e."access_close" as "accessClose", e."event_type" as "eventType", e."session_access" as "sessionAccess", ' +
        'e."facilitator_id" as "facilitatorId", e."state", e."closed_on" as "closedOn", e."follow_up_days" as "followUpDays", ' +
        'e."time_zone" as "timeZone", jsonb_array_length(e."participants") as "participantCount"',
    );
  });

  it("selects every field of the signed-in look-up but the event's roster, and saves every field of a response", () => {
    const sql = hotPathSql.signedIn((name) => `"${name}"`);
    const roster = new Set(['participants', 'emailsSent']);
    for (const [alias, prefix, table] of [
      ['s', 's_', sessionTable],
      ['u', '', userTable],
      ['e', 'e_', eventTable],
    ] as const)
      for (const { column, key } of table.fields) {
        const selected =
          column === prefix + key ? `${alias}."${column}",` : `${alias}."${column}" as "${prefix}${key}"`;
        if (alias === 'e' && roster.has(key)) expect(sql).not.toContain(`${alias}."${column}"`);
        else expect(sql).toContain(selected);
      }
    const upsert = hotPathSql.responseUpsert((name) => `"${name}"`);
    for (const field of responseTable.fields) expect(upsert).toContain(`"${field.column}"`);
  });
});
