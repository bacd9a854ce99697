/**
 * The visitor's rights on a connection, for administrators (online only): everything held about
 * the visitor as a readable page or as data, to hand to them, and erasure for good. The server
 * erases at once and every device of the team drops the connection at its next sync; this device
 * drops it now.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../app/Dialog';
import { Icon } from '../../../app/icons';
import { useApp } from '../../../app/AppContext';
import { useNotices } from '../../../app/notices/NoticeProvider';
import { db, type LocalConnection } from '../../../data/db';
import { dropConnections } from '../../../data/drop';
import { writeTables } from '../../../data/mutators';
import { download } from '../../../lib/download';
import { request } from '../../../lib/http';
import { call } from '../../../lib/call';
import { eraseVisitor } from '../../../domain/endpoints/privacy';
import { refusalCode } from '../../../ui/remote/messages';

export function PrivacyCard({ c, name }: { c: LocalConnection; name: string }) {
  const { t, i18n } = useTranslation('connections');
  const { session } = useApp();
  const { notify } = useNotices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  if (!session?.permissions.has('admin')) return null;
  // Only what the server holds can be exported or erased there.
  const onServer = c.syncState !== 'pending' && c.syncState !== 'visitorNotFound' && c.syncState !== 'invalid';

  async function run(work: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setError(t(refusalCode(err) === 'notFound' ? 'privacy.notSynced' : 'privacy.failed'));
    } finally {
      setBusy(false);
    }
  }

  const exportAs = (format: 'html' | 'json') =>
    run(async () => {
      const body = await request<unknown>(`/api/connections/${encodeURIComponent(c.id)}/visitor-data?format=${format}&language=${i18n.resolvedLanguage ?? 'en'}`, { quiet: true });
      const file = `visitor-${c.badgeCode}.${format}`;
      download(new Blob([format === 'json' ? JSON.stringify(body, null, 2) : String(body)], { type: format === 'json' ? 'application/json' : 'text/html' }), file);
    });

  const erase = () =>
    run(async () => {
      await call(eraseVisitor, { params: { id: c.id } }, { quiet: true });
      await db.transaction('rw', writeTables().map((table) => db.table(table)), () => dropConnections(db, [c.id]));
      setConfirming(false);
      navigate('/connections/list', { replace: true });
      notify({ kind: 'positive', messageKey: 'connections:privacy.erased', values: { name } });
    });

  return (
    <section className="card detail-card detail-card-wide" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('privacy.title')}</h2>
      <p className="field-hint">{onServer ? t('privacy.intro') : t('privacy.notSynced')}</p>
      {onServer && (
        <div className="button-row">
          <button type="button" className="button button-small" disabled={busy} onClick={() => void exportAs('html')}>
            <Icon name="download" size={18} />
            {t('privacy.exportHtml')}
          </button>
          <button type="button" className="button button-small" disabled={busy} onClick={() => void exportAs('json')}>
            {t('privacy.exportJson')}
          </button>
          <button type="button" className="button button-small button-danger-quiet" disabled={busy} onClick={() => setConfirming(true)}>
            <Icon name="trash" size={18} />
            {t('privacy.erase')}
          </button>
        </div>
      )}
      {error && !confirming && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {confirming && (
        <Dialog
          open
          role="alertdialog"
          title={t('privacy.confirmTitle', { name })}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t('common:action.cancel')}
              </button>
              <button type="button" className="button button-danger" disabled={busy} aria-busy={busy} onClick={() => void erase()}>
                {t('privacy.confirm')}
              </button>
            </>
          }
        >
          <p>{t('privacy.confirmText')}</p>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </Dialog>
      )}
    </section>
  );
}
