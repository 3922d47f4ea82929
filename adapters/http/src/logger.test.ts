import { describe, expect, it } from 'vitest';
import { type AppLogger, lazyChild } from './logger.ts';
import { recordingLogger } from './testing/recording-logger.ts';

/** A recording logger that also counts the children made of it. */
const counted = () => {
  const { logger, lines } = recordingLogger();
  const made = { children: 0 };
  const parent: AppLogger = {
    ...logger,
    child: (bindings) => {
      made.children += 1;
      return logger.child(bindings);
    },
  };
  return { parent, lines, made };
};

describe('lazyChild', () => {
  it('makes no child until a line is written', () => {
    const { parent, made } = counted();
    lazyChild(parent, { requestId: 'r-1' });
    expect(made.children).toBe(0);
  });

  it('writes every level through one child carrying the bindings', () => {
    const { parent, lines, made } = counted();
    const log = lazyChild(parent, { requestId: 'r-1' });
    log.debug({ a: 1 }, 'one');
    log.info({ a: 2 }, 'two');
    log.warn({ a: 3 }, 'three');
    log.error({ a: 4 }, 'four');
    expect(made.children).toBe(1);
    expect(lines).toEqual([
      { level: 'debug', message: 'one', fields: { requestId: 'r-1', a: 1 } },
      { level: 'info', message: 'two', fields: { requestId: 'r-1', a: 2 } },
      { level: 'warn', message: 'three', fields: { requestId: 'r-1', a: 3 } },
      { level: 'error', message: 'four', fields: { requestId: 'r-1', a: 4 } },
    ]);
  });

  it("gives its own children the request's bindings and theirs", () => {
    const { parent, lines } = counted();
    lazyChild(parent, { requestId: 'r-1' }).child({ job: 'j' }).info({}, 'deeper');
    expect(lines).toEqual([{ level: 'info', message: 'deeper', fields: { requestId: 'r-1', job: 'j' } }]);
  });
});
