import { Migration } from '@mikro-orm/migrations';

/**
 * Sorted, paged user lists (users.listPage). The folded names (lower case, accents dropped) are
 * stored columns the database computes, collated "C" (by code point, whatever the database's
 * locale), and one index holds the whole list order after the access level, so a page of a level
 * reads only its own index entries and sorting a search's matches compares plain text.
 */
export class Migration20261122030701_user_list_order extends Migration {
  override name = 'Migration20261122030701_user_list_order';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "users" add "surname_key" text generated always as (regexp_replace(normalize(lower("surname"), NFD), '[\\u0300-\\u036f]', '', 'g')) stored collate "C" not null, add "forename_key" text generated always as (regexp_replace(normalize(lower("forename"), NFD), '[\\u0300-\\u036f]', '', 'g')) stored collate "C" not null;`,
    );
    this.addSql(
      `create index "users_list_order_index" on "users" ("access_level", "surname_key", "forename_key", "email_normalised" collate "C", "uid");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_list_order_index";`);
    this.addSql(`alter table "users" drop column "surname_key", drop column "forename_key";`);
  }
}
