import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { EMAIL_TEMPLATE_KINDS, type EmailTemplateKind, type LanguageTag } from '@vs/domain';
import { ownerColumn } from './owner.ts';

const KINDS: EmailTemplateKind[] = [...EMAIL_TEMPLATE_KINDS];

export const EmailTemplateSchema = defineEntity({
  name: 'EmailTemplate',
  tableName: 'email_templates',
  properties: {
    user: () => ownerColumn().primary(),
    // One template per kind: the logon email and the reminder.
    kind: p.enum(KINDS).primary(),
    // And one per language (a shipped BCP 47 tag).
    language: p.text().$type<LanguageTag>().primary(),
    body: p.text(),
    closing: p.text(),
  },
});

export type EmailTemplateEntity = InferEntity<typeof EmailTemplateSchema>;
