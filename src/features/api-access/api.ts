/**
 * The API access screen reads and changes the server's data through the declared endpoints
 * (src/domain/endpoints/api-access.ts; online only: API accounts, their secrets and webhooks are
 * the server's to keep). A refusal comes back as i18n keys: a field's message under `fields`
 * ('allowedAddresses.2' for one entry of the address list, '' for the whole request), or one message.
 */
import { attempt as attemptIn, type Outcome } from '../../ui/remote/api';

export type { Outcome } from '../../ui/remote/api';

/** The i18n key of a domain error key the screen checked itself ('apiAccess.addressInvalid' → 'apiAccess:error.addressInvalid'). */
export function errorKey(key: string): string {
  if (key.startsWith('apiAccess.')) return `apiAccess:error.${key.slice('apiAccess.'.length)}`;
  return 'common:notice.somethingWentWrong';
}

/** How an API access call went (src/ui/remote/api.ts). */
export const attempt = <T>(work: Promise<T>): Promise<Outcome<T>> => attemptIn(work, 'apiAccess');
