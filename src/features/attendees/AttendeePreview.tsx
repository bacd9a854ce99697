/**
 * The user preview: what a visitor of the visitor list shares (name, job function, company,
 * country, registration type — nothing the list does not show), in a dialog opened from their
 * name, with the row's actions (ask for a meeting, connect, or that they take no requests).
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';
import type { Attendee } from '../../domain/attendees';
import { MeetingLink, NoRequests, useAttendeeText } from './AttendeeRow';

interface PreviewProps {
  attendee: Attendee;
  canMeet: boolean;
  onConnect: ((a: Attendee) => void) | undefined;
  requested: boolean;
  onClose: () => void;
}

export function AttendeePreview({ attendee: a, canMeet, onConnect, requested, onClose }: PreviewProps) {
  const { t } = useTranslation('attendees');
  const text = useAttendeeText();
  const facts = [
    ['jobFunction', a.jobFunction ?? ''],
    ['company', a.company ?? ''],
    ['country', text.country(a)],
    ['registrationType', text.registrationType(a.registrationType)],
  ].filter(([, value]) => value);
  return (
    <Dialog
      open
      title={a.name || '–'}
      onClose={onClose}
      actions={
        // One row of buttons, of one size, ending at the dialog's edge: Close, then what to do with the person.
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common:action.close')}
          </button>
          {canMeet && a.contactable && <MeetingLink attendee={a} className="button button-primary attendees-meet" onConnect={onConnect} requested={requested} />}
        </>
      }
    >
      <div className="attendee-preview">
        <span className="avatar avatar-large" aria-hidden="true">
          {(a.name.trim()[0] ?? '?').toUpperCase()}
        </span>
        {facts.length ? (
          <dl className="fields attendee-preview-facts">
            {facts.map(([key, value]) => (
              <div key={key}>
                <dt>{t(`column.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="attendee-preview-nothing">{t('preview.nothingShared')}</p>
        )}
      </div>
      {canMeet && !a.contactable && (
        <div className="attendee-preview-actions">
          <NoRequests />
        </div>
      )}
    </Dialog>
  );
}
