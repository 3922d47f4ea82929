import { Migration } from '@mikro-orm/migrations';

/** The admin command's set-password links are audited (`user.password_link_issued`). */
const ACTIONS_BEFORE = `'user.registered', 'user.updated', 'user.deleted', 'user.password_set', 'user.mw_toggled', 'event.created', 'event.updated', 'event.closed', 'event.deleted', 'event.uploaded', 'event.downloaded', 'participant.added', 'participant.removed', 'participants.imported', 'logon_email.sent', 'logon_emails.sent', 'reminders.sent', 'login.failed', 'login.succeeded', 'org.created', 'org.updated', 'org.member_added', 'org.member_removed'`;
const ADMIN_ACTIONS = `'user.password_link_issued'`;

export class Migration20261128100000_admin_password_link extends Migration {
  override name = 'Migration20261128100000_admin_password_link';

  override up(): void | Promise<void> {
    this.actionCheck(`${ACTIONS_BEFORE}, ${ADMIN_ACTIONS}`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "audit_entries" where "action" in (${ADMIN_ACTIONS});`);
    this.actionCheck(ACTIONS_BEFORE);
  }

  private actionCheck(actions: string): void {
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_action_check";`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in (${actions}));`,
    );
  }
}
