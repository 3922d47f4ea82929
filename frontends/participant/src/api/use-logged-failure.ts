import { useEffect } from 'react';

/** Logs a failed read once per failure, as `what` (spec 8: many participant reads are only logged). */
export const useLoggedFailure = (what: string, error: unknown): void => {
  useEffect(() => {
    if (error) console.error(what, error);
  }, [what, error]);
};
