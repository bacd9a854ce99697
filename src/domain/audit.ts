/**
 * The exhibitor's audit log as its administrators read it (GET /api/audit): who did what, when,
 * and to how many rows; never a visitor's data.
 */
import * as v from 'valibot';

/** The actions recorded, with their labels in locales (connections: audit.action.*). */
export const AUDIT_ACTIONS = [
  'connections.exported.csv',
  'connections.exported.xlsx',
  'connections.emailed',
  'connection.deleted',
  'visitor.exported',
  'visitor.erased',
  'retention.erased',
  'settings.changed',
  // API access (issue #17): the subject is the account's client id (and the webhook's id).
  'apiAccount.created',
  'apiAccount.changed',
  'apiAccount.disabled',
  'apiAccount.enabled',
  'apiAccount.secretRegenerated',
  'apiAccount.deleted',
  'webhook.added',
  'webhook.changed',
  'webhook.removed',
  // A diagnostic backup restored (issue #28): the subject is whose outbox it was ('u:<user>' or
  // 'l:<licence>'), the count how many writes the restore applied.
  'sync.restored',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE = 50;

export const AuditQuery = v.strictObject({
  /** The id of the last entry of the previous page: older entries follow. */
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/))),
});
export type AuditQuery = v.InferOutput<typeof AuditQuery>;

export const AuditEntry = v.object({
  id: v.string(),
  at: v.string(),
  /** The person's name ('' for the system, e.g. retention). */
  actorName: v.string(),
  system: v.boolean(),
  action: v.string(),
  rowCount: v.nullable(v.number()),
  /** In whose name the action was done, when not the actor's (a colleague's backup restored by an administrator). */
  asName: v.optional(v.nullable(v.string())),
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;

export const AuditPage = v.object({ entries: v.array(AuditEntry), next: v.nullable(v.string()) });
export type AuditPage = v.InferOutput<typeof AuditPage>;
