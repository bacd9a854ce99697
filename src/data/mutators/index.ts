/**
 * Local writes, one file per mutation (its target row, its local apply and the function screens
 * call). Each write is one Dexie transaction that changes the rows at once (screens update through
 * useLiveQuery) and appends the mutation to the outbox, which the sync client pushes.
 * `applyLocal` is how writes still waiting are replayed on top of fresh server data after a pull.
 */
import { MUTATIONS, type Mutation, type MutationName } from '../../domain/mutations';
import type { LeadstandDB, OutboxEntry } from '../db';
import type { WriteContext } from '../write-context';
import type { Mutator } from './define';
import { captureConnectionMutator } from './captureConnection';
import { addNoteMutator } from './addNote';
import { setStageMutator } from './setStage';
import { setAnswerMutator } from './setAnswer';
import { setRatingMutator } from './setRating';
import { shareContentMutator } from './shareContent';
import { sendFollowUpMutator } from './sendFollowUp';
import { emailConnectionsMutator } from './emailConnections';
import { recordExportMutator } from './recordExport';
import { deleteConnectionMutator } from './deleteConnection';
import { setTimeslotMutator } from './setTimeslot';
import { deleteTimeslotMutator } from './deleteTimeslot';
import { requestMeetingMutator } from './requestMeeting';
import { answerMeetingMutator } from './answerMeeting';
import { sendMessageMutator } from './sendMessage';
import { recallMessageMutator } from './recallMessage';
import { setConversationStateMutator } from './setConversationState';
import { readNotificationsMutator } from './readNotifications';
import { requestConnectionMutator } from './requestConnection';

export { captureConnection } from './captureConnection';
export { addNote, type NewMedia } from './addNote';
export { setStage } from './setStage';
export { setAnswer } from './setAnswer';
export { setRating } from './setRating';
export { shareContent } from './shareContent';
export { sendFollowUp } from './sendFollowUp';
export { emailConnections } from './emailConnections';
export { recordExport } from './recordExport';
export { deleteConnection, undoDeleteConnection, type DeletedConnection } from './deleteConnection';
export { setTimeslot } from './setTimeslot';
export { deleteTimeslot } from './deleteTimeslot';
export { answerMeeting } from './answerMeeting';
export { sendMessage } from './sendMessage';
export { recallMessage } from './recallMessage';
export { setConversationState } from './setConversationState';
export { readNotifications } from './readNotifications';
export { requestConnection } from './requestConnection';
export { requestMeeting, type MeetingRequestInput } from './requestMeeting';
export { write, writeTables, syncMetaOf, newClientID, setWriteListener } from './write';
export type { WriteContext } from '../write-context';
export { answerKey } from '../../domain/question';

/** Every mutation's local apply: one missing does not compile. */
export const MUTATORS: { readonly [N in MutationName]: Mutator<N> } = {
  captureConnection: captureConnectionMutator,
  addNote: addNoteMutator,
  setStage: setStageMutator,
  setAnswer: setAnswerMutator,
  setRating: setRatingMutator,
  shareContent: shareContentMutator,
  sendFollowUp: sendFollowUpMutator,
  emailConnections: emailConnectionsMutator,
  recordExport: recordExportMutator,
  deleteConnection: deleteConnectionMutator,
  setTimeslot: setTimeslotMutator,
  deleteTimeslot: deleteTimeslotMutator,
  requestMeeting: requestMeetingMutator,
  answerMeeting: answerMeetingMutator,
  sendMessage: sendMessageMutator,
  recallMessage: recallMessageMutator,
  setConversationState: setConversationStateMutator,
  readNotifications: readNotificationsMutator,
  requestConnection: requestConnectionMutator,
};

function applyOne<N extends MutationName>(db: LeadstandDB, ctx: WriteContext, name: N, args: Mutation<N>['args'], mutationId: number): Promise<void> {
  return MUTATORS[name].apply(db, ctx, args, mutationId);
}

/**
 * Replays a waiting write on the local tables (the rebase after a pull). Its arguments are checked
 * again: an entry written by an older version of the app that no longer has this shape is left to
 * the server's answer rather than applied wrongly.
 */
export async function applyLocal(db: LeadstandDB, ctx: WriteContext, entry: Pick<OutboxEntry, 'name' | 'args' | 'mutationId'>): Promise<void> {
  const name = entry.name;
  if (!isKnown(name)) return;
  const args = MUTATIONS[name].parse(entry.args);
  if (args) await applyOne(db, ctx, name, args, entry.mutationId);
}

function isKnown(name: string): name is MutationName {
  return Object.hasOwn(MUTATORS, name);
}
