/** A login session; the cookie carries the token, the store keeps only its digest. */
export interface Session {
  readonly idDigest: string;
  readonly uid: string;
  readonly firstLogin: boolean;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
}
