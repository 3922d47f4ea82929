import { DomainError, defineMessages } from '@vs/domain';

/**
 * Why a SAML sign-in was refused: a stable code for clients, logs and the audit, and a plain
 * message for people. The library's own error (which names certificates, audiences and
 * identifiers) only ever travels as the error's `cause`, for logs.
 */
const MESSAGES = defineMessages({
  'SSO.SAML_NOT_CONFIGURED': {
    id: 'error.saml.notConfigured',
    defaultMessage:
      'Sign-in with your organisation is not set up correctly here. Please tell your administrator.',
  },
  'SSO.SAML_SIGNATURE': {
    id: 'error.saml.signature',
    defaultMessage:
      "Your organisation's sign-in could not be verified. Please try again, or tell your administrator.",
  },
  'SSO.SAML_AUDIENCE': {
    id: 'error.saml.audience',
    defaultMessage: 'That sign-in was meant for another service. Please start again from this page.',
  },
  'SSO.SAML_EXPIRED': {
    id: 'error.saml.expired',
    defaultMessage: 'That sign-in has expired. Please start again from this page.',
  },
  'SSO.SAML_IN_RESPONSE_TO': {
    id: 'error.saml.inResponseTo',
    defaultMessage: 'That sign-in does not answer the one started here. Please start again from this page.',
  },
  'SSO.SAML_ISSUER': {
    id: 'error.saml.issuer',
    defaultMessage: 'That sign-in came from an identity provider this organisation does not use.',
  },
  'SSO.SAML_NO_EMAIL': {
    id: 'error.saml.noEmail',
    defaultMessage:
      "Your organisation's sign-in did not give your email address. Please ask your administrator to send it.",
  },
  'SSO.SAML_REJECTED': {
    id: 'error.saml.rejected',
    defaultMessage: "Your organisation's sign-in did not succeed. Please try again.",
  },
});

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
