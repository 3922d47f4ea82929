import { describe, expect, it } from 'vitest';
import { createTestDeps, recordStoreWrites } from '../../testing/index.ts';
import { lidOf, makeLink } from '../users/store-probe.test-support.ts';
import { lookupLogonLink } from './lookup-logon-link.ts';

const INVALID = { kind: 'not-found', code: 'LINK.INVALID', message: 'Invalid Link' };
const EXPIRES = new Date('2026-06-01T10:00:00.000Z');

const setup = async (overrides: Parameters<typeof makeLink>[0] = { id: 'l1', uid: 'u1' }) => {
  const deps = createTestDeps();
  await deps.store.logonLinks.insert(makeLink({ expiresAt: EXPIRES, ...overrides }));
  return deps;
};

describe('lookupLogonLink', () => {
  it('reports an unused link and its user without consuming it', async () => {
    const deps = await setup();
    const writes = recordStoreWrites(deps.store);
    expect(await lookupLogonLink(deps, { lid: lidOf('l1') })).toEqual({ used: false, uid: 'u1' });
    expect(await lookupLogonLink(deps, { lid: lidOf('l1') })).toEqual({ used: false, uid: 'u1' });
    expect(writes).toEqual([]);
  });

  it('reports a used link as used', async () => {
    const deps = await setup({ id: 'l1', uid: 'u1', used: true });
    expect(await lookupLogonLink(deps, { lid: lidOf('l1') })).toEqual({ used: true, uid: 'u1' });
  });

  it('finds reset links too: both land on the same screen', async () => {
    const deps = await setup({ id: 'l1', uid: 'u1', purpose: 'reset' });
    expect(await lookupLogonLink(deps, { lid: lidOf('l1') })).toEqual({ used: false, uid: 'u1' });
  });

  it('refuses an unknown link', async () => {
    const deps = await setup();
    await expect(lookupLogonLink(deps, { lid: 'lid-unknown' })).rejects.toMatchObject(INVALID);
  });

  it('works until the instant of expiry and not from then on', async () => {
    const deps = await setup();
    deps.clock.set(new Date(EXPIRES.getTime() - 1));
    await expect(lookupLogonLink(deps, { lid: lidOf('l1') })).resolves.toEqual({ used: false, uid: 'u1' });
    deps.clock.set(EXPIRES);
    await expect(lookupLogonLink(deps, { lid: lidOf('l1') })).rejects.toMatchObject(INVALID);
  });
});
