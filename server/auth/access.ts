/**
 * Every API route declares who may use it, in its route options:
 *
 *   app.get('/api/x', { config: { access: { modes: ['staff'], anyPermission: ['admin'], setting: 'questions' } } }, …)
 *
 * and one hook enforces it before the handler runs: 401 without a valid session, 403 with the
 * reason when the mode, the exhibitor setting, the permission or a system user is refused. A route
 * under /api without a declaration is refused outright, so forgetting one cannot open a hole.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { settingsMet } from '../../src/domain/session';
import { bearerToken, resolveCaller, type Caller } from './caller';
import { resolveApiKey, resolveOrganiser, type Organiser } from '../organiser/session';
import { resolveApiClient, type ApiClient } from '../api-access/clients';

export type { Access } from '../../src/domain/access';
import type { Access } from '../../src/domain/access';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    caller: Caller | null;
    organiser: Organiser | null;
    apiClient: ApiClient | null;
  }
}

export type AccessDenial = 'notLoggedIn' | 'noPermission' | 'settingDisabled' | 'systemUserForbidden';

/** The decision, as a pure function of the declaration and the caller (tested over a matrix). */
export function decide(access: Access | undefined, caller: Caller | null): AccessDenial | null {
  if (!access) return 'noPermission';
  if ('public' in access || 'operator' in access) return null;
  // Organiser routes are decided in the hook, by the organiser's own session or key.
  if ('organiser' in access || 'organiserKey' in access || 'apiClient' in access) return 'noPermission';
  if (!caller) return 'notLoggedIn';
  // A released seat: only sending what the device holds; anything else ends its session (401).
  if (caller.seatReleased && !access.releasedSeat) return 'notLoggedIn';
  if (access.modes && !access.modes.includes(caller.mode)) return 'noPermission';
  if (!settingsMet(access.setting, caller.settings)) return 'settingDisabled';
  if (access.anyPermission && !access.anyPermission.some((p) => caller.permissions.has(p))) return 'noPermission';
  if (access.people && caller.isSystem) return 'systemUserForbidden';
  return null;
}

/** The organiser of an organiser route (the hook has already refused anyone else). */
export function organiserOf(req: FastifyRequest): Organiser {
  if (!req.organiser) throw Object.assign(new Error('No organiser session'), { statusCode: 401, code: 'notLoggedIn' });
  return req.organiser;
}

/** The caller of a route that requires a session (the hook has already refused anyone else). */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw Object.assign(new Error('No session'), { statusCode: 401, code: 'notLoggedIn' });
  return req.caller;
}

export const accessControl = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('caller', null);
    app.decorateRequest('organiser', null);
    app.decorateRequest('apiClient', null);
    app.addHook('onRequest', async (req, reply) => {
      const url = req.routeOptions.url ?? '';
      if (!url.startsWith('/api/')) return;
      const access = req.routeOptions.config.access;
      if (access && 'operator' in access) return;
      const token = bearerToken(req.headers.authorization);
      if (access && 'organiserKey' in access) {
        req.organiser = token ? await resolveApiKey(app.db, token) : null;
        if (req.organiser) return;
        return reply.status(401).send({ error: 'notLoggedIn' });
      }
      if (access && 'apiClient' in access) {
        const client = token ? await resolveApiClient(app.db, token, req.ip) : { refused: 'notLoggedIn' as const };
        if (!('refused' in client)) {
          req.apiClient = client;
          return;
        }
        // RFC 6750: a missing, unknown or expired token is 401 with a challenge; a refused account 403.
        if (client.refused === 'notLoggedIn') return reply.status(401).header('www-authenticate', 'Bearer realm="leadstand", error="invalid_token"').send({ error: 'notLoggedIn' });
        return reply.status(403).send({ error: client.refused });
      }
      if (access && 'organiser' in access) {
        req.organiser = token ? await resolveOrganiser(app.db, token) : null;
        if (req.organiser) return;
        // An exhibitor's session is a session, but not one that may organise.
        const exhibitor = token ? await resolveCaller(app.db, token) : null;
        return reply.status(exhibitor ? 403 : 401).send({ error: exhibitor ? 'noPermission' : 'notLoggedIn' });
      }
      req.caller = token ? await resolveCaller(app.db, token) : null;
      const denial = decide(access, req.caller);
      if (denial) return reply.status(denial === 'notLoggedIn' ? 401 : 403).send({ error: denial });
    });
  },
  { name: 'access-control', dependencies: [] },
);
