import { DomainError } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { refusalFor, samlRefusal } from './saml-refusal.ts';

describe('refusalFor', () => {
  it.each([
    ['InResponseTo is not valid', 'SSO.SAML_IN_RESPONSE_TO'],
    ['InResponseTo is missing from response', 'SSO.SAML_IN_RESPONSE_TO'],
    ['Invalid signature', 'SSO.SAML_SIGNATURE'],
    ['Invalid document signature', 'SSO.SAML_SIGNATURE'],
    ['SAML assertion expired: clocks skewed too much', 'SSO.SAML_EXPIRED'],
    ['SAML assertion not yet valid', 'SSO.SAML_EXPIRED'],
    ['No valid subject confirmation found among those available in the SAML assertion', 'SSO.SAML_EXPIRED'],
    ['SAML assertion audience mismatch. Expected: a Received: b', 'SSO.SAML_AUDIENCE'],
    ['SAML provider returned Responder error: unspecified', 'SSO.SAML_REJECTED'],
  ])('classifies "%s" as %s, keeping the library error only as the cause', (text, code) => {
    const failure = new Error(text);
    const refusal = refusalFor(failure);
    expect({ kind: refusal.kind, code: refusal.code, cause: refusal.cause }).toEqual({
      kind: 'unauthenticated',
      code,
      cause: failure,
    });
    expect(refusal.message).not.toContain(text);
  });

  it('passes a refusal already made through, and refuses anything thrown that is not an Error', () => {
    const made = samlRefusal('SSO.SAML_NO_EMAIL');
    expect(refusalFor(made)).toBe(made);
    expect(refusalFor('a string')).toMatchObject({ code: 'SSO.SAML_REJECTED', cause: 'a string' });
    expect(refusalFor(undefined)).toBeInstanceOf(DomainError);
  });
});
