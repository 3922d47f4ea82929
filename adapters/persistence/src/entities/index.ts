import { ArchiveRequestSchema } from './archive-request.entity.ts';
import { AuditEntrySchema } from './audit-entry.entity.ts';
import { EmailDeliverySchema } from './email-delivery.entity.ts';
import { EmailTemplateSchema } from './email-template.entity.ts';
import { EventSchema } from './event.entity.ts';
import { FollowUpSchema } from './follow-up.entity.ts';
import { FollowUpOptOutSchema } from './follow-up-opt-out.entity.ts';
import { LogonLinkSchema } from './logon-link.entity.ts';
import { MeaningfulWorkSchema } from './meaningful-work.entity.ts';
import { OrganisationSchema } from './organisation.entity.ts';
import { OutboxEntrySchema } from './outbox-entry.entity.ts';
import { ResponseSchema } from './response.entity.ts';
import { SessionSchema } from './session.entity.ts';
import { SsoIdentitySchema } from './sso-identity.entity.ts';
import { SsoPendingSchema } from './sso-pending.entity.ts';
import { SsoReplaySchema } from './sso-replay.entity.ts';
import { SsoSettingsSchema } from './sso-settings.entity.ts';
import { StoredFileSchema } from './stored-file.entity.ts';
import { StoredFileChunkSchema } from './stored-file-chunk.entity.ts';
import { UploadedEventSchema } from './uploaded-event.entity.ts';
import { UserSchema } from './user.entity.ts';

/** Every entity, listed so discovery never scans folders. */
export const entities = [
  OrganisationSchema,
  UserSchema,
  EventSchema,
  ResponseSchema,
  MeaningfulWorkSchema,
  FollowUpSchema,
  FollowUpOptOutSchema,
  LogonLinkSchema,
  EmailTemplateSchema,
  SessionSchema,
  UploadedEventSchema,
  OutboxEntrySchema,
  EmailDeliverySchema,
  ArchiveRequestSchema,
  StoredFileSchema,
  StoredFileChunkSchema,
  AuditEntrySchema,
  SsoSettingsSchema,
  SsoIdentitySchema,
  SsoPendingSchema,
  SsoReplaySchema,
];
