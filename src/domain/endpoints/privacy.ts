/**
 * The visitor's right to erasure (GDPR article 17), for the exhibitor's administrator: one
 * connection and everything held with it, online only; every device drops it at its next sync.
 * (What is held is handed out as a file: GET /api/connections/:id/visitor-data, a download.)
 * Served by server/connections/privacy.ts, called by the connection's privacy card.
 */
import * as v from 'valibot';
import { endpoint } from './define';

export const eraseVisitor = endpoint({
  method: 'POST',
  path: '/api/connections/:id/erase',
  params: v.strictObject({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
  answer: v.object({ erased: v.boolean() }),
  access: { modes: ['partner', 'staff'], anyPermission: ['admin'], setting: 'connections' },
});
