import { Migration20261122000533_initial } from './20261122000533-initial.ts';
import { Migration20261122004552_outbox_and_deliveries } from './20261122004552-outbox-and-deliveries.ts';
import { Migration20261122030701_user_list_order } from './20261122030701-user-list-order.ts';
import { Migration20261123214431_archive_requests } from './20261123214431-archive-requests.ts';
import { Migration20261123222048_stored_files } from './20261123222048-stored-files.ts';
import { Migration20261124011500_delivery_tracked_outbox } from './20261124011500-delivery-tracked-outbox.ts';
import { Migration20261126062920_reminders } from './20261126062920-reminders.ts';
import { Migration20261126064646_auto_reminders } from './20261126064646-auto-reminders.ts';
import { Migration20261126070000_live_activity } from './20261126070000-live-activity.ts';
import { Migration20261126070340_audit_log } from './20261126070340-audit-log.ts';
import { Migration20261127053850_signed_in_changes } from './20261127053850-signed-in-changes.ts';
import { Migration20261128040000_email_link_tokens } from './20261128040000-email-link-tokens.ts';
import { Migration20261128041500_archive_erased } from './20261128041500-archive-erased.ts';
import { Migration20261128070000_organisations } from './20261128070000-organisations.ts';
import { Migration20261128071000_organisation_members } from './20261128071000-organisation-members.ts';
import { Migration20261128072000_audit_organisation } from './20261128072000-audit-organisation.ts';
import { Migration20261128080000_logo_version } from './20261128080000-logo-version.ts';
import { Migration20261128091000_org_member_role_changed } from './20261128091000-org-member-role-changed.ts';
import { Migration20261128092000_sso } from './20261128092000-sso.ts';
import { Migration20261128100000_admin_password_link } from './20261128100000-admin-password-link.ts';
import { Migration20261128101000_user_language } from './20261128101000-user-language.ts';
import { Migration20261128110000_follow_ups } from './20261128110000-follow-ups.ts';
import { Migration20261128120000_email_template_language } from './20261128120000-email-template-language.ts';
import { Migration20261128121000_event_time_zone } from './20261128121000-event-time-zone.ts';
import { Migration20261128150000_organisation_language } from './20261128150000-organisation-language.ts';

/** Every migration, oldest first; listed here so startup never scans folders. */
export const migrationsList = [
  Migration20261122000533_initial,
  Migration20261122004552_outbox_and_deliveries,
  Migration20261122030701_user_list_order,
  Migration20261123214431_archive_requests,
  Migration20261123222048_stored_files,
  Migration20261124011500_delivery_tracked_outbox,
  Migration20261126062920_reminders,
  Migration20261126064646_auto_reminders,
  Migration20261126070000_live_activity,
  Migration20261126070340_audit_log,
  Migration20261127053850_signed_in_changes,
  Migration20261128040000_email_link_tokens,
  Migration20261128041500_archive_erased,
  Migration20261128070000_organisations,
  Migration20261128071000_organisation_members,
  Migration20261128072000_audit_organisation,
  Migration20261128080000_logo_version,
  Migration20261128091000_org_member_role_changed,
  Migration20261128092000_sso,
  Migration20261128100000_admin_password_link,
  Migration20261128101000_user_language,
  Migration20261128110000_follow_ups,
  Migration20261128120000_email_template_language,
  Migration20261128121000_event_time_zone,
  Migration20261128150000_organisation_language,
];
