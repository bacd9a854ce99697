/**
 * 'Send by e-mail' from a screen: queue the request (it waits in the outbox offline) and tell the
 * user when the server has sent it, or that it could not be sent.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../data/db';
import { emailConnections } from '../../../data/mutators';
import { useNotices } from '../../../app/notices/NoticeProvider';
import { useWriteContext } from '../../../app/useWriteContext';
import type { ExportFormat } from '../../../domain/export';
import { EXPORT_MAILS_PER_DAY } from '../../../domain/limits';

/** Why the server did not mail an export, as the user reads it. */
const REFUSALS: Record<string, string> = {
  'email.sendFailure': 'connections:export.emailFailed',
  'email.quotaReached': 'connections:export.emailQuota',
  'email.unconfirmed': 'connections:export.emailUnconfirmed',
};

/** One notice per request: 'sent' replaces 'preparing', never stacks beside it. */
const NOTICE_ID = 'email-export';

export function useEmailRequest(): (connectionIds: string[], format?: ExportFormat, allFields?: boolean) => Promise<void> {
  const { i18n } = useTranslation();
  const ctx = useWriteContext();
  const { notify } = useNotices();
  const [id, setId] = useState<string | null>(null);
  const request = useLiveQuery(() => (id ? db.requests.get(id) : undefined), [id]);
  useEffect(() => {
    if (!request || request.syncState === 'pending') return;
    if (request.syncState === 'completed') notify({ id: NOTICE_ID, kind: 'positive', messageKey: 'connections:export.emailSent' });
    else notify({ id: NOTICE_ID, kind: 'negative', messageKey: REFUSALS[request.syncReason ?? ''] ?? 'connections:export.emailRefused', values: { count: EXPORT_MAILS_PER_DAY }, timeoutMs: 10_000 });
    setId(null);
  }, [request, notify]);

  return async (connectionIds, format = 'xlsx', allFields = false) => {
    if (!ctx) return;
    const entry = await emailConnections(ctx, { connectionIds, format, language: i18n.resolvedLanguage ?? 'en', ...(allFields ? { allFields } : {}) });
    setId(entry.args.id);
    notify({ id: NOTICE_ID, kind: 'info', messageKey: navigator.onLine ? 'connections:export.emailQueued' : 'connections:export.emailOffline' });
  };
}
