import { Migration } from '@mikro-orm/migrations';

/** Tables whose truncate tells every replica to forget all it kept. */
const truncatable = ['events', 'users', 'sessions'];

/**
 * Every API replica keeps the session look-ups it made (signed-in-cache.ts) until the database says
 * their rows changed: the triggers the entities declare (entities/signed-in-changes.ts) notify each
 * update or delete of a session, user or event, whatever wrote it. A truncate notifies `*`; those
 * triggers are written here alone, since MikroORM reads no truncate trigger back from the database.
 */
export class Migration20261127053850_signed_in_changes extends Migration {
  override name = 'Migration20261127053850_signed_in_changes';

  override up(): void | Promise<void> {
    this.addSql(
      `create or replace function "events_vs_events_changed_fn"() returns trigger as $$ begin perform pg_notify('vs_signed_in', 'e:' || old.eid); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "vs_events_changed" AFTER UPDATE OR DELETE on "events" for each ROW execute function "events_vs_events_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "users_vs_users_changed_fn"() returns trigger as $$ begin perform pg_notify('vs_signed_in', 'u:' || old.uid); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "vs_users_changed" AFTER UPDATE OR DELETE on "users" for each ROW execute function "users_vs_users_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "sessions_vs_sessions_changed_fn"() returns trigger as $$ begin perform pg_notify('vs_signed_in', 's:' || old.id_digest); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "vs_sessions_changed" AFTER UPDATE OR DELETE on "sessions" for each ROW execute function "sessions_vs_sessions_changed_fn"();`,
    );

    this.addSql(
      `create or replace function "vs_signed_in_truncated_fn"() returns trigger as $$ begin perform pg_notify('vs_signed_in', '*'); return null; end; $$ language plpgsql;`,
    );
    for (const table of truncatable)
      this.addSql(
        `create trigger "vs_${table}_truncated" AFTER TRUNCATE on "${table}" for each STATEMENT execute function "vs_signed_in_truncated_fn"();`,
      );
  }

  override down(): void | Promise<void> {
    for (const table of truncatable)
      this.addSql(`drop trigger if exists "vs_${table}_truncated" on "${table}";`);
    this.addSql(`drop function if exists "vs_signed_in_truncated_fn"();`);

    this.addSql(`drop trigger if exists "vs_events_changed" on "events";`);
    this.addSql(`drop function if exists "events_vs_events_changed_fn"();`);

    this.addSql(`drop trigger if exists "vs_sessions_changed" on "sessions";`);
    this.addSql(`drop function if exists "sessions_vs_sessions_changed_fn"();`);

    this.addSql(`drop trigger if exists "vs_users_changed" on "users";`);
    this.addSql(`drop function if exists "users_vs_users_changed_fn"();`);
  }
}
