import { Migration } from '@mikro-orm/migrations';

/**
 * Outbox entries stay until their job is done: `relayed_at` says when a relay last handed one to
 * the queue. Email deliveries become the state of every email request (queued, sent, failed), with
 * the participant and event a logon email was for, and why a failed one failed. Deliveries recorded
 * before are sent ones.
 */
export class Migration20261124011500_delivery_tracked_outbox extends Migration {
  override name = 'Migration20261124011500_delivery_tracked_outbox';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "email_deliveries" add "uid" text null, add "eid" text null, add "status" text not null default 'sent', add "queued_at" timestamptz null, add "failed_at" timestamptz null, add "failure" text null;`,
    );
    this.addSql(`update "email_deliveries" set "queued_at" = "sent_at";`);
    this.addSql(
      `alter table "email_deliveries" alter column "status" drop default, alter column "queued_at" set not null, alter column "sent_at" drop not null;`,
    );
    this.addSql(
      `create index "email_deliveries_eid_uid_queued_at_index" on "email_deliveries" ("eid", "uid", "queued_at");`,
    );
    this.addSql(
      `alter table "email_deliveries" add constraint "email_deliveries_status_check" check ("status" in ('queued', 'sent', 'failed'));`,
    );

    this.addSql(`alter table "outbox" add "relayed_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox" drop column "relayed_at";`);
    this.addSql(`delete from "email_deliveries" where "status" <> 'sent';`);
    this.addSql(`drop index "email_deliveries_eid_uid_queued_at_index";`);
    this.addSql(
      `alter table "email_deliveries" drop constraint "email_deliveries_status_check", drop column "uid", drop column "eid", drop column "status", drop column "queued_at", drop column "failed_at", drop column "failure", alter column "sent_at" set not null;`,
    );
  }
}
