import type { Actor, Session, User } from '@vs/domain';

/** What the session middleware puts on every request's context. */
export interface AppEnv {
  Variables: {
    auth: { readonly actor: Actor; readonly user: User; readonly session: Session } | null;
    sessionToken: string | null;
  };
}
