import {
  deleteUser,
  exportOwnData,
  exportPersonalData,
  getEmailTemplate,
  getOwnInfo,
  getUserInfoById,
  isWrongCurrentPassword,
  listFacilitators,
  listParticipants,
  listSuperAdmins,
  listUploadedParticipants,
  needsCurrentPassword,
  type PersonalDataExport,
  saveEmailTemplate,
  updateMeaningfulWorkAccess,
  updateSelf,
  updateUser,
} from '@vs/domain';
import { type Context, Hono } from 'hono';
import type { AppOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { requireAuth } from '../middleware/session.ts';
import { validate } from '../validation.ts';
import { attachment } from './attachment.ts';
import { guardEmailProbes, isEmailTaken } from './email-probes.ts';
import {
  emailTemplateQuerySchema,
  emailTemplateSchema,
  orgPeopleQuerySchema,
  uidBodySchema,
  uidQuerySchema,
  updateMwSchema,
  updateSelfSchema,
  updateUserSchema,
  userListQuerySchema,
} from './users.schema.ts';

/** A person's data as a JSON file download (GDPR article 15), named after them. */
const personalDataReply = (c: Context<AppEnv>, { fileName, data }: PersonalDataExport) => {
  c.header('content-disposition', attachment(fileName));
  return c.json({ success: true, message: 'Personal data exported', ...data });
};

/** /api/user: own and others' accounts, the facilitator's logon-email and reminder templates, user lists. */
export const userRoutes = ({ deps, rateLimits, clientAddress }: AppOptions) =>
  new Hono<AppEnv>()
    .get('/info', async (c) => {
      const user = await getOwnInfo(deps, requireAuth(c).actor);
      return c.json({ success: true, message: 'User loaded', user });
    })
    .get('/info_byid', validate('query', uidQuerySchema), async (c) => {
      const user = await getUserInfoById(deps, requireAuth(c).actor, { uid: c.req.valid('query').uid });
      return c.json({ success: true, message: 'User loaded', user });
    })
    .get('/export', async (c) => personalDataReply(c, await exportOwnData(deps, requireAuth(c).actor)))
    .get('/export_byid', validate('query', uidQuerySchema), async (c) =>
      personalDataReply(
        c,
        await exportPersonalData(deps, requireAuth(c).actor, { uid: c.req.valid('query').uid }),
      ),
    )
    .put('/updateself', validate('json', updateSelfSchema), async (c) => {
      const { actor } = requireAuth(c);
      const sessionToken = c.get('sessionToken') ?? '';
      const input = { ...c.req.valid('json'), sessionToken };
      const update = () =>
        guardEmailProbes(rateLimits, actor, isEmailTaken, () => updateSelf(deps, actor, input));
      // A current-password check is a password guess: it counts, and is refused, with the login
      // failures of this account from this client (the same limits), else it would be an oracle.
      const attempt = { account: actor.email, client: clientAddress(c.req.raw, c.env) };
      const { message } = await (needsCurrentPassword(actor.email, input)
        ? rateLimits.login(attempt, update, isWrongCurrentPassword)
        : update());
      return c.json({ success: true, message });
    })
    .put('/update', validate('json', updateUserSchema), async (c) => {
      const { actor } = requireAuth(c);
      const input = c.req.valid('json');
      const { message } = await guardEmailProbes(rateLimits, actor, isEmailTaken, () =>
        updateUser(deps, actor, input),
      );
      return c.json({ success: true, message });
    })
    .delete('/delete', validate('json', uidBodySchema), async (c) => {
      const { message } = await deleteUser(deps, requireAuth(c).actor, c.req.valid('json'));
      return c.json({ success: true, message });
    })
    .put('/update_mw', validate('json', updateMwSchema), async (c) => {
      const { message } = await updateMeaningfulWorkAccess(deps, requireAuth(c).actor, c.req.valid('json'));
      return c.json({ success: true, message });
    })
    .get('/email_template', validate('query', emailTemplateQuerySchema), async (c) => {
      const { language } = c.req.valid('query');
      const template = await getEmailTemplate(deps, requireAuth(c).actor, 'logon', language);
      return c.json({ success: true, message: 'Template loaded', template });
    })
    .put('/email_template', validate('json', emailTemplateSchema), async (c) => {
      const { message } = await saveEmailTemplate(deps, requireAuth(c).actor, c.req.valid('json'));
      return c.json({ success: true, message });
    })
    .get('/reminder_template', validate('query', emailTemplateQuerySchema), async (c) => {
      const { language } = c.req.valid('query');
      const template = await getEmailTemplate(deps, requireAuth(c).actor, 'reminder', language);
      return c.json({ success: true, message: 'Template loaded', template });
    })
    .put('/reminder_template', validate('json', emailTemplateSchema), async (c) => {
      const { message } = await saveEmailTemplate(
        deps,
        requireAuth(c).actor,
        c.req.valid('json'),
        'reminder',
      );
      return c.json({ success: true, message });
    })
    .get('/participants', validate('query', orgPeopleQuerySchema), async (c) => {
      const { users, total } = await listParticipants(deps, requireAuth(c).actor, c.req.valid('query'));
      return c.json({ success: true, message: `${users.length} participants`, users, total });
    })
    .get('/participants_uploaded', async (c) => {
      const users = await listUploadedParticipants(deps, requireAuth(c).actor);
      return c.json({ success: true, message: `${users.length} uploaded participants`, users });
    })
    .get('/facilitators', validate('query', orgPeopleQuerySchema), async (c) => {
      const { users, total } = await listFacilitators(deps, requireAuth(c).actor, c.req.valid('query'));
      return c.json({ success: true, message: `${users.length} guides`, users, total });
    })
    .get('/superadmins', validate('query', userListQuerySchema), async (c) => {
      const { users, total } = await listSuperAdmins(deps, requireAuth(c).actor, c.req.valid('query'));
      return c.json({ success: true, message: `${users.length} super-admins`, users, total });
    });
