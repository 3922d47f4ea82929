import { describe, expect, it } from 'vitest';
import { makeEventFile, setUp, snapshotOf } from './test-support.ts';
import { uploadEvent } from './upload-event.ts';

describe('uploadEvent', () => {
  it('stores the file as an uploaded event of the super-admin', async () => {
    const { deps, as, admin } = await setUp();
    const file = makeEventFile();
    const result = await uploadEvent(deps, as.admin, { file });
    expect(result).toEqual({ message: 'Event uploaded', eid: result.ueid, ueid: expect.any(String) });
    expect(await deps.store.uploadedEvents.findById(result.ueid)).toEqual({
      ueid: result.ueid,
      uploadedBy: admin.uid,
      uploadedAt: deps.clock.now(),
      file,
    });
  });

  it('keeps every upload apart, even of the same file', async () => {
    const { deps, as } = await setUp();
    const file = makeEventFile();
    const first = await uploadEvent(deps, as.admin, { file });
    const second = await uploadEvent(deps, as.admin, { file });
    expect(first.ueid).not.toBe(second.ueid);
    expect(await deps.store.uploadedEvents.list()).toHaveLength(2);
  });

  it('refuses Guides and participants with nothing stored', async () => {
    const { deps, as } = await setUp();
    const before = await snapshotOf(deps.store);
    for (const actor of [as.guide, as.participant]) {
      await expect(uploadEvent(deps, actor, { file: makeEventFile() })).rejects.toMatchObject({
        kind: 'forbidden',
      });
    }
    expect(await snapshotOf(deps.store)).toEqual(before);
  });
});
