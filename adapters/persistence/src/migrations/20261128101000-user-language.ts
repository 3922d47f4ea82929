import { Migration } from '@mikro-orm/migrations';

/**
 * Languages (issue 35): the language a person chose, and the default of an event's people; null is
 * none (the browser's, then English). Existing rows keep null, so nothing changes for them.
 */
export class Migration20261128101000_user_language extends Migration {
  override name = 'Migration20261128101000_user_language';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "language" text null;`);
    this.addSql(`alter table "events" add "language" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "language";`);
    this.addSql(`alter table "events" drop column "language";`);
  }
}
