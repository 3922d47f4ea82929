import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log: one row per privileged change, append-only, with an index per filter (actor by
 * uid or email, target, action) ending in (at, id) for newest-first keyset pages.
 */
export class Migration20261126070340_audit_log extends Migration {
  override name = 'Migration20261126070340_audit_log';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_entries" ("id" text not null, "at" timestamptz not null, "actor_uid" text null, "actor_email" text null, "action" text not null, "target_kind" text not null, "target_id" text not null, "details" jsonb not null, "request_id" text null, "client" text null, primary key ("id"));`,
    );
    this.addSql(`create index "audit_entries_at_id_index" on "audit_entries" ("at", "id");`);
    this.addSql(
      `create index "audit_entries_actor_uid_at_id_index" on "audit_entries" ("actor_uid", "at", "id");`,
    );
    this.addSql(
      `create index "audit_entries_actor_email_at_id_index" on "audit_entries" ("actor_email", "at", "id");`,
    );
    this.addSql(
      `create index "audit_entries_target_id_at_id_index" on "audit_entries" ("target_id", "at", "id");`,
    );
    this.addSql(`create index "audit_entries_action_at_id_index" on "audit_entries" ("action", "at", "id");`);

    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in ('user.registered', 'user.updated', 'user.deleted', 'user.password_set', 'user.mw_toggled', 'event.created', 'event.updated', 'event.closed', 'event.deleted', 'event.uploaded', 'event.downloaded', 'participant.added', 'participant.removed', 'participants.imported', 'logon_email.sent', 'logon_emails.sent', 'reminders.sent', 'login.failed', 'login.succeeded'));`,
    );
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_target_kind_check" check ("target_kind" in ('user', 'event', 'upload'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_entries" cascade;`);
  }
}
