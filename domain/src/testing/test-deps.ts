import type { Deps } from '../ports/deps.ts';
import type { IdentityProviders, Job, OutgoingMail } from '../ports/services.ts';
import { DEFAULT_LIFECYCLE_POLICY } from '../rules/event-lifecycle.ts';
import { DEFAULT_IDLE_MINUTES } from '../rules/participant-progress.ts';
import { DEFAULT_SESSION_POLICY } from '../rules/session-expiry.ts';
import {
  createFakeArchiveWriter,
  createInMemoryFileStore,
  fakePdfRenderer,
  type InMemoryFileStore,
} from './fake-outputs.ts';
import { createInMemoryStore } from './in-memory-store.ts';

const noProvider = (): never => {
  throw new Error('this test set no identity provider (pass identityProviders)');
};
/** Until a test passes its own: every call fails loudly. */
const noIdentityProviders: IdentityProviders = {
  authorizationUrl: async () => noProvider(),
  oidcIdentity: async () => noProvider(),
  samlIdentity: async () => noProvider(),
  samlMetadata: async () => noProvider(),
};

/** A clock the test moves by hand. */
export interface ManualClock {
  now(): Date;
  set(instant: Date | string): void;
  advance(ms: number): void;
}

export const createManualClock = (start: Date | string = '2026-06-01T09:00:00.000Z'): ManualClock => {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
};

export interface WaitedJobs {
  handle: ((job: Job) => Promise<void>) | null;
}

export interface TestDeps extends Deps {
  readonly clock: ManualClock;
  /** Jobs enqueued so far, oldest first. */
  readonly enqueued: Job[];
  /** Mail sent so far, oldest first. */
  readonly sent: OutgoingMail[];
  readonly files: InMemoryFileStore;
  /** What a job waited on (`enqueueAndWait`) does: set `handle` to run it like a worker would. */
  readonly waitedJobs: WaitedJobs;
}

/** Deterministic, in-memory dependencies for use-case tests. */
export const createTestDeps = (overrides: Partial<Deps> = {}): TestDeps => {
  let counter = 0;
  const next = (): string => {
    counter += 1;
    return counter.toString(16).padStart(12, '0');
  };
  const enqueued: Job[] = [];
  const sent: OutgoingMail[] = [];
  const clock = createManualClock();
  const files = createInMemoryFileStore(clock);
  const waitedJobs: WaitedJobs = { handle: null };
  return {
    store: createInMemoryStore(clock),
    clock,
    ids: { newId: () => `00000000-0000-4000-8000-${next()}` },
    tokens: { generate: () => `token-${next()}`, digest: (token) => `digest(${token})` },
    passwords: {
      hash: async (password) => `hashed(${password})`,
      verify: async (hash, password) => hash === `hashed(${password})`,
    },
    jobs: {
      enqueue: async (job) => {
        enqueued.push(job);
      },
      enqueueAndWait: async (job) => {
        enqueued.push(job);
        await waitedJobs.handle?.(job);
      },
    },
    files,
    pdf: fakePdfRenderer,
    archives: createFakeArchiveWriter(files),
    mailer: {
      send: async (mail) => {
        sent.push(mail);
      },
    },
    identityProviders: noIdentityProviders,
    secrets: {
      seal: (plain) => `sealed(${plain})`,
      open: (sealed) => {
        const plain = /^sealed\((.*)\)$/s.exec(sealed)?.[1];
        if (plain === undefined) throw new Error('not sealed with this key');
        return plain;
      },
    },
    config: {
      lifecycle: DEFAULT_LIFECYCLE_POLICY,
      session: DEFAULT_SESSION_POLICY,
      publicUrl: 'http://localhost:3000',
      productTitle: 'Values System',
      idleMinutes: DEFAULT_IDLE_MINUTES,
      sso: null,
    },
    ...overrides,
    enqueued,
    sent,
    waitedJobs,
  } as TestDeps;
};
