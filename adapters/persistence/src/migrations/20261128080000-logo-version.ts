import { Migration } from '@mikro-orm/migrations';

/**
 * Each organisation's logo has a version, new at every upload: pages ask for the logo by it, so a
 * cache may keep each version for good. A logo stored already gets one from its bytes.
 */
export class Migration20261128080000_logo_version extends Migration {
  override name = 'Migration20261128080000_logo_version';

  override up(): void | Promise<void> {
    this.addSql(`alter table "organisations" add "logo_version" text null;`);
    this.addSql(`update "organisations" set "logo_version" = md5("logo") where "logo" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "organisations" drop column "logo_version";`);
  }
}
