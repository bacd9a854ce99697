/**
 * /contents: what the exhibitor shows visitors, for its administrators (online: the server keeps
 * it; devices get it at their next sync). Three groups: the booth page (one), the company profile
 * and the products (up to the organiser's limit). Each item opens in the editor, opens its public
 * page, moves up or down, or is deleted; how many visitors it was shared with shows beside it.
 */
import './contents.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { ConfirmDialog } from '../../app/Dialog';
import { Icon, type IconName } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useSync } from '../../app/SyncContext';
import { reportedByApp } from '../../lib/http';
import type { ContentType, ManagedContent } from '../../domain/content';
import { manageContents, orderContents, removeContent } from '../../domain/endpoints/contents';
import { callAs, invalidate, useAnswer } from '../../ui/remote/queries';
import { messageOf } from '../../ui/remote/messages';
import { Loading, Unanswered } from '../../ui/remote/parts';

const GROUPS: Array<{ type: ContentType; icon: IconName }> = [
  { type: 'partner', icon: 'home' },
  { type: 'profile', icon: 'book' },
  { type: 'product', icon: 'content' },
];

/** The contents page's title over a loading state or why the list could not be read. */
export function ContentsUnanswered({ answer }: { answer: { error: unknown; refetch: () => unknown } }) {
  const { t } = useTranslation('contents');
  return answer.error ? (
    <div className="page">
      <h1>{t('title')}</h1>
      <Unanswered answer={answer} ns="contents" />
    </div>
  ) : (
    <Loading />
  );
}

export default function ContentsPage() {
  const { t } = useTranslation('contents');
  const { config } = useApp();
  const { notify } = useNotices();
  const sync = useSync();
  usePageTitle(config?.event?.environmentName, t('title'));
  const answer = useAnswer(manageContents, {});
  const data = answer.data;
  const [deleting, setDeleting] = useState<ManagedContent | null>(null);
  const [busy, setBusy] = useState(false);

  /** Says why a change failed (the app says it for the server's own failures) and shows the list as it is now. */
  const failed = (err: unknown) => {
    if (!reportedByApp(err)) notify({ kind: 'negative', messageKey: messageOf(err, 'contents') });
    void invalidate(manageContents);
  };

  async function remove(item: ManagedContent) {
    setBusy(true);
    try {
      await callAs(removeContent, { params: { contentId: item.id } });
      setDeleting(null);
      await invalidate(manageContents);
      void sync?.run();
      notify({ kind: 'positive', messageKey: 'contents:deleted', values: { name: item.name } });
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }

  async function move(item: ManagedContent, by: -1 | 1) {
    if (!data) return;
    const ids = data.contents.map((c) => c.id);
    const sameType = data.contents.filter((c) => c.type === item.type).map((c) => c.id);
    const other = sameType[sameType.indexOf(item.id) + by];
    if (!other) return;
    const a = ids.indexOf(item.id);
    const b = ids.indexOf(other);
    [ids[a], ids[b]] = [ids[b]!, ids[a]!];
    try {
      await callAs(orderContents, { body: { ids } });
      await invalidate(manageContents);
      void sync?.run();
    } catch (err) {
      failed(err);
    }
  }

  if (!data) return <ContentsUnanswered answer={answer} />;
  const products = data.contents.filter((c) => c.type === 'product');
  const full = products.length >= data.productLimit;

  return (
    <div className="page contents-page">
      <header className="page-header">
        <div>
          <h1>{t('title')}</h1>
          <p className="lead">{t('lead')}</p>
        </div>
      </header>
      {GROUPS.map(({ type, icon }) => {
        const items = data.contents.filter((c) => c.type === type);
        const canAdd = type === 'product' ? !full : type === 'partner' ? items.length === 0 : true;
        return (
          <section key={type} className="content-admin-group" aria-labelledby={`group-${type}`}>
            <div className="content-admin-head">
              <div>
                <h2 id={`group-${type}`}>{t(`group.${type}.title`)}</h2>
                <p className="field-hint" id={`group-${type}-hint`}>
                  {type === 'product' ? (full ? t('limit.reached', { limit: data.productLimit }) : t('limit.count', { count: products.length, limit: data.productLimit })) : t(`group.${type}.hint`)}
                </p>
              </div>
              {canAdd && (
                <Link to={`/contents/${type}`} className="button" aria-describedby={`group-${type}-hint`}>
                  {t(`group.${type}.add`)}
                </Link>
              )}
            </div>
            {items.length === 0 ? (
              <p className="content-admin-empty">{t(`group.${type}.empty`)}</p>
            ) : (
              <ol className="content-admin-list">
                {items.map((item, i) => (
                  <li key={item.id} className="card content-admin-card">
                    <span className="content-admin-icon" aria-hidden="true">
                      <Icon name={icon} size={22} />
                    </span>
                    <div className="content-admin-main">
                      <h3>
                        <Link to={`/contents/${item.type}/${encodeURIComponent(item.id)}`}>{item.name}</Link>
                      </h3>
                      {item.summary && <p className="content-admin-summary">{item.summary}</p>}
                      <p className="field-hint">
                        <span className={item.public ? 'status-chip status-chip-positive' : 'status-chip'}>{item.public ? t('public') : t('notPublic')}</span>{' '}
                        {[t('attachmentCount', { count: item.elements.length }), t('sharedWith', { count: item.sharedWith })].join(' · ')}
                      </p>
                    </div>
                    <div className="button-row content-admin-actions">
                      <a className="button button-small" href={item.pageUrl} target="_blank" rel="noopener noreferrer" aria-label={t('openPageOf', { name: item.name })}>
                        <Icon name="link" size={18} />
                        <span aria-hidden="true">{t('openPage')}</span>
                      </a>
                      {items.length > 1 && (
                        <>
                          <button type="button" className="button button-small" aria-label={t('moveUp', { name: item.name })} disabled={i === 0} onClick={() => void move(item, -1)}>
                            <Icon name="arrowUp" size={18} />
                          </button>
                          <button type="button" className="button button-small" aria-label={t('moveDown', { name: item.name })} disabled={i === items.length - 1} onClick={() => void move(item, 1)}>
                            <Icon name="arrowDown" size={18} />
                          </button>
                        </>
                      )}
                      <button type="button" className="button button-small button-danger-quiet" aria-label={t('deleteOne', { name: item.name })} onClick={() => setDeleting(item)}>
                        <Icon name="trash" size={18} />
                      </button>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
      {deleting && (
        <ConfirmDialog
          open
          title={t('delete.title', { name: deleting.name })}
          confirmLabel={t('delete.confirm')}
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        >
          <p>{t('delete.text', { count: deleting.sharedWith })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
