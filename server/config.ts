/**
 * Server configuration, read once from the environment. README lists every variable.
 */
import path from 'node:path';
import { parseIceServers, type IceServer } from '../src/domain/meeting-room';
import { LOCAL_PROVIDER_SECRET } from './orders/provider';

/**
 * How the server runs: `production` when NODE_ENV=production, else `development` (the demo, `npm
 * start`, `npm run dev`, the browser tests). Only development offers what must never face real
 * customers: the local payment provider (whose 'Pay' button completes any order) and its default
 * webhook secret.
 */
export type ServerMode = 'production' | 'development';

export function serverMode(env: NodeJS.ProcessEnv = process.env): ServerMode {
  return env.NODE_ENV === 'production' ? 'production' : 'development';
}

export interface ServerConfig {
  /** NODE_ENV=production: production; anything else: development (see ServerMode). */
  mode: ServerMode;
  port: number;
  host: string;
  /** Public address of the app, used in printed and mailed links. */
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder of the built PWA; undefined serves the API alone (tests, `npm run dev`). */
  staticDir: string | undefined;
  logLevel: string;
  /** Clients older than this build must update before they may talk to the server. */
  minClientVersion: string | undefined;
  /** The native shell's minimum version (older shells must update) and latest version (older ones are offered it). */
  nativeMinVersion: string | undefined;
  nativeLatestVersion: string | undefined;
  /** Where the app's 'Contact support' writes to (SUPPORT_EMAIL); unset, the user picks the address. */
  supportEmail: string | undefined;
  /** MAINTENANCE=1: every API call answers 503 with Retry-After (MAINTENANCE_RETRY_AFTER seconds, default 60). */
  maintenance: boolean;
  maintenanceRetryAfterSeconds: number;
  /**
   * The proxies whose X-Forwarded-For gives the client's address (login rate limits): addresses,
   * subnets or `loopback`; none by default, so a client cannot pick its own address.
   */
  trustProxy: string[] | false;
  /** Login attempts per client address and minute (30 by default). */
  loginRatePerMinute: number;
  /**
   * STUN and TURN servers for meeting rooms (ICE_SERVERS, JSON: a list of RTCIceServer); none by
   * default, so browsers connect with host candidates only (one machine, one LAN).
   */
  iceServers: IceServer[];
  /**
   * The secret payment webhooks are signed with (PAYMENT_WEBHOOK_SECRET, at least 16 characters).
   * Unset in production, webhooks are refused; in development the local provider's default applies.
   */
  paymentWebhookSecret: string | undefined;
}

export function parseTrustProxy(value: string | undefined): string[] | false {
  const v = (value ?? '').trim();
  if (!v || v === 'false') return false;
  if (v === 'true' || /^\d+$/.test(v)) throw new Error(`TRUST_PROXY=${v} would let clients choose their own address: give the proxies' addresses (for example loopback or 10.0.0.0/8)`);
  return v.split(',').map((a) => a.trim()).filter(Boolean);
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? 'data');
  const mode = serverMode(env);
  return {
    mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    staticDir: env.STATIC_DIR === '' ? undefined : path.resolve(cwd, env.STATIC_DIR ?? 'dist/app'),
    logLevel: env.LOG_LEVEL ?? 'info',
    minClientVersion: env.MIN_CLIENT_VERSION || undefined,
    nativeMinVersion: env.NATIVE_MIN_VERSION || undefined,
    nativeLatestVersion: env.NATIVE_LATEST_VERSION || undefined,
    supportEmail: supportEmail(env.SUPPORT_EMAIL),
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
    maintenanceRetryAfterSeconds: positiveInteger('MAINTENANCE_RETRY_AFTER', env.MAINTENANCE_RETRY_AFTER, 60),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginRatePerMinute: positiveInteger('LOGIN_RATE_PER_MINUTE', env.LOGIN_RATE_PER_MINUTE, 30),
    iceServers: parseIceServers(env.ICE_SERVERS),
    paymentWebhookSecret: paymentWebhookSecret(env.PAYMENT_WEBHOOK_SECRET, mode),
  };
}

/** Where PGlite keeps its files inside the data folder. */
export function pgliteDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'pglite');
}

/** SUPPORT_EMAIL: one e-mail address, checked at start so a typo is not found by a user in need. */
function supportEmail(value: string | undefined): string | undefined {
  const address = value?.trim();
  if (!address) return undefined;
  if (!/^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/.test(address)) throw new Error(`SUPPORT_EMAIL must be one e-mail address, not "${value}"`);
  return address;
}

/** PAYMENT_WEBHOOK_SECRET: long enough not to be guessed, and never the local provider's published default in production. */
export function paymentWebhookSecret(value: string | undefined, mode: ServerMode): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 16) throw new Error('PAYMENT_WEBHOOK_SECRET must be at least 16 characters long');
  if (mode === 'production' && value === LOCAL_PROVIDER_SECRET) throw new Error('PAYMENT_WEBHOOK_SECRET must not be the local provider\'s default in production: it is published in the source');
  return value;
}
