/**
 * Builds the Fastify application: every route, plugin and error mapping, on a database that
 * the caller opened (main.ts in production, each test file its own). Nothing listens here, so
 * tests drive it with `app.inject`.
 */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DestinationStream } from 'pino';
import type { DB } from './db/schema';
import type { Database } from './db/database';
import { loggerOptions, noteRoute } from './logger';
import { healthRoutes } from './system/health-routes';
import { configRoutes } from './system/config-routes';
import { staticRoutes } from './static';
import { apiAccessRoutes } from './api-access/routes';
import { publicApiRoutes } from './api-access/public-api';
import { SERVER_ROUTE } from '../src/domain/server-paths';
import { referenceRoutes } from './api-access/reference-page';
import { watchChanges } from './api-access/webhooks';
import rateLimit from '@fastify/rate-limit';
import { securityHeaders } from './security-headers';
import { noNul } from './no-nul';
import { accessControl, type Access } from './auth/access';
import { sessionRoutes } from './login/routes';
import { nativeLinkRoutes } from './login/native';
import { accountRoutes } from './account/routes';
import { emailConfirmationRoutes } from './account/email-confirmation';
import { privacyRoutes } from './connections/privacy';
import { questionManageRoutes } from './questions/manage';
import { auditRoutes } from './audit/routes';
import { devRoutes } from './system/dev-routes';
import { syncRoutes } from './sync/routes';
import { visitorRoutes } from './visitors/routes';
import { conversationRoutes } from './conversations/routes';
import { agendaRoutes } from './agenda/routes';
import { attendeeRoutes } from './attendees/routes';
import { questionRoutes } from './questions/routes';
import { contentRoutes } from './contents/routes';
import { contentManageRoutes } from './contents/manage';
import { contentPublicRoutes } from './contents/public';
import { teamRoutes } from './team/routes';
import { licenceRoutes } from './team/licences';
import { teamImportRoutes } from './team/import';
import { orderRoutes } from './orders/routes';
import { LOCAL_PROVIDER_SECRET, type PaymentProvider } from './orders/provider';
import type { ServerMode } from './config';
import { followUpRoutes } from './follow-up/routes';
import { organiserRoutes } from './organiser/routes';
import { organiserExhibitorRoutes } from './organiser/exhibitors';
import { organiserVisitorRoutes } from './organiser/visitors';
import { organiserVisitorListRoutes } from './organiser/visitor-list';
import { organiserShopRoutes } from './organiser/shop';
import { organiserActivityRoutes } from './organiser/activities';
import { organiserApiKeyRoutes } from './organiser/api-keys';
import { organiserApiRoutes } from './organiser/api';
import { organiserAccountRoutes } from './organiser/accounts';
import { uploadRoutes } from './media/routes';
import { taskRoutes } from './tasks/routes';
import { organiserTaskRoutes } from './tasks/organiser';
import { MediaStore } from './media/store';
import { realtimeRoutes } from './realtime';
import { meetingRoomRoutes } from './meeting-room/routes';
import { guestRoutes } from './guests/routes';
import { guestPublicRoutes } from './guests/public';
import { badgeLinkRoutes } from './guests/badge-link';
import type { IceServer } from '../src/domain/meeting-room';
import { createMessenger, smsGatewayFrom, type Messenger } from './mail/mailer';
import { compareVersions } from '../src/domain/version';
import { VERSION_HEADER } from '../src/domain/version';
import { maintenanceHook, type MaintenanceOptions } from './system/maintenance';
import { Refused } from './refusal';
import { DATE_TIME_PATTERN } from '../src/domain/date-time';
import { isApiPath, matchedRoute } from './routing';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    database: Database;
    settings: AppSettings;
    messenger: Messenger;
    /** Every API route with its access declaration (the authorization matrix test reads it). */
    routeTable: Array<{ method: string; url: string; access: Access | undefined }>;
    /** Routes outside the API and the server's pages (src/domain/server-paths.ts), as `METHOD url`. */
    otherRoutes: string[];
    /** 'partner' (partnerId) when an exhibitor's data changed: the realtime socket tells its devices. */
    changes: EventEmitter;
    /** Uploaded note media. */
    media: MediaStore;
  }
}

export interface AppSettings {
  publicUrl: string;
  /**
   * production (default) or development (server/config.ts: NODE_ENV). Only development offers the
   * local payment provider and its default webhook secret.
   */
  mode?: ServerMode;
  /** The secret payment webhooks are signed with (PAYMENT_WEBHOOK_SECRET); in development the local provider's default when unset. */
  paymentWebhookSecret?: string | undefined;
  /** Login attempts and login-mail requests per client address and minute (default 30). */
  loginRatePerMinute?: number;
  minClientVersion?: string | undefined;
  /** The native shell's minimum and latest versions (NATIVE_MIN_VERSION, NATIVE_LATEST_VERSION), told in GET /api/config. */
  nativeMinVersion?: string | undefined;
  nativeLatestVersion?: string | undefined;
  /** Where 'Contact support' writes to (SUPPORT_EMAIL), told in GET /api/config. */
  supportEmail?: string | undefined;
  /** Maintenance: API calls answer 503 with Retry-After (MAINTENANCE=1 or the operator's flag file; server/system/maintenance.ts). */
  maintenance?: MaintenanceOptions;
  /** Folder with the built PWA; undefined serves the API only. */
  staticDir?: string | undefined;
  /** Folder of uploaded media (tus uploads); default: a new temporary folder. */
  mediaDir?: string | undefined;
  /** How often realtime sockets check that their session still exists (default 60 s). */
  realtimeRecheckMs?: number;
  /** STUN/TURN servers for meeting rooms (config ICE_SERVERS); default none: host candidates only. */
  iceServers?: IceServer[];
  /** Proxies whose X-Forwarded-For is believed (config TRUST_PROXY); default none. */
  trustProxy?: string[] | false;
}

export interface AppOptions extends AppSettings {
  database: Database;
  logLevel?: string;
  /** Where the log's lines go (tests read them); default standard output. */
  logStream?: DestinationStream;
  /** Mail and SMS delivery; default: SMTP_URL if set, else the development mailbox. */
  messenger?: Messenger;
  /** The badge shop's payment provider; default: the local one in development (server/orders/local-provider.ts), none in production. */
  paymentProvider?: PaymentProvider;
}

/** Error body of every failed API call: a stable code the app translates, and a developer hint. */
export interface ApiError {
  error: string;
  message?: string;
}

/** A validation message for a developer: the date-time rule named, not its regular expression printed. */
export function validationHint(message: string): string {
  return message.split(`must match pattern "${DATE_TIME_PATTERN.source}"`).join('must be a date-time such as 2026-11-27T09:30:00Z or 2026-11-27T10:30:00.123+01:00 (RFC 3339, years 0001-9999, at most 6 fraction digits)');
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logLevel === 'silent' ? false : loggerOptions(options.logLevel ?? 'info', options.logStream),
    // Let in-flight requests finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  });
  const routeTable: FastifyInstance['routeTable'] = [];
  const otherRoutes: string[] = [];
  app.decorate('routeTable', routeTable);
  app.decorate('otherRoutes', otherRoutes);
  app.addHook('onRoute', (route) => {
    // Its secret parameters stay out of the log also when a request misses the route (server/logger.ts).
    noteRoute(route.url, (route.config as { secretParams?: readonly string[] } | undefined)?.secretParams);
    // The API, and the pages opened without the app.
    if (!SERVER_ROUTE.test(route.url)) {
      otherRoutes.push(...[route.method].flat().map((m) => `${m} ${route.url}`));
      return;
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, access: (route.config as { access?: Access } | undefined)?.access });
    }
  });
  app.decorate('changes', new EventEmitter().setMaxListeners(0));
  watchChanges(app);
  app.decorate('db', options.database.db);
  app.decorate('database', options.database);
  const messenger =
    options.messenger ??
    createMessenger({ smtpUrl: process.env.SMTP_URL, from: process.env.MAIL_FROM, log: (msg) => app.log.info(msg), smsGateway: smsGatewayFrom(process.env.SMS_GATEWAY, options.mode ?? 'production') });
  app.decorate('messenger', messenger);
  app.decorate('media', new MediaStore(options.mediaDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'leadstand-media-'))));
  app.addHook('onClose', async () => messenger.close());
  const mode = options.mode ?? 'production';
  app.decorate('settings', {
    publicUrl: options.publicUrl,
    mode,
    paymentWebhookSecret: options.paymentWebhookSecret ?? (mode === 'development' ? LOCAL_PROVIDER_SECRET : undefined),
    minClientVersion: options.minClientVersion,
    nativeMinVersion: options.nativeMinVersion,
    nativeLatestVersion: options.nativeLatestVersion,
    supportEmail: options.supportEmail,
    staticDir: options.staticDir,
    loginRatePerMinute: options.loginRatePerMinute ?? 30,
    realtimeRecheckMs: options.realtimeRecheckMs ?? 60_000,
    iceServers: options.iceServers ?? [],
  });

  app.setErrorHandler((err: Error & { validation?: unknown; statusCode?: number; code?: string }, req, reply) => {
    if (err instanceof Refused) return reply.status(err.status).send(err.body);
    if (err.validation) {
      return reply.status(400).send({ error: 'badRequest', message: validationHint(err.message) } satisfies ApiError);
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status === 429) return reply.status(429).send({ error: 'tooManyRequests' } satisfies ApiError);
    if (status >= 500) req.log.error({ err }, 'request failed');
    return reply.status(status).send({
      error: status >= 500 ? 'internalServerError' : (err.code ?? 'badRequest'),
      ...(status < 500 ? { message: err.message } : {}),
    } satisfies ApiError);
  });

  maintenanceHook(app, options.maintenance ?? {});
  // Clients older than the minimum version must update first (the app shows the update dialog),
  // on every API route but the one that tells them the rule; decided on the matched route.
  app.addHook('onRequest', async (req, reply) => {
    const min = app.settings.minClientVersion;
    const version = req.headers[VERSION_HEADER];
    const route = matchedRoute(req);
    if (min && typeof version === 'string' && route && isApiPath(route) && route !== '/api/config' && compareVersions(version, min) < 0) {
      return reply.status(426).send({ error: 'versionIncompatible' } satisfies ApiError);
    }
  });
  await securityHeaders(app, options.publicUrl);
  await app.register(noNul);
  await app.register(rateLimit, { global: false });
  await app.register(accessControl);
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(sessionRoutes);
  await app.register(nativeLinkRoutes);
  await app.register(accountRoutes);
  await app.register(emailConfirmationRoutes);
  await app.register(syncRoutes);
  await app.register(visitorRoutes);
  await app.register(conversationRoutes);
  await app.register(agendaRoutes);
  await app.register(attendeeRoutes);
  await app.register(guestRoutes);
  await app.register(guestPublicRoutes);
  await app.register(badgeLinkRoutes);
  await app.register(privacyRoutes);
  await app.register(auditRoutes);
  await app.register(questionRoutes);
  await app.register(questionManageRoutes);
  await app.register(contentRoutes);
  await app.register(contentManageRoutes);
  await app.register(contentPublicRoutes);
  await app.register(followUpRoutes);
  await app.register(teamRoutes);
  await app.register(licenceRoutes);
  await app.register(teamImportRoutes);
  await app.register(orderRoutes(options.paymentProvider));
  await app.register(organiserRoutes);
  await app.register(organiserExhibitorRoutes);
  await app.register(organiserVisitorRoutes);
  await app.register(organiserVisitorListRoutes);
  await app.register(organiserShopRoutes);
  await app.register(organiserActivityRoutes);
  await app.register(organiserApiKeyRoutes);
  await app.register(organiserApiRoutes);
  await app.register(apiAccessRoutes);
  await app.register(publicApiRoutes);
  await app.register(referenceRoutes);
  await app.register(organiserAccountRoutes);
  await app.register(uploadRoutes(app.media));
  await app.register(taskRoutes);
  await app.register(organiserTaskRoutes);
  await app.register(realtimeRoutes);
  await app.register(meetingRoomRoutes);
  await app.register(devRoutes);
  await app.register(staticRoutes);
  return app;
}
