import { createInMemoryStore } from '@vs/domain/testing';
import { describeStoreContract } from './store.contract.ts';

describeStoreContract('in memory', async () => ({ store: createInMemoryStore(), close: async () => {} }));
