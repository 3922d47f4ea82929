import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000533_initial extends Migration {
  override name = 'Migration20261122000533_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "events" ("eid" uuid not null, "event_name" text not null, "event_date" date not null, "access_close" date not null, "event_type" text not null, "session_access" text not null, "facilitator_id" uuid not null, "participants" jsonb not null, "emails_sent" jsonb not null, "state" text not null, "closed_on" date null, "created_at" timestamptz not null, primary key ("eid"));`,
    );
    this.addSql(`create index "events_facilitator_id_index" on "events" ("facilitator_id");`);

    this.addSql(
      `create table "uploaded_events" ("ueid" uuid not null, "uploaded_by" uuid not null, "uploaded_at" timestamptz not null, "file" jsonb not null, primary key ("ueid"));`,
    );
    this.addSql(`create index "uploaded_events_uploaded_by_index" on "uploaded_events" ("uploaded_by");`);

    this.addSql(
      `create table "users" ("uid" uuid not null, "forename" text not null, "surname" text not null, "email" text not null, "email_normalised" text not null, "password_hash" text null, "access_level" smallint not null, "portal_link" text not null, "mw_enabled" boolean not null, "event_id" uuid null, "response_completed" jsonb not null, "created_by" uuid null, "last_login_at" timestamptz null, "created_at" timestamptz not null, primary key ("uid"));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_email_normalised_unique" unique ("email_normalised");`,
    );
    this.addSql(`create index "users_access_level_index" on "users" ("access_level");`);
    this.addSql(`create index "users_event_id_index" on "users" ("event_id");`);
    this.addSql(`create index "users_created_by_index" on "users" ("created_by");`);

    this.addSql(
      `create table "sessions" ("id_digest" text not null, "uid" uuid not null, "first_login" boolean not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id_digest"));`,
    );
    this.addSql(`create index "sessions_uid_index" on "sessions" ("uid");`);

    this.addSql(
      `create table "responses" ("uid" uuid not null, "kind" text not null, "values" jsonb not null, "descriptions" jsonb not null, "percent_lived" jsonb not null, "updated_at" timestamptz not null, primary key ("uid", "kind"));`,
    );

    this.addSql(
      `create table "meaningful_work" ("uid" uuid not null, "data" jsonb not null, primary key ("uid"));`,
    );

    this.addSql(
      `create table "logon_links" ("id" uuid not null, "token_digest" text not null, "uid" uuid not null, "purpose" text not null, "used" boolean not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "logon_links" add constraint "logon_links_token_digest_unique" unique ("token_digest");`,
    );
    this.addSql(`create index "logon_links_uid_purpose_index" on "logon_links" ("uid", "purpose");`);

    this.addSql(
      `create table "email_templates" ("uid" uuid not null, "body" text not null, "closing" text not null, primary key ("uid"));`,
    );

    this.addSql(
      `alter table "users" add constraint "users_event_id_foreign" foreign key ("event_id") references "events" ("eid") on delete set null deferrable initially deferred;`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_uid_foreign" foreign key ("uid") references "users" ("uid") on update cascade on delete cascade deferrable initially deferred;`,
    );

    this.addSql(
      `alter table "responses" add constraint "responses_uid_foreign" foreign key ("uid") references "users" ("uid") on update cascade on delete cascade deferrable initially deferred;`,
    );

    this.addSql(
      `alter table "meaningful_work" add constraint "meaningful_work_uid_foreign" foreign key ("uid") references "users" ("uid") on update cascade on delete cascade deferrable initially deferred;`,
    );

    this.addSql(
      `alter table "logon_links" add constraint "logon_links_uid_foreign" foreign key ("uid") references "users" ("uid") on update cascade on delete cascade deferrable initially deferred;`,
    );

    this.addSql(
      `alter table "email_templates" add constraint "email_templates_uid_foreign" foreign key ("uid") references "users" ("uid") on update cascade on delete cascade deferrable initially deferred;`,
    );
  }
}
