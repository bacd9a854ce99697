/**
 * One visitor of the visitor list: a row of the table on a desktop, a card on a phone. A visitor
 * open to meeting requests (contactable) offers "Ask for a meeting" when the user has the agenda;
 * one who is not says so, where the button would be.
 */
import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Attendee } from '../../domain/attendees';

/** Heights of a row (desktop) and of a card with and without its meeting link (phone), with the gap below a card. */
export const ROW_HEIGHT = 56;
export const CARD_HEIGHT = 92;
export const CARD_WITH_LINK_HEIGHT = 140;
/** A card that says the visitor takes no requests (one more line). */
export const CARD_WITH_NOTE_HEIGHT = 132;

/** Where a meeting request with the visitor is made (the agenda's form). */
export const meetingPath = (userId: string, name = '') => `/agenda?with=${encodeURIComponent(userId)}${name ? `&name=${encodeURIComponent(name)}` : ''}`;

/** Country names by language: one Intl.DisplayNames each (making one is slow, and a list shows many rows). */
const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country as people read it: an ISO 3166 code by its name in `language`, anything else as it is. */
function countryName(value: string, language: string): string {
  if (!/^[A-Za-z]{2}$/.test(value)) return value;
  if (!regionNames.has(language)) {
    try {
      regionNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      regionNames.set(language, null);
    }
  }
  try {
    return regionNames.get(language)?.of(value.toUpperCase()) ?? value;
  } catch {
    return value;
  }
}

export function useAttendeeText() {
  const { t, i18n } = useTranslation('attendees');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    country: (a: Attendee) => (a.country ? countryName(a.country, language) : ''),
    registrationType: (value: string | null) => (value ? t(`registrationType.${value}`, { defaultValue: value }) : ''),
  };
}

/** Why a visitor offers no buttons: they take no meeting or connection requests. */
export function NoRequests() {
  const { t } = useTranslation('attendees');
  return <span className="attendees-no-requests">{t('row.noRequests')}</span>;
}

/** Ask for a meeting, and send a connection request (or see that one was sent). */
export function MeetingLink({ attendee, className, onConnect, requested }: { attendee: Attendee; className: string; onConnect: ((a: Attendee) => void) | undefined; requested: boolean }) {
  const { t } = useTranslation('attendees');
  return (
    <span className="attendee-actions">
      <Link className={className} to={meetingPath(attendee.id, attendee.name)} aria-label={t('row.askMeetingWith', { name: attendee.name })}>
        {t('row.askMeeting')}
      </Link>
      {onConnect &&
        (requested ? (
          <span className="attendee-requested">{t('row.requested')}</span>
        ) : (
          <button type="button" className="button button-small attendees-meet" onClick={() => onConnect(attendee)} aria-label={t('row.connectWith', { name: attendee.name })}>
            {t('row.connect')}
          </button>
        ))}
    </span>
  );
}

interface RowProps {
  attendee: Attendee;
  /** Its place in the list (from 0) and the list's length, for assistive technology. */
  index: number;
  /** Where it sits in the list (px from the list's top) and its height. */
  top: number;
  height: number;
  /** The user may ask visitors for meetings (the agenda is theirs). */
  canMeet: boolean;
  /** Sends a connection request (where the user may); `requested`: one was sent. */
  onConnect?: ((a: Attendee) => void) | undefined;
  requested?: boolean;
  /** Opens the visitor's preview (their name is its button). */
  onPreview: (a: Attendee) => void;
}

/** The visitor's name: the button that opens their preview (found again by its id when the preview closes). */
function NameButton({ attendee, onPreview }: { attendee: Attendee; onPreview: (a: Attendee) => void }) {
  return (
    <button type="button" className="attendee-name-button" data-attendee={attendee.id} aria-haspopup="dialog" onClick={() => onPreview(attendee)}>
      {attendee.name || '–'}
    </button>
  );
}

const place = (top: number, height: number) => ({ position: 'absolute', top: 0, left: 0, right: 0, height, transform: `translateY(${top}px)` }) as const;

/** Rows are memoised: scrolling moves them (top) without rendering them again. */
export const AttendeeTableRow = memo(function AttendeeTableRow({ attendee: a, index, top, height, canMeet, onConnect, requested = false, onPreview }: RowProps) {
  const text = useAttendeeText();
  return (
    <div className="attendees-row" role="row" aria-rowindex={index + 2} style={place(top, height)}>
      <span role="cell" className="attendees-name">
        <NameButton attendee={a} onPreview={onPreview} />
      </span>
      <span role="cell">{a.jobFunction}</span>
      <span role="cell">{a.company}</span>
      <span role="cell">{text.country(a)}</span>
      <span role="cell">{text.registrationType(a.registrationType)}</span>
      {canMeet && <span role="cell">{a.contactable ? <MeetingLink attendee={a} className="button button-small attendees-meet" onConnect={onConnect} requested={requested} /> : <NoRequests />}</span>}
    </div>
  );
});

export const AttendeeCard = memo(function AttendeeCard({ attendee: a, index, top, height, canMeet, total, onConnect, requested = false, onPreview }: RowProps & { total: number }) {
  const text = useAttendeeText();
  const withLink = canMeet && a.contactable;
  const work = [a.jobFunction, a.company].filter(Boolean).join(' · ');
  const where = [text.country(a), text.registrationType(a.registrationType)].filter(Boolean).join(' · ');
  return (
    <div role="listitem" aria-setsize={total} aria-posinset={index + 1} style={place(top, height)}>
      <div className={`attendee-card${withLink ? ' attendee-card-with-link' : canMeet ? ' attendee-card-with-note' : ''}`}>
        <span className="avatar" aria-hidden="true">
          {(a.name.trim()[0] ?? '?').toUpperCase()}
        </span>
        <span className="attendee-card-text">
          <strong>
            <NameButton attendee={a} onPreview={onPreview} />
          </strong>
          {work && <span className="field-hint">{work}</span>}
          {where && <span className="field-hint">{where}</span>}
          {withLink && <MeetingLink attendee={a} className="button button-small attendees-meet" onConnect={onConnect} requested={requested} />}
          {canMeet && !a.contactable && <NoRequests />}
        </span>
      </div>
    </div>
  );
});
