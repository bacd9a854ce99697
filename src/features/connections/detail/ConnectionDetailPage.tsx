/**
 * connections/:metaID with its tabs (the route table's tab routes the guard allows: details,
 * stage and registration questions on desktop, phones show the stage on details; questions with
 * the lead rating, notes, content). Everything reads the local database; saving writes locally
 * and syncs later.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../../app/AppContext';
import { useDevice, usePageTitle } from '../../../app/hooks';
import { useTabs } from '../../../app/route-context';
import type { Device } from '../../../app/route-def';
import { Icon } from '../../../app/icons';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { formatBadgeCode } from '../../../domain/badge';
import { useConnection } from '../../../data/hooks';
import type { LocalConnection } from '../../../data/db';
import { SyncStateBadge } from '../SyncStateBadge';
import { displayName } from '../filters';
import { SendByEmailButton } from '../export/SendByEmailButton';
import { QuestionsPanel, RatingChip } from './QuestionsPanel';
import { RegistrationPanel } from './RegistrationPanel';
import { ContentDetail, ContentPanel } from './ContentPanel';
import { Details, useShownSyncState } from './DetailsPanel';
import { StagePanel } from './StagePanel';
import { Notes } from './NotesPanel';
import { useDeleteConnection } from './useDeleteConnection';

const PANELS: Readonly<Record<string, (c: LocalConnection, device: Device) => ReactNode>> = {
  // Phones have no stage or registration tab: the details tab shows both.
  'connection-details': (c, device) =>
    device === 'mobile' ? (
      <>
        <Details c={c} showStage />
        {c.contact && (c.registration?.length ?? 0) > 0 && (
          <div className="detail-after">
            <RegistrationPanel c={c} />
          </div>
        )}
      </>
    ) : (
      <Details c={c} showStage={false} />
    ),
  'connection-stage': (c) => <StagePanel c={c} />,
  'connection-questions': (c) => <QuestionsPanel c={c} />,
  'connection-registration-questions': (c) => <RegistrationPanel c={c} />,
  'connection-notes': (c) => <Notes key={c.id} c={c} />,
  'connection-content': (c) => <ContentPanel c={c} />,
  'connection-content-detail': (c) => <ContentDetail c={c} />,
};



function DeleteButton({ c }: { c: LocalConnection }) {
  const { t } = useTranslation('connections');
  const remove = useDeleteConnection(c);
  if (!remove) return null;
  return (
    <button type="button" className="button button-small button-danger-quiet detail-delete" onClick={() => void remove()}>
      <Icon name="trash" size={18} />
      {t('delete.button')}
    </button>
  );
}

export default function ConnectionDetailPage() {
  const { t } = useTranslation('connections');
  const { metaID } = useParams();
  const device = useDevice();
  const { config } = useApp();
  const { tabs, route, active } = useTabs('connection');
  const c = useConnection(metaID);
  const syncState = useShownSyncState(c);
  const name = c ? displayName(c) : null;
  const title = c ? (name ?? formatBadgeCode(c.badgeCode)) : '';
  usePageTitle(config?.event?.environmentName, title || t('list.title'));
  // Opened from the list (the row's link is gone with the list): focus goes to the lead's name,
  // not to the page's body, so a keyboard or screen reader user starts on the lead.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = !!c;
  useEffect(() => {
    if (!shown) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) heading.current?.focus({ preventScroll: true });
  }, [shown, metaID]);
  if (c === undefined) return <div className="screen-loading" aria-busy="true" />;
  if (c === null) return <NotFoundPage />;
  const invalidCode = c.syncState === 'visitorNotFound' && !c.contact;
  return (
    <div className="page">
      <Link to="/connections/list" className="back-link">
        <Icon name="arrowLeft" size={18} />
        {t('list.title')}
      </Link>
      <header className="page-header detail-header">
        <span className="avatar avatar-large" aria-hidden="true">
          {(displayName(c) ?? '#').slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {/* Under a name, the company (or the code); a row known only by its code shows it once, as the title. */}
          {name && <p className="lead">{[c.contact?.jobfunction, c.contact?.company].filter(Boolean).join(' · ') || formatBadgeCode(c.badgeCode)}</p>}
        </div>
        <div className="detail-badges">
          <span className={`stage-chip stage-${c.stage}`}>{t(`stages.${c.stage}`)}</span>
          <RatingChip c={c} />
          <SyncStateBadge state={syncState ?? c.syncState} reason={c.syncReason} />
          {!invalidCode && <SendByEmailButton connectionId={c.id} />}
          <DeleteButton c={c} />
        </div>
      </header>
      {/* A code no visitor has: there is nothing to qualify, only the details with the way to correct it. */}
      {!invalidCode && (
        <nav className="tabs" aria-label={t('tabs.label')}>
          {tabs.map((x) => (
            <NavLink key={x.id} to={x.path} className={x.id === active ? 'tab active' : 'tab'} aria-current={x.id === active ? 'page' : undefined} replace>
              {t(x.labelKey)}
            </NavLink>
          ))}
        </nav>
      )}
      {(PANELS[invalidCode ? 'connection-details' : (route ?? '')] ?? PANELS['connection-details']!)(c, device)}
    </div>
  );
}
