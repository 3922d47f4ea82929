import type { EmailTemplateRepository } from '@vs/domain';
import { EmailTemplateSchema } from '../entities/email-template.entity.ts';
import { type EmSource, isUuid } from './shared.ts';

export const createEmailTemplateRepository = (em: EmSource): EmailTemplateRepository => ({
  find: async (uid, kind) => {
    if (!isUuid(uid)) return null;
    const row = await em().findOne(EmailTemplateSchema, { user: uid, kind });
    return row && { body: row.body, closing: row.closing };
  },
  save: async (uid, kind, template) => {
    await em().upsert(EmailTemplateSchema, {
      user: uid,
      kind,
      body: template.body,
      closing: template.closing,
    });
  },
});
