import { DEFAULT_LANGUAGE, type EmailTemplateRepository } from '@vs/domain';
import { EmailTemplateSchema } from '../entities/email-template.entity.ts';
import { type EmSource, isUuid } from './shared.ts';

export const createEmailTemplateRepository = (em: EmSource): EmailTemplateRepository => ({
  find: async (uid, kind, language = DEFAULT_LANGUAGE) => {
    if (!isUuid(uid)) return null;
    const row = await em().findOne(EmailTemplateSchema, { user: uid, kind, language });
    return row && { body: row.body, closing: row.closing };
  },
  save: async (uid, kind, template, language = DEFAULT_LANGUAGE) => {
    await em().upsert(EmailTemplateSchema, {
      user: uid,
      kind,
      language,
      body: template.body,
      closing: template.closing,
    });
  },
});
