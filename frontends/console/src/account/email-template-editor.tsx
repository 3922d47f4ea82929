import { useQuery } from '@tanstack/react-query';
import { type EmailTemplateKind, TEXT_LIMITS } from '@vs/domain';
import { Button, call, Spinner, TextArea } from '@vs/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { api } from '../api/client.ts';
import { useRefreshingAction } from '../api/server-action.ts';
import { FormProblem } from '../people/form-problem.tsx';

interface EmailTemplate {
  readonly body: string;
  readonly closing: string;
}

/** What differs between the two templates a facilitator keeps: its calls and its words. */
interface TemplateKind {
  readonly key: readonly string[];
  readonly load: () => Promise<{ readonly template: EmailTemplate }>;
  readonly save: (template: EmailTemplate) => Promise<{ readonly message: string }>;
  readonly title: string;
  readonly note: string;
  readonly loading: string;
}

const KINDS: Readonly<Record<EmailTemplateKind, TemplateKind>> = {
  logon: {
    key: ['email-template'],
    load: () => call(api.api.user.email_template.$get({ query: {} })),
    save: (json) => call(api.api.user.email_template.$put({ json })),
    title: 'Login Email Template',
    note: "Each participant's login email reads: Hello and their first name, then the body, their logon link, and the closing.",
    loading: 'Loading your email template',
  },
  reminder: {
    key: ['email-template', 'reminder'],
    load: () => call(api.api.user.reminder_template.$get({ query: {} })),
    save: (json) => call(api.api.user.reminder_template.$put({ json })),
    title: 'Reminder Email Template',
    note: "'Remind unfinished' on an event's dashboard sends this to those who have not finished the pre-work: Hello and their first name, then the body, a fresh logon link, and the closing.",
    loading: 'Loading your reminder template',
  },
};

const EMPTY_TEMPLATE: EmailTemplate = { body: '', closing: '' };

/** The Body and Closing fields and their Save button, filled with `initial`. */
const TemplateForm = ({
  kind,
  initial,
}: {
  readonly kind: TemplateKind;
  readonly initial: EmailTemplate;
}) => {
  const [template, setTemplate] = useState(initial);
  const save = useRefreshingAction({
    send: () => kind.save(template),
    refresh: [kind.key],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextArea
        label="Body"
        maxLength={TEXT_LIMITS.emailBody}
        rows={8}
        value={template.body}
        onChange={(event) => setTemplate({ ...template, body: event.target.value })}
      />
      <TextArea
        label="Closing"
        maxLength={TEXT_LIMITS.emailClosing}
        rows={3}
        value={template.closing}
        onChange={(event) => setTemplate({ ...template, closing: event.target.value })}
      />
      <FormProblem error={save.error} />
      <div className="vs-account-actions">
        <Button type="submit" busy={save.isPending}>
          Save Template
        </Button>
      </div>
    </form>
  );
};

/**
 * One of the facilitator's templates (spec 2.7, 3): the logon email, or the reminder to finish the
 * pre-work. Body and Closing, prefilled with the saved text or, until one is saved, the server's
 * default. A failed load is only logged (spec 8) and leaves the fields empty to write in.
 */
export const EmailTemplateEditor = ({ kind: kindName }: { readonly kind: EmailTemplateKind }) => {
  const headingId = useId();
  const kind = KINDS[kindName];
  const loaded = useQuery({
    queryKey: kind.key,
    queryFn: async () => (await kind.load()).template,
    // Refetching on focus would not refill the fields (they keep what is typed), so do not.
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (loaded.error) console.error(loaded.error);
  }, [loaded.error]);
  return (
    <section className="vs-account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{kind.title}</h2>
      <p className="vs-account-note">{kind.note}</p>
      {loaded.isPending ? (
        <Spinner label={kind.loading} />
      ) : (
        <TemplateForm kind={kind} initial={loaded.data ?? EMPTY_TEMPLATE} />
      )}
    </section>
  );
};
