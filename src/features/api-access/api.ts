/**
 * The API access screen talks to the server directly (online only: API accounts, their secrets and
 * webhooks are the server's to keep). A refusal comes back as i18n keys: a field's message under
 * `fields` ('allowedAddresses.2' for one entry of the address list, '' for the whole request), or
 * one message.
 */
import { remoteApi } from '../../ui/remote/api';

export type { Failure, Result } from '../../ui/remote/api';

/** The i18n key of a server or domain error key ('apiAccess.addressInvalid' → 'apiAccess:error.addressInvalid'). */
export function errorKey(key: string): string {
  if (key.startsWith('apiAccess.')) return `apiAccess:error.${key.slice('apiAccess.'.length)}`;
  if (key === 'notFound') return 'apiAccess:error.notFound';
  return 'common:notice.somethingWentWrong';
}

export const { attempt, failureOf } = remoteApi(errorKey, 'apiAccess:error.fields');
