import { forbidden } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { canToggleMeaningfulWork, canToggleMeaningfulWorkOf } from '../../rules/permissions.ts';
import { loadUserToActOn } from '../shared/access.ts';
import { auditOrgOf, byActor, recordAudit } from '../shared/audit.ts';

export interface UpdateMeaningfulWorkAccessInput {
  readonly uid: string;
  readonly mwEnabled: boolean;
}

export interface UpdateMeaningfulWorkAccessResult {
  readonly message: string;
}

/** Turns the Meaningful Work step on or off for a user (whose: canToggleMeaningfulWorkOf). */
export const updateMeaningfulWorkAccess = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids'>,
  actor: Actor,
  input: UpdateMeaningfulWorkAccessInput,
): Promise<UpdateMeaningfulWorkAccessResult> => {
  if (!canToggleMeaningfulWork(actor)) throw forbidden();
  const { user } = await loadUserToActOn(deps.store, actor, input.uid);
  if (!canToggleMeaningfulWorkOf(actor, user)) throw forbidden();
  await deps.store.transaction(async (tx) => {
    await tx.users.update({ ...user, mwEnabled: input.mwEnabled });
    await recordAudit(tx, deps, byActor(actor), {
      action: 'user.mw_toggled',
      target: { kind: 'user', id: user.uid },
      orgId: auditOrgOf(user),
      details: { mwEnabled: input.mwEnabled },
    });
  });
  return {
    message: input.mwEnabled ? 'Meaningful Work access enabled' : 'Meaningful Work access disabled',
  };
};
