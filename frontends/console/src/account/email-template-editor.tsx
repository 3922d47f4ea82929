import { useQuery } from '@tanstack/react-query';
import { TEXT_LIMITS } from '@vs/domain';
import { Button, call, Spinner, TextArea } from '@vs/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { api } from '../api/client.ts';
import { useRefreshingAction } from '../api/server-action.ts';
import { FormProblem } from '../people/form-problem.tsx';

interface EmailTemplate {
  readonly body: string;
  readonly closing: string;
}

const TEMPLATE_KEY = ['email-template'] as const;

const EMPTY_TEMPLATE: EmailTemplate = { body: '', closing: '' };

/** The Body and Closing fields and their Save button, filled with `initial`. */
const TemplateForm = ({ initial }: { readonly initial: EmailTemplate }) => {
  const [template, setTemplate] = useState(initial);
  const save = useRefreshingAction({
    send: () => call(api.api.user.email_template.$put({ json: template })),
    refresh: [TEMPLATE_KEY],
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
 * The facilitator's logon-email template (spec 2.7, 3): Body and Closing, prefilled with the
 * saved text or, until one is saved, the server's default. A failed load is only logged (spec 8)
 * and leaves the fields empty to write in.
 */
export const EmailTemplateEditor = () => {
  const headingId = useId();
  const loaded = useQuery({
    queryKey: TEMPLATE_KEY,
    queryFn: async () => (await call(api.api.user.email_template.$get())).template,
    // Refetching on focus would not refill the fields (they keep what is typed), so do not.
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (loaded.error) console.error(loaded.error);
  }, [loaded.error]);
  return (
    <section className="vs-account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Logon Email Template</h2>
      <p className="vs-account-note">
        Each participant's logon email reads: Hello and their first name, then the body, their logon link, and
        the closing.
      </p>
      {loaded.isPending ? (
        <Spinner label="Loading your email template" />
      ) : (
        <TemplateForm initial={loaded.data ?? EMPTY_TEMPLATE} />
      )}
    </section>
  );
};
