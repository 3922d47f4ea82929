import { Migration } from '@mikro-orm/migrations';

/**
 * Reminders to finish the pre-work. Each email request records its kind (logon email, password
 * reset, reminder), so an event's dashboard reads each participant's newest logon email and newest
 * reminder apart: requests recorded before are logon emails, or resets where they name no event.
 * A facilitator keeps one template per kind: the saved ones are logon-email templates.
 */
export class Migration20261126062920_reminders extends Migration {
  override name = 'Migration20261126062920_reminders';

  override up(): void | Promise<void> {
    this.addSql(`alter table "email_deliveries" add "kind" text not null default 'logon';`);
    this.addSql(`update "email_deliveries" set "kind" = 'reset' where "eid" is null;`);
    this.addSql(
      `alter table "email_deliveries" add constraint "email_deliveries_kind_check" check ("kind" in ('logon', 'reset', 'reminder'));`,
    );

    this.addSql(`alter table "email_templates" drop constraint "email_templates_pkey";`);
    this.addSql(`alter table "email_templates" add "kind" text not null default 'logon';`);
    this.addSql(`alter table "email_templates" alter column "kind" drop default;`);
    this.addSql(`alter table "email_templates" add primary key ("uid", "kind");`);
    this.addSql(
      `alter table "email_templates" add constraint "email_templates_kind_check" check ("kind" in ('logon', 'reminder'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "email_deliveries" drop constraint "email_deliveries_kind_check";`);
    this.addSql(`delete from "email_deliveries" where "kind" = 'reminder';`);
    this.addSql(`alter table "email_deliveries" drop column "kind";`);

    this.addSql(`delete from "email_templates" where "kind" <> 'logon';`);
    this.addSql(`alter table "email_templates" drop constraint "email_templates_pkey";`);
    this.addSql(`alter table "email_templates" drop constraint "email_templates_kind_check";`);
    this.addSql(`alter table "email_templates" drop column "kind";`);
    this.addSql(`alter table "email_templates" add primary key ("uid");`);
  }
}
