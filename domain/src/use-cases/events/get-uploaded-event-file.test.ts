import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { EVENT_FILE_VERSION, type EventFile } from '../../model/uploaded-event.ts';
import { createTestDeps, seedCast } from '../../testing/index.ts';
import { getUploadedEventFile } from './get-uploaded-event-file.ts';

const file = {
  version: EVENT_FILE_VERSION,
  event: {
    eid: 'old-event',
    eventName: 'Archived',
    eventDate: '2025-01-10',
    accessClose: '2025-02-10',
    eventType: 'Reg',
    sessionAccess: 'Live',
    facilitator: { forename: 'Gus', surname: 'Guide' },
  },
  participants: [],
} as unknown as EventFile;

describe('getUploadedEventFile', () => {
  it('gives a super-admin the file exactly as uploaded', async () => {
    const deps = createTestDeps();
    const cast = await seedCast(deps.store);
    await deps.store.uploadedEvents.insert({
      ueid: 'u1',
      uploadedBy: cast.admin.uid,
      uploadedAt: new Date(),
      file,
    });
    expect(await getUploadedEventFile(deps, actorOf(cast.admin), { ueid: 'u1' })).toEqual(file);
  });

  it('refuses Guides and participants', async () => {
    const deps = createTestDeps();
    const cast = await seedCast(deps.store);
    await deps.store.uploadedEvents.insert({
      ueid: 'u1',
      uploadedBy: cast.admin.uid,
      uploadedAt: new Date(),
      file,
    });
    for (const user of [cast.guide, cast.participant]) {
      await expect(getUploadedEventFile(deps, actorOf(user), { ueid: 'u1' })).rejects.toMatchObject({
        kind: 'forbidden',
      });
    }
  });

  it('reports an unknown upload as not found', async () => {
    const deps = createTestDeps();
    const cast = await seedCast(deps.store);
    await expect(getUploadedEventFile(deps, actorOf(cast.admin), { ueid: 'nope' })).rejects.toMatchObject({
      kind: 'not-found',
    });
  });
});
