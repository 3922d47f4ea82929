import type { Deps } from '@vs/domain';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { JobSettled } from './open-services.ts';

const logonEmailOf = z.object({ uid: z.string().min(1) });

/**
 * Once a logon email was sent or failed for good, the progress streams of the participant's event
 * hear of it (their row carries the email state). One user read per logon email; other jobs pass.
 */
export const progressNotices = (
  deps: Pick<Deps, 'store'>,
  publish: (eid: string, uid: string) => void,
  logger: Pick<Logger, 'warn'>,
): JobSettled => {
  return (job) => {
    if (job.kind !== 'email' || job.name !== 'logon-email') return;
    const parsed = logonEmailOf.safeParse(job.payload);
    if (!parsed.success) return;
    deps.store.users.findById(parsed.data.uid).then(
      (user) => {
        if (user?.eventId) publish(user.eventId, user.uid);
      },
      (error: unknown) => logger.warn({ err: error }, 'logon email outcome not told to progress streams'),
    );
  };
};
