import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_ORG_ID, DEFAULT_ORG_SLUG } from '@vs/domain';

/**
 * Client organisations, with the default one that holds whatever names no other: an installation
 * that never creates another behaves as before. The audit log records changes to organisations.
 */
const ACTIONS_BEFORE = `'user.registered', 'user.updated', 'user.deleted', 'user.password_set', 'user.mw_toggled', 'event.created', 'event.updated', 'event.closed', 'event.deleted', 'event.uploaded', 'event.downloaded', 'participant.added', 'participant.removed', 'participants.imported', 'logon_email.sent', 'logon_emails.sent', 'reminders.sent', 'login.failed', 'login.succeeded'`;
const ORG_ACTIONS = `'org.created', 'org.updated', 'org.member_added', 'org.member_removed'`;

export class Migration20261128070000_organisations extends Migration {
  override name = 'Migration20261128070000_organisations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "organisations" ("org_id" uuid not null, "name" text not null, "slug" text not null, "logo" bytea null, "logo_type" text null, "accent_colour" text null, "sender_name" text null, "hide_product_name" boolean not null, "retention_days" int null, "created_at" timestamptz not null, primary key ("org_id"));`,
    );
    this.addSql(`alter table "organisations" add constraint "organisations_slug_unique" unique ("slug");`);
    this.addSql(
      `insert into "organisations" ("org_id", "name", "slug", "hide_product_name", "created_at") values ('${DEFAULT_ORG_ID}', 'Default', '${DEFAULT_ORG_SLUG}', false, now());`,
    );
    this.auditChecks(`${ACTIONS_BEFORE}, ${ORG_ACTIONS}`, `'user', 'event', 'upload', 'org'`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "audit_entries" where "target_kind" = 'org';`);
    this.auditChecks(ACTIONS_BEFORE, `'user', 'event', 'upload'`);
    this.addSql(`drop table if exists "organisations" cascade;`);
  }

  private auditChecks(actions: string, targetKinds: string): void {
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_action_check";`);
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_target_kind_check";`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in (${actions}));`,
    );
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_target_kind_check" check ("target_kind" in (${targetKinds}));`,
    );
  }
}
