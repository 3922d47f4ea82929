import type { Repositories } from '@vs/domain';
import { createEmailTemplateRepository } from './email-template.repository.ts';
import { createEventRepository } from './event.repository.ts';
import { createLogonLinkRepository } from './logon-link.repository.ts';
import { createMeaningfulWorkRepository } from './meaningful-work.repository.ts';
import { createResponseRepository } from './response.repository.ts';
import { createSessionRepository } from './session.repository.ts';
import type { EmSource } from './shared.ts';
import { createUploadedEventRepository } from './uploaded-event.repository.ts';
import { createUserRepository } from './user.repository.ts';

export const createRepositories = (em: EmSource): Repositories => ({
  users: createUserRepository(em),
  events: createEventRepository(em),
  responses: createResponseRepository(em),
  meaningfulWork: createMeaningfulWorkRepository(em),
  logonLinks: createLogonLinkRepository(em),
  emailTemplates: createEmailTemplateRepository(em),
  sessions: createSessionRepository(em),
  uploadedEvents: createUploadedEventRepository(em),
});
