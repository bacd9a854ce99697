/**
 * The exhibitor's API accounts as the server has them (read again when the person comes back to
 * the page: webhook results and last use may have moved on), and the changes made to them: each
 * answers the account or webhook as the server now has it, which replaces the one shown. A new
 * account and a regenerated secret come back with the secret, the only time it is ever seen.
 */
import type { ApiAccountInfo, ApiAccountInput, WebhookInfo, WebhookInput } from '../../domain/api-access';
import { addAccount, addWebhook, changeAccount, changeWebhook, disableAccount, listAccounts, newSecret, removeAccount, removeWebhook } from '../../domain/endpoints/api-access';
import { callAs, updateAnswer, useAnswer } from '../../ui/remote/queries';
import { messageOf } from '../../ui/remote/messages';
import { attempt, type Outcome } from './api';

export interface WithSecret {
  account: ApiAccountInfo;
  clientSecret: string;
}

const setAccounts = (change: (list: ApiAccountInfo[]) => ApiAccountInfo[]) => updateAnswer(listAccounts, {}, change);
/** Puts the server's answer in place of the account shown (or first, for a new one). */
const put = (account: ApiAccountInfo) => setAccounts((list) => (list.some((a) => a.id === account.id) ? list.map((a) => (a.id === account.id ? account : a)) : [account, ...list]));
const changeHooks = (accountId: string, change: (hooks: WebhookInfo[]) => WebhookInfo[]) => setAccounts((list) => list.map((a) => (a.id === accountId ? { ...a, webhooks: change(a.webhooks) } : a)));

export function useApiAccounts() {
  const answer = useAnswer(listAccounts, {}, { readOnReturn: true });
  const reload = () => answer.refetch();
  const kept = async <T>(work: Promise<T>, then: (value: T) => void): Promise<Outcome<T>> => {
    const r = await attempt(work);
    if (r.ok) then(r.value);
    // The account is gone (deleted elsewhere): the list says so by no longer holding it.
    else if (r.error === 'apiAccess:error.notFound') void reload();
    return r;
  };

  return {
    accounts: answer.data ?? null,
    loadError: answer.error ? messageOf(answer.error, 'apiAccess') : null,
    loadFailure: answer.error,
    reload,
    create: (input: ApiAccountInput) => kept(callAs(addAccount, { body: input }), (v) => put(v.account)),
    /** Comments, address restriction and state together (the server takes them as a whole). */
    update: (account: ApiAccountInfo, change: Partial<Pick<ApiAccountInfo, 'comments' | 'ipRestriction' | 'allowedAddresses' | 'state'>>) => {
      const body = { comments: account.comments, ipRestriction: account.ipRestriction, allowedAddresses: account.allowedAddresses, state: account.state, ...change };
      return kept(callAs(changeAccount, { params: { id: account.id }, body }), put);
    },
    disable: (id: string) => kept(callAs(disableAccount, { params: { id } }), put),
    regenerate: (id: string) => kept(callAs(newSecret, { params: { id } }), (v) => put(v.account)),
    remove: (id: string) => kept(callAs(removeAccount, { params: { id } }), () => setAccounts((list) => list.filter((a) => a.id !== id))),
    addWebhook: (accountId: string, input: WebhookInput) => kept(callAs(addWebhook, { params: { id: accountId }, body: input }), (v) => changeHooks(accountId, (hooks) => [...hooks, v.webhook])),
    saveWebhook: (accountId: string, id: string, input: WebhookInput) => kept(callAs(changeWebhook, { params: { id }, body: input }), (w) => changeHooks(accountId, (hooks) => hooks.map((h) => (h.id === id ? w : h)))),
    removeWebhook: (accountId: string, id: string) => kept(callAs(removeWebhook, { params: { id } }), () => changeHooks(accountId, (hooks) => hooks.filter((h) => h.id !== id))),
  };
}

export type ApiAccounts = ReturnType<typeof useApiAccounts>;
