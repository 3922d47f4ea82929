import { Migration } from '@mikro-orm/migrations';

/**
 * An event's automatic reminder: how many days before the event date the lifecycle sweep reminds
 * those who have not finished the pre-work (null: never, as for every event so far), and the day
 * it ran.
 */
export class Migration20261126064646_auto_reminders extends Migration {
  override name = 'Migration20261126064646_auto_reminders';

  override up(): void | Promise<void> {
    this.addSql(`alter table "events" add "auto_remind_days" int null, add "auto_reminded_on" date null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "events" drop column "auto_remind_days", drop column "auto_reminded_on";`);
  }
}
