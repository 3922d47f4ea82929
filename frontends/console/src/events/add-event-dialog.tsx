import type { StaffLevel } from '@vs/domain';
import { Button, call, Dialog, Select } from '@vs/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { useServerAction } from '../api/server-action.ts';
import { accessCloseFor, todayHere } from '../dates.ts';
import { orgOptions, useOrgFilter, useSeveralOrgs } from '../organisations/org-filter.tsx';
import { type EventDetails, EventFields } from './event-fields.tsx';
import { useRefreshAfterEventChange } from './event-view-query.ts';
import { FacilitatorField, YOURSELF } from './facilitator-field.tsx';
import { FollowUpDaysField, followUpDaysEdit, parseFollowUpDays } from './follow-up-days-field.tsx';
import { ParticipantPicker, type PickedParticipant } from './participant-picker.tsx';
import { browserTimeZone } from './time-zone-field.tsx';

interface NewEvent extends EventDetails {
  readonly facilitator: string;
  readonly participants: readonly PickedParticipant[];
  /** The organisation it goes into; blank: the server's choice (the creator's only one, or the default). */
  readonly orgId: string;
  /** The follow-up points as typed (issue 39); empty: none. */
  readonly followUpText: string;
}

/**
 * Spec 2.10's defaults: no name, today, access close one month later, Reg, Pre-work, the creator
 * facilitating; the creator's browser's time zone.
 */
const defaultsFor = (today: string, orgId: string): NewEvent => ({
  eventName: '',
  eventDate: today,
  accessClose: accessCloseFor(today),
  eventType: 'Reg',
  sessionAccess: 'Pre-work',
  timeZone: browserTimeZone(),
  facilitator: YOURSELF,
  participants: [],
  orgId,
  followUpText: '',
});

/** The create call's body: `facilitator` only when someone else facilitates. */
const requestOf = (event: NewEvent) => ({
  eventName: event.eventName,
  eventDate: event.eventDate,
  accessClose: event.accessClose,
  eventType: event.eventType,
  sessionAccess: event.sessionAccess,
  timeZone: event.timeZone,
  participants: event.participants.map((person) => person.uid),
  ...(event.facilitator === YOURSELF ? {} : { facilitator: event.facilitator }),
  ...(event.orgId === '' ? {} : { orgId: event.orgId }),
  ...(event.followUpText.trim() === '' ? {} : followUpDaysEdit(event.followUpText)),
});

const AddEventForm = ({
  accessLevel,
  onClose,
}: {
  readonly accessLevel: StaffLevel;
  readonly onClose: () => void;
}) => {
  const intl = useIntl();
  const refresh = useRefreshAfterEventChange();
  const filter = useOrgFilter().orgId;
  const several = useSeveralOrgs();
  const [event, setEvent] = useState<NewEvent>(() => defaultsFor(todayHere(), filter ?? ''));
  const edit = (change: Partial<NewEvent>) => setEvent((current) => ({ ...current, ...change }));
  const create = useServerAction(
    (body: ReturnType<typeof requestOf>) => call(api.api.event.create.$post({ json: body })),
    () => {
      onClose();
      return refresh();
    },
  );
  const followUpId = useId();
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if ('problem' in parseFollowUpDays(event.followUpText)) document.getElementById(followUpId)?.focus();
    else create.mutate(requestOf(event));
  };
  return (
    <form className="vs-event-form" onSubmit={submit} noValidate>
      <EventFields
        details={event}
        onEdit={edit}
        accessCloseHint={intl.formatMessage({
          id: 'console.events.addEvent.accessCloseHint',
          defaultMessage: 'One month after the event date unless you change it.',
        })}
      />
      <FacilitatorField
        accessLevel={accessLevel}
        value={event.facilitator}
        onChange={(facilitator) => edit({ facilitator })}
      />
      {several === null ? null : (
        <Select
          label={intl.formatMessage({
            id: 'console.events.addEvent.organisation',
            defaultMessage: 'Organisation',
          })}
          placeholder={intl.formatMessage({
            id: 'console.events.addEvent.organisationPlaceholder',
            defaultMessage: 'Choose an organisation',
          })}
          hint={intl.formatMessage({
            id: 'console.events.addEvent.organisationHint',
            defaultMessage: 'An event stays in its organisation for good.',
          })}
          options={orgOptions(several)}
          value={event.orgId}
          onChange={(changed) => edit({ orgId: changed.target.value })}
        />
      )}
      <FollowUpDaysField
        id={followUpId}
        text={event.followUpText}
        onChange={(followUpText) => edit({ followUpText })}
      />
      <ParticipantPicker chosen={event.participants} onChange={(participants) => edit({ participants })} />
      <div className="vs-dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          <FormattedMessage id="console.events.addEvent.cancel" defaultMessage="Cancel" />
        </Button>
        <Button type="submit" busy={create.isPending}>
          <FormattedMessage id="console.events.addEvent.save" defaultMessage="Save" />
        </Button>
      </div>
    </form>
  );
};

/**
 * Spec 2.10's Add Event dialog. Its form starts from the defaults each time it opens (the dialog's
 * content mounts on open); a refused save keeps everything typed and shows the server's message.
 */
export const AddEventDialog = ({
  accessLevel,
  open,
  onOpenChange,
}: {
  readonly accessLevel: StaffLevel;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}) => {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'console.events.addEvent.title', defaultMessage: 'Add Event' })}
      size="l"
    >
      <AddEventForm accessLevel={accessLevel} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
};
