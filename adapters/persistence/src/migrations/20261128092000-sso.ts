import { Migration } from '@mikro-orm/migrations';

const ACTIONS_BEFORE =
  "'user.registered', 'user.updated', 'user.deleted', 'user.password_set', 'user.mw_toggled', 'event.created', 'event.updated', 'event.closed', 'event.deleted', 'event.uploaded', 'event.downloaded', 'participant.added', 'participant.removed', 'participants.imported', 'logon_email.sent', 'logon_emails.sent', 'reminders.sent', 'login.failed', 'login.succeeded', 'org.created', 'org.updated', 'org.member_added', 'org.member_removed', 'org.member_role_changed'";
const ACTIONS_ADDED = "'org.sso_updated', 'login.break_glass', 'sso.sign_in', 'sso.linked', 'sso.refused'";

/**
 * Enterprise sign-in (issue 34): each organisation's identity provider (its OIDC client secret
 * sealed), identities linked to accounts, sign-ins under way and SAML replay keys; the audit log
 * takes the SSO actions.
 */
export class Migration20261128092000_sso extends Migration {
  override name = 'Migration20261128092000_sso';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sso_pending" ("state" text not null, "org_id" uuid not null, "protocol" text not null, "nonce" text not null, "code_verifier" text not null, "return_to" text not null, "expires_at" timestamptz not null, primary key ("state"));`,
    );
    this.addSql(`create index "sso_pending_expires_at_index" on "sso_pending" ("expires_at");`);
    this.addSql(
      `create table "sso_replays" ("key" text not null, "expires_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(`create index "sso_replays_expires_at_index" on "sso_replays" ("expires_at");`);
    this.addSql(
      `create table "sso_settings" ("org_id" uuid not null, "protocol" text not null, "oidc_issuer" text null, "oidc_client_id" text null, "oidc_client_secret_sealed" text null, "saml" jsonb null, "role_claim" text not null, "guide_values" jsonb not null, "admin_values" jsonb not null, "email_domains" text[] not null, "enforced" boolean not null, "participants" boolean not null, primary key ("org_id"));`,
    );
    this.addSql(
      `create table "sso_identities" ("issuer" text not null, "subject" text not null, "uid" uuid not null, "created_at" timestamptz not null, primary key ("issuer", "subject"));`,
    );
    this.addSql(`create index "sso_identities_uid_index" on "sso_identities" ("uid");`);
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_action_check";`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in (${ACTIONS_BEFORE}, ${ACTIONS_ADDED}));`,
    );
    this.addSql(
      `alter table "sso_pending" add constraint "sso_pending_protocol_check" check ("protocol" in ('oidc', 'saml'));`,
    );
    this.addSql(
      `alter table "sso_settings" add constraint "sso_settings_protocol_check" check ("protocol" in ('oidc', 'saml'));`,
    );
    this.addSql(
      `alter table "sso_identities" add constraint "sso_identities_uid_foreign" foreign key ("uid") references "users" ("uid") on update cascade on delete cascade deferrable initially deferred;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "audit_entries" where "action" in (${ACTIONS_ADDED});`);
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_action_check";`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in (${ACTIONS_BEFORE}));`,
    );
    this.addSql(`drop table if exists "sso_identities";`);
    this.addSql(`drop table if exists "sso_settings";`);
    this.addSql(`drop table if exists "sso_replays";`);
    this.addSql(`drop table if exists "sso_pending";`);
  }
}
