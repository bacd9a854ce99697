/**
 * The mutations of the sync protocol: every write the app makes offline, one file each (its
 * arguments and pure rules), used by the app when it writes locally and by the server when it
 * applies the write. Adding one: a file here, then a local apply in src/data/mutators/ and an
 * authoritative apply in server/sync/mutations/; both maps are typed over MutationName, so a
 * mutation without a handler on either side does not compile (docs/adding-an-area.md).
 */
import * as v from 'valibot';
import { normalizeBadgeCode } from '../badge';
import type { MutationOf } from './define';
import { captureConnection } from './captureConnection';
import { addNote } from './addNote';
import { setStage } from './setStage';
import { setAnswer } from './setAnswer';
import { setRating } from './setRating';
import { shareContent } from './shareContent';
import { sendFollowUp } from './sendFollowUp';
import { emailConnections } from './emailConnections';
import { recordExport } from './recordExport';
import { deleteConnection } from './deleteConnection';
import { setTimeslot } from './setTimeslot';
import { deleteTimeslot } from './deleteTimeslot';
import { requestMeeting } from './requestMeeting';
import { answerMeeting } from './answerMeeting';
import { sendMessage } from './sendMessage';
import { recallMessage } from './recallMessage';
import { setConversationState } from './setConversationState';
import { readNotifications } from './readNotifications';
import { requestConnection } from './requestConnection';

export { CaptureConnectionArgs } from './captureConnection';
export { AddNoteArgs } from './addNote';
export { SetStageArgs } from './setStage';
export { SetAnswerArgs } from './setAnswer';
export { SetRatingArgs } from './setRating';
export { ShareContentArgs } from './shareContent';
export { SendFollowUpArgs } from './sendFollowUp';
export { EmailConnectionsArgs } from './emailConnections';
export { RecordExportArgs } from './recordExport';
export { DeleteConnectionArgs, UNDO_DELETE_MS } from './deleteConnection';
export { SetTimeslotArgs } from './setTimeslot';
export { DeleteTimeslotArgs } from './deleteTimeslot';
export { RequestMeetingArgs } from './requestMeeting';
export { AnswerMeetingArgs } from './answerMeeting';
export { SendMessageArgs } from './sendMessage';
export { RecallMessageArgs } from './recallMessage';
export { SetConversationStateArgs } from './setConversationState';
export { ReadNotificationsArgs } from './readNotifications';
export { RequestConnectionArgs } from './requestConnection';

export const PROTOCOL_VERSION = 1;

/**
 * Every mutation, by name. The order is the order the server writes a batch's tables in: a
 * deletion last, so a connection captured and deleted in one batch ends deleted.
 */
export const MUTATIONS = { captureConnection, addNote, setStage, setAnswer, setRating, shareContent, sendFollowUp, emailConnections, recordExport, deleteConnection,
  setTimeslot, deleteTimeslot, requestMeeting, answerMeeting, sendMessage, recallMessage, setConversationState, readNotifications, requestConnection };

export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs = { [K in MutationName]: v.InferOutput<(typeof MUTATIONS)[K]['args']> };
export type Mutation<N extends MutationName = MutationName> = MutationOf<N, MutationArgs[N]>;
/** One of the mutations, its name telling its arguments' type. */
export type AnyMutation = { [N in MutationName]: Mutation<N> }[MutationName];

export const MUTATION_NAMES = Object.keys(MUTATIONS).filter(isMutationName);

export function isMutationName(name: string): name is MutationName {
  return Object.hasOwn(MUTATIONS, name);
}

/** A mutation as it arrives in a push: its arguments are checked by `checkMutation`. */
export const WireMutation = v.strictObject({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  name: v.pipe(v.string(), v.maxLength(50)),
  args: v.record(v.string(), v.unknown()),
  timestamp: v.number(),
});
export type WireMutation = v.InferOutput<typeof WireMutation>;

/** The mutation with checked arguments, or why it is invalid ('unknownMutation', 'badArguments', 'note.empty', …). */
export function checkMutation(raw: Pick<WireMutation, 'id' | 'name' | 'timestamp'> & { args: unknown }): AnyMutation | { invalid: string } {
  if (!isMutationName(raw.name)) return { invalid: 'unknownMutation' };
  return MUTATIONS[raw.name].check(raw);
}

/** Checks a mutation's shape and rules: null when it may be applied, else why not. */
export function invalidReason(name: string, args: unknown): string | null {
  const checked = checkMutation({ id: 1, name, args, timestamp: 0 });
  return 'invalid' in checked ? checked.invalid : null;
}

/** What the server made of a mutation; everything but `completed` stays visible on the row. */
export const MUTATION_OUTCOMES = ['completed', 'noLicense', 'noAccess', 'noPermission', 'visitorNotFound', 'eventEnded', 'otherEvent', 'invalid'] as const;
export type MutationOutcome = (typeof MUTATION_OUTCOMES)[number];

export function isMutationOutcome(value: string): value is MutationOutcome {
  return (MUTATION_OUTCOMES as readonly string[]).includes(value);
}

/** The badge code as stored: normalized (lower case, no separators). */
export function storedBadgeCode(input: string): string {
  return normalizeBadgeCode(input);
}
