import { createServer } from 'node:net';
import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { DomainError, verbatim } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { initOrm } from './orm.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** A port nobody listens on: a PostgreSQL that is down. */
const refusingPort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** An error as pg reports the server's: its SQLSTATE in `code`. */
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a query on a PostgreSQL that is down, as MikroORM hands it over', async () => {
    const orm = await initOrm({
      clientUrl: `postgres://postgres@127.0.0.1:${await refusingPort()}/x`,
      poolSize: 2,
    });
    try {
      const query = await orm.em
        .getConnection()
        .execute('select 1')
        .catch((error: unknown) => error);
      const transaction = await orm.em.transactional(async () => 1).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(query)).toBe(true);
      expect(isDatabaseUnavailable(transaction)).toBe(true);
    } finally {
      await orm.close(true);
    }
  });

  it('knows a server going away, starting up or full, and connections that broke', () => {
    for (const error of [
      serverError('57P01', 'terminating connection due to administrator command'),
      serverError('57P02', 'terminating connection because of crash of another server process'),
      serverError('57P03', 'the database system is starting up'),
      serverError('53300', 'sorry, too many clients already'),
      serverError('08006', 'connection failure'),
      serverError('ECONNRESET', 'read ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new ConnectionException(new Error('connection lost')),
    ])
      expect([error.message, isDatabaseUnavailable(error)]).toEqual([error.message, true]);
  });

  it('looks through causes', () => {
    const cause = serverError('57P01', 'terminating connection due to administrator command');
    expect(isDatabaseUnavailable(new Error('could not save', { cause }))).toBe(true);
  });

  it('leaves a query the server refused, and anything else, alone', () => {
    for (const error of [
      serverError('23505', 'duplicate key value violates unique constraint "users_email_key"'),
      serverError('40P01', 'deadlock detected'),
      new UniqueConstraintViolationException(serverError('23505', 'duplicate key')),
      new DomainError('conflict', 'X.TAKEN', verbatim('Taken')),
      new Error('Client was closed and is not queryable'),
      'Connection terminated unexpectedly',
      null,
      undefined,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });

  if (databaseUrl) {
    it('leaves a real query error alone', async () => {
      const orm = await initOrm({ clientUrl: databaseUrl, poolSize: 1 });
      try {
        const error = await orm.em
          .getConnection()
          .execute('select 1 / 0')
          .catch((failure: unknown) => failure);
        expect(error).toMatchObject({ code: '22012' });
        expect(isDatabaseUnavailable(error)).toBe(false);
      } finally {
        await orm.close(true);
      }
    });
  }
});
