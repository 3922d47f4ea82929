export { type AuthenticateInput, type AuthenticateResult, authenticate } from './authenticate.ts';
export { deliverLogonEmail } from './deliver-logon-email.ts';
export {
  EMAIL_NOT_SENT,
  EMAIL_WORKER_STOPPED,
  emailFailureReason,
  MAIL_SERVER_UNREACHABLE,
  recordEmailFailed,
  recordEmailRetrying,
} from './deliver-once.ts';
export { deliverReminderEmail } from './deliver-reminder-email.ts';
export { deliverResetEmail } from './deliver-reset-email.ts';
export { type FinishOidcSignInInput, finishOidcSignIn } from './finish-oidc-sign-in.ts';
export { type FinishSamlSignInInput, finishSamlSignIn } from './finish-saml-sign-in.ts';
export type { FinishedSsoSignIn } from './finish-sso-sign-in.ts';
export { INVALID_LINK_MESSAGE } from './link-validity.ts';
export {
  INVALID_CREDENTIALS_MESSAGE,
  isInvalidCredentials,
  type LoginInput,
  type LoginResult,
  login,
  SSO_REQUIRED_CODE,
  SSO_REQUIRED_MESSAGE,
} from './login.ts';
export { type LogoutInput, logout } from './logout.ts';
export {
  type LookupLogonLinkInput,
  type LookupLogonLinkResult,
  lookupLogonLink,
} from './lookup-logon-link.ts';
export { type RegisterInput, type RegisterResult, register } from './register.ts';
export {
  RESET_EMAIL_SENT_MESSAGE,
  RESET_UNKNOWN_EMAIL_MESSAGE,
  type RequestPasswordResetInput,
  type RequestPasswordResetResult,
  requestPasswordReset,
} from './request-password-reset.ts';
export { type ResetPasswordInput, type ResetPasswordResult, resetPassword } from './reset-password.ts';
export { getSamlMetadata } from './saml-metadata.ts';
export { type SsoSession, signInWithSso } from './sign-in-with-sso.ts';
export { ssoRefusalOf } from './sso-refusal.ts';
export { type StartSsoSignInInput, startSsoSignIn } from './start-sso-sign-in.ts';
