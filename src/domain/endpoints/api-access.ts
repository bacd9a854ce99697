/**
 * API access for an exhibitor's administrators (issue #17, the 'api' setting): API accounts and
 * their webhooks. A new account and a regenerated secret answer with the secret, the only time it
 * is seen; a new webhook with its signing secret. Changing is for people: a system user may read.
 * Served by server/api-access/routes.ts, called by src/features/api-access.
 */
import * as v from 'valibot';
import { endpoint } from './define';
import type { Access } from '../access';
import { ApiAccountInfo, ApiAccountInput, ApiAccountUpdate, WebhookInfo, WebhookInput } from '../api-access';

const READ: Access = { modes: ['partner', 'staff'], anyPermission: ['admin'], setting: 'api' };
const CHANGE: Access = { ...READ, people: true };
const IdParams = v.strictObject({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });
const WithSecret = v.object({ account: ApiAccountInfo, clientSecret: v.string() });

/** The exhibitor's accounts, newest first, each with its webhooks and their last delivery. */
export const listAccounts = endpoint({ method: 'GET', path: '/api/api-access/accounts', answer: v.array(ApiAccountInfo), access: READ });

export const addAccount = endpoint({ method: 'POST', path: '/api/api-access/accounts', body: ApiAccountInput, answer: WithSecret, status: 201, access: CHANGE });

/** Comments, address restriction and state, as a whole; disabling ends the account's tokens at once. */
export const changeAccount = endpoint({ method: 'PUT', path: '/api/api-access/accounts/:id', params: IdParams, body: ApiAccountUpdate, answer: ApiAccountInfo, access: CHANGE });

export const disableAccount = endpoint({ method: 'POST', path: '/api/api-access/accounts/:id/disable', params: IdParams, answer: ApiAccountInfo, access: CHANGE });

/** A new secret: the old one and the tokens it gave stop working at once. */
export const newSecret = endpoint({ method: 'POST', path: '/api/api-access/accounts/:id/secret', params: IdParams, answer: WithSecret, access: CHANGE });

export const removeAccount = endpoint({ method: 'DELETE', path: '/api/api-access/accounts/:id', params: IdParams, status: 204, access: CHANGE });

/** A webhook on an account (at most MAX_WEBHOOKS: refused on the whole form, 'apiAccess.tooManyWebhooks'); deliveries start from now. */
export const addWebhook = endpoint({ method: 'POST', path: '/api/api-access/accounts/:id/webhooks', params: IdParams, body: WebhookInput, answer: v.object({ webhook: WebhookInfo, secret: v.string() }), status: 201, access: CHANGE });

export const changeWebhook = endpoint({ method: 'PUT', path: '/api/api-access/webhooks/:id', params: IdParams, body: WebhookInput, answer: WebhookInfo, access: CHANGE });

export const removeWebhook = endpoint({ method: 'DELETE', path: '/api/api-access/webhooks/:id', params: IdParams, status: 204, access: CHANGE });
