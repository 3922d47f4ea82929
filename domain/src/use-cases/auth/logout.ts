import type { Deps } from '../../ports/deps.ts';

export interface LogoutInput {
  /** The session token from the cookie. */
  readonly token: string;
}

/** Ends the session; logging out twice, or with an unknown token, is not an error. */
export const logout = async (deps: Pick<Deps, 'store' | 'tokens'>, input: LogoutInput): Promise<void> => {
  await deps.store.sessions.delete(deps.tokens.digest(input.token));
};
