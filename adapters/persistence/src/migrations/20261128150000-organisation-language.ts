import { Migration } from '@mikro-orm/migrations';

/**
 * Languages (issue 35): an organisation's default language for the people its events bring in
 * (an event created in it without one takes it). Organisations made before have none.
 */
export class Migration20261128150000_organisation_language extends Migration {
  override name = 'Migration20261128150000_organisation_language';

  override up(): void | Promise<void> {
    this.addSql(`alter table "organisations" add "language" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "organisations" drop column "language";`);
  }
}
