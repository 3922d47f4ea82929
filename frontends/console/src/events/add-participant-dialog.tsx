import { PARTICIPANT } from '@vs/domain';
import { ApiError, Button, call, Dialog, messageOf, Tabs } from '@vs/ui';
import { defineMessages, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
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

const WORDS: Readonly<
  Record<
    'title' | 'tabs' | 'existingTab' | 'newTab' | 'cancel' | 'emailTaken' | 'notAdded',
    MessageDescriptor
  >
> = defineMessages({
  title: { id: 'console.events.addParticipant.title', defaultMessage: 'Add Participant' },
  tabs: { id: 'console.events.addParticipant.tabs', defaultMessage: 'Ways to add a participant' },
  existingTab: {
    id: 'console.events.addParticipant.existingTab',
    defaultMessage: 'Existing participant or Guide',
  },
  newTab: { id: 'console.events.addParticipant.newTab', defaultMessage: 'New participant' },
  cancel: { id: 'console.events.addParticipant.cancel', defaultMessage: 'Cancel' },
  emailTaken: {
    id: 'console.events.addParticipant.emailTaken',
    defaultMessage:
      '{taken}. If they are a participant without an event, add them by email on the {tab} tab.',
  },
  notAdded: {
    id: 'console.events.addParticipant.notAdded',
    defaultMessage: '{registered}, but not added to the event: {problem}',
  },
});

/**
 * "Email taken" from the new-participant form (register's only 409, recognised by its status since
 * the server words it in the viewer's language): the person may be a participant someone else
 * registered, whom the other tab can add by email. Any other error passes unchanged.
 */
const pointToAddByEmail = (intl: IntlShape, error: unknown): unknown =>
  error instanceof ApiError && error.status === 409
    ? new ApiError(
        409,
        intl.formatMessage(WORDS.emailTaken, {
          taken: error.message,
          tab: intl.formatMessage(WORDS.existingTab),
        }),
      )
    : error;

/**
 * Registers a participant (`POST /api/auth/register`, access level 0) and, with an event, adds
 * them to it. Resolves with the message to show: the last step's. When the account was made but
 * the adding failed, the error says so, so nobody registers the same person twice; with an event,
 * a taken email points to adding the existing person by email.
 */
const participantCreator =
  (intl: IntlShape) =>
  async ({ participant, eid }: { participant: NewParticipant; eid?: string }) => {
    const register = call(
      api.api.auth.register.$post({ json: { accessLevel: PARTICIPANT, ...participant } }),
    );
    if (eid === undefined) return register;
    const registered = await register.catch((error: unknown) => {
      throw pointToAddByEmail(intl, error);
    });
    try {
      return await addToEvent({ uid: registered.user.uid, eid });
    } catch (error) {
      throw new ApiError(
        error instanceof ApiError ? error.status : 0,
        intl.formatMessage(WORDS.notAdded, {
          registered: registered.message,
          problem: messageOf(error, intl),
        }),
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
  const intl = useIntl();
  const refresh = useRefreshAfterEventChange();
  const finish = async () => {
    await refresh();
    onDone?.();
    onOpenChange(false);
  };
  const addExisting = useServerAction(addToEvent, finish);
  const create = useServerAction(participantCreator(intl), finish);
  const busy = addExisting.isPending || create.isPending;
  const adding = addExisting.isPending ? addExisting.variables : undefined;
  const addingByEmail = adding !== undefined && 'email' in adding;
  const close = () => {
    if (!busy) onOpenChange(false);
  };
  const newForm = (
    <NewParticipantForm
      busy={create.isPending}
      submitLabel={intl.formatMessage(WORDS.title)}
      onSubmit={(participant) => create.mutate({ participant, ...(eid === undefined ? {} : { eid }) })}
      onCancel={close}
    />
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={intl.formatMessage(WORDS.title)}
    >
      {eid === undefined ? (
        newForm
      ) : (
        <Tabs
          label={intl.formatMessage(WORDS.tabs)}
          tabs={[
            {
              value: 'existing',
              label: intl.formatMessage(WORDS.existingTab),
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
                      {intl.formatMessage(WORDS.cancel)}
                    </Button>
                  </div>
                </>
              ),
            },
            { value: 'new', label: intl.formatMessage(WORDS.newTab), content: newForm },
          ]}
        />
      )}
    </Dialog>
  );
};
