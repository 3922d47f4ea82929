import type { createHttpClient } from '@vs/api/testing';
import { TEN_VALUE_NAMES as NAMES, tenValues } from '@vs/domain/testing';

/** A live save whose first description names the save, so a read-back shows which one stuck. */
export const liveSave = (version: number) => ({
  values: tenValues(),
  descriptions: NAMES.map((name, i) => (i === 0 ? `save ${version}` : `What ${name} means to me`)),
  percentLived: NAMES.map((_, i) => String(i * 10)),
});

/** Which save a read-back live response holds, from its first description. */
export const savedVersion = (descriptions: unknown): number | null => {
  const first = Array.isArray(descriptions) ? descriptions[0] : undefined;
  const match = typeof first === 'string' ? /^save (\d+)$/.exec(first) : null;
  return match ? Number(match[1]) : null;
};

type Client = ReturnType<typeof createHttpClient>;

/** One save that was not acknowledged. */
export interface SaveFailure {
  /** The reply's status; 0: no answer at all. */
  readonly status: number;
  /** The reply's `Retry-After` header, if any. */
  readonly retryAfter: string | null;
  /** When the save was sent and answered (epoch ms). */
  readonly sentAt: number;
  readonly answeredAt: number;
}

export interface SaveLoadResult {
  readonly sent: number;
  readonly failed: number;
  /** Per participant (in the order given): the last save the API acknowledged, or null. */
  readonly lastAcknowledged: readonly (number | null)[];
  /** The saves not acknowledged, in the order they were answered. */
  readonly failures: readonly SaveFailure[];
  /** When each acknowledged save was answered (epoch ms), in that order: recovery times come from it. */
  readonly acknowledgedAt: readonly number[];
}

export interface SaveLoad {
  /** Lets every participant finish the save in flight, then reports. */
  stop(): Promise<SaveLoadResult>;
}

/**
 * Each signed-in participant saves their live values (PUT /api/response/participant) one save
 * after the other, `intervalMs` apart, each save a new numbered version, until stopped.
 */
export const startSaveLoad = (participants: readonly Client[], intervalMs: number): SaveLoad => {
  let stopping = false;
  let sent = 0;
  const failures: SaveFailure[] = [];
  const acknowledgedAt: number[] = [];
  const lastAcknowledged: (number | null)[] = participants.map(() => null);
  const loops = participants.map(async (client, index) => {
    // Spread over the first interval, so the saves do not arrive in lockstep.
    await new Promise((resolve) => setTimeout(resolve, (index * intervalMs) / participants.length));
    for (let version = 1; !stopping; version += 1) {
      sent += 1;
      const sentAt = Date.now();
      const reply = await client
        .request('PUT', '/api/response/participant', liveSave(version))
        .catch(() => ({ status: 0, headers: new Headers(), body: {} as Record<string, unknown> }));
      const answeredAt = Date.now();
      if (reply.status === 200 && reply.body.success === true) {
        lastAcknowledged[index] = version;
        acknowledgedAt.push(answeredAt);
      } else {
        failures.push({
          status: reply.status,
          retryAfter: reply.headers.get('retry-after'),
          sentAt,
          answeredAt,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  });
  return {
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
      return { sent, failed: failures.length, lastAcknowledged, failures, acknowledgedAt };
    },
  };
};
