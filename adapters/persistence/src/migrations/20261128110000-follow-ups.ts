import { Migration } from '@mikro-orm/migrations';

/**
 * Follow-up re-ratings after the workshop (issue 39): an event's follow-up points in days after
 * its date (empty, as for every event so far).
 */
export class Migration20261128110000_follow_ups extends Migration {
  override name = 'Migration20261128110000_follow_ups';

  override up(): void | Promise<void> {
    this.addSql(`alter table "events" add "follow_up_days" jsonb not null default '[]';`);
    this.addSql(`alter table "events" alter column "follow_up_days" drop default;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "events" drop column "follow_up_days";`);
  }
}
