/**
 * Maintenance: while it is on, every API call answers 503 with Retry-After and a body the app
 * recognises (`{ error: 'maintenance', retryAfterSeconds }`), so the app shows its maintenance
 * page and keeps capturing into its outbox; the built app, /health, the operator's calls and the
 * public API's documentation still answer. On with MAINTENANCE=1 (for a whole deployment), or with the flag file DATA_DIR/maintenance.json
 * that `npm run admin -- maintenance on|off [--retry-after N]` writes and removes; a running server
 * notices the file within a second, no restart needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { isApiPath, matchedRoute } from '../routing';
import { MAINTENANCE_ERROR, MAINTENANCE_RETRY_SECONDS, type MaintenanceAnswer } from '../../src/domain/native';

export interface MaintenanceOptions {
  /** MAINTENANCE=1: on for as long as the server runs. */
  always?: boolean;
  /** The flag file the operator CLI toggles (DATA_DIR/maintenance.json). */
  file?: string | undefined;
  /** Retry-After while `always` is on (the file carries its own). */
  retryAfterSeconds?: number;
  /** How long a reading of the flag file is trusted (default 1 s). */
  checkEveryMs?: number;
}

const FlagFile = v.object({ retryAfterSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(86_400))) });

export function maintenanceFilePath(dataDir: string): string {
  return path.join(dataDir, 'maintenance.json');
}

/** Turns the flag file on (with its Retry-After) or off. */
export function setMaintenanceFile(file: string, on: boolean, retryAfterSeconds: number = MAINTENANCE_RETRY_SECONDS): void {
  if (!on) return fs.rmSync(file, { force: true });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ since: new Date().toISOString(), retryAfterSeconds }));
}

/** Seconds to Retry-After when the flag file is there, null when it is not. A damaged file still means 'on'. */
export function readMaintenanceFile(file: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = v.safeParse(FlagFile, JSON.parse(text));
    return parsed.success ? (parsed.output.retryAfterSeconds ?? MAINTENANCE_RETRY_SECONDS) : MAINTENANCE_RETRY_SECONDS;
  } catch {
    return MAINTENANCE_RETRY_SECONDS;
  }
}

/** Adds the hook that answers API calls with 503 while maintenance is on. */
export function maintenanceHook(app: FastifyInstance, options: MaintenanceOptions): void {
  if (!options.always && !options.file) return;
  const every = options.checkEveryMs ?? 1000;
  let checkedAt = -Infinity;
  let fromFile: number | null = null;
  const current = (): number | null => {
    if (options.always) return options.retryAfterSeconds ?? MAINTENANCE_RETRY_SECONDS;
    const now = Date.now();
    if (now - checkedAt >= every) {
      checkedAt = now;
      fromFile = readMaintenanceFile(options.file!);
    }
    return fromFile;
  };
  // Decided on the matched route, whatever the spelling of its path (/%61pi/sync/push is
  // /api/sync/push): an API route answers 503 unless it says `openDuringMaintenance` (the
  // operator's calls, so the CLI can still reach the server, and the public API's documentation,
  // made from code without the database). A request no route matched changes nothing: its 404 stands.
  app.addHook('onRequest', async (req, reply) => {
    const route = matchedRoute(req);
    if (!route || !isApiPath(route) || req.routeOptions.config.openDuringMaintenance) return;
    const retryAfterSeconds = current();
    if (retryAfterSeconds === null) return;
    return reply
      .status(503)
      .header('retry-after', String(retryAfterSeconds))
      .header('cache-control', 'no-store')
      .send({ error: MAINTENANCE_ERROR, retryAfterSeconds } satisfies MaintenanceAnswer);
  });
}
