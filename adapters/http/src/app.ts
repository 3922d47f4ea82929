import { ERROR_MESSAGES, GUIDE, loadProgressChanges, SUPER_ADMIN, translate } from '@vs/domain';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppOptions } from './app-options.ts';
import type { AppEnv } from './env.ts';
import { createErrorHandler, failure } from './error-handler.ts';
import { bodyLimit } from './middleware/body-limit.ts';
import { replyHeadersOf } from './middleware/reply-headers.ts';
import { wordReplies } from './middleware/reply-words.ts';
import { requestEnvelope } from './middleware/request-envelope.ts';
import { requireSameOrigin } from './middleware/require-same-origin.ts';
import { requireAccessLevel, requireSession, sessionMiddleware } from './middleware/session.ts';
import { type OpenApiDocument, openApiDocument } from './openapi/openapi-document.ts';
import { createInProcessProgressBus } from './progress/progress-bus.ts';
import { createProgressFeed } from './progress/progress-feed.ts';
import { replyLanguage } from './reply-language.ts';
import { archiveRoutes } from './routes/archives.route.ts';
import { auditRoutes } from './routes/audit.route.ts';
import { authRoutes } from './routes/auth.route.ts';
import { docsRoutes } from './routes/docs.route.ts';
import { eventRoutes } from './routes/events.route.ts';
import { followUpRoutes } from './routes/follow-ups.route.ts';
import { healthRoutes } from './routes/health.route.ts';
import { liveStepRoutes } from './routes/live-step.route.ts';
import { logonLinkRoutes } from './routes/logon-link.route.ts';
import { orgSsoRoutes } from './routes/org-sso.route.ts';
import { organisationRoutes } from './routes/organisations.route.ts';
import { outputRoutes } from './routes/outputs.route.ts';
import { progressRoutes } from './routes/progress.route.ts';
import { responseRoutes } from './routes/responses.route.ts';
import { SAML_ACS_PATH, ssoRoutes } from './routes/sso.route.ts';
import { userRoutes } from './routes/users.route.ts';
import { valueRoutes } from './routes/values.route.ts';

/** Bodies above this are refused with 413 (uploads have their own, larger limit). */
export const BODY_LIMIT_BYTES = 256 * 1024;
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
/** A participant spreadsheet (at most 1 MB of CSV) as a JSON string: its escapes may double it. */
export const IMPORT_BODY_LIMIT_BYTES = 2.5 * 1024 * 1024;

/**
 * The whole HTTP API: /api/* (spec section 7), /healthz and /readyz, and the API's own OpenAPI
 * document (/api/openapi.json, browsable at /api/docs). Every reply carries an
 * `X-Request-Id`, every request gets one access-log line and, given a registry, its metrics.
 *
 * @example
 * const app = createApp(options);
 * serve({ fetch: app.fetch, port: 3000 });
 */
export const createApp = (options: AppOptions) => {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(options.logger, options.serviceDown));
  app.notFound((c) => {
    c.set('unmatched', true);
    return failure(c, 404, translate(replyLanguage(c), ERROR_MESSAGES.noSuchRoute));
  });
  const replyHeaders = replyHeadersOf(options.frontendOrigins ?? []);
  // First, so every later line (errors, the access log) carries the request id.
  app.use('*', requestEnvelope({ ...options, replyHeaders }));
  // JSON replies to reads travel gzipped when the client accepts it (the 8,500 active events of a
  // large provider are 2.6 MB of JSON). Replies to writes and the session check are a few bytes and
  // frequent: gzipping one costs more than the whole request (JSON replies carry no length, so the
  // library's size threshold cannot tell). Files (PDFs, zips) are compressed already.
  app.on('GET', '/api/*', compress({ contentTypeFilter: /^application\/json/ }));
  app.use('/api/*', requireSameOrigin(options.allowedOrigins, [SAML_ACS_PATH]));
  app.use('/api/*', sessionMiddleware(options.deps));
  // After the session: a reply's message is worded in its reader's own language.
  app.use('/api/*', wordReplies);
  // Everything but sign-in and links needs a session: refuse without one before parsing a body
  // (uploads reach 10 MB).
  for (const group of ['/api/user/*', '/api/event/*', '/api/response/*', '/api/audit'])
    app.use(group, requireSession);
  // Uploads (up to 10 MB) are for super-admins: anyone else is refused before the file is read.
  app.use('/api/event/upload_event', requireAccessLevel(SUPER_ADMIN));
  // Spreadsheet imports (up to 2.5 MB) are for Guides and super-admins, refused to others unread.
  app.use('/api/event/import_participants', requireAccessLevel(GUIDE));
  // Body limits come after the identity checks: Hono's limit reads a body sent without a length.
  const largeBodies = new Map([
    ['/api/event/upload_event', UPLOAD_LIMIT_BYTES],
    ['/api/event/import_participants', IMPORT_BODY_LIMIT_BYTES],
  ]);
  for (const [path, maxSize] of largeBodies)
    app.use(
      path,
      bodyLimit({
        maxSize,
        onError: (c) => failure(c, 413, translate(replyLanguage(c), ERROR_MESSAGES.fileTooLarge)),
      }),
    );
  // Built once, not per request: every other /api body is held to the small limit.
  const apiBodyLimit = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => failure(c, 413, translate(replyLanguage(c), ERROR_MESSAGES.tooLarge)),
  });
  app.use('/api/*', (c, next) => (largeBodies.has(c.req.path) ? next() : apiBodyLimit(c, next)));

  const progressBus = options.progressBus ?? createInProcessProgressBus();
  const progressFeed = createProgressFeed({
    bus: progressBus,
    load: (eid, uids) => loadProgressChanges(options.deps, eid, uids),
    onLoadError: (error, eid) => options.logger.warn({ err: error, eid }, 'progress changes not read'),
  });
  const routeOptions = { ...options, progressBus, progressFeed };
  // Built from the app's own routes, once they are all in place (the first request for it).
  let document: OpenApiDocument | undefined;
  const documentOfApp = () => {
    document ??= openApiDocument(app.routes);
    return document;
  };
  return app
    .route('/', healthRoutes(options))
    .route('/api', docsRoutes(documentOfApp))
    .route('/api/auth', authRoutes(options))
    .route('/api/auth', ssoRoutes(options))
    .route('/api/logon_link', logonLinkRoutes(options))
    .route('/api/followup', followUpRoutes(options))
    .route('/api/user', userRoutes(options))
    .route('/api/event', eventRoutes(routeOptions))
    .route('/api/event', archiveRoutes(options))
    .route('/api/event', outputRoutes(options))
    .route('/api/event', progressRoutes(routeOptions))
    .route('/api/response', responseRoutes(routeOptions))
    .route('/api/response', liveStepRoutes(routeOptions))
    .route('/api/audit', auditRoutes(routeOptions))
    .route('/api/org', organisationRoutes(options))
    .route('/api/org', orgSsoRoutes(options))
    .route('/api/values', valueRoutes());
};

export type AppType = ReturnType<typeof createApp>;
