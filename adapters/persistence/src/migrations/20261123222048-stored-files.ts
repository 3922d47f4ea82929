import { Migration } from '@mikro-orm/migrations';

/**
 * Generated files (PDFs, archives) in the database, for processes that share no disk: a key points
 * at its content's chunks of up to 1 MiB; `written_at` lets the sweep remove files nobody fetched
 * and chunks of writes that never finished.
 */
export class Migration20261123222048_stored_files extends Migration {
  override name = 'Migration20261123222048_stored_files';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "stored_files" ("key" text not null, "content_id" uuid not null, "chunk_count" int not null, "written_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(`create index "stored_files_written_at_index" on "stored_files" ("written_at");`);

    this.addSql(
      `create table "stored_file_chunks" ("content_id" uuid not null, "seq" int not null, "bytes" bytea not null, "written_at" timestamptz not null, primary key ("content_id", "seq"));`,
    );
    this.addSql(`create index "stored_file_chunks_written_at_index" on "stored_file_chunks" ("written_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "stored_files" cascade;`);
    this.addSql(`drop table if exists "stored_file_chunks" cascade;`);
  }
}
