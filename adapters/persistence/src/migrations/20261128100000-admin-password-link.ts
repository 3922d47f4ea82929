import { Migration } from '@mikro-orm/migrations';

/** The admin command's set-password links are audited (`user.password_link_issued`). */
const USER_ACTIONS = `'user.registered', 'user.updated', 'user.deleted', 'user.password_set'`;
const OTHER_ACTIONS = `'user.mw_toggled', 'event.created', 'event.updated', 'event.closed', 'event.deleted', 'event.uploaded', 'event.downloaded', 'participant.added', 'participant.removed', 'participants.imported', 'logon_email.sent', 'logon_emails.sent', 'reminders.sent', 'login.failed', 'login.succeeded', 'org.created', 'org.updated', 'org.member_added', 'org.member_removed', 'org.member_role_changed', 'org.sso_updated', 'login.break_glass', 'sso.sign_in', 'sso.linked', 'sso.refused'`;
const ADMIN_ACTIONS = `'user.password_link_issued'`;

export class Migration20261128100000_admin_password_link extends Migration {
  override name = 'Migration20261128100000_admin_password_link';

  override up(): void | Promise<void> {
    // In AUDIT_ACTIONS' order, as the entity declares the check.
    this.actionCheck(`${USER_ACTIONS}, ${ADMIN_ACTIONS}, ${OTHER_ACTIONS}`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "audit_entries" where "action" in (${ADMIN_ACTIONS});`);
    this.actionCheck(`${USER_ACTIONS}, ${OTHER_ACTIONS}`);
  }

  private actionCheck(actions: string): void {
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_action_check";`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in (${actions}));`,
    );
  }
}
