/**
 * The visitor list's body: the rows in view of the virtual list (cards on a phone, a table
 * elsewhere), and the notice shown when the list (or its next page) could not be had.
 */
import { type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import { type Attendee } from '../../domain/attendees';
import { AttendeeCard, AttendeeTableRow } from './AttendeeRow';
import { type AttendeeFailure } from './useAttendees';

interface AttendeeListProps {
  rows: Attendee[];
  total: number;
  phone: boolean;
  canMeet: boolean;
  searching: boolean;
  virtual: Virtualizer<Window, Element>;
  items: VirtualItem[];
  listRef: RefObject<HTMLDivElement | null>;
  onConnect: ((a: Attendee) => void) | undefined;
  requested: Set<string>;
  onPreview: (a: Attendee) => void;
}

/** The loaded visitors as a virtual list: a list of cards on a phone, a table with a header row elsewhere. */
export function AttendeeList({ rows, total, phone, canMeet, searching, virtual, items, listRef, onConnect, requested, onPreview }: AttendeeListProps) {
  const { t } = useTranslation('attendees');
  // What a card and a table row both take: the visitor, where it sits, and what it offers.
  const rowProps = (item: VirtualItem) => ({
    attendee: rows[item.index]!,
    index: item.index,
    canMeet,
    onConnect,
    requested: requested.has(rows[item.index]!.id),
    onPreview,
    top: item.start - virtual.options.scrollMargin,
    height: item.size,
  });
  if (phone) {
    return (
      <div className="attendees-list attendees-list-mobile" role="list" aria-label={t('title')} aria-busy={searching}>
        <div ref={listRef} style={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {items.map((item) => (
            <AttendeeCard key={item.key} {...rowProps(item)} total={total} />
          ))}
        </div>
      </div>
    );
  }
  const columns = ['name', 'jobFunction', 'company', 'country', 'registrationType', ...(canMeet ? ['meeting'] : [])];
  return (
    <div className={`attendees-list attendees-list-desktop${canMeet ? ' attendees-can-meet' : ''}`} role="table" aria-label={t('title')} aria-rowcount={total + 1} aria-busy={searching}>
      <div role="rowgroup">
        <div className="attendees-row attendees-head" role="row" aria-rowindex={1}>
          {columns.map((c) => (
            <span key={c} role="columnheader">
              {t(`column.${c}`)}
            </span>
          ))}
        </div>
      </div>
      <div ref={listRef} role="rowgroup" style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {items.map((item) => (
          <AttendeeTableRow key={item.key} {...rowProps(item)} />
        ))}
      </div>
    </div>
  );
}

/** Why the list could not be had, with a way to ask again where asking again can help; `stale` when an older list is still shown. */
export function AttendeesFailure({ failure, stale, onRetry }: { failure: AttendeeFailure; stale: boolean; onRetry: () => void }) {
  const { t } = useTranslation('attendees');
  return (
    <div className="callout callout-negative attendees-failure" role="alert">
      <p>{t(stale && failure === 'error.offline' ? 'error.offlineStale' : failure)}</p>
      {failure !== 'error.settingDisabled' && failure !== 'error.systemUserForbidden' && (
        <button type="button" className="button button-small" onClick={onRetry}>
          {failure === 'error.badCursor' ? t('error.startAgain') : t('common:action.retry')}
        </button>
      )}
    </div>
  );
}
