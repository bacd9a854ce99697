/** The exhibitor's audit log for its administrators, newest first, a page at a time. Served by server/audit, called by src/features/audit. */
import { endpoint } from './define';
import { AuditPage, AuditQuery } from '../audit';

export const auditLog = endpoint({ method: 'GET', path: '/api/audit', query: AuditQuery, answer: AuditPage, access: { modes: ['partner', 'staff'], anyPermission: ['admin'] } });
