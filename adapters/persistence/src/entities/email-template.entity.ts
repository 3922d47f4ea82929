import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ownerColumn } from './owner.ts';

export const EmailTemplateSchema = defineEntity({
  name: 'EmailTemplate',
  tableName: 'email_templates',
  properties: {
    user: () => ownerColumn().primary(),
    body: p.text(),
    closing: p.text(),
  },
});

export type EmailTemplateEntity = InferEntity<typeof EmailTemplateSchema>;
