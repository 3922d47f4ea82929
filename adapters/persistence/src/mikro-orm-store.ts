import type { EntityManager } from '@mikro-orm/postgresql';
import type { Store } from '@vs/domain';
import type { HotPathOptions } from './repositories/hot-path.ts';
import { createRepositories } from './repositories/index.ts';

/**
 * The Store over MikroORM. Every call runs on a fresh fork (no identity map carried between calls,
 * so reads never return stale entities); forks keep the transaction of their async context, so
 * even a call through the Store itself made inside `transaction` joins that transaction rather
 * than waiting on another connection (which would deadlock PGlite).
 */
export const createMikroOrmStore = (em: EntityManager, hot: HotPathOptions): Store => ({
  ...createRepositories(() => em.fork({ keepTransactionContext: true }), em, hot),
  transaction: (work) =>
    em.transactional((txEm) =>
      work(createRepositories(() => txEm.fork({ keepTransactionContext: true }), txEm, hot)),
    ),
});
