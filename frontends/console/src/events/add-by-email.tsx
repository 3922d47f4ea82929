import { TEXT_LIMITS } from '@vs/domain';
import { Button, TextField, VisuallyHidden } from '@vs/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * Adds an existing participant in no event by typing their exact email (docs/decisions.md, "Adding
 * an existing participant by email"): for someone no list offers, such as a participant a
 * super-admin registered. The typed email stays when the server refuses.
 */
export const AddByEmail = ({
  busy,
  disabled,
  onSubmit,
}: {
  /** The request for this form runs. */
  busy: boolean;
  /** Another add runs. */
  disabled: boolean;
  onSubmit: (email: string) => void;
}) => {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const headingId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = email.trim();
    if (typed !== '') onSubmit(typed);
  };
  return (
    <form className="vs-add-by-email" aria-labelledby={headingId} onSubmit={submit}>
      <h3 id={headingId} className="vs-add-by-email-title">
        <FormattedMessage id="console.events.addByEmail.title" defaultMessage="Add by email" />
      </h3>
      <div className="vs-add-by-email-row">
        <TextField
          label={intl.formatMessage({
            id: 'console.events.addByEmail.email',
            defaultMessage: "Participant's email",
          })}
          hint={intl.formatMessage({
            id: 'console.events.addByEmail.hint',
            defaultMessage: 'Not listed? A participant without an event can be added by their exact email.',
          })}
          type="email"
          required
          autoComplete="off"
          maxLength={TEXT_LIMITS.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="secondary" busy={busy} disabled={disabled}>
          <FormattedMessage
            id="console.events.addByEmail.add"
            defaultMessage="Add<hidden> by email</hidden>"
            values={{ hidden: (words) => <VisuallyHidden>{words}</VisuallyHidden> }}
          />
        </Button>
      </div>
    </form>
  );
};
