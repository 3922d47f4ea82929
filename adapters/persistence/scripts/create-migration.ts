/**
 * Writes a migration for whatever the entities declare beyond the committed migrations:
 * `npm run -w @vs/persistence migration:create -- <name>`. It applies the committed migrations to
 * a throwaway embedded database and diffs that against the entities.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/embedded-postgres.ts';
import { initOrm } from '../src/orm.ts';

const name = process.argv[2];
if (!name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('usage: migration:create <kebab-case-name>');
  process.exit(1);
}

const dataDir = await mkdtemp(join(tmpdir(), 'vs-migration-'));
const embedded = await startEmbeddedPostgres({ dataDir, maxConnections: 4 });
try {
  const orm = await initOrm({ clientUrl: embedded.url, poolSize: 2 });
  try {
    await orm.migrator.up();
    const result = await orm.migrator.create(
      join(import.meta.dirname, '../src/migrations'),
      false,
      false,
      name,
    );
    console.log(
      result.fileName
        ? `Wrote src/migrations/${result.fileName}: add its class to src/migrations/index.ts.`
        : 'The entities match the migrations: nothing to write.',
    );
  } finally {
    await orm.close(true);
  }
} finally {
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}
