/**
 * `setup`: created at registration (`setupLink`), so the first login with the initial password is
 * sent to set one's own; `logon`: emailed (logon email, reminder); `reset`: requested through
 * forgot-password. Only a pending `setup` link turns a login into `{ lid }`.
 */
export type LogonLinkPurpose = 'setup' | 'logon' | 'reset';

/** The purposes of the links that let a person into their account (all but `reset`). */
export const ACCOUNT_LINK_PURPOSES = ['setup', 'logon'] as const satisfies readonly LogonLinkPurpose[];

/** The link id (lid) is a secret token; only its digest is stored. */
export interface LogonLink {
  readonly id: string;
  readonly tokenDigest: string;
  readonly uid: string;
  readonly purpose: LogonLinkPurpose;
  readonly used: boolean;
  readonly expiresAt: Date;
  readonly createdAt: Date;
}
