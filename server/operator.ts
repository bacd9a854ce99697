/**
 * The operator channel: while the server runs on embedded PGlite, no other process may open
 * its data folder, so `npm run admin -- login-links` asks the running server instead. The
 * server writes its address and a random token to DATA_DIR/operator.json (readable by its
 * owner only) and answers operator calls that present the token.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import type { FastifyPluginAsync } from 'fastify';
import { jsonSchema, typed } from './schemas';
import { randomSecret, secretMatches, hashSecret } from './security';
import { demoBadges, demoLoginLinks } from './demo/links';
import { mintLoginLink } from './login/login-links';
import { organiserLink } from './organiser/session';
import { enqueue, jobReport } from './jobs/runner';
import { JOB_KINDS } from './jobs/jobs';

export interface OperatorFile {
  url: string;
  token: string;
  pid: number;
}

export function operatorFilePath(dataDir: string): string {
  return path.join(dataDir, 'operator.json');
}

export function writeOperatorFile(dataDir: string, url: string): OperatorFile {
  const file: OperatorFile = { url, token: randomSecret(), pid: process.pid };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(operatorFilePath(dataDir), JSON.stringify(file), { mode: 0o600 });
  return file;
}

export function removeOperatorFile(dataDir: string, token: string): void {
  try {
    const current = JSON.parse(fs.readFileSync(operatorFilePath(dataDir), 'utf8')) as OperatorFile;
    if (current.token === token) fs.rmSync(operatorFilePath(dataDir));
  } catch {
    // Already gone.
  }
}

const RunJobRequest = v.strictObject({ kind: v.pipe(v.string(), v.maxLength(100)) });

/** A login link for anyone: support staff sending a link by hand, or one that expires sooner. */
const MintLinkRequest = v.strictObject({
  mode: v.picklist(['partner', 'staff', 'scan']),
  subject: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  expiresInSeconds: v.optional(v.pipe(v.number(), v.integer())),
  singleUse: v.optional(v.boolean()),
  userId: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
const DemoBadgesRequest = v.strictObject({ count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))) });

/** The operator's calls: their own token (the hook below), and they still answer during maintenance so the CLI reaches the server. */
const OPERATOR = { access: { operator: true }, openDuringMaintenance: true } as const;

export function operatorRoutes(token: string): FastifyPluginAsync {
  const tokenHash = hashSecret(token);
  return async (fastify) => {
    const app = typed(fastify);
    app.addHook('onRequest', async (req, reply) => {
      const presented = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!presented || !secretMatches(presented, tokenHash)) {
        return reply.status(401).send({ error: 'notLoggedIn' });
      }
    });
    app.post('/api/operator/login-links', { config: OPERATOR, schema: { body: { type: 'null' } } }, async () =>
      demoLoginLinks(app.db, app.settings.publicUrl),
    );
    // A login link for anyone: support staff sending a link by hand, or one that expires sooner.
    app.post(
      '/api/operator/login-link',
      {
        config: OPERATOR,
        schema: {
          body: jsonSchema(MintLinkRequest),
        },
      },
      async (req) => {
        const body = req.body;
        const url = await mintLoginLink(app.db, app.settings.publicUrl, {
          mode: body.mode,
          subject: body.subject,
          expiresAt: body.expiresInSeconds === undefined ? null : new Date(Date.now() + body.expiresInSeconds * 1000),
          singleUse: body.singleUse ?? false,
          userId: body.userId ?? null,
        });
        return { url };
      },
    );
    // The organiser console's login link (npm run admin -- organiser-link).
    app.post('/api/operator/organiser-link', { config: OPERATOR, schema: { body: { type: 'null' } } }, async () => ({
      url: await organiserLink(app.db, app.settings.publicUrl),
    }));
    // The background jobs by kind and state, and the latest failures (npm run admin -- jobs).
    app.post('/api/operator/jobs', { config: OPERATOR, schema: { body: { type: 'null' } } }, async () => jobReport(app.db));
    // A job to run now (npm run admin -- run-job privacy.retention): the next poll of an instance takes it.
    app.post('/api/operator/jobs/run', { config: OPERATOR, schema: { body: jsonSchema(RunJobRequest) } }, async (req, reply) => {
      if (!JOB_KINDS.includes(req.body.kind)) return reply.status(400).send({ error: 'unknownJob', message: `Known jobs: ${JOB_KINDS.join(', ')}` });
      await enqueue(app.db, { kind: req.body.kind });
      return { queued: req.body.kind };
    });
    app.post(
      '/api/operator/demo-badges',
      {
        config: OPERATOR,
        schema: {
          body: jsonSchema(DemoBadgesRequest),
        },
      },
      async (req) => demoBadges(app.db, req.body.count ?? 20),
    );
  };
}
