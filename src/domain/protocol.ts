/**
 * The sync protocol on the wire: push (POST /api/sync/push) and pull (GET /api/sync/pull), one
 * typed definition for the app and the server. See ARCHITECTURE.md section 3.
 */
import * as v from 'valibot';
import { MUTATION_OUTCOMES, WireMutation } from './mutations';
import { rowArrays, SYNCED_ENTITIES } from './sync-entities';

export type { ConnectionRow, NoteRow, NoteMediaRow, StageRow, RegistrationAnswer } from './connection';
export type { AnswerRow } from './question';
export type { SharedContentRow } from './content';

/** Rows per pull. */
export const PULL_BATCH = 1000;
/** Mutations per push request. */
export const PUSH_BATCH = 500;
/**
 * And at most about this much JSON per push (long notes, e-mail requests naming thousands of
 * connections), well inside the server's body limit, which even the largest single mutation fits.
 */
export const PUSH_BATCH_BYTES = 1024 * 1024;

export const PushRequest = v.strictObject({
  protocolVersion: v.pipe(v.number(), v.integer()),
  // No control characters (a NUL one once failed a device's pushes for ever).
  // eslint-disable-next-line no-control-regex
  clientID: v.pipe(v.string(), v.minLength(8), v.maxLength(100), v.regex(/^[^\u0000-\u001f\u007f]+$/)),
  mutations: v.pipe(
    v.array(WireMutation),
    v.maxLength(PUSH_BATCH),
  ),
});
export type PushRequest = v.InferOutput<typeof PushRequest>;

export const MutationResult = v.object({
  id: v.number(),
  outcome: v.picklist(MUTATION_OUTCOMES),
  reason: v.optional(v.nullable(v.string())),
});
export type MutationResult = v.InferOutput<typeof MutationResult>;

export const PushResponse = v.object({
  lastMutationID: v.number(),
  /** Outcomes of the mutations applied by this push (skipped duplicates are not repeated). */
  results: v.array(MutationResult),
});
export type PushResponse = v.InferOutput<typeof PushResponse>;

export const PullQuery = v.strictObject({
  cookie: v.optional(v.pipe(v.string(), v.maxLength(200))),
  clientID: v.optional(v.pipe(v.string(), v.minLength(8), v.maxLength(100))),
  pendingFrom: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER))),
});
export type PullQuery = v.InferOutput<typeof PullQuery>;

/** What every pull says besides the rows. */
export const PullHead = v.object({
  /** Opaque to the client: send it back with the next pull. */
  cookie: v.string(),
  lastMutationID: v.number(),
  /** Outcomes of this client's mutations that did not complete (from `pendingFrom` on). */
  results: v.array(MutationResult),
  /** More changes wait: pull again with the new cookie. */
  more: v.boolean(),
});
export type PullHead = v.InferOutput<typeof PullHead>;

/** A pull: the head and, per synced entity (sync-entities.ts), the rows that changed. */
export const PullResponse = v.object({ ...PullHead.entries, ...rowArrays(SYNCED_ENTITIES) });
export type PullResponse = v.InferOutput<typeof PullResponse>;

/** GET /api/visitors/directory?after=: the page after the visitor id `after`. */
export const DirectoryQuery = v.strictObject({ after: v.optional(v.pipe(v.string(), v.maxLength(200))) });

/** GET /api/visitors/directory: one page of the event's visitor directory, for offline scanning. */
export const DirectoryVisitor = v.object({ id: v.string(), code: v.string(), name: v.string(), company: v.nullable(v.string()) });
export type DirectoryVisitor = v.InferOutput<typeof DirectoryVisitor>;
export const DirectoryPage = v.object({
  /** False: the exhibitor holds no scan licence (or the event ended); the device keeps no directory. */
  licensed: v.boolean(),
  visitors: v.array(DirectoryVisitor),
  /** Pass as `after` for the next page; null on the last. */
  next: v.nullable(v.string()),
});
export type DirectoryPage = v.InferOutput<typeof DirectoryPage>;
export const DIRECTORY_PAGE = 5000;

export type { QuestionDef, QuestionsResponse } from './question';
