/** Every mutation's authoritative apply on the server: one missing does not compile. */
import type { MutationName } from '../../../src/domain/mutations';
import type { MutationHandler } from '../batch';
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

export const HANDLERS: { readonly [N in MutationName]: MutationHandler<N> } = {
  captureConnection,
  addNote,
  setStage,
  setAnswer,
  setRating,
  shareContent,
  sendFollowUp,
  emailConnections,
  recordExport,
  deleteConnection,
  setTimeslot,
  deleteTimeslot,
  requestMeeting,
  answerMeeting,
  sendMessage,
  recallMessage,
  setConversationState,
  readNotifications,
  requestConnection,
};
