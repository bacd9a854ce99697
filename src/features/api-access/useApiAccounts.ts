/**
 * The exhibitor's API accounts as the screen holds them: loaded from the server, and changed
 * through it (each change answers the account or webhook as the server now has it, which
 * replaces the one held). A new account and a regenerated secret come back with the secret, the
 * only time it is ever seen.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiAccountInfo, ApiAccountInput, WebhookInfo, WebhookInput } from '../../domain/api-access';
import { attempt, type Result } from './api';

export interface WithSecret {
  account: ApiAccountInfo;
  clientSecret: string;
}

const accountPath = (id: string) => `/api/api-access/accounts/${encodeURIComponent(id)}`;
const webhookPath = (id: string) => `/api/api-access/webhooks/${encodeURIComponent(id)}`;

export function useApiAccounts() {
  const [accounts, setAccounts] = useState<ApiAccountInfo[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    const r = await attempt<ApiAccountInfo[]>('/api/api-access/accounts');
    if (r.ok) setAccounts(r.value);
    else setLoadError(r.error);
  }, []);
  useEffect(() => void load(), [load]);
  // Back to the screen (from the CRM's settings, another tab): webhook results and last use may have moved on.
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', again);
    return () => document.removeEventListener('visibilitychange', again);
  }, [load]);

  /** Puts the server's answer in place of the account held (or first, for a new one). */
  const put = (account: ApiAccountInfo) => setAccounts((list) => (list ? (list.some((a) => a.id === account.id) ? list.map((a) => (a.id === account.id ? account : a)) : [account, ...list]) : [account]));
  const changeHooks = (accountId: string, change: (hooks: WebhookInfo[]) => WebhookInfo[]) =>
    setAccounts((list) => list?.map((a) => (a.id === accountId ? { ...a, webhooks: change(a.webhooks) } : a)) ?? list);
  const kept = <T>(r: Result<T>, then: (value: T) => void): Result<T> => {
    if (r.ok) then(r.value);
    // The account is gone (deleted elsewhere): the list says so by no longer holding it.
    else if (r.error === 'apiAccess:error.notFound') void load();
    return r;
  };

  return {
    accounts,
    loadError,
    reload: load,
    create: async (input: ApiAccountInput) => kept(await attempt<WithSecret>('/api/api-access/accounts', { method: 'POST', body: input }), (v) => put(v.account)),
    /** Comments, address restriction and state together (the server takes them as a whole). */
    update: async (account: ApiAccountInfo, change: Partial<Pick<ApiAccountInfo, 'comments' | 'ipRestriction' | 'allowedAddresses' | 'state'>>) => {
      const body = { comments: account.comments, ipRestriction: account.ipRestriction, allowedAddresses: account.allowedAddresses, state: account.state, ...change };
      return kept(await attempt<ApiAccountInfo>(accountPath(account.id), { method: 'PUT', body }), put);
    },
    disable: async (id: string) => kept(await attempt<ApiAccountInfo>(`${accountPath(id)}/disable`, { method: 'POST' }), put),
    regenerate: async (id: string) => kept(await attempt<WithSecret>(`${accountPath(id)}/secret`, { method: 'POST' }), (v) => put(v.account)),
    remove: async (id: string) => kept(await attempt<null>(accountPath(id), { method: 'DELETE' }), () => setAccounts((list) => list?.filter((a) => a.id !== id) ?? list)),
    addWebhook: async (accountId: string, input: WebhookInput) =>
      kept(await attempt<{ webhook: WebhookInfo; secret: string }>(`${accountPath(accountId)}/webhooks`, { method: 'POST', body: input }), (v) => changeHooks(accountId, (hooks) => [...hooks, v.webhook])),
    saveWebhook: async (accountId: string, id: string, input: WebhookInput) =>
      kept(await attempt<WebhookInfo>(webhookPath(id), { method: 'PUT', body: input }), (w) => changeHooks(accountId, (hooks) => hooks.map((h) => (h.id === id ? w : h)))),
    removeWebhook: async (accountId: string, id: string) =>
      kept(await attempt<null>(webhookPath(id), { method: 'DELETE' }), () => changeHooks(accountId, (hooks) => hooks.filter((h) => h.id !== id))),
  };
}

export type ApiAccounts = ReturnType<typeof useApiAccounts>;
