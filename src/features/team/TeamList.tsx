/**
 * The team as a virtual list, smooth with thousands of members: on a desktop a table whose rows
 * open the member in the side panel, on a phone cards that each open /users/:userId.
 */
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { Device } from '../../app/route-def';
import type { TeamMember } from '../../domain/team';
import { formatWhen, StateBadge } from './member-view';

/** The shown members, only those in or near the window rendered (`virtual`, placed inside `listRef`). */
export function TeamList({
  shown,
  device,
  selected,
  onSelect,
  language,
  listRef,
  virtual,
}: {
  shown: TeamMember[];
  device: Device;
  /** The member open in the side panel. */
  selected: string | null;
  onSelect: (memberId: string) => void;
  language: string;
  listRef: RefObject<HTMLDivElement | null>;
  virtual: Virtualizer<Window, Element>;
}) {
  const { t } = useTranslation('team');
  return (
    <div className={`team-list team-list-${device}`} role={device === 'desktop' ? 'table' : 'list'} aria-label={t('title')} aria-rowcount={device === 'desktop' ? shown.length + 1 : undefined}>
      {device === 'desktop' && (
        <div className="team-row team-head" role="row">
          {(['name', 'permissions', 'state', 'lastLogin', 'connections'] as const).map((h) => (
            <span key={h} role="columnheader">
              {t(`column.${h}`)}
            </span>
          ))}
        </div>
      )}
      <div ref={listRef} style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((item) => {
          const m = shown[item.index]!;
          return (
            <div
              key={m.id}
              role={device === 'desktop' ? 'rowgroup' : 'listitem'}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, height: item.size, transform: `translateY(${item.start - virtual.options.scrollMargin}px)` }}
            >
              {device === 'desktop' ? (
                <DesktopRow m={m} selected={m.id === selected} onSelect={() => onSelect(m.id)} language={language} />
              ) : (
                <PhoneCard m={m} language={language} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function permissionsText(m: TeamMember, t: (key: string) => string): string {
  if (m.permissions.includes('admin')) return t('permission.admin');
  if (m.permissions.length === 0) return t('permission.none');
  return m.permissions.map((p) => t(`permission.${p}`)).join(', ');
}

/** A member as a table row; its name opens them in the side panel. */
function DesktopRow({ m, selected, onSelect, language }: { m: TeamMember; selected: boolean; onSelect: () => void; language: string }) {
  const { t } = useTranslation('team');
  return (
    <div className={`team-row${selected ? ' team-row-selected' : ''}`} role="row" aria-selected={selected}>
      <span role="cell" className="team-name">
        <button type="button" className="link-button" onClick={onSelect} aria-current={selected ? 'true' : undefined}>
          {`${m.firstName} ${m.lastName}`.trim()}
        </button>
        <span className="field-hint">{m.email}</span>
      </span>
      <span role="cell" className="team-permissions">
        {permissionsText(m, t)}
      </span>
      <span role="cell">
        <StateBadge member={m} />
        {m.system && <span className="field-hint"> {t('system.badge')}</span>}
      </span>
      <span role="cell">{m.lastLoginAt ? formatWhen(m.lastLoginAt, language) : <span className="field-hint">{t('detail.never')}</span>}</span>
      <span role="cell" className="team-number">
        {m.connections}
      </span>
    </div>
  );
}

/** A member as a card linking to their own page. */
function PhoneCard({ m, language }: { m: TeamMember; language: string }) {
  const { t } = useTranslation('team');
  return (
    <Link className="team-card" to={`/users/${encodeURIComponent(m.id)}`}>
      <span className="avatar" aria-hidden="true">
        {(m.firstName[0] ?? m.lastName[0] ?? '?').toUpperCase()}
      </span>
      <span className="team-card-text">
        <strong>{`${m.firstName} ${m.lastName}`.trim()}</strong>
        <span className="field-hint">{permissionsText(m, t)}</span>
        <span className="field-hint">
          {m.lastLoginAt ? t('card.lastLogin', { when: formatWhen(m.lastLoginAt, language) }) : t('detail.never')} · {t('card.connections', { count: m.connections })}
        </span>
      </span>
      {m.registrationState !== 'registered' && <StateBadge member={m} />}
    </Link>
  );
}
