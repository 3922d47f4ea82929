import { Migration } from '@mikro-orm/migrations';

export class Migration20261123214431_archive_requests extends Migration {
  override name = 'Migration20261123214431_archive_requests';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "archive_requests" ("id" uuid not null, "uid" uuid not null, "eid" text not null, "uploaded" boolean not null, "file_name" text not null, "state" text not null, "done" int not null, "total" int not null, "error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "archive_requests_uid_index" on "archive_requests" ("uid");`);
    this.addSql(`create index "archive_requests_created_at_index" on "archive_requests" ("created_at");`);

    this.addSql(
      `alter table "archive_requests" add constraint "archive_requests_uid_foreign" foreign key ("uid") references "users" ("uid") on update cascade on delete cascade deferrable initially deferred;`,
    );
    this.addSql(
      `alter table "archive_requests" add constraint "archive_requests_state_check" check ("state" in ('queued', 'running', 'ready', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "archive_requests" cascade;`);
  }
}
