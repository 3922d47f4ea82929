import type { Deps } from '../../ports/deps.ts';
import { findFollowUp } from './follow-up-by-token.ts';

/** The email's opt-out (POST; its GET page only shows the button): no later follow-up for the person. */
export const optOutOfFollowUps = async (
  deps: Pick<Deps, 'store' | 'tokens' | 'clock'>,
  input: { readonly token: string },
): Promise<void> => {
  const followUp = await findFollowUp(deps, input.token);
  await deps.store.followUps.optOut(followUp.uid, deps.clock.now());
};
