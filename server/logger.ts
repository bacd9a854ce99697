/**
 * Pino options for the server. Secrets never reach the log: auth headers and cookies are
 * redacted, and the secret parts of login-link paths are masked before a URL is written.
 */
import type { FastifyServerOptions } from 'fastify';

const SECRET_PATHS: readonly RegExp[] = [
  // The verifier and the invite code after it.
  /^(\/partner\/[^/]+\/)[^?#]+/,
  /^(\/organiser\/login\/[^/]+\/)[^/?#]+/,
  /^(\/staff\/[^/]+\/)[^/?#]+/,
  /^(\/scan\/[^/]+\/)[^/?#]+/,
  /^(\/token\/)[^/?#]+/,
  /^(\/login\/[^/]+\/[^/]+\/)[^?#]+/,
  /^(\/lite\/)[^/?#]+/,
];

/** Masks verifiers, tokens and licence codes in a request URL. */
export function maskUrl(url: string): string {
  let out = url;
  for (const re of SECRET_PATHS) out = out.replace(re, '$1***');
  return out.replace(/([?&](?:token|verifier|code|cookie)=)[^&#]*/gi, '$1***');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.verifier', '*.code', '*.token'],
      censor: '***',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { id: req.id, method: req.method, url: maskUrl(req.url), ip: req.ip };
      },
    },
  };
}
