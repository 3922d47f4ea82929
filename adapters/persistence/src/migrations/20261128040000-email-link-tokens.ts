import { Migration } from '@mikro-orm/migrations';

/**
 * An email request keeps the token of the link its email carries until it is settled (sent or
 * failed), so a run of its job after a crash mails the same, working link instead of retiring the
 * one already emailed. Settling clears it; only digests of links stay.
 */
export class Migration20261128040000_email_link_tokens extends Migration {
  override name = 'Migration20261128040000_email_link_tokens';

  override up(): void | Promise<void> {
    this.addSql(`alter table "email_deliveries" add "link_token" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "email_deliveries" drop column "link_token";`);
  }
}
