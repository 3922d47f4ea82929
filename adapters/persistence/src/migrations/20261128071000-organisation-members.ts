import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_ORG_ID } from '@vs/domain';

/**
 * Every event and user belongs to an organisation (the default one until told otherwise), and a
 * Guide's memberships live on their user row, read with the session. Existing Guides become Guides
 * of the default organisation, so an installation that never creates another works as before.
 */
export class Migration20261128071000_organisation_members extends Migration {
  override name = 'Migration20261128071000_organisation_members';

  override up(): void | Promise<void> {
    this.addSql(`alter table "events" add "org_id" uuid not null default '${DEFAULT_ORG_ID}';`);
    this.addSql(`create index "events_org_id_index" on "events" ("org_id");`);
    this.addSql(
      `alter table "users" add "org_id" uuid not null default '${DEFAULT_ORG_ID}', add "org_roles" jsonb not null default '[]';`,
    );
    this.addSql(`create index "users_org_id_index" on "users" ("org_id");`);
    this.addSql(`create index "users_org_roles_index" on "users" using gin ("org_roles" jsonb_path_ops);`);
    this.addSql(
      `update "users" set "org_roles" = '[{"orgId":"${DEFAULT_ORG_ID}","role":"guide"}]' where "access_level" = 1;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "users_org_roles_index";`);
    this.addSql(`alter table "users" drop column "org_id", drop column "org_roles";`);
    this.addSql(`alter table "events" drop column "org_id";`);
  }
}
