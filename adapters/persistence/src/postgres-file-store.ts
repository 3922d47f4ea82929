import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ERROR_MESSAGES, type FileStore, notFound } from '@vs/domain';
import { type Kysely, sql } from 'kysely';

/** Bytes in one stored chunk: one row, one query, at most this much in memory per read or write. */
export const STORED_FILE_CHUNK_BYTES = 1024 * 1024;

/** Cuts a stream of pieces of any size into chunks of exactly `size` bytes (the last may be shorter). */
async function* inChunksOf(
  size: number,
  content: Uint8Array | AsyncIterable<Uint8Array>,
): AsyncIterable<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of content instanceof Uint8Array ? [content] : content) {
    let rest = piece;
    while (pendingBytes + rest.length >= size) {
      const take = size - pendingBytes;
      pending.push(Buffer.from(rest.subarray(0, take)));
      yield Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      // A copy: the source may reuse its buffer once it has handed it over.
      pending.push(Buffer.from(rest));
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

interface StoredFileRow {
  content_id: string;
  chunk_count: number;
}

/**
 * Generated files in PostgreSQL (tables `stored_files` and `stored_file_chunks`), so processes that
 * share the database share the files too. A write inserts its chunks one by one under a new content
 * id, then points the key at them (dropping the previous content) in one statement: a reader sees
 * the whole file or none, and no transaction stays open while the source produces bytes (PGlite
 * runs one at a time). Reads fetch one chunk per query.
 */
export const createPostgresFileStore = (em: EntityManager): FileStore => {
  const db = em.getConnection().getClient<unknown>() as Kysely<unknown>;
  const schema = em.config.get('schema');
  const table = (name: string) => sql.table(schema ? `${schema}.${name}` : name);
  const files = table('stored_files');
  const chunks = table('stored_file_chunks');

  const removeContent = (contentId: string) =>
    sql`delete from ${chunks} where content_id = ${contentId}`.execute(db);

  return {
    write: async (key, content) => {
      const contentId = randomUUID();
      let count = 0;
      try {
        for await (const chunk of inChunksOf(STORED_FILE_CHUNK_BYTES, content)) {
          await sql`insert into ${chunks} (content_id, seq, bytes, written_at)
            values (${contentId}, ${count}, ${chunk}, ${new Date()})`.execute(db);
          count += 1;
        }
        // The row lock makes a concurrent write of the same key drop this content, not its own.
        await sql`with previous as (
            select content_id from ${files} where key = ${key} for update
          ), upsert as (
            insert into ${files} (key, content_id, chunk_count, written_at)
            values (${key}, ${contentId}, ${count}, ${new Date()})
            on conflict (key) do update set content_id = excluded.content_id,
              chunk_count = excluded.chunk_count, written_at = excluded.written_at
          )
          delete from ${chunks} where content_id in (select content_id from previous)`.execute(db);
      } catch (error) {
        // What could not be removed now, the sweep removes later (chunks of no file, by age).
        await removeContent(contentId).catch(() => undefined);
        throw error;
      }
    },
    read: (key) => ({
      async *[Symbol.asyncIterator]() {
        const { rows } = await sql<StoredFileRow>`select content_id, chunk_count from ${files}
          where key = ${key}`.execute(db);
        const file = rows[0];
        if (file === undefined) throw notFound('FILE.NOT_FOUND', ERROR_MESSAGES.fileNotAvailable);
        for (let seq = 0; seq < file.chunk_count; seq += 1) {
          const chunk = await sql<{ bytes: Buffer }>`select bytes from ${chunks}
            where content_id = ${file.content_id} and seq = ${seq}`.execute(db);
          const bytes = chunk.rows[0]?.bytes;
          // Never a silently short file: the content went while it was being read.
          if (bytes === undefined)
            throw new Error(`The file ${key} was replaced or removed while being read`);
          yield bytes;
        }
      },
    }),
    remove: async (key) => {
      await sql`with gone as (delete from ${files} where key = ${key} returning content_id)
        delete from ${chunks} where content_id in (select content_id from gone)`.execute(db);
    },
    removeOlderThan: async (cutoff) => {
      const { rows } = await sql<{ removed: string }>`with gone as (
          delete from ${files} where written_at < ${cutoff} returning content_id
        ), gone_chunks as (
          delete from ${chunks} where content_id in (select content_id from gone)
        )
        select count(*) as removed from gone`.execute(db);
      // Chunks of writes that never finished (the process died) belong to no file.
      await sql`delete from ${chunks} as c where c.written_at < ${cutoff}
        and not exists (select 1 from ${files} as f where f.content_id = c.content_id)`.execute(db);
      return Number(rows[0]?.removed ?? 0);
    },
  };
};
