import { Migration } from '@mikro-orm/migrations';

/**
 * Each audit entry names the organisation of its target, so a client admin reads their
 * organisation's entries as one keyset range of (org_id, at, id). Entries already written take the
 * organisation their event, person (not a super-admin) or organisation has now; those whose target
 * is gone, an upload's and a super-admin's stay without one (super-admins still read them).
 */
export class Migration20261128072000_audit_organisation extends Migration {
  override name = 'Migration20261128072000_audit_organisation';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_entries" add "org_id" uuid null;`);
    this.addSql(`create index "audit_entries_org_id_at_id_index" on "audit_entries" ("org_id", "at", "id");`);
    this.addSql(
      `update "audit_entries" as a set "org_id" = e."org_id" from "events" as e where a."target_kind" = 'event' and a."target_id" = e."eid"::text;`,
    );
    this.addSql(
      `update "audit_entries" as a set "org_id" = u."org_id" from "users" as u where a."target_kind" = 'user' and a."target_id" = u."uid"::text and u."access_level" <> 2;`,
    );
    this.addSql(
      `update "audit_entries" as a set "org_id" = o."org_id" from "organisations" as o where a."target_kind" = 'org' and a."target_id" = o."org_id"::text;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_entries" drop column "org_id";`);
  }
}
