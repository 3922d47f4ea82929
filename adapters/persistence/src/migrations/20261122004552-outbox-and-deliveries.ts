import { Migration } from '@mikro-orm/migrations';

export class Migration20261122004552_outbox_and_deliveries extends Migration {
  override name = 'Migration20261122004552_outbox_and_deliveries';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "email_deliveries" ("request_id" text not null, "sent_at" timestamptz not null, primary key ("request_id"));`,
    );

    this.addSql(
      `create table "outbox" ("id" uuid not null, "job" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "outbox_created_at_index" on "outbox" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_deliveries" cascade;`);
    this.addSql(`drop table if exists "outbox" cascade;`);
  }
}
