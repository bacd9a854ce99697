/**
 * What guards decide on: the route the router matched (its pattern and its config), never the raw
 * URL. A URL has many spellings (`/%61pi/sync/push` is `/api/sync/push` to the router, and so is
 * `/api/sync/%70ush`), so a check on `req.url` and a route that answers can disagree; a check on
 * the matched route cannot. What a route needs from a guard is declared on the route, in its
 * config (or as a hook registered with it); a request that no route matched is judged by its
 * decoded pathname. docs/decisions.md, "Guards decide on the matched route".
 */
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Still answers while maintenance is on (the operator's calls, the public API's documentation). */
    openDuringMaintenance?: true;
    /** Path parameters that are bearer secrets (the token of a mailed link): the request log masks them. */
    secretParams?: readonly string[];
  }
}

/** The matched route's pattern (`/api/media/:id`), or undefined when no route matched (a 404). */
export function matchedRoute(req: FastifyRequest): string | undefined {
  return req.routeOptions.url;
}

/**
 * A URL's path as the router reads it, decoded; encoded slashes are decoded too (a guard on an
 * unmatched path would rather see one slash too many than one too few). A path that does not
 * decode (a lone `%`) is decoded as far as it goes.
 */
export function decodedPathname(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/%[0-9a-f]{2}/gi, (hex) => {
      try {
        return decodeURIComponent(hex);
      } catch {
        return hex;
      }
    });
  }
}

/** Whether a path (a route pattern or a decoded pathname) is the API's. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
