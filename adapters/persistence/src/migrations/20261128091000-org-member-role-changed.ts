import { Migration } from '@mikro-orm/migrations';

/** The audit log records a member's role changed in place (`org.member_role_changed`, issue 33). */
const ACTIONS_BEFORE = `'user.registered', 'user.updated', 'user.deleted', 'user.password_set', 'user.mw_toggled', 'event.created', 'event.updated', 'event.closed', 'event.deleted', 'event.uploaded', 'event.downloaded', 'participant.added', 'participant.removed', 'participants.imported', 'logon_email.sent', 'logon_emails.sent', 'reminders.sent', 'login.failed', 'login.succeeded', 'org.created', 'org.updated', 'org.member_added', 'org.member_removed'`;

export class Migration20261128091000_org_member_role_changed extends Migration {
  override name = 'Migration20261128091000_org_member_role_changed';

  override up(): void | Promise<void> {
    this.actionCheck(`${ACTIONS_BEFORE}, 'org.member_role_changed'`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "audit_entries" where "action" = 'org.member_role_changed';`);
    this.actionCheck(ACTIONS_BEFORE);
  }

  private actionCheck(actions: string): void {
    this.addSql(`alter table "audit_entries" drop constraint "audit_entries_action_check";`);
    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in (${actions}));`,
    );
  }
}
