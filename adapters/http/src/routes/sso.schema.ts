import { SSO_PROTOCOLS } from '@vs/domain';
import { z } from 'zod';
import { email, lineOfText, orgId, requiredLine } from './common.schema.ts';

const slug = lineOfText(40);
/** A local path is checked by the domain (rules/sso-return-path.ts); here only its length. */
const returnTo = z.string().max(2_000, 'returnTo is too long').optional();
/** State and RelayState are our own random tokens. */
const state = z.string().min(1, 'state is required').max(200, 'state is too long');

export const ssoStartSchema = z
  .object({ email: email.optional(), org: slug.optional(), returnTo })
  .transform(({ email, org, returnTo }, ctx) => {
    if (email !== undefined && org === undefined) return { email, returnTo };
    if (org !== undefined && email === undefined) return { orgSlug: org, returnTo };
    ctx.addIssue({ code: 'custom', message: 'Give your work email or your organisation, not both' });
    return z.NEVER;
  });

/** The provider's answer: code (or error) and state; the rest (iss, session_state) is read by the adapter. */
export const oidcCallbackSchema = z.object({ state }).loose();

export const samlAcsSchema = z.object({
  SAMLResponse: z.string().min(1, 'SAMLResponse is required').max(1_000_000, 'SAMLResponse is too large'),
  RelayState: state,
});

export const samlMetadataSchema = z.object({ org: slug.optional() });

export const orgSsoQuerySchema = z.object({ orgId });

/** Plain https, or http on this machine (a test provider); checked again by discovery. */
const issuer = z
  .url({ message: 'issuer must be a URL' })
  .max(500)
  .refine((text) => {
    const url = new URL(text);
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname))
    );
  }, 'issuer must be an https URL');

const claimValues = z.array(lineOfText(200)).max(50, 'at most 50 values');
const emailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'must be an email domain like example.com',
  );

export const ssoSettingsSchema = z.object({
  orgId,
  protocol: z.enum(SSO_PROTOCOLS, { message: `must be one of ${SSO_PROTOCOLS.join(', ')}` }),
  oidc: z
    .object({
      issuer,
      clientId: requiredLine(200, 'clientId is required'),
      // Write-only: left out (or empty), the stored secret stays.
      clientSecret: z.string().max(2_000).optional(),
    })
    .optional(),
  saml: z
    .object({
      idpMetadataXml: z.string().min(1, "the identity provider's metadata is required").max(200_000),
      emailVerified: z.boolean().default(false),
      attributes: z
        .object({
          email: lineOfText(200).default('email'),
          forename: lineOfText(200).default('givenName'),
          surname: lineOfText(200).default('surname'),
        })
        .default({ email: 'email', forename: 'givenName', surname: 'surname' }),
    })
    .optional(),
  roles: z.object({
    claim: lineOfText(100).optional(),
    guideValues: claimValues,
    adminValues: claimValues,
  }),
  emailDomains: z.array(emailDomain).max(50, 'at most 50 domains'),
  enforced: z.boolean(),
  participants: z.boolean().default(false),
});
