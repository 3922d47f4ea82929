import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_ORG_ID, DEFAULT_ORG_SLUG } from '@vs/domain';

/**
 * Client organisations, with the default one that holds whatever names no other: an installation
 * that never creates another behaves as before.
 */
export class Migration20261128070000_organisations extends Migration {
  override name = 'Migration20261128070000_organisations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "organisations" ("org_id" uuid not null, "name" text not null, "slug" text not null, "logo" bytea null, "logo_type" text null, "accent_colour" text null, "sender_name" text null, "hide_product_name" boolean not null, "retention_days" int null, "created_at" timestamptz not null, primary key ("org_id"));`,
    );
    this.addSql(`alter table "organisations" add constraint "organisations_slug_unique" unique ("slug");`);
    this.addSql(
      `insert into "organisations" ("org_id", "name", "slug", "hide_product_name", "created_at") values ('${DEFAULT_ORG_ID}', 'Default', '${DEFAULT_ORG_SLUG}', false, now());`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "organisations" cascade;`);
  }
}
