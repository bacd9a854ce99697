/**
 * Pino options for the server. Secrets never reach the log: auth headers and cookies are
 * redacted, and the secret parameters of a request's path are masked before its URL is written.
 *
 * Which parameters are secret is read from the routes, not from a list of paths kept here: a
 * parameter named in SECRET_PARAMS (token, verifier, inviteCode, licenseCode; the app's paths and
 * the server's use the same names) or in the route's `config.secretParams`. A request the router
 * matched is written as its route's pattern filled with its decoded parameters, the secret ones as
 * `***`, so every spelling of the path is masked alike (/pay/%54OKEN is /pay/***). A request no
 * route matched (the app's addresses, which the server answers with the app shell, or a mangled
 * link) is masked from its first secret segment on, against the app's paths and the server's
 * routes with a secret parameter.
 */
import type { DestinationStream } from 'pino';
import type { FastifyServerOptions } from 'fastify';
import { APP_PATHS, SECRET_PARAMS, patternSegments, type PatternSegment } from '../src/domain/app-routes';
import { decodedPathname } from './routing';

const MASK = '***';
const SECRET_NAMES = new Set(SECRET_PARAMS);
/** Query parameters never written: the secret parameter names, and login codes and cookies. */
const SECRET_QUERY = new Set([...SECRET_PARAMS, 'code', 'cookie'].map((k) => k.toLowerCase()));

interface SecretPattern {
  segments: PatternSegment[];
  secrets: ReadonlySet<string>;
}

const secretPatterns = new Map<string, SecretPattern>();

function secretsOf(pattern: string, declared: readonly string[] = []): Set<string> {
  const names = new Set(declared);
  for (const s of patternSegments(pattern)) if ('param' in s && SECRET_NAMES.has(s.param)) names.add(s.param);
  return names;
}

/** Notes a route (app.ts calls it for every route registered): one with a secret parameter is masked also when a request misses it. */
export function noteRoute(pattern: string, secretParams?: readonly string[]): void {
  const secrets = secretsOf(pattern, secretParams);
  if (secrets.size && !secretPatterns.has(pattern)) secretPatterns.set(pattern, { segments: patternSegments(pattern), secrets });
}
for (const pattern of Object.values(APP_PATHS)) noteRoute(pattern);

const encode = (segment: string) => encodeURIComponent(segment);

/** A decoded path that no route matched, masked from its first segment in a secret parameter's place on; null when it has none. */
function maskUnmatched(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  let keep = Infinity;
  for (const { segments, secrets } of secretPatterns.values()) {
    for (let i = 0; i < segments.length && i < parts.length && i < keep; i++) {
      const s = segments[i]!;
      if ('text' in s) {
        if (s.text.toLowerCase() !== parts[i]!.toLowerCase()) break;
      } else if ('splat' in s || secrets.has(s.param)) {
        keep = i;
        break;
      }
    }
  }
  return keep === Infinity ? null : `/${[...parts.slice(0, keep).map(encode), MASK].join('/')}`;
}

/** The path of a matched route's request: its pattern with its parameters, the secret ones masked; null when it has none. */
function maskMatched(pattern: string, params: Record<string, string | undefined>, secretParams?: readonly string[]): string | null {
  const secrets = secretsOf(pattern, secretParams);
  if (!secrets.size) return null;
  const parts = patternSegments(pattern).map((s) => ('text' in s ? s.text : 'splat' in s ? encode(params['*'] ?? '') : secrets.has(s.param) ? MASK : encode(params[s.param] ?? '')));
  return `/${parts.join('/')}`;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function maskQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const key = at < 0 ? pair : pair.slice(0, at);
      if (SECRET_QUERY.has(decode(key).toLowerCase())) return `${key}=${MASK}`;
      // A path handed on (?redirect=/token/…) is masked like a path.
      const value = at < 0 ? '' : decode(pair.slice(at + 1));
      const masked = value.startsWith('/') ? maskUnmatched(decodedPathname(value)) : null;
      return masked ? `${key}=${encode(masked)}` : pair;
    })
    .join('&');
}

/** The route a request matched, as far as the log needs it. */
export interface MatchedRequest {
  pattern: string | undefined;
  params?: Record<string, string | undefined>;
  secretParams?: readonly string[] | undefined;
}

/** Masks verifiers, tokens and licence codes in a request URL (`route`: the route it matched, if any). */
export function maskUrl(url: string, route: MatchedRequest = { pattern: undefined }): string {
  const at = url.indexOf('?');
  const rawPath = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? '' : url.slice(at + 1);
  const path = (route.pattern ? maskMatched(route.pattern, route.params ?? {}, route.secretParams) : null) ?? maskUnmatched(decodedPathname(rawPath)) ?? rawPath;
  return at < 0 ? path : `${path}?${maskQuery(query)}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  id?: string;
  params?: unknown;
  routeOptions?: { url?: string; config?: { secretParams?: readonly string[] } };
}

/** `stream`: where the lines go (tests capture them); default standard output. */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.verifier', '*.code', '*.token'],
      censor: MASK,
    },
    serializers: {
      req(req: LoggedRequest) {
        const pattern = req.routeOptions?.url;
        const params = req.params && typeof req.params === 'object' ? (req.params as Record<string, string | undefined>) : {};
        return { id: req.id, method: req.method, url: maskUrl(req.url, { pattern, params, secretParams: req.routeOptions?.config?.secretParams }), ip: req.ip };
      },
    },
  };
}
