/**
 * An account's comments and address restriction as a form holds them, checked with the server's
 * own rules (src/domain/api-access.ts) before anything is sent; the server's field errors mapped
 * back to the rows typed.
 */
import * as v from 'valibot';
import { ApiAccountInput, apiAccessErrors, type ApiAccountInfo, type IpRestriction } from '../../domain/api-access';
import { errorKey } from './api';

export interface AccountDraft {
  comments: string;
  ipRestriction: IpRestriction;
  /** As typed, blank rows included (they are left out when sent). */
  addresses: string[];
}

export function draftOf(account: ApiAccountInfo | null): AccountDraft {
  return {
    comments: account?.comments ?? '',
    ipRestriction: account?.ipRestriction ?? 'none',
    addresses: account?.allowedAddresses.length ? [...account.allowedAddresses] : [''],
  };
}

/** Field errors (i18n keys) by field: 'comments', 'allowedAddresses', 'address.<row>', '' for the whole form. */
export type DraftErrors = Record<string, string>;

/**
 * The draft as the server takes it, and where each sent address came from (blank rows are left
 * out, so the server's 'allowedAddresses.<n>' is mapped back to the row typed).
 */
function toInput(draft: AccountDraft): { body: ApiAccountInput; rows: number[] } {
  const rows = draft.ipRestriction === 'selection' ? draft.addresses.flatMap((a, i) => (a.trim() ? [i] : [])) : [];
  return { body: { comments: draft.comments, ipRestriction: draft.ipRestriction, allowedAddresses: rows.map((i) => draft.addresses[i]!.trim()) }, rows };
}

/** Server or domain field errors ('allowedAddresses.2': 'apiAccess.addressInvalid') as this form's errors. */
export function draftErrors(fields: Record<string, string>, rows: number[], translated = false): DraftErrors {
  const out: DraftErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const m = /^allowedAddresses\.(\d+)$/.exec(key);
    const at = m ? `address.${rows[Number(m[1])] ?? 0}` : key === 'comments' || key === 'allowedAddresses' ? key : '';
    if (!(at in out)) out[at] = translated ? message : errorKey(message);
  }
  return out;
}

/** Checks the draft with the server's rules: what to send, or the errors to show. */
export function checkDraft(draft: AccountDraft): { ok: true; body: ApiAccountInput; rows: number[] } | { ok: false; errors: DraftErrors } {
  const { body, rows } = toInput(draft);
  const parsed = v.safeParse(ApiAccountInput, body);
  if (parsed.success) return { ok: true, body: parsed.output, rows };
  return { ok: false, errors: draftErrors(apiAccessErrors(parsed.issues), rows) };
}
