/**
 * The guests' screens talk to the server directly (online only: registrations, links, the form and
 * the codes are the server's to keep). A refusal comes back as the translated reason: a field's
 * message under `fields`, or one message for the whole request.
 */
import { remoteApi } from '../../ui/remote/api';

export type { Failure, Result } from '../../ui/remote/api';

/** The i18n key of a server error key ('guests.code.usedUp' → 'guests:error.code.usedUp'). */
export function errorKey(key: string): string {
  if (key.startsWith('guests.')) return `guests:error.${key.slice('guests.'.length)}`;
  if (key.startsWith('question.')) return `questions:error.${key}`;
  return 'common:notice.somethingWentWrong';
}

export const { attempt, failureOf } = remoteApi(errorKey, 'guests:error.fields');
