import type { AuditTargetKind } from '@vs/domain';
import { EmailText } from '../shared/email-text.tsx';
import type { AuditEntryView } from './audit-query.ts';

/** How a target's kind reads before its name. */
const KIND_LABELS: Readonly<Record<AuditTargetKind, string>> = {
  user: 'Person',
  event: 'Event',
  upload: 'Uploaded event',
  org: 'Organisation',
};

/**
 * Who acted, by name with their email under it; the user id on hover. Without a name (the person
 * was deleted) the email or id as recorded; 'Unknown' for a failed login by someone unknown.
 */
export const AuditActor = ({ actor }: { actor: AuditEntryView['actor'] }) => {
  if (actor === null) return <span className="vs-audit-muted">Unknown</span>;
  const label = actor.name ?? actor.email ?? actor.uid;
  return (
    <span className="vs-audit-name" title={`User id ${actor.uid}`}>
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
export const AuditTarget = ({ target }: { target: AuditEntryView['target'] }) => (
  <span className="vs-audit-name" title={`${KIND_LABELS[target.kind]} id ${target.id}`}>
    <span>
      {KIND_LABELS[target.kind]}: {target.name ?? <span className="vs-audit-id">{target.id}</span>}
    </span>
  </span>
);
