/** TODO(helper): replace with the dialog. */
export const AddParticipantDialog = (_props: {
  /** Open state, owned by the caller. */
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** With an event: choose an existing participant or Guide, or create a new one, and add them to it. Without: create a new participant only. */
  readonly eid?: string;
  /** Called after a participant was created and/or added. */
  readonly onDone: () => void;
}) => null;
