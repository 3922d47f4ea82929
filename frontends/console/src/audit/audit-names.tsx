import type { AuditTargetKind } from '@vs/domain';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { EmailText } from '../shared/email-text.tsx';
import type { AuditEntryView } from './audit-query.ts';

/** How a target's kind reads before its name. */
const KIND_LABELS: Readonly<Record<AuditTargetKind, MessageDescriptor>> = defineMessages({
  user: { id: 'console.audit.target.person', defaultMessage: 'Person' },
  event: { id: 'console.audit.target.event', defaultMessage: 'Event' },
  upload: { id: 'console.audit.target.upload', defaultMessage: 'Uploaded event' },
  org: { id: 'console.audit.target.org', defaultMessage: 'Organisation' },
});

/**
 * Who acted, by name with their email under it; the user id on hover. Without a name (the person
 * was deleted) the email or id as recorded; 'Unknown' for a failed login by someone unknown.
 */
export const AuditActor = ({ actor }: { actor: AuditEntryView['actor'] }) => {
  const intl = useIntl();
  if (actor === null)
    return (
      <span className="vs-audit-muted">
        <FormattedMessage id="console.audit.actor.unknown" defaultMessage="Unknown" />
      </span>
    );
  const label = actor.name ?? actor.email ?? actor.uid;
  return (
    <span
      className="vs-audit-name"
      title={intl.formatMessage(
        { id: 'console.audit.actor.id', defaultMessage: 'User id {id}' },
        { id: actor.uid },
      )}
    >
      <span>{label}</span>
      {actor.name !== null && actor.email !== null ? (
        <>
          {/* A space, so the name and the email are read (and copied) apart. */}{' '}
          <EmailText className="vs-audit-sub" email={actor.email} />
        </>
      ) : null}
    </span>
  );
};

/** What was acted on: 'Event: Spring Workshop', 'Person: Pat Lee'; its id on hover, or shown when it is gone. */
export const AuditTarget = ({ target }: { target: AuditEntryView['target'] }) => {
  const intl = useIntl();
  const kind = intl.formatMessage(KIND_LABELS[target.kind]);
  return (
    <span
      className="vs-audit-name"
      title={intl.formatMessage(
        { id: 'console.audit.target.id', defaultMessage: '{kind} id {id}' },
        { kind, id: target.id },
      )}
    >
      <span>
        <FormattedMessage
          id="console.audit.target.named"
          defaultMessage="{kind}: {name}"
          values={{ kind, name: target.name ?? <span className="vs-audit-id">{target.id}</span> }}
        />
      </span>
    </span>
  );
};
