import { Migration } from '@mikro-orm/migrations';

/**
 * An archive request may be `erased`: someone its zip holds was deleted, or its event purged, so
 * the zip is removed and never served again (its download answers 410).
 */
export class Migration20261128041500_archive_erased extends Migration {
  override name = 'Migration20261128041500_archive_erased';

  override up(): void | Promise<void> {
    this.addSql(`alter table "archive_requests" drop constraint if exists "archive_requests_state_check";`);
    this.addSql(
      `alter table "archive_requests" add constraint "archive_requests_state_check" check ("state" in ('queued', 'running', 'ready', 'failed', 'erased'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `update "archive_requests" set "state" = 'failed', "error" = 'Erased' where "state" = 'erased';`,
    );
    this.addSql(`alter table "archive_requests" drop constraint if exists "archive_requests_state_check";`);
    this.addSql(
      `alter table "archive_requests" add constraint "archive_requests_state_check" check ("state" in ('queued', 'running', 'ready', 'failed'));`,
    );
  }
}
