import { Migration } from '@mikro-orm/migrations';

/**
 * Time zones (issue 35): the IANA zone an event's dates are in; access closes at the end of the
 * access close date there. Events made before keep UTC, so nothing changes for them.
 */
export class Migration20261128121000_event_time_zone extends Migration {
  override name = 'Migration20261128121000_event_time_zone';

  override up(): void | Promise<void> {
    this.addSql(`alter table "events" add "time_zone" text not null default 'UTC';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "events" drop column "time_zone";`);
  }
}
