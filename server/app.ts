/**
 * Builds the Fastify application: every route, plugin and error mapping, on a database that
 * the caller opened (main.ts in production, each test file its own). Nothing listens here, so
 * tests drive it with `app.inject`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import type { Database } from './db/database';
import { loggerOptions } from './logger';
import { healthRoutes } from './routes/health';
import { configRoutes } from './routes/config';
import { staticRoutes } from './static';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    database: Database;
    settings: AppSettings;
  }
}

export interface AppSettings {
  publicUrl: string;
  minClientVersion?: string | undefined;
  /** Folder with the built PWA; undefined serves the API only. */
  staticDir?: string | undefined;
}

export interface AppOptions extends AppSettings {
  database: Database;
  logLevel?: string;
}

/** Error body of every failed API call: a stable code the app translates, and a developer hint. */
export interface ApiError {
  error: string;
  message?: string;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logLevel === 'silent' ? false : loggerOptions(options.logLevel ?? 'info'),
    // Let in-flight requests finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  });
  app.decorate('db', options.database.db);
  app.decorate('database', options.database);
  app.decorate('settings', {
    publicUrl: options.publicUrl,
    minClientVersion: options.minClientVersion,
    staticDir: options.staticDir,
  });

  app.setErrorHandler((err: Error & { validation?: unknown; statusCode?: number; code?: string }, req, reply) => {
    if (err.validation) {
      return reply.status(400).send({ error: 'badRequest', message: err.message } satisfies ApiError);
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    return reply.status(status).send({
      error: status >= 500 ? 'internalServerError' : (err.code ?? 'badRequest'),
      ...(status < 500 ? { message: err.message } : {}),
    } satisfies ApiError);
  });

  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(staticRoutes);
  return app;
}
