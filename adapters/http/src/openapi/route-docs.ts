/**
 * What the OpenAPI document says of a route beyond what its zod validators show: a summary with
 * who may call it, and, where the route is no plain JSON exchange, what it takes or answers.
 */
export interface RouteDoc {
  readonly summary: string;
  /** Callable without a session (sign-in, links, public branding, probes, this documentation). */
  readonly open?: true;
  /** A reply other than JSON: its media type. */
  readonly produces?: string;
  /** A raw request body (not JSON): its media type. */
  readonly consumes?: string;
}

/**
 * Every route of the app, one line each, keyed `METHOD /path` as Hono lists it (`app.routes`; a
 * `:name` segment is a path parameter). A route the app serves and this table lacks fails
 * openapi-document.test.ts: documenting a new route is adding its line here (its body and query
 * come from the zod schemas its `validate(...)` calls already check).
 */
export const ROUTE_DOCS: Readonly<Record<string, RouteDoc>> = {
  'GET /healthz': { summary: 'Liveness: the process answers', open: true },
  'GET /readyz': {
    summary: 'Readiness: the database answers and the process is not shutting down',
    open: true,
  },
  'GET /api/openapi.json': { summary: 'This OpenAPI 3.1 document', open: true },
  'GET /api/docs': {
    summary: 'A browsable view of this document (Swagger UI)',
    open: true,
    produces: 'text/html',
  },
  'GET /api/docs/:asset': {
    summary: "The documentation view's scripts and style sheet",
    open: true,
    produces: '*/*',
  },
  'POST /api/auth/login': {
    summary: 'Sign in: accessLevel, or lid when a password must be set first',
    open: true,
  },
  'POST /api/auth/logout': { summary: 'Sign out', open: true },
  'POST /api/auth/loggedIn': { summary: 'The session check: valid, accessLevel, firstLogin', open: true },
  'POST /api/auth/register': { summary: 'Create a user (Guide: participants; super-admin: any level)' },
  'POST /api/auth/reset_password_email': {
    summary: 'Email a password-reset link (rate limited)',
    open: true,
  },
  'PUT /api/auth/reset_password': {
    summary: "Set a password with a link: the link holder's user.email",
    open: true,
  },
  'GET /api/auth/sso/start': {
    summary: 'Enterprise sign-in: 302 to the identity provider found by email domain or organisation slug',
    open: true,
    produces: 'text/html',
  },
  'GET /api/auth/oidc/callback': {
    summary: 'OIDC callback: sets the session cookie, 302 to the local path asked for',
    open: true,
    produces: 'text/html',
  },
  'POST /api/auth/saml/acs': {
    summary: 'SAML assertion consumer (POST binding): sets the session cookie, 302',
    open: true,
    consumes: 'application/x-www-form-urlencoded',
    produces: 'text/html',
  },
  'GET /api/auth/saml/metadata': {
    summary: "This service provider's SAML metadata (?org=<slug> for an organisation's)",
    open: true,
    produces: 'application/samlmetadata+xml',
  },
  'GET /api/values': {
    summary:
      "The values catalogue in a shipped language (lang=, else the viewer's): originalIndex, value, definition",
    open: true,
  },
  'GET /api/logon_link': { summary: 'A logon link: link.used, link.uid', open: true },
  'GET /api/followup/view': {
    summary: 'A follow-up by its emailed token: the values, and the drift once answered',
    open: true,
  },
  'POST /api/followup/submit': {
    summary: "Answer a follow-up by its token: today's % lived; the drift",
    open: true,
  },
  'POST /api/followup/opt_out': {
    summary: 'Stop every later follow-up for the person of a token',
    open: true,
  },
  'GET /api/user/info': { summary: 'The signed-in user' },
  'GET /api/user/info_byid': { summary: 'A user (self, their Guide, a super-admin)' },
  'GET /api/user/export': { summary: "One's own personal data (GDPR export)" },
  'GET /api/user/export_byid': { summary: "A user's personal data (super-admin, their Guide)" },
  'PUT /api/user/updateself': { summary: "Change one's own name, email or password" },
  'PUT /api/user/update': { summary: 'Change a user (Guide: own participants; super-admin)' },
  'DELETE /api/user/delete': {
    summary: 'Delete a user and erase their data (Guide: own participants; super-admin)',
  },
  'PUT /api/user/update_mw': { summary: "Turn a user's Meaningful Work on or off" },
  'GET /api/user/email_template': { summary: "The Guide's logon email template" },
  'PUT /api/user/email_template': { summary: "Save the Guide's logon email template" },
  'GET /api/user/reminder_template': { summary: "The Guide's reminder email template" },
  'PUT /api/user/reminder_template': { summary: "Save the Guide's reminder email template" },
  'GET /api/user/participants': { summary: 'Participants in scope (search, paging)' },
  'GET /api/user/participants_uploaded': { summary: 'Participants of uploaded events (super-admin)' },
  'GET /api/user/facilitators': { summary: 'Guides (search, paging)' },
  'GET /api/user/superadmins': { summary: 'Super-admins (super-admin)' },
  'GET /api/event': { summary: 'An event (its manager)' },
  'GET /api/event/all': { summary: 'Active events (Guide: own; super-admin: all)' },
  'GET /api/event/summaries': {
    summary: 'Event summaries by status, for long lists; the first `limit` with the total',
  },
  'GET /api/event/uploaded_events': { summary: 'Uploaded events (super-admin)' },
  'GET /api/event/all_expired': { summary: 'Closed events' },
  'GET /api/event/failed_emails': { summary: 'Events with failed logon emails (super-admin)' },
  'GET /api/event/pending_removal': { summary: 'Events pending removal' },
  'GET /api/event/participants': { summary: "An event's participants (its manager)" },
  'GET /api/event/participant_event': { summary: "The signed-in participant's event" },
  'GET /api/event/participant_event_byid': { summary: "A participant's event (their manager)" },
  'POST /api/event/create': { summary: 'Create an event (Guide, super-admin)' },
  'GET /api/event/followup_report': { summary: "An event's follow-up report per point, no names (manager)" },
  'GET /api/event/followup_report_pdf': { summary: "An event's impact report as a PDF, no names (manager)" },
  'PUT /api/event/update': { summary: 'Change an event (its manager)' },
  'PUT /api/event/facilitatorclose': { summary: 'Close an event (its manager)' },
  'POST /api/event/add_participant': { summary: 'Add a participant, by uid or email (its manager)' },
  'POST /api/event/import_participants': { summary: 'Import participants from a spreadsheet (CSV text)' },
  'PUT /api/event/remove_participant': { summary: 'Remove a participant from an event' },
  'POST /api/event/send_email': { summary: 'Send one participant their logon email' },
  'POST /api/event/send_emails': { summary: 'Send every participant of an event their logon email' },
  'POST /api/event/remind': { summary: 'Remind the participants who have not finished' },
  'POST /api/event/upload_event': { summary: 'Upload an event file (super-admin)' },
  'DELETE /api/event/delete': { summary: 'Delete a closed or uploaded event' },
  'GET /api/event/team_output': { summary: 'The team output of an event' },
  'GET /api/event/event_file': {
    summary: "An event's archive of PDFs, made while waiting",
    produces: 'application/zip',
  },
  'POST /api/event/event_file_request': { summary: "Ask for an event's archive, made by a worker" },
  'GET /api/event/event_file_status': { summary: 'Whether a requested archive is ready' },
  'GET /api/event/event_file_download': {
    summary: 'Download a requested archive',
    produces: 'application/zip',
  },
  'GET /api/event/event_output': {
    summary: "A participant's PDF (prework, live or mw)",
    produces: 'application/pdf',
  },
  'GET /api/event/progress': { summary: "An event's live progress (its manager)" },
  'GET /api/event/progress/stream': {
    summary: "An event's live progress as it changes",
    produces: 'text/event-stream',
  },
  'GET /api/response/participant': { summary: "One's own values (prework or live)" },
  'GET /api/response/participant_byid': { summary: "A participant's values (their manager)" },
  'PUT /api/response/participant': { summary: "Save one's own values" },
  'PUT /api/response/participant_byid': { summary: "Save a participant's values (their manager)" },
  'GET /api/response/insight': { summary: "One's own valued-vs-lived insight" },
  'GET /api/response/insight_byid': { summary: "A participant's valued-vs-lived insight" },
  'GET /api/response/drift_byid': { summary: "A participant's drift since the workshop, per follow-up" },
  'GET /api/response/meaningfulwork': { summary: 'Meaningful Work (own, or with uid)' },
  'PUT /api/response/meaningfulwork': { summary: 'Save Meaningful Work (own, or with uid)' },
  'PUT /api/response/live_step': { summary: "Record one's step in a Live session" },
  'GET /api/audit': { summary: 'The audit log (super-admin; client admin: their organisations)' },
  'POST /api/org/create': { summary: 'Create a client organisation (super-admin)' },
  'GET /api/org/all': { summary: 'Client organisations in scope' },
  'GET /api/org/branding_of': {
    summary: "A person's organisation's branding (whoever may act on that person)",
  },
  'GET /api/org/mine': { summary: "The signed-in person's organisation's branding" },
  'PUT /api/org/update': { summary: 'Change an organisation (super-admin; client admin: branding)' },
  'PUT /api/org/logo': { summary: "Set an organisation's logo (the image as the body)", consumes: 'image/*' },
  'GET /api/org/members': { summary: "An organisation's members" },
  'POST /api/org/add_member': { summary: 'Add a Guide to an organisation' },
  'POST /api/org/remove_member': { summary: 'Remove a Guide from an organisation' },
  'GET /api/org/sso': { summary: "An organisation's sign-in settings (never the client secret)" },
  'PUT /api/org/sso': { summary: "Set an organisation's sign-in settings (super-admin, client admin)" },
  'GET /api/org/usage': { summary: "An organisation's usage report (JSON, or CSV with format=csv)" },
  'GET /api/org/branding': { summary: "An organisation's public branding, by slug", open: true },
  'GET /api/org/logo': { summary: "An organisation's logo, by slug", open: true, produces: 'image/*' },
};
