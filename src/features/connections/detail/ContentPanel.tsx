/**
 * The content tab: the exhibitor's company profile and products, each marked 'share' or not for
 * this visitor, and content/:type/:contentID for one item in full. Works offline: the content
 * list is the device's copy, each choice a local write that syncs later.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApp } from '../../../app/AppContext';
import { Icon } from '../../../app/icons';
import { useNotices } from '../../../app/notices/NoticeProvider';
import { safeLinkUrl, type ContentItem } from '../../../domain/content';
import type { LocalConnection, LocalSharedContent } from '../../../data/db';
import { useContents, useSharedContent } from '../../../data/hooks';
import { shareContent } from '../../../data/mutators';
import { SyncStateBadge } from '../SyncStateBadge';
import { useWriteContext } from '../../../app/useWriteContext';
import { FollowUpCard } from './FollowUpCard';

function useShareToggle(c: LocalConnection) {
  const ctx = useWriteContext();
  const { notify } = useNotices();
  /** Whether the choice was written on this device. */
  return async (item: ContentItem, shared: boolean): Promise<boolean> => {
    try {
      if (!ctx) throw new Error('No one to write as');
      await shareContent(ctx, { connectionId: c.id, contentId: item.id, shared });
      return true;
    } catch {
      notify({ kind: 'negative', messageKey: 'connections:content.saveFailed' });
      return false;
    }
  };
}

type OnShare = (shared: boolean) => Promise<boolean>;

/**
 * The 'Share' pill. Its accessible name says which item it shares (content.shareItem, which starts
 * with or contains the visible 'Share' for voice control); the visible word is hidden from screen
 * readers so it is not read twice. describedBy points at the line saying who chose it.
 */
function ShareCheckbox({ item, share, onChange, describedBy }: { item: ContentItem; share: LocalSharedContent | undefined; onChange: OnShare; describedBy?: string }) {
  const { t } = useTranslation('connections');
  // Shows the click at once; the stored row takes over as soon as the local write lands, and a
  // failed write shows the stored choice again.
  const [clicked, setClicked] = useState<boolean | null>(null);
  useEffect(() => setClicked(null), [share?.shared, share?.updatedAt]);
  return (
    <label className="share-toggle">
      <input
        type="checkbox"
        checked={clicked ?? !!share?.shared}
        onChange={(e) => {
          setClicked(e.target.checked);
          void onChange(e.target.checked).then((ok) => {
            if (!ok) setClicked(null);
          });
        }}
        aria-label={t('content.shareItem', { name: item.name })}
        aria-describedby={describedBy}
      />
      <span aria-hidden="true">{t('content.share')}</span>
    </label>
  );
}

/** The name, then a '>' that never wraps onto a line of its own (it stays with the last letter). */
function NameWithChevron({ name }: { name: string }) {
  const chars = Array.from(name);
  const last = chars.pop() ?? '';
  // One box: on a phone the link is a flex box (for its 44 px height), whose children would
  // otherwise be laid out apart.
  return (
    <span>
      {chars.join('')}
      <span className="content-name-end">
        {last}
        <Icon name="arrowLeft" size={16} className="content-chevron" />
      </span>
    </span>
  );
}

/** One item: its name links to the item in full (the whole row is the link's touch target, except the share pill). */
function ContentRow({ c, item, share, onChange }: { c: LocalConnection; item: ContentItem; share: LocalSharedContent | undefined; onChange: OnShare }) {
  const { t } = useTranslation('connections');
  const metaId = useId();
  const showMeta = !!share && (share.syncState !== 'completed' || share.shared);
  const to = `/connections/${encodeURIComponent(c.id)}/content/${item.type}/${encodeURIComponent(item.id)}`;
  return (
    <li className={share?.shared ? 'content-row shared' : 'content-row'}>
      <span className="content-icon" aria-hidden="true">
        <Icon name={item.type === 'product' ? 'content' : 'book'} size={20} />
      </span>
      <div className="content-text">
        <Link to={to} className="content-name">
          <NameWithChevron name={item.name} />
        </Link>
        {item.summary && <p className="content-summary">{item.summary}</p>}
        {share && showMeta && (
          <p className="content-meta" id={metaId}>
            {share.shared ? t('content.sharedBy', { name: share.updatedByName }) : t('content.notShared')}
            {share.syncState !== 'completed' && <SyncStateBadge state={share.syncState} reason={share.syncReason} />}
          </p>
        )}
      </div>
      <ShareCheckbox item={item} share={share} onChange={onChange} describedBy={showMeta ? metaId : undefined} />
    </li>
  );
}

/** The device has no copy of the content list yet, or the exhibitor has none. */
function NoContent({ list }: { list: ContentItem[] | null }) {
  const { t } = useTranslation('connections');
  return (
    <div className="empty-state content-empty">
      <Icon name={list === null ? 'offline' : 'content'} size={28} />
      <p className="lead">{list === null ? t('content.notDownloaded') : t('content.none')}</p>
    </div>
  );
}

export function ContentPanel({ c }: { c: LocalConnection }) {
  const { t } = useTranslation('connections');
  const { info } = useApp();
  const contents = useContents(info?.event.id ?? null);
  const shared = useSharedContent(c.id);
  const toggle = useShareToggle(c);
  if (contents === undefined || shared === undefined) return <div className="screen-loading" aria-busy="true" />;
  const list = contents?.contents ?? null;
  const company = (list ?? []).filter((x) => x.type !== 'product');
  const products = (list ?? []).filter((x) => x.type === 'product');
  const count = (list ?? []).filter((x) => shared.get(x.id)?.shared).length;
  // A heading per group, not a landmark: the card is already the 'Content' region.
  const group = (title: string, items: ContentItem[]) =>
    items.length > 0 && (
      <div className="content-group">
        <h3>{title}</h3>
        <ul className="content-list">
          {items.map((item) => (
            <ContentRow key={item.id} c={c} item={item} share={shared.get(item.id)} onChange={(on) => toggle(item, on)} />
          ))}
        </ul>
      </div>
    );
  return (
    <section className="card detail-card" aria-labelledby="content-title">
      <h2 id="content-title">{t('tabs.content')}</h2>
      {!list || list.length === 0 ? (
        <NoContent list={list} />
      ) : (
        <>
          <p className="lead">{t('content.intro')}</p>
          <p className="content-count" role="status">
            {t('content.count', { count })}
          </p>
          {group(t('content.company'), company)}
          {group(t('content.products'), products)}
        </>
      )}
      <FollowUpCard c={c} sharedCount={count} />
    </section>
  );
}

/** content/:type/:contentID: one item in full, with its share choice. */
export function ContentDetail({ c }: { c: LocalConnection }) {
  const { t } = useTranslation('connections');
  const { type, contentID } = useParams();
  const { info } = useApp();
  const contents = useContents(info?.event.id ?? null);
  const shared = useSharedContent(c.id);
  const toggle = useShareToggle(c);
  const hintId = useId();
  const back = `/connections/${encodeURIComponent(c.id)}/content`;
  if (contents === undefined || shared === undefined) return <div className="screen-loading" aria-busy="true" />;
  const item = contents?.contents.find((x) => x.id === contentID && x.type === type);
  if (!item) {
    return (
      <section className="card detail-card" aria-labelledby="content-missing-title">
        <h2 id="content-missing-title">{t('content.missingTitle')}</h2>
        <p className="lead">{t('content.missing')}</p>
        <Link to={back} className="button">
          {t('content.back')}
        </Link>
      </section>
    );
  }
  const share = shared.get(item.id);
  return (
    <section className="card detail-card content-detail" aria-labelledby="content-detail-title">
      <Link to={back} className="back-link">
        <Icon name="arrowLeft" size={18} />
        {t('content.back')}
      </Link>
      <p className="content-type">{t(`content.types.${item.type}`)}</p>
      <h2 id="content-detail-title">{item.name}</h2>
      {item.summary && <p className="lead">{item.summary}</p>}
      {item.description && <p className="content-description">{item.description}</p>}
      {item.labels.length > 0 && (
        <ul className="content-labels" aria-label={t('content.labels')}>
          {item.labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      )}
      {item.links.length > 0 && (
        <>
          <h3>{t('content.links')}</h3>
          <ul className="content-links">
            {item.links.map((link, i) => {
              const href = safeLinkUrl(link.url);
              return (
                <li key={i}>
                  <Icon name="link" size={16} />
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {link.name || link.url}
                      <span className="visually-hidden"> {t('content.newTab')}</span>
                    </a>
                  ) : (
                    <span>{link.name || link.url}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {item.attachments && item.attachments.length > 0 && (
        <>
          <h3>{t('content.attachments')}</h3>
          <ul className="content-links">
            {item.attachments.map((a, i) => {
              const href = a.url ? safeLinkUrl(new URL(a.url, window.location.origin).href) : null;
              return (
                <li key={i}>
                  <Icon name={a.type === 'text' ? 'content' : 'download'} size={16} />
                  {a.type === 'text' ? (
                    <span>{t('content.textValue', { name: a.name, value: a.value })}</span>
                  ) : href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {a.name}
                      <span className="visually-hidden"> {t('content.newTab')}</span>
                    </a>
                  ) : (
                    <span>{a.name}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {item.pageUrl && (
        <details className="content-page-box">
          <summary>{t('content.showPage')}</summary>
          <p className="field-hint">{t('content.showPageHint')}</p>
          <img src={`${new URL(item.pageUrl).pathname}/qr.svg`} alt={t('content.qrAlt', { name: item.name })} width={180} height={180} />
          <p>
            <a href={item.pageUrl} target="_blank" rel="noopener noreferrer">
              {t('content.openPage')}
              <span className="visually-hidden"> {t('content.newTab')}</span>
            </a>
          </p>
        </details>
      )}
      <div className="content-share-box">
        <ShareCheckbox item={item} share={share} onChange={(on) => toggle(item, on)} describedBy={hintId} />
        <span id={hintId}>{share?.shared ? t('content.sharedBy', { name: share.updatedByName }) : t('content.shareHint')}</span>
        {share && share.syncState !== 'completed' && <SyncStateBadge state={share.syncState} reason={share.syncReason} />}
      </div>
    </section>
  );
}
