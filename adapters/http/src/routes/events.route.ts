import {
  addParticipant,
  closeEvent,
  createEvent,
  deleteEvent,
  getEvent,
  getFollowUpReport,
  getParticipantEvent,
  getTeamOutput,
  importParticipants,
  listActiveEvents,
  listEventParticipants,
  listEventSummaries,
  listExpiredEvents,
  listFailedLogonEmails,
  listFirstEventSummaries,
  listPendingRemoval,
  listUploadedEvents,
  remindUnfinished,
  removeParticipant,
  sendLogonEmail,
  sendLogonEmails,
  updateEvent,
  uploadEvent,
  wordsIn,
} from '@vs/domain';
import { Hono } from 'hono';
import type { RouteOptions } from '../app-options.ts';
import type { AppEnv } from '../env.ts';
import { requireAuth } from '../middleware/session.ts';
import { replyLanguage } from '../reply-language.ts';
import { validate } from '../validation.ts';
import { guardEmailProbes, guardImportProbes, isNoParticipantWithEmail } from './email-probes.ts';
import {
  addParticipantSchema,
  createEventSchema,
  deleteEventSchema,
  eidBodySchema,
  eidQuerySchema,
  eventParticipantsQuerySchema,
  eventSummariesQuerySchema,
  importParticipantsSchema,
  orgFilterQuerySchema,
  participantEventByIdQuerySchema,
  participantMembershipSchema,
  sendEmailSchema,
  updateEventSchema,
  uploadEventSchema,
} from './events.schema.ts';
import { importReplyIn } from './import-reply.ts';

/** "1 event", "2 events": list replies say how many they hold. */
const countOf = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;

/** /api/event: events, their participants, logon emails, uploads, archives and team output. */
export const eventRoutes = ({ deps, rateLimits, progressBus }: RouteOptions) =>
  new Hono<AppEnv>()
    .get('/', validate('query', eidQuerySchema), async (c) => {
      const event = await getEvent(deps, requireAuth(c).actor, { eid: c.req.valid('query').eid });
      return c.json({ success: true, message: 'Event loaded', event });
    })
    .get('/all', validate('query', orgFilterQuerySchema), async (c) => {
      const events = await listActiveEvents(deps, requireAuth(c).actor, c.req.valid('query'));
      return c.json({ success: true, message: countOf(events.length, 'event'), events });
    })
    .get('/summaries', validate('query', eventSummariesQuerySchema), async (c) => {
      const { actor } = requireAuth(c);
      const { limit, ...input } = c.req.valid('query');
      // With a limit, the first rows and how many there are: a table shows them while all load.
      const { events, total } =
        limit === undefined
          ? await listEventSummaries(deps, actor, input).then((all) => ({ events: all, total: all.length }))
          : await listFirstEventSummaries(deps, actor, { ...input, limit });
      return c.json({ success: true, message: countOf(total, 'event'), events, total });
    })
    .get('/uploaded_events', async (c) => {
      const events = await listUploadedEvents(deps, requireAuth(c).actor);
      return c.json({ success: true, message: countOf(events.length, 'uploaded event'), events });
    })
    .get('/all_expired', validate('query', orgFilterQuerySchema), async (c) => {
      const events = await listExpiredEvents(deps, requireAuth(c).actor, c.req.valid('query'));
      return c.json({ success: true, message: countOf(events.length, 'closed event'), events });
    })
    .get('/failed_emails', async (c) => {
      const emails = await listFailedLogonEmails(deps, requireAuth(c).actor);
      return c.json({
        success: true,
        message: countOf(emails.length, 'undelivered login email'),
        emails: emails.map((email) => ({ ...email, failedAt: email.failedAt.toISOString() })),
      });
    })
    .get('/pending_removal', validate('query', orgFilterQuerySchema), async (c) => {
      const events = await listPendingRemoval(deps, requireAuth(c).actor, c.req.valid('query'));
      return c.json({
        success: true,
        message: countOf(events.length, 'event pending removal', 'events pending removal'),
        events,
      });
    })
    .get('/participants', validate('query', eventParticipantsQuerySchema), async (c) => {
      const users = await listEventParticipants(deps, requireAuth(c).actor, c.req.valid('query'));
      return c.json({ success: true, message: countOf(users.length, 'participant'), users });
    })
    .get('/participant_event', async (c) => {
      const event = await getParticipantEvent(deps, requireAuth(c).actor);
      return c.json({ success: true, message: 'Event loaded', event });
    })
    .get('/participant_event_byid', validate('query', participantEventByIdQuerySchema), async (c) => {
      const event = await getParticipantEvent(deps, requireAuth(c).actor, c.req.valid('query'));
      return c.json({ success: true, message: 'Event loaded', event });
    })
    .get('/followup_report', validate('query', eidQuerySchema), async (c) => {
      const points = await getFollowUpReport(deps, requireAuth(c).actor, c.req.valid('query'));
      return c.json({ success: true, message: `${points.length} follow-up points`, points });
    })
    .post('/create', validate('json', createEventSchema), async (c) => {
      const event = await createEvent(deps, requireAuth(c).actor, c.req.valid('json'));
      return c.json({ success: true, message: 'Event created', event }, 201);
    })
    .put('/update', validate('json', updateEventSchema), async (c) => {
      const event = await updateEvent(deps, requireAuth(c).actor, c.req.valid('json'));
      return c.json({ success: true, message: 'Event updated', event });
    })
    .put('/facilitatorclose', validate('json', eidBodySchema), async (c) => {
      const { message } = await closeEvent(deps, requireAuth(c).actor, c.req.valid('json'));
      return c.json({ success: true, message });
    })
    .post('/add_participant', validate('json', addParticipantSchema), async (c) => {
      const { actor } = requireAuth(c);
      const input = c.req.valid('json');
      const add = () => addParticipant(deps, actor, input);
      // By email, "no such participant" tells something about the address: counted as a probe.
      const event = await ('email' in input
        ? guardEmailProbes(rateLimits, actor, isNoParticipantWithEmail, add)
        : add());
      const added = event.participants.at(-1);
      if (added) progressBus.publish(input.eid, added.uid);
      return c.json({ success: true, message: 'Participant added', event, participants: event.participants });
    })
    .post('/import_participants', validate('json', importParticipantsSchema), async (c) => {
      const { actor } = requireAuth(c);
      const input = c.req.valid('json');
      // Every row answered without being written is counted, and rows about accounts beyond the
      // Guide's scope, before the reply leaves (docs/api.md): a file cannot sweep addresses.
      const { probes: _probes, ...result } = await guardImportProbes(
        rateLimits,
        actor,
        input.rows.length,
        input.dryRun,
        () => importParticipants(deps, actor, input),
      );
      // Rows with errors: nothing was written, and the rows say why (a bad request, with its detail).
      return c.json(importReplyIn(replyLanguage(c), result), result.success ? 200 : 400);
    })
    .put('/remove_participant', validate('json', participantMembershipSchema), async (c) => {
      const input = c.req.valid('json');
      const result = await removeParticipant(deps, requireAuth(c).actor, input);
      progressBus.publish(input.eid, input.uid);
      return c.json({ success: true, ...result });
    })
    .post('/send_email', validate('json', sendEmailSchema), async (c) => {
      const { message } = await sendLogonEmail(deps, requireAuth(c).actor, c.req.valid('json'));
      return c.json({ success: true, message });
    })
    .post('/send_emails', validate('json', eidBodySchema), async (c) => {
      const result = await sendLogonEmails(deps, requireAuth(c).actor, c.req.valid('json'));
      return c.json({ success: true, ...result, message: wordsIn(replyLanguage(c), result.message) });
    })
    .post('/remind', validate('json', eidBodySchema), async (c) => {
      const result = await remindUnfinished(deps, requireAuth(c).actor, c.req.valid('json'));
      return c.json({ success: true, ...result, message: wordsIn(replyLanguage(c), result.message) });
    })
    .post('/upload_event', validate('json', uploadEventSchema), async (c) => {
      const result = await uploadEvent(deps, requireAuth(c).actor, { file: c.req.valid('json').eventFile });
      return c.json({ success: true, ...result }, 201);
    })
    .delete('/delete', validate('json', deleteEventSchema), async (c) => {
      const { message } = await deleteEvent(deps, requireAuth(c).actor, c.req.valid('json'));
      return c.json({ success: true, message });
    })
    .get('/team_output', validate('query', orgFilterQuerySchema), async (c) => {
      const teamOutput = await getTeamOutput(deps, requireAuth(c).actor, c.req.valid('query'));
      return c.json({ success: true, message: countOf(teamOutput.length, 'event'), team_output: teamOutput });
    });
