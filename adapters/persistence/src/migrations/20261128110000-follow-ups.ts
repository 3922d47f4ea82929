import { Migration } from '@mikro-orm/migrations';

/**
 * Follow-up re-ratings after the workshop (issue 39): an event's follow-up points in days after
 * its date (empty, as for every event so far); each person's follow-up at each point, unique per
 * person, event and point (the sweep's idempotency key); and who opted out.
 */
export class Migration20261128110000_follow_ups extends Migration {
  override name = 'Migration20261128110000_follow_ups';

  override up(): void | Promise<void> {
    this.addSql(`alter table "events" add "follow_up_days" jsonb not null default '[]';`);
    this.addSql(`alter table "events" alter column "follow_up_days" drop default;`);
    this.addSql(`alter table "email_deliveries" drop constraint "email_deliveries_kind_check";`);
    this.addSql(
      `alter table "email_deliveries" add constraint "email_deliveries_kind_check" check ("kind" in ('logon', 'reset', 'reminder', 'follow-up'));`,
    );
    this.addSql(
      `create table "follow_ups" ("id" uuid not null, "uid" uuid not null, "eid" uuid not null, "days" double precision not null, "token_digest" text not null, "expires_at" timestamptz not null, "queued_at" timestamptz not null, "percent_lived" jsonb null, "note" text null, "answered_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "follow_ups_eid_index" on "follow_ups" ("eid");`);
    this.addSql(
      `alter table "follow_ups" add constraint "follow_ups_token_digest_unique" unique ("token_digest");`,
    );
    this.addSql(
      `alter table "follow_ups" add constraint "follow_ups_uid_eid_days_unique" unique ("uid", "eid", "days");`,
    );
    this.addSql(
      `alter table "follow_ups" add constraint "follow_ups_uid_foreign" foreign key ("uid") references "users" ("uid") on update cascade on delete cascade deferrable initially deferred;`,
    );
    this.addSql(
      `create table "follow_up_opt_outs" ("uid" uuid not null, "opted_out_at" timestamptz not null, primary key ("uid"));`,
    );
    this.addSql(
      `alter table "follow_up_opt_outs" add constraint "follow_up_opt_outs_uid_foreign" foreign key ("uid") references "users" ("uid") on update cascade on delete cascade deferrable initially deferred;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "follow_up_opt_outs" cascade;`);
    this.addSql(`drop table if exists "follow_ups" cascade;`);
    this.addSql(`alter table "events" drop column "follow_up_days";`);
    this.addSql(`delete from "email_deliveries" where "kind" = 'follow-up';`);
    this.addSql(`alter table "email_deliveries" drop constraint "email_deliveries_kind_check";`);
    this.addSql(
      `alter table "email_deliveries" add constraint "email_deliveries_kind_check" check ("kind" in ('logon', 'reset', 'reminder'));`,
    );
  }
}
