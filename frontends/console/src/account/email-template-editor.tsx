import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_LANGUAGE,
  type EmailTemplateKind,
  isRightToLeft,
  isShippedLanguage,
  LANGUAGE_NAMES,
  type LanguageTag,
  SHIPPED_LANGUAGES,
  TEXT_LIMITS,
} from '@vs/domain';
import { Button, call, Select, Spinner, TextArea } from '@vs/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
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
  readonly load: (language: LanguageTag) => Promise<{ readonly template: EmailTemplate }>;
  readonly save: (template: EmailTemplate, language: LanguageTag) => Promise<{ readonly message: string }>;
  readonly title: MessageDescriptor;
  readonly note: MessageDescriptor;
  readonly loading: MessageDescriptor;
}

const words = defineMessages({
  logonTitle: { id: 'account.emailTemplate.logonTitle', defaultMessage: 'Login Email Template' },
  logonNote: {
    id: 'account.emailTemplate.logonNote',
    defaultMessage:
      "Each participant's login email reads: Hello and their first name, then the body, their logon link, and the closing.",
  },
  logonLoading: { id: 'account.emailTemplate.logonLoading', defaultMessage: 'Loading your email template' },
  reminderTitle: { id: 'account.emailTemplate.reminderTitle', defaultMessage: 'Reminder Email Template' },
  reminderNote: {
    id: 'account.emailTemplate.reminderNote',
    defaultMessage:
      "'Remind unfinished' on an event's dashboard sends this to those who have not finished the pre-work: Hello and their first name, then the body, a fresh logon link, and the closing.",
  },
  reminderLoading: {
    id: 'account.emailTemplate.reminderLoading',
    defaultMessage: 'Loading your reminder template',
  },
  language: { id: 'account.emailTemplate.language', defaultMessage: 'Language' },
  languageHint: {
    id: 'account.emailTemplate.languageHint',
    defaultMessage: 'Participants whose language this is get this template.',
  },
  body: { id: 'account.emailTemplate.body', defaultMessage: 'Body' },
  closing: { id: 'account.emailTemplate.closing', defaultMessage: 'Closing' },
});

const KINDS: Readonly<Record<EmailTemplateKind, TemplateKind>> = {
  logon: {
    key: ['email-template'],
    load: (language) => call(api.api.user.email_template.$get({ query: { language } })),
    save: (template, language) => call(api.api.user.email_template.$put({ json: { ...template, language } })),
    title: words.logonTitle,
    note: words.logonNote,
    loading: words.logonLoading,
  },
  reminder: {
    key: ['email-template', 'reminder'],
    load: (language) => call(api.api.user.reminder_template.$get({ query: { language } })),
    save: (template, language) =>
      call(api.api.user.reminder_template.$put({ json: { ...template, language } })),
    title: words.reminderTitle,
    note: words.reminderNote,
    loading: words.reminderLoading,
  },
};

const EMPTY_TEMPLATE: EmailTemplate = { body: '', closing: '' };

const LANGUAGE_OPTIONS = SHIPPED_LANGUAGES.map((tag) => ({ value: tag, label: LANGUAGE_NAMES[tag] }));

/** The Body and Closing fields and their Save button, filled with `initial`, saved in `language`. */
const TemplateForm = ({
  kind,
  language,
  initial,
}: {
  readonly kind: TemplateKind;
  readonly language: LanguageTag;
  readonly initial: EmailTemplate;
}) => {
  const intl = useIntl();
  const [template, setTemplate] = useState(initial);
  // The text is in the template's language, which may run the other way from the console's.
  const writing = { lang: language, dir: isRightToLeft(language) ? 'rtl' : 'ltr' } as const;
  const save = useRefreshingAction({
    send: () => kind.save(template, language),
    refresh: [kind.key],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextArea
        label={intl.formatMessage(words.body)}
        {...writing}
        maxLength={TEXT_LIMITS.emailBody}
        rows={8}
        value={template.body}
        onChange={(event) => setTemplate({ ...template, body: event.target.value })}
      />
      <TextArea
        label={intl.formatMessage(words.closing)}
        {...writing}
        maxLength={TEXT_LIMITS.emailClosing}
        rows={3}
        value={template.closing}
        onChange={(event) => setTemplate({ ...template, closing: event.target.value })}
      />
      <FormProblem error={save.error} />
      <div className="vs-account-actions">
        <Button type="submit" busy={save.isPending}>
          <FormattedMessage id="account.emailTemplate.save" defaultMessage="Save Template" />
        </Button>
      </div>
    </form>
  );
};

/**
 * One of the facilitator's templates (spec 2.7, 3): the logon email, or the reminder to finish the
 * pre-work, in the language picked (first the viewer's own; issue 35: a participant gets the
 * template of their language). Body and Closing, prefilled with the saved text or, until one is
 * saved in that language, the server's default in it. A failed load is only logged (spec 8) and
 * leaves the fields empty to write in.
 */
export const EmailTemplateEditor = ({ kind: kindName }: { readonly kind: EmailTemplateKind }) => {
  const intl = useIntl();
  const headingId = useId();
  const kind = KINDS[kindName];
  const [language, setLanguage] = useState<LanguageTag>(
    isShippedLanguage(intl.locale) ? intl.locale : DEFAULT_LANGUAGE,
  );
  const loaded = useQuery({
    queryKey: [...kind.key, language],
    queryFn: async () => (await kind.load(language)).template,
    // Refetching on focus would not refill the fields (they keep what is typed), so do not.
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (loaded.error) console.error(loaded.error);
  }, [loaded.error]);
  return (
    <section className="vs-account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(kind.title)}</h2>
      <p className="vs-account-note">{intl.formatMessage(kind.note)}</p>
      <Select
        label={intl.formatMessage(words.language)}
        hint={intl.formatMessage(words.languageHint)}
        options={LANGUAGE_OPTIONS}
        value={language}
        onChange={(event) => {
          if (isShippedLanguage(event.target.value)) setLanguage(event.target.value);
        }}
      />
      {loaded.isPending ? (
        <Spinner label={intl.formatMessage(kind.loading)} />
      ) : (
        <TemplateForm
          key={language}
          kind={kind}
          language={language}
          initial={loaded.data ?? EMPTY_TEMPLATE}
        />
      )}
    </section>
  );
};
