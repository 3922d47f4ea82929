import { Migration } from '@mikro-orm/migrations';

/**
 * Live progress: the live step a participant's wizard last reported and when. Their last activity
 * is the latest of that and their responses' updated_at, so the save path writes nothing more.
 */
export class Migration20261126070000_live_activity extends Migration {
  override name = 'Migration20261126070000_live_activity';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "live_step" smallint null, add "last_active_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "live_step", drop column "last_active_at";`);
  }
}
