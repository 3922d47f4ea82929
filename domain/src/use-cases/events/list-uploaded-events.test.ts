import { describe, expect, it } from 'vitest';
import { listUploadedEvents } from './list-uploaded-events.ts';
import { date, makeEventFile, setUp } from './test-support.ts';
import { uploadEvent } from './upload-event.ts';

describe('listUploadedEvents', () => {
  it('summarises every upload, newest event first', async () => {
    const { deps, as } = await setUp();
    const older = await uploadEvent(deps, as.admin, { file: makeEventFile() });
    const newer = await uploadEvent(deps, as.admin, {
      file: makeEventFile({
        eventName: 'Newer',
        eventDate: date('2025-09-01'),
        accessClose: date('2025-10-01'),
      }),
    });
    expect(await listUploadedEvents(deps, as.admin)).toEqual([
      {
        eid: newer.ueid,
        ueid: newer.ueid,
        eventName: 'Newer',
        eventDate: '2025-09-01',
        accessClose: '2025-10-01',
        facilitator: { forename: 'Gus', surname: 'Guide' },
        uploadedAt: deps.clock.now(),
        participantCount: 1,
      },
      expect.objectContaining({ ueid: older.ueid, eventName: 'Archived Workshop' }),
    ]);
  });

  it('is empty when nothing was uploaded', async () => {
    const { deps, as } = await setUp();
    expect(await listUploadedEvents(deps, as.admin)).toEqual([]);
  });

  it('refuses Guides and participants', async () => {
    const { deps, as } = await setUp();
    for (const actor of [as.guide, as.participant]) {
      await expect(listUploadedEvents(deps, actor)).rejects.toMatchObject({ kind: 'forbidden' });
    }
  });
});
