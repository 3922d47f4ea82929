import type { Deps } from '../../ports/deps.ts';
import { findLiveLink } from './link-validity.ts';

export interface LookupLogonLinkInput {
  readonly lid: string;
}

export interface LookupLogonLinkResult {
  readonly used: boolean;
  readonly uid: string;
}

/** Tells the create-a-password screen whether its link still works; only reads, never consumes. */
export const lookupLogonLink = async (
  deps: Pick<Deps, 'store' | 'tokens' | 'clock'>,
  input: LookupLogonLinkInput,
): Promise<LookupLogonLinkResult> => {
  const link = await findLiveLink(deps, input.lid, deps.clock.now());
  return { used: link.used, uid: link.uid };
};
