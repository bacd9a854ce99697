/** The details tab of a connection: who the visitor is, how and when they were met, and (on a phone) the stage. */
import { INVITATION_SOURCE } from '../../../domain/guests';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../../app/AppContext';
import { CONNECTION_CONTACT_FIELDS, type ConnectionContact } from '../../../domain/connection';
import { formatBadgeCode } from '../../../domain/badge';
import { countryName } from '../../../domain/country';
import { useScans } from '../../../data/hooks';
import type { LocalConnection } from '../../../data/db';
import { useFormatDay, useFormatTime } from '../../../app/useFormatTime';
import { SyncStateBadge } from '../SyncStateBadge';
import { displayName } from '../filters';
import { Link } from 'react-router';
import { useDeleteConnection } from './useDeleteConnection';
import { StagePanel } from './StagePanel';
import { useWriteContext } from '../../../app/useWriteContext';
import { shownSyncState, useNoteDrafts } from '../../../data/note-drafts';
import { PrivacyCard } from './PrivacyCard';

/** A contact value as people read it: countries by name in the user's language, known registration types translated. */
function useContactValue(): (field: string, value: string) => string {
  const { t, i18n } = useTranslation('connections');
  const language = i18n.resolvedLanguage ?? 'en';
  return (field, value) => {
    if (field === 'country') return countryName(value, language);
    if (field === 'registrationtype') return t(`registrationType.${value}`, { defaultValue: value });
    return value;
  };
}

/** The contact fields that make up a person's name: shown together, once. */
const NAME_PARTS: ReadonlySet<string> = new Set(['fullname', 'firstname', 'lastname', 'firstinitials', 'lastnameprefix', 'suffix', 'title']);

function personName(c: ConnectionContact): string | null {
  const given = c.fullname?.trim() || [c.firstname?.trim() || c.firstinitials?.trim(), c.lastnameprefix?.trim(), c.lastname?.trim()].filter(Boolean).join(' ');
  if (!given) return null;
  return [c.title?.trim(), given, c.suffix?.trim()].filter(Boolean).join(' ');
}

/** The lead's sync state as shown: unsaved (modified) while a note to it is being written. */
export function useShownSyncState(c: LocalConnection | null | undefined) {
  const drafts = useNoteDrafts(useWriteContext());
  return c ? shownSyncState(c.syncState, Object.hasOwn(drafts, c.id)) : null;
}

export function Details({ c, showStage }: { c: LocalConnection; showStage: boolean }) {
  const syncState = useShownSyncState(c) ?? c.syncState;
  const contactValue = useContactValue();
  const scans = useScans(c.id);
  const { session } = useApp();
  const sessionSeesAll = !!session?.permissions.has('showAllConnections');
  const { t } = useTranslation('connections');
  const time = useFormatTime();
  const day = useFormatDay();
  const contact = c.contact ?? {};
  // The name once (the full name, else its parts, with title and suffix), not as Name, First name and Last name.
  const fullName = personName(contact);
  const known = CONNECTION_CONTACT_FIELDS.filter((f) => contact[f] && !NAME_PARTS.has(f));
  return (
    <>
    <div className="detail-grid">
      <section className="card detail-card" aria-labelledby="contact-title">
        <h2 id="contact-title">{t('detail.contact')}</h2>
        {!c.contact && c.syncState === 'visitorNotFound' ? (
          <NotOnVisitorList c={c} />
        ) : !c.contact ? (
          <p className="lead">{c.licensed ? t('detail.detailsPending') : t('sync.help.noLicense')}</p>
        ) : (
          <>
            <div className="contact-actions">
              {contact.phone1 && (
                <a className="button button-small" href={`tel:${contact.phone1.replace(/\s+/g, '')}`}>
                  {t('detail.call')}
                </a>
              )}
              {contact.email && (
                <a className="button button-small" href={`mailto:${contact.email}`}>
                  {t('detail.mail')}
                </a>
              )}
              {contact.website && (
                <a className="button button-small" href={/^https?:\/\//i.test(contact.website) ? contact.website : `https://${contact.website}`} target="_blank" rel="noreferrer noopener">
                  {t('detail.website')}
                </a>
              )}
            </div>
            <dl className="fields">
              {fullName && (
                <div>
                  <dt>{t('field.fullname')}</dt>
                  <dd>{fullName}</dd>
                </div>
              )}
              {known.map((f) => (
                <div key={f}>
                  <dt>{t(`field.${f}`)}</dt>
                  <dd>{contactValue(f, contact[f]!)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </section>
      <section className="card detail-card" aria-labelledby="scan-title">
        <h2 id="scan-title">{t('detail.scan')}</h2>
        <dl className="fields">
          <div>
            <dt>{t('detail.badgeCode')}</dt>
            <dd>
              <code>{formatBadgeCode(c.badgeCode)}</code>
            </dd>
          </div>
          <div>
            <dt>{t('detail.scannedAt')}</dt>
            <dd>{time(c.scannedAt)}</dd>
          </div>
          <div>
            <dt>{t('detail.scannedBy')}</dt>
            <dd>{c.scannedByName || '–'}</dd>
          </div>
          <div>
            <dt>{t('detail.source')}</dt>
            <dd>{t(`source.${c.sourceType}`)}</dd>
          </div>
          {c.contact && (
            <div>
              <dt>{t('detail.consent')}</dt>
              <dd>
                {c.consent ? t('detail.consentText', { version: c.consent.termsVersion, date: day(c.consent.at) }) : t('detail.consentNone')}
                {c.consent?.source && <span className="consent-source">{t('detail.consentSource', { source: c.consent.source === INVITATION_SOURCE ? t('detail.consentInvitation') : c.consent.source })}</span>}
              </dd>
            </div>
          )}
          {!!c.alsoMetBy && (
            <div>
              <dt>{t('detail.alsoMetBy')}</dt>
              <dd>
                {t('detail.colleagues', { count: c.alsoMetBy })}
                {!sessionSeesAll && <p className="field-hint">{t('detail.colleaguesHint')}</p>}
              </dd>
            </div>
          )}
          {scans && scans.length > 1 && (
            <div>
              <dt id={`${c.id}-meetings`}>{t('detail.meetings', { count: scans.length })}</dt>
              <dd>
                <ol className="meetings" aria-labelledby={`${c.id}-meetings`}>
                  {scans.map((s) => (
                    <li key={s.id}>{t('detail.meeting', { who: s.scannedByName || t('common:account.scanUser'), when: time(s.scannedAt), source: t(`source.${s.sourceType}`) })}</li>
                  ))}
                </ol>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('detail.sync')}</dt>
            <dd>
              <SyncStateBadge state={syncState} reason={c.syncReason} />
              <p className="field-hint">{t(`sync.help.${syncState}`)}</p>
            </dd>
          </div>
        </dl>
      </section>
      {showStage && <StagePanel c={c} />}
    </div>
    <PrivacyCard c={c} name={displayName(c) ?? formatBadgeCode(c.badgeCode)} />
    </>
  );
}

/**
 * The server found no visitor with this code: say so, and offer to type the code again. The
 * corrected capture replaces this row; until then it stays (delete it with the header's button).
 */
function NotOnVisitorList({ c }: { c: LocalConnection }) {
  const { t } = useTranslation('connections');
  const mayDelete = !!useDeleteConnection(c);
  const code = formatBadgeCode(c.badgeCode);
  return (
    <div className="not-on-list" role="alert">
      <p className="lead">{t('detail.notOnVisitorList', { code })}</p>
      {mayDelete && (
        <div className="contact-actions">
          <Link className="button button-small button-primary" to={`/connections/list?code=${encodeURIComponent(code)}&replace=${encodeURIComponent(c.id)}`}>
            {t('detail.correctCode')}
          </Link>
        </div>
      )}
    </div>
  );
}
