import { type OutputPage, outputFileName } from '@vs/domain';
import { downloadFile } from '@vs/ui';
import { useCallback, useState } from 'react';
import { useShowFailure } from '../api/server-action.ts';

/**
 * Spec 2.9, 4: Print gives the pre-work output while the event is in Pre-work and the live output
 * once it is Live; a Live event also gives the Meaningful Work sheet when the signed-in user has
 * Meaningful Work (spec 4) and the participant has it too (the server has no sheet otherwise).
 */
export const pagesToPrint = (
  sessionAccess: string,
  viewerMwEnabled: boolean,
  participantMwEnabled: boolean,
): OutputPage[] => {
  if (sessionAccess === 'Pre-work') return ['prework'];
  return viewerMwEnabled && participantMwEnabled ? ['live', 'mw'] : ['live'];
};

/** Someone whose outputs are printed. */
interface PrintTarget {
  readonly uid: string;
  readonly forename: string;
  readonly surname: string;
}

/**
 * Downloads participants' PDFs one page after the other, each named by its content-disposition
 * (else by the domain's outputFileName).
 * `isPrinting(uid)` is true until that person's last file arrived or a download failed (its server
 * message then shows in the popup).
 */
export const usePrintOutputs = () => {
  const [printing, setPrinting] = useState<ReadonlySet<string>>(new Set());
  const showFailure = useShowFailure();
  const setBusy = useCallback(
    (uid: string, busy: boolean) =>
      setPrinting((current) => {
        const next = new Set(current);
        if (busy) next.add(uid);
        else next.delete(uid);
        return next;
      }),
    [],
  );
  const print = useCallback(
    async (person: PrintTarget, pages: readonly OutputPage[]) => {
      setBusy(person.uid, true);
      try {
        for (const page of pages) {
          const query = new URLSearchParams({ uid: person.uid, page });
          await downloadFile(`/api/event/event_output?${query}`, outputFileName(person, page));
        }
      } catch (error) {
        showFailure(error);
      } finally {
        setBusy(person.uid, false);
      }
    },
    [setBusy, showFailure],
  );
  const isPrinting = useCallback((uid: string) => printing.has(uid), [printing]);
  return { print, isPrinting };
};
