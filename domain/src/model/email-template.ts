export interface EmailTemplate {
  readonly body: string;
  readonly closing: string;
}

/** A Guide keeps one template per kind: the logon email, and the reminder to finish the pre-work. */
export const EMAIL_TEMPLATE_KINDS = ['logon', 'reminder'] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];
