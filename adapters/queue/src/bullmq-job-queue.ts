import { JOB_KINDS, type Job, type JobKind, type JobQueue } from '@vs/domain';
import { type JobSchedulerTemplateOptions, type JobsOptions, Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { atMost } from './at-most.ts';
import { type ConnectionHealth, QueueUnavailableError } from './redis-unavailable.ts';
import { type KeptSchedule, keepSchedule, type ScheduleKeeperOptions } from './schedule-keeper.ts';

export interface BullMqJobQueueOptions {
  /** Redis connection URL. */
  readonly url: string;
  /** Prefix of every Redis key: deployments (or tests) sharing one Redis stay apart. */
  readonly prefix?: string;
  /** Attempts per job before it ends failed. */
  readonly attempts?: number;
  /** First retry delay; it doubles with every further attempt. */
  readonly backoffMs?: number;
  /**
   * A kind's own attempts and first delay, instead of `attempts` and `backoffMs`: email retries
   * over hours, as mail servers do, so a mail server down for a while fails nothing for good.
   */
  readonly retries?: Partial<Record<JobKind, RetryPolicy>>;
  /** How long `enqueue` waits for Redis before failing (an outbox entry then stays for later). */
  readonly enqueueTimeoutMs?: number;
  /**
   * How long completed jobs stay in Redis: while one stays, enqueueing its id again is ignored,
   * so this bounds how late a repeated relay is still recognised.
   */
  readonly keepCompletedSeconds?: number;
  /** How many failed jobs per queue stay visible for inspection. */
  readonly keepFailed?: number;
  /**
   * How long a job waited on (`enqueueAndWait`) stays once finished, failed or not. Its waiter
   * has its answer by then, and its payload may carry personal data (a PDF job carries the whole
   * print document): it must not sit in Redis for a day. BullMQ removes aged jobs as later jobs of
   * the queue finish.
   */
  readonly keepWaitedSeconds?: number;
  /** Told of every connection's failures and recoveries (the process reports outages once). */
  readonly health?: ConnectionHealth;
}

/** How a kept schedule is watched (see keepSchedule). */
export type KeepScheduledOptions = Pick<
  ScheduleKeeperOptions,
  'checkEveryMs' | 'onRecreated' | 'onCheckFailed'
>;

export type QueueState = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed';
export const QUEUE_STATES: readonly QueueState[] = ['waiting', 'active', 'delayed', 'completed', 'failed'];

export interface BullMqJobQueue extends JobQueue {
  /** How many jobs of the kind's queue are in each state now. */
  counts(kind: JobKind): Promise<Record<QueueState, number>>;
  /**
   * Creates or updates a repeatable job (`job` enqueued every `everyMs`, at once first) and keeps
   * it: when Redis has lost it (a restart without persistence), it is created again at the next
   * reconnection or check. Several processes keeping the same `schedulerId` leave one schedule.
   */
  keepScheduled(
    schedulerId: string,
    everyMs: number,
    job: Job,
    options: KeepScheduledOptions,
  ): Promise<KeptSchedule>;
  /** Whether the connection to Redis is up. */
  isConnected(): boolean;
  close(): Promise<void>;
}

/** How a kind's failed jobs are tried again: `attempts` in all, the first delay doubling each time. */
export interface RetryPolicy {
  readonly attempts: number;
  readonly backoffMs: number;
}

export const DEFAULT_PREFIX = 'vs';
export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 1000;
/** How long closing waits for a connection that is not ready (Redis down): closing must end. */
export const CLOSE_UNREADY_MS = 1000;

const withTimeout = <T>(work: Promise<T>, ms: number, message: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new QueueUnavailableError(message)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
};

/**
 * The job-queue port on BullMQ: one queue per job kind (so each kind has its own workers), retries
 * with exponential backoff, failed jobs kept. A given id becomes the BullMQ job id, and BullMQ
 * ignores a job whose id it still holds: that is what makes a repeated outbox relay harmless.
 *
 * @example
 * const jobs = createBullMqJobQueue({ url: 'redis://127.0.0.1:6379' });
 * await jobs.enqueue(job, { id: outboxEntry.id });
 */
export const createBullMqJobQueue = (options: BullMqJobQueueOptions): BullMqJobQueue => {
  const {
    url,
    prefix = DEFAULT_PREFIX,
    attempts = DEFAULT_ATTEMPTS,
    backoffMs = DEFAULT_BACKOFF_MS,
    enqueueTimeoutMs = 5000,
    keepCompletedSeconds = 24 * 60 * 60,
    keepFailed = 10_000,
    keepWaitedSeconds = 60,
    retries = {},
    health,
  } = options;
  // Reconnection is automatic and callers see failures as rejected calls; the events only go to
  // `health` (an 'error' event without a listener would end the process).
  const watch = (redis: Redis) => {
    redis.on('error', (error) => health?.down(error));
    redis.on('ready', () => health?.up());
  };
  // Commands give up after one reconnection attempt instead of piling up while Redis is away;
  // the outbox keeps what could not be enqueued.
  const connection = new Redis(url, { maxRetriesPerRequest: 1 });
  watch(connection);
  const queues = new Map<JobKind, Queue>(
    JOB_KINDS.map((kind) => [kind, new Queue(kind, { connection, prefix, skipVersionCheck: true })]),
  );
  // Their errors are the connection's, heard above.
  for (const queue of queues.values()) queue.on('error', () => {});
  const events = new Map<JobKind, { events: QueueEvents; redis: Redis }>();
  const kept: KeptSchedule[] = [];
  const defaults: JobSchedulerTemplateOptions = {
    attempts,
    backoff: { type: 'exponential', delay: backoffMs },
    removeOnComplete: { age: keepCompletedSeconds },
    removeOnFail: { count: keepFailed },
  };
  /** The defaults with the kind's own retry policy, if it has one. */
  const retriesOf = (kind: JobKind): JobSchedulerTemplateOptions => {
    const policy = retries[kind];
    return policy === undefined
      ? defaults
      : { ...defaults, attempts: policy.attempts, backoff: { type: 'exponential', delay: policy.backoffMs } };
  };
  const jobOptions = (kind: JobKind, id: string | undefined): JobsOptions =>
    id === undefined ? retriesOf(kind) : { ...retriesOf(kind), jobId: id };
  const waitedOptions: JobsOptions = {
    ...defaults,
    removeOnComplete: { age: keepWaitedSeconds },
    removeOnFail: { age: keepWaitedSeconds },
  };

  const queueOf = (kind: JobKind): Queue => {
    const queue = queues.get(kind);
    if (!queue) throw new Error(`no queue for job kind ${kind}`);
    return queue;
  };

  // Waiting needs a connection of its own (QueueEvents blocks on it), opened on first use.
  const eventsOf = (kind: JobKind): QueueEvents => {
    const existing = events.get(kind);
    if (existing) return existing.events;
    const redis = new Redis(url, { maxRetriesPerRequest: null });
    watch(redis);
    const created = new QueueEvents(kind, { connection: redis, prefix, skipVersionCheck: true });
    created.on('error', () => {});
    events.set(kind, { events: created, redis });
    return created;
  };

  const add = (job: Job, jobsOptions: JobsOptions) =>
    withTimeout(
      queueOf(job.kind).add(job.name, job.payload, jobsOptions),
      enqueueTimeoutMs,
      `the ${job.kind} queue did not accept the job within ${enqueueTimeoutMs} ms`,
    );

  return {
    enqueue: async (job, enqueueOptions) => {
      await add(job, jobOptions(job.kind, enqueueOptions?.id));
    },
    enqueueAndWait: async (job, timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      const queueEvents = eventsOf(job.kind);
      // A Redis that is away fails the request as soon as an enqueue would, not after the whole wait.
      const ready = queueEvents.waitUntilReady().catch((cause: unknown) => {
        throw new QueueUnavailableError(`the ${job.kind} queue is unavailable`, { cause });
      });
      await withTimeout(ready, Math.min(timeoutMs, enqueueTimeoutMs), `the ${job.kind} queue is unavailable`);
      const added = await add(job, waitedOptions);
      await added.waitUntilFinished(queueEvents, Math.max(1, deadline - Date.now()));
    },
    counts: async (kind) => {
      const counts = await queueOf(kind).getJobCounts(...QUEUE_STATES);
      return Object.fromEntries(QUEUE_STATES.map((state) => [state, counts[state] ?? 0])) as Record<
        QueueState,
        number
      >;
    },
    keepScheduled: async (schedulerId, everyMs, job, keepOptions) => {
      const queue = queueOf(job.kind);
      const schedule = await keepSchedule({
        ...keepOptions,
        exists: async () => (await queue.getJobScheduler(schedulerId)) !== undefined,
        upsert: async () => {
          await queue.upsertJobScheduler(
            schedulerId,
            { every: everyMs },
            { name: job.name, data: job.payload, opts: defaults },
          );
        },
        // ioredis says 'ready' after every reconnection: the Redis behind it may be a new, empty one.
        onReconnect: (listener) => {
          connection.on('ready', listener);
          return () => connection.off('ready', listener);
        },
      });
      kept.push(schedule);
      return schedule;
    },
    isConnected: () => connection.status === 'ready',
    close: async () => {
      for (const schedule of kept) schedule.stop();
      for (const { events: queueEvents, redis } of events.values()) {
        await atMost(queueEvents.close(), CLOSE_UNREADY_MS);
        redis.disconnect();
      }
      for (const queue of queues.values()) await queue.close();
      connection.disconnect();
    },
  };
};
