import type { EntityManager } from '@mikro-orm/postgresql';
import type { Repositories } from '@vs/domain';
import { createArchiveRequestRepository } from './archive-request.repository.ts';
import { createAuditLog } from './audit-log.repository.ts';
import { createEmailDeliveryRepository } from './email-delivery.repository.ts';
import { createEmailTemplateRepository } from './email-template.repository.ts';
import { createEventRepository } from './event.repository.ts';
import { createFollowUpRepository } from './follow-up.repository.ts';
import type { HotPathOptions } from './hot-path.ts';
import { createLogonLinkRepository } from './logon-link.repository.ts';
import { createMeaningfulWorkRepository } from './meaningful-work.repository.ts';
import { createOrganisationRepository } from './organisation.repository.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { createResponseRepository } from './response.repository.ts';
import { createSessionRepository } from './session.repository.ts';
import type { EmSource } from './shared.ts';
import { createSsoRepository } from './sso.repository.ts';
import { createUploadedEventRepository } from './uploaded-event.repository.ts';
import { createUserRepository } from './user.repository.ts';

/**
 * `em` gives a fresh fork per call for entity work; `direct` is the manager itself (bound to the
 * transaction inside one), used unforked by the hand-written hot-path statements; `hot` says how
 * those statements may be sent.
 */
export const createRepositories = (
  em: EmSource,
  direct: EntityManager,
  hot: HotPathOptions,
): Repositories => ({
  organisations: createOrganisationRepository(em),
  sso: createSsoRepository(em, direct),
  users: createUserRepository(em, direct),
  events: createEventRepository(em, direct),
  responses: createResponseRepository(em, direct, hot),
  meaningfulWork: createMeaningfulWorkRepository(em),
  followUps: createFollowUpRepository(em),
  logonLinks: createLogonLinkRepository(em),
  emailTemplates: createEmailTemplateRepository(em),
  sessions: createSessionRepository(em, direct, hot),
  uploadedEvents: createUploadedEventRepository(em),
  outbox: createOutboxRepository(em),
  deliveries: createEmailDeliveryRepository(em),
  archiveRequests: createArchiveRequestRepository(em),
  audit: createAuditLog(em, direct),
});
