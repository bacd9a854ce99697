/**
 * The mutations of the sync protocol: one definition of each write, its arguments (valibot) and
 * its rules, used by the app when it writes locally and by the server when it applies the write.
 */
import * as v from 'valibot';
import { CONNECTION_STAGES, NOTE_TYPES, SOURCE_TYPES, validateNote, validateStage } from './connection';
import { isBadgeCode, normalizeBadgeCode } from './badge';
import { RATINGS } from './rating';
import { EXPORT_FORMATS } from './export';

export const PROTOCOL_VERSION = 1;

const isoDate = v.pipe(v.string(), v.isoTimestamp());
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

export const CaptureConnectionArgs = v.object({
  /** connectionId(partnerId, badgeCode). */
  id,
  badgeCode: v.pipe(v.string(), v.maxLength(60)),
  /** The event named by a badge QR code, when the code came from one. */
  badgeEventId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  scannedAt: isoDate,
  sourceType: v.picklist(SOURCE_TYPES),
});
export type CaptureConnectionArgs = v.InferOutput<typeof CaptureConnectionArgs>;

export const AddNoteArgs = v.object({
  id,
  connectionId: id,
  text: v.pipe(v.string(), v.maxLength(10_000)),
  type: v.picklist(NOTE_TYPES),
  createdAt: isoDate,
  /** Voice memos and photos: the uuids they were uploaded under (the upload comes first). */
  media: v.optional(v.pipe(v.array(v.pipe(v.string(), v.uuid())), v.maxLength(10))),
});
export type AddNoteArgs = v.InferOutput<typeof AddNoteArgs>;

export const SetStageArgs = v.object({
  id,
  connectionId: id,
  stage: v.picklist(CONNECTION_STAGES),
  comment: v.pipe(v.string(), v.maxLength(1000)),
  createdAt: isoDate,
});
export type SetStageArgs = v.InferOutput<typeof SetStageArgs>;

export const SetAnswerArgs = v.object({
  connectionId: id,
  questionId: id,
  choices: v.pipe(v.array(id), v.maxLength(100)),
  text: v.nullable(v.pipe(v.string(), v.maxLength(1000))),
  updatedAt: isoDate,
});
export type SetAnswerArgs = v.InferOutput<typeof SetAnswerArgs>;

export const SetRatingArgs = v.object({
  connectionId: id,
  /** The scanner's rating; null goes back to the rating worked out from the answers. */
  rating: v.nullable(v.picklist(RATINGS)),
  updatedAt: isoDate,
});
export type SetRatingArgs = v.InferOutput<typeof SetRatingArgs>;

export const ShareContentArgs = v.object({
  connectionId: id,
  contentId: id,
  /** false: no longer to be shared with this visitor. */
  shared: v.boolean(),
  updatedAt: isoDate,
});
export type ShareContentArgs = v.InferOutput<typeof ShareContentArgs>;

export const EmailConnectionsArgs = v.object({
  /** Made by the client, so a repeated push never sends twice. */
  id,
  /** The connections to send: one (a single connection) or the list as shown. */
  connectionIds: v.pipe(v.array(id), v.minLength(1), v.maxLength(50_000)),
  format: v.picklist(EXPORT_FORMATS),
  /** The language of the labels in the file and of the mail. */
  language: v.pipe(v.string(), v.maxLength(10)),
  requestedAt: isoDate,
});
export type EmailConnectionsArgs = v.InferOutput<typeof EmailConnectionsArgs>;

export const MUTATION_ARGS = {
  captureConnection: CaptureConnectionArgs,
  addNote: AddNoteArgs,
  setStage: SetStageArgs,
  setAnswer: SetAnswerArgs,
  setRating: SetRatingArgs,
  shareContent: ShareContentArgs,
  emailConnections: EmailConnectionsArgs,
} as const;
export type MutationName = keyof typeof MUTATION_ARGS;
export type MutationArgs = { [K in MutationName]: v.InferOutput<(typeof MUTATION_ARGS)[K]> };

export interface Mutation<N extends MutationName = MutationName> {
  /** Increases by one per mutation of a client. */
  id: number;
  name: N;
  args: MutationArgs[N];
  /** The client's clock when it was made (ms). */
  timestamp: number;
}

/** What the server made of a mutation; everything but `completed` stays visible on the row. */
export const MUTATION_OUTCOMES = ['completed', 'noLicense', 'noAccess', 'noPermission', 'visitorNotFound', 'eventEnded', 'otherEvent', 'invalid'] as const;
export type MutationOutcome = (typeof MUTATION_OUTCOMES)[number];

/**
 * Checks a mutation's shape and rules. Returns null when it may be applied, or the reason it is
 * invalid (shown to the user, e.g. 'note.empty').
 */
export function invalidReason(name: string, args: unknown): string | null {
  const schema = (MUTATION_ARGS as Record<string, v.GenericSchema>)[name];
  if (!schema) return 'unknownMutation';
  const parsed = v.safeParse(schema, args);
  if (!parsed.success) return 'badArguments';
  switch (name as MutationName) {
    case 'captureConnection': {
      const a = parsed.output as CaptureConnectionArgs;
      return isBadgeCode(a.badgeCode) ? null : 'badge.invalid';
    }
    case 'addNote': {
      const a = parsed.output as AddNoteArgs;
      if (a.type === 'text') return a.media?.length ? null : validateNote(a.text);
      return a.media?.length ? null : 'note.mediaMissing';
    }
    case 'setStage':
      return validateStage((parsed.output as SetStageArgs).stage);
    case 'setAnswer':
    case 'setRating':
    case 'shareContent':
    case 'emailConnections':
      return null;
  }
}

/** The badge code as stored: normalized (lower case, no separators). */
export function storedBadgeCode(input: string): string {
  return normalizeBadgeCode(input);
}
