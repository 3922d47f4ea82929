import {
  addOrgMember,
  addOrgMemberByEmail,
  createOrganisation,
  getBrandingOf,
  getOrgLogo,
  getOrgUsage,
  getOwnBranding,
  getPublicBranding,
  listOrganisations,
  listOrgMembers,
  removeOrgMember,
  updateOrganisation,
} from '@vs/domain';
import { Hono } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { matchesIfNoneMatch } from '../middleware/conditional-get.ts';
import { requireAuth } from '../middleware/session.ts';
import { validate } from '../validation.ts';
import { attachment } from './attachment.ts';
import { guardEmailProbes, isEmailNotForAGuide } from './email-probes.ts';
import {
  createOrgSchema,
  logoContentType,
  logoQuerySchema,
  memberSchema,
  orgIdQuerySchema,
  removeMemberSchema,
  slugQuerySchema,
  uidOnlyQuerySchema,
  updateOrgSchema,
  usageQuerySchema,
} from './organisations.schema.ts';
import { usageCsv } from './usage-csv.ts';

const LOGO_KEPT = 'public, max-age=31536000, immutable';
const LOGO_CHECKED = 'public, no-cache';

/** /api/org: client organisations, their branding and members (issue 33; beside spec section 7). */
export const organisationRoutes = ({ deps, rateLimits }: AppOptions) =>
  new Hono<AppEnv>()
    .post('/create', validate('json', createOrgSchema), async (c) => {
      const organisation = await createOrganisation(deps, requireAuth(c).actor, c.req.valid('json'));
      return c.json({
        success: true,
        message: 'Organisation created',
        orgId: organisation.orgId,
        organisation,
      });
    })
    .get('/all', async (c) => {
      const organisations = await listOrganisations(deps, requireAuth(c).actor);
      return c.json({ success: true, message: 'Organisations loaded', organisations });
    })
    // The signed-in person's own organisation's branding: what a participant's screens show.
    .get('/mine', async (c) => {
      const branding = await getOwnBranding(deps, requireAuth(c).actor);
      return c.json({ success: true, message: 'Branding loaded', branding });
    })
    // The branding of a person's organisation, which their print page wears as their PDFs do.
    .get('/branding_of', validate('query', uidOnlyQuerySchema), async (c) => {
      const branding = await getBrandingOf(deps, requireAuth(c).actor, c.req.valid('query').uid);
      return c.json({ success: true, message: 'Branding loaded', branding });
    })
    .put('/update', validate('json', updateOrgSchema), async (c) => {
      const organisation = await updateOrganisation(deps, requireAuth(c).actor, c.req.valid('json'));
      return c.json({ success: true, message: 'Organisation updated', organisation });
    })
    // The logo's own bytes as the body (at most 200 KB, under the API's body limit), typed by its
    // Content-Type: no base64 to inflate it past the limit.
    .put('/logo', validate('query', orgIdQuerySchema), async (c) => {
      const { actor } = requireAuth(c);
      const contentType = logoContentType.safeParse(c.req.header('content-type')?.split(';')[0]?.trim());
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const organisation = await updateOrganisation(deps, actor, {
        orgId: c.req.valid('query').orgId,
        branding: { logo: { contentType: contentType.success ? contentType.data : '', bytes } },
      });
      return c.json({ success: true, message: 'Logo saved', organisation });
    })
    .get('/members', validate('query', orgIdQuerySchema), async (c) => {
      const members = await listOrgMembers(deps, requireAuth(c).actor, c.req.valid('query').orgId);
      return c.json({ success: true, message: `${members.length} members`, members });
    })
    .post('/add_member', validate('json', memberSchema), async (c) => {
      const { actor } = requireAuth(c);
      const input = c.req.valid('json');
      if (input.by === 'uid') {
        const { message } = await addOrgMember(deps, actor, input);
        return c.json({ success: true, message });
      }
      // By email the answer is the same whether the address had an account; only its refusal of a
      // participant's or super-admin's address tells of one, counted as a probe.
      const { message } = await guardEmailProbes(rateLimits, actor, isEmailNotForAGuide, () =>
        addOrgMemberByEmail(deps, actor, input),
      );
      return c.json({ success: true, message });
    })
    .get('/usage', validate('query', usageQuerySchema), async (c) => {
      const { format, ...query } = c.req.valid('query');
      const usage = await getOrgUsage(deps, requireAuth(c).actor, query);
      if (format !== 'csv') return c.json({ success: true, message: 'Usage loaded', usage });
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', attachment(`usage-${usage.slug}-${usage.from}-to-${usage.to}.csv`));
      return c.body(usageCsv(usage.months));
    })
    .post('/remove_member', validate('json', removeMemberSchema), async (c) => {
      await removeOrgMember(deps, requireAuth(c).actor, c.req.valid('json'));
      return c.json({ success: true, message: 'Member removed' });
    })
    // Public: an organisation's login page shows its name and brand before anyone signs in.
    .get('/branding', validate('query', slugQuerySchema), async (c) => {
      const branding = await getPublicBranding(deps, c.req.valid('query').slug);
      return c.json({ success: true, message: 'Branding loaded', branding });
    })
    // The one API reply a cache may keep (app.ts): public, its ETag the logo's version. Asked for
    // by the version the branding reply named, it is kept for good (an upload is a new address);
    // asked for otherwise, it is checked again each time (304 while unchanged).
    .get('/logo', validate('query', logoQuerySchema), async (c) => {
      const { slug, v } = c.req.valid('query');
      const logo = await getOrgLogo(deps, slug);
      const etag = `"${logo.version}"`;
      c.header('ETag', etag);
      c.header('Cache-Control', v === logo.version ? LOGO_KEPT : LOGO_CHECKED);
      if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304);
      // An SVG opened on its own runs no script: the API's policy allows none inline (and its
      // content was checked on upload, rules/organisation-details.ts).
      c.header('content-type', logo.contentType);
      return c.body(logo.bytes.slice().buffer);
    });
