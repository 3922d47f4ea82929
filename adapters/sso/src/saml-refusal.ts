import { DomainError } from '@vs/domain';

/**
 * Why a SAML sign-in was refused: a stable code for clients, logs and the audit, and a plain
 * message for people. The library's own error (which names certificates, audiences and
 * identifiers) only ever travels as the error's `cause`, for logs.
 */
const MESSAGES = {
  'SSO.SAML_NOT_CONFIGURED':
    'Sign-in with your organisation is not set up correctly here. Please tell your administrator.',
  'SSO.SAML_SIGNATURE':
    "Your organisation's sign-in could not be verified. Please try again, or tell your administrator.",
  'SSO.SAML_AUDIENCE': 'That sign-in was meant for another service. Please start again from this page.',
  'SSO.SAML_EXPIRED': 'That sign-in has expired. Please start again from this page.',
  'SSO.SAML_IN_RESPONSE_TO':
    'That sign-in does not answer the one started here. Please start again from this page.',
  'SSO.SAML_ISSUER': 'That sign-in came from an identity provider this organisation does not use.',
  'SSO.SAML_NO_EMAIL':
    "Your organisation's sign-in did not give your email address. Please ask your administrator to send it.",
  'SSO.SAML_REJECTED': "Your organisation's sign-in did not succeed. Please try again.",
} as const;

export type SamlRefusalCode = keyof typeof MESSAGES;

export const samlRefusal = (code: SamlRefusalCode, cause?: unknown): DomainError => {
  const error = new DomainError('unauthenticated', code, MESSAGES[code]);
  if (cause !== undefined) error.cause = cause;
  return error;
};

/** node-saml's checks throw plain Errors; their messages say which check failed (first match wins). */
const LIBRARY_FAILURES: readonly (readonly [RegExp, SamlRefusalCode])[] = [
  [/InResponseTo/, 'SSO.SAML_IN_RESPONSE_TO'],
  [/signature/i, 'SSO.SAML_SIGNATURE'],
  [/expired|not yet valid|no valid subject confirmation/i, 'SSO.SAML_EXPIRED'],
  [/audience/i, 'SSO.SAML_AUDIENCE'],
];

/** The refusal for whatever a SAML check threw: a DomainError passes through, anything else is classified. */
export const refusalFor = (failure: unknown): DomainError => {
  if (failure instanceof DomainError) return failure;
  const text = failure instanceof Error ? failure.message : String(failure);
  const match = LIBRARY_FAILURES.find(([pattern]) => pattern.test(text));
  return samlRefusal(match?.[1] ?? 'SSO.SAML_REJECTED', failure);
};
