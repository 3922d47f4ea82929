/**
 * A password-hashing thread (argon2-password-hasher.ts starts it): argon2 by node:crypto's
 * synchronous `argon2Sync`, so its memory (19 MiB a hash) is taken and given back on this one
 * thread, not on whichever thread of libuv's pool ran it. Answers each request with its result.
 */
import { argon2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { type Argon2Hash, formatArgon2Hash, parseArgon2Hash } from './argon2-phc.ts';

/** What the hasher asks a worker. */
export type HashRequest =
  | { readonly op: 'hash'; readonly password: string }
  | { readonly op: 'verify'; readonly password: string; readonly hash: string };

/** What a worker sends when it starts. */
export interface WorkerSettings {
  /** OWASP's argon2id costs, used for new hashes. */
  readonly costs: Pick<Argon2Hash, 'memory' | 'passes' | 'parallelism'>;
  /** The nice value of this thread (Linux): above 0, a busy machine runs the event loop first. */
  readonly nice: number;
}

const TAG_BYTES = 32;
const SALT_BYTES = 16;

const tagOf = (password: string, hash: Omit<Argon2Hash, 'tag'>, tagLength: number): Buffer =>
  argon2Sync(hash.variant, {
    message: password,
    nonce: hash.salt,
    memory: hash.memory,
    passes: hash.passes,
    parallelism: hash.parallelism,
    tagLength,
  });

const answer = (request: HashRequest, settings: WorkerSettings): string | boolean => {
  if (request.op === 'hash') {
    const salted = { variant: 'argon2id' as const, ...settings.costs, salt: randomBytes(SALT_BYTES) };
    return formatArgon2Hash({ ...salted, tag: tagOf(request.password, salted, TAG_BYTES) });
  }
  // A malformed stored hash never matches.
  const stored = parseArgon2Hash(request.hash);
  if (stored === null || stored.tag.length < 4) return false;
  return timingSafeEqual(tagOf(request.password, stored, stored.tag.length), stored.tag);
};

const settings = workerData as WorkerSettings;
if (settings.nice > 0) {
  try {
    // Linux: the calling thread's own priority.
    setPriority(settings.nice);
  } catch {
    // The system refuses: hashing keeps the process's priority.
  }
}
parentPort?.on('message', (request: HashRequest) => {
  try {
    parentPort?.postMessage({ ok: true, value: answer(request, settings) });
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
