import { describe, expect, it } from 'vitest';
import { outputKey } from '../../ports/services.ts';
import { makeResponse, makeUser } from '../../testing/index.ts';
import { setUp } from '../responses/test-support.ts';
import { buildPrintDocument } from './build-print-document.ts';
import { renderParticipantOutput } from './render-participant-output.ts';
import { OUTPUT_ABANDONED_MESSAGE } from './write-before-deadline.ts';

const text = (bytes: Uint8Array | undefined): string => new TextDecoder().decode(bytes);

/** A minute after the manual clock's start: the waiting request gives up then. */
const deadline = '2026-06-01T09:01:00.000Z';

const abandoned = {
  kind: 'conflict',
  code: 'OUTPUT.ABANDONED',
  message: OUTPUT_ABANDONED_MESSAGE.defaultMessage,
};

/** The cast, with the participant's live values saved: there is something to print. */
const withValues = async () => {
  const cast = await setUp();
  await cast.deps.store.responses.save(makeResponse(cast.participant.uid));
  return cast;
};

describe('renderParticipantOutput', () => {
  it("writes the participant's rendered output under the request's key", async () => {
    const { deps, participant } = await withValues();
    await renderParticipantOutput(deps, { requestId: 'r-1', uid: participant.uid, page: 'live', deadline });
    expect(text(deps.files.files.get(outputKey('r-1')))).toBe('%PDF-fake live Paula Part');
  });

  it('renders the document the request built, reading no records (the user may be gone since)', async () => {
    const { deps, participant } = await withValues();
    const document = await buildPrintDocument(deps, { uid: participant.uid, page: 'live' });
    const noRecords = { ...deps, store: {} as typeof deps.store };
    await renderParticipantOutput(noRecords, {
      requestId: 'r-6',
      uid: participant.uid,
      page: 'live',
      deadline,
      document,
    });
    expect(text(deps.files.files.get(outputKey('r-6')))).toBe('%PDF-fake live Paula Part');
  });

  it('writes nothing when there is nothing to print', async () => {
    const { deps } = await setUp();
    await expect(
      renderParticipantOutput(deps, { requestId: 'r-2', uid: makeUser().uid, page: 'mw', deadline }),
    ).rejects.toMatchObject({ code: 'USER.NOT_FOUND' });
    expect(deps.files.files.size).toBe(0);
  });

  it('renders nothing once the request has given up, and fails', async () => {
    const { deps, participant } = await withValues();
    const rendered: string[] = [];
    const pdf = {
      render: async () => {
        rendered.push('pdf');
        return new Uint8Array([1]);
      },
    };
    deps.clock.set(deadline);
    await expect(
      renderParticipantOutput(
        { ...deps, pdf },
        { requestId: 'r-3', uid: participant.uid, page: 'live', deadline },
      ),
    ).rejects.toMatchObject(abandoned);
    expect(rendered).toEqual([]);
    expect(deps.files.files.size).toBe(0);
  });

  it('writes nothing when the render ends after the request gave up', async () => {
    const { deps, participant } = await withValues();
    const pdf = {
      render: async () => {
        deps.clock.advance(61_000);
        return new Uint8Array([1]);
      },
    };
    await expect(
      renderParticipantOutput(
        { ...deps, pdf },
        { requestId: 'r-4', uid: participant.uid, page: 'live', deadline },
      ),
    ).rejects.toMatchObject(abandoned);
    expect(deps.files.files.size).toBe(0);
  });

  it('removes a PDF whose write ended after the request gave up (and had removed the key)', async () => {
    const { deps, participant } = await withValues();
    const files = {
      ...deps.files,
      write: async (key: string, content: Uint8Array | AsyncIterable<Uint8Array>) => {
        deps.clock.advance(61_000);
        await deps.files.write(key, content);
      },
    };
    await expect(
      renderParticipantOutput(
        { ...deps, files },
        { requestId: 'r-5', uid: participant.uid, page: 'live', deadline },
      ),
    ).rejects.toMatchObject(abandoned);
    expect(deps.files.files.size).toBe(0);
  });
});
