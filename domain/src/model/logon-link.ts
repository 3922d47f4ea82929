/** `logon`: emailed or set up at registration; `reset`: requested through forgot-password. */
export type LogonLinkPurpose = 'logon' | 'reset';

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
