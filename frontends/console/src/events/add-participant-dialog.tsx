import { EMAIL_TAKEN_MESSAGE, PARTICIPANT } from '@vs/domain';
import { ApiError, Button, call, Dialog, messageOf, Tabs } from '@vs/ui';
import { api } from '../api/client.ts';
import { useServerAction } from '../api/server-action.ts';
import { AddByEmail } from './add-by-email.tsx';
import { useRefreshAfterEventChange } from './event-view-query.ts';
import { type Candidate, ExistingPeople } from './existing-people.tsx';
import { type NewParticipant, NewParticipantForm } from './new-participant-form.tsx';

/** Someone to add to an event: chosen from the list (uid) or typed (their exact email). */
type Addition =
  | { readonly eid: string; readonly uid: string }
  | { readonly eid: string; readonly email: string };

const addToEvent = (input: Addition) => call(api.api.event.add_participant.$post({ json: input }));

const EXISTING_TAB = 'Existing participant or Guide';

/**
 * "Email taken" from the new-participant form: the person may be a participant someone else
 * registered, whom the other tab can add by email. Any other error passes unchanged.
 */
const pointToAddByEmail = (error: unknown): unknown =>
  error instanceof ApiError && error.status === 409 && error.message === EMAIL_TAKEN_MESSAGE
    ? new ApiError(
        409,
        `${EMAIL_TAKEN_MESSAGE}. If they are a participant without an event, add them by email on the ${EXISTING_TAB} tab.`,
      )
    : error;

/**
 * Registers a participant (`POST /api/auth/register`, access level 0) and, with an event, adds
 * them to it. Resolves with the message to show: the last step's. When the account was made but
 * the adding failed, the error says so, so nobody registers the same person twice; with an event,
 * a taken email points to adding the existing person by email.
 */
const createParticipant = async ({ participant, eid }: { participant: NewParticipant; eid?: string }) => {
  const register = call(api.api.auth.register.$post({ json: { accessLevel: PARTICIPANT, ...participant } }));
  if (eid === undefined) return register;
  const registered = await register.catch((error: unknown) => {
    throw pointToAddByEmail(error);
  });
  try {
    return await addToEvent({ uid: registered.user.uid, eid });
  } catch (error) {
    throw new ApiError(
      error instanceof ApiError ? error.status : 0,
      `${registered.message}, but not added to the event: ${messageOf(error)}`,
    );
  }
};

/**
 * Spec 2.11: the Add Participant dialog. With an event it offers two tabs (an existing participant
 * or Guide, chosen from the list or typed by exact email; or a new participant) and adds the
 * person to that event; without one (the Participants screen) only the new-participant form. On
 * success: the server's message, everything that lists people or events refreshes, `onDone` runs
 * and the dialog closes.
 */
export const AddParticipantDialog = ({
  open,
  onOpenChange,
  eid,
  onDone,
}: {
  /** Open state, owned by the caller. */
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** With an event: choose an existing participant or Guide, or create a new one, and add them to it. Without: create a new participant only. */
  readonly eid?: string;
  /** Called after a participant was created and/or added. */
  readonly onDone?: () => void;
}) => {
  const refresh = useRefreshAfterEventChange();
  const finish = async () => {
    await refresh();
    onDone?.();
    onOpenChange(false);
  };
  const addExisting = useServerAction(addToEvent, finish);
  const create = useServerAction(createParticipant, finish);
  const busy = addExisting.isPending || create.isPending;
  const adding = addExisting.isPending ? addExisting.variables : undefined;
  const addingByEmail = adding !== undefined && 'email' in adding;
  const close = () => {
    if (!busy) onOpenChange(false);
  };
  const newForm = (
    <NewParticipantForm
      busy={create.isPending}
      submitLabel="Add Participant"
      onSubmit={(participant) => create.mutate({ participant, ...(eid === undefined ? {} : { eid }) })}
      onCancel={close}
    />
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Add Participant"
    >
      {eid === undefined ? (
        newForm
      ) : (
        <Tabs
          label="Ways to add a participant"
          tabs={[
            {
              value: 'existing',
              label: EXISTING_TAB,
              content: (
                <>
                  <ExistingPeople
                    eid={eid}
                    adding={adding !== undefined && 'uid' in adding ? adding.uid : null}
                    onChoose={(person: Candidate) => addExisting.mutate({ uid: person.uid, eid })}
                  />
                  <AddByEmail
                    busy={addingByEmail}
                    disabled={busy && !addingByEmail}
                    onSubmit={(email) => addExisting.mutate({ email, eid })}
                  />
                  <div className="vs-dialog-actions">
                    <Button variant="secondary" disabled={busy} onClick={close}>
                      Cancel
                    </Button>
                  </div>
                </>
              ),
            },
            { value: 'new', label: 'New participant', content: newForm },
          ]}
        />
      )}
    </Dialog>
  );
};
