import { Migration } from '@mikro-orm/migrations';

/**
 * Email templates per language (issue 35): a facilitator keeps one template per kind and language.
 * The templates saved before are English ones.
 */
export class Migration20261128120000_email_template_language extends Migration {
  override name = 'Migration20261128120000_email_template_language';

  override up(): void | Promise<void> {
    this.addSql(`alter table "email_templates" drop constraint "email_templates_pkey";`);
    this.addSql(`alter table "email_templates" add "language" text not null default 'en';`);
    this.addSql(`alter table "email_templates" alter column "language" drop default;`);
    this.addSql(`alter table "email_templates" add primary key ("uid", "kind", "language");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "email_templates" where "language" <> 'en';`);
    this.addSql(`alter table "email_templates" drop constraint "email_templates_pkey";`);
    this.addSql(`alter table "email_templates" drop column "language";`);
    this.addSql(`alter table "email_templates" add primary key ("uid", "kind");`);
  }
}
