import { describe, expect, it } from 'vitest';
import { outputKey } from '../../ports/services.ts';
import { makeResponse, makeUser } from '../../testing/index.ts';
import { setUp } from '../responses/test-support.ts';
import { renderParticipantOutput } from './render-participant-output.ts';

const text = (bytes: Uint8Array | undefined): string => new TextDecoder().decode(bytes);

describe('renderParticipantOutput', () => {
  it("writes the participant's rendered output under the request's key", async () => {
    const { deps, participant } = await setUp();
    await deps.store.responses.save(makeResponse(participant.uid));
    await renderParticipantOutput(deps, { requestId: 'r-1', uid: participant.uid, page: 'live' });
    expect(text(deps.files.files.get(outputKey('r-1')))).toBe('%PDF-fake live Paula Part');
  });

  it('writes nothing when there is nothing to print', async () => {
    const { deps } = await setUp();
    await expect(
      renderParticipantOutput(deps, { requestId: 'r-2', uid: makeUser().uid, page: 'mw' }),
    ).rejects.toMatchObject({ code: 'USER.NOT_FOUND' });
    expect(deps.files.files.size).toBe(0);
  });
});
