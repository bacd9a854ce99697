/**
 * connections/:metaID with its tabs (the route table's tab routes the guard allows: details,
 * stage and registration questions on desktop, phones show the stage on details; questions with
 * the lead rating, notes, content). Everything reads the local database; saving writes locally
 * and syncs later.
 */
import { INVITATION_SOURCE } from '../../../domain/guests';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, NavLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../../app/AppContext';
import { useDevice, usePageTitle } from '../../../app/hooks';
import { useTabs } from '../../../app/route-context';
import type { Device } from '../../../app/route-def';
import { Icon } from '../../../app/icons';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { useNotices } from '../../../app/notices/NoticeProvider';
import { useServerUnreachable } from '../../../app/SyncContext';
import { CONNECTION_CONTACT_FIELDS, CONNECTION_STAGES, validateNote, validateStage, type ConnectionContact, type ConnectionStage } from '../../../domain/connection';
import { formatBadgeCode } from '../../../domain/badge';
import { isFirstScanner } from '../../../domain/session';
import { countryName } from '../../../domain/country';
import { useConnection, useNotes, useScans, useStages } from '../../../data/hooks';
import { addNote, deleteConnection, setStage, undoDeleteConnection, type NewMedia } from '../../../data/mutators';
import { UNDO_DELETE_MS } from '../../../domain/mutations';
import { MediaPicker, NoteAttachments } from './NoteMedia';
import type { LocalConnection } from '../../../data/db';
import { useFormatDay, useFormatTime } from '../../../app/useFormatTime';
import { SyncStateBadge } from '../SyncStateBadge';
import { displayName } from '../filters';
import { useWriteContext } from '../../../app/useWriteContext';
import { UnsavedPrompt } from '../../../app/UnsavedPrompt';
import { keepNoteDraft, readNoteDrafts, shownSyncState, useNoteDrafts } from '../../../data/note-drafts';
import { SendByEmailButton } from '../export/SendByEmailButton';
import { PrivacyCard } from './PrivacyCard';
import { QuestionsPanel, RatingChip } from './QuestionsPanel';
import { RegistrationPanel } from './RegistrationPanel';
import { ContentDetail, ContentPanel } from './ContentPanel';

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
function useShownSyncState(c: LocalConnection | null | undefined) {
  const drafts = useNoteDrafts(useWriteContext());
  return c ? shownSyncState(c.syncState, Object.hasOwn(drafts, c.id)) : null;
}

function Details({ c, showStage }: { c: LocalConnection; showStage: boolean }) {
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

function StagePanel({ c }: { c: LocalConnection }) {
  const { t } = useTranslation('connections');
  const ctx = useWriteContext();
  const time = useFormatTime();
  const stages = useStages(c.id);
  const { notify } = useNotices();
  const [stage, setStageValue] = useState<ConnectionStage | ''>('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const stageId = useId();
  const commentId = useId();

  async function save(): Promise<boolean> {
    const problem = validateStage(stage);
    if (problem || !ctx) {
      setError(t('stage.required'));
      return false;
    }
    await setStage(ctx, { connectionId: c.id, stage: stage as ConnectionStage, comment: comment.trim() });
    setStageValue('');
    setComment('');
    setError(null);
    notify({ kind: 'positive', messageKey: 'connections:stage.saved' });
    return true;
  }

  return (
    <section className="card detail-card" aria-labelledby="stage-title">
      <UnsavedPrompt dirty={stage !== '' || comment.trim() !== ''} onSave={save} />
      <h2 id="stage-title">
        {t('stage.current')} <span className={`stage-chip stage-${c.stage}`}>{t(`stages.${c.stage}`)}</span>
      </h2>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <div className="field">
          <label htmlFor={stageId}>{t('stage.new')}</label>
          <select id={stageId} value={stage} aria-invalid={error ? true : undefined} onChange={(e) => setStageValue(e.target.value as ConnectionStage)}>
            <option value="">{t('stage.choose')}</option>
            {CONNECTION_STAGES.map((s) => (
              <option key={s} value={s}>
                {t(`stages.${s}`)}
              </option>
            ))}
          </select>
          {error && <p className="field-error">{error}</p>}
        </div>
        <div className="field">
          <label htmlFor={commentId}>{t('stage.comment')}</label>
          <input id={commentId} value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} />
        </div>
        <button type="submit" className="button button-primary">
          {t('stage.save')}
        </button>
      </form>
      <h3 className="history-title" id={`${c.id}-stage-history`}>
        {t('stage.history')}
      </h3>
      {stages && stages.length > 0 ? (
        <ol className="history" aria-labelledby={`${c.id}-stage-history`}>
          {stages.map((s) => (
            <li key={s.id}>
              <span className={`stage-chip stage-${s.stage}`}>{t(`stages.${s.stage}`)}</span>
              <span className="history-meta">
                {time(s.createdAt)}
                {s.authorName ? ` · ${s.authorName}` : ''}
              </span>
              {s.comment && <p>{s.comment}</p>}
              {s.syncState !== 'completed' && <SyncStateBadge state={s.syncState} reason={s.syncReason} />}
            </li>
          ))}
        </ol>
      ) : (
        <p className="field-hint">{t('stage.noHistory')}</p>
      )}
    </section>
  );
}

function Notes({ c }: { c: LocalConnection }) {
  const { t } = useTranslation('connections');
  const ctx = useWriteContext();
  const notes = useNotes(c.id);
  const time = useFormatTime();
  const { notify } = useNotices();
  // A note being written is kept on the device as it is typed (note-drafts.ts), so it survives a reload.
  const [text, setText] = useState(() => (ctx ? (readNoteDrafts(ctx)[c.id]?.text ?? '') : ''));
  const [files, setFiles] = useState<NewMedia[]>([]);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const unreachable = useServerUnreachable();
  const keep = (next: string) => ctx && keepNoteDraft(ctx, c.id, next);

  async function save(): Promise<boolean> {
    // A note needs text, or at least one voice memo or photo.
    if ((validateNote(text) && files.length === 0) || !ctx) {
      setError(t('notes.empty'));
      return false;
    }
    await addNote(ctx, { connectionId: c.id, text: text.trim(), media: files });
    keep('');
    setText('');
    setFiles([]);
    setError(null);
    // Say what is true: kept on the device until the server can be reached, like a capture.
    notify({ kind: 'positive', messageKey: unreachable ? 'connections:notes.savedOffline' : 'connections:notes.saved' });
    return true;
  }

  return (
    <div className="detail-grid">
      <section className="card detail-card" aria-labelledby="note-title">
        <UnsavedPrompt dirty={text.trim() !== '' || files.length > 0} onSave={save} onDiscard={() => keep('')} />
        <h2 id="note-title">{t('notes.add')}</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          noValidate
        >
          <div className="field">
            <label htmlFor={id}>{t('notes.text')}</label>
            <textarea id={id} rows={4} value={text} aria-invalid={error ? true : undefined} aria-describedby={text.trim() ? `${id}-kept` : undefined} onChange={(e) => {
                setText(e.target.value);
                keep(e.target.value);
                if (e.target.value.trim()) setError(null);
              }} />
            {error && <p className="field-error">{error}</p>}
            {text.trim() && (
              <p className="field-hint" id={`${id}-kept`}>
                {t('notes.draftKept')}
              </p>
            )}
          </div>
          <MediaPicker
            files={files}
            onChange={(next) => {
              setFiles(next);
              if (next.length) setError(null);
            }}
          />
          <button type="submit" className="button button-primary">
            {t('notes.save')}
          </button>
        </form>
      </section>
      <section className="card detail-card" aria-labelledby="notes-title">
        <h2 id="notes-title">{t('tabs.notes')}</h2>
        {notes && notes.length > 0 ? (
          <ul className="notes">
            {notes.map((n) => (
              <li key={n.id}>
                {n.text && <p className="note-text">{n.text}</p>}
                <NoteAttachments media={n.media} />
                <p className="history-meta">
                  {time(n.createdAt)} · {n.authorName || t('unknownPerson')} · {noteKinds(n)
                    .map((k) => t(`notes.type.${k}`))
                    .join(' + ')}
                </p>
                {n.syncState !== 'completed' && <SyncStateBadge state={n.syncState} reason={n.syncReason} />}
              </li>
            ))}
          </ul>
        ) : (
          <p className="field-hint">{t('notes.none')}</p>
        )}
      </section>
    </div>
  );
}

/** What a note holds, as its label says it: text, photos, voice memos and documents (the stored type alone names one). */
function noteKinds(n: { text: string; type: string; media?: { kind: string }[] }): string[] {
  if (!n.media) return [n.type];
  const kinds = [n.text ? 'text' : null, ...['image', 'audio', 'document'].map((k) => (n.media!.some((m) => m.kind === k) ? k : null))];
  return kinds.filter((k): k is string => k !== null);
}

/** What each of the detail's routes shows below the tabs (the tabs themselves come from the route table). */
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

/**
 * Deletes the connection (its first scanner or an admin may): gone at once, with an undo for as
 * long as the deletion waits on the device before it is sent.
 */
/** Deletes the connection and goes to `then` (the list), with an undo; null when this user may not delete it. */
function useDeleteConnection(c: LocalConnection): ((then?: string) => Promise<void>) | null {
  const { info, session } = useApp();
  const ctx = useWriteContext();
  const { notify } = useNotices();
  const navigate = useNavigate();
  const mayDelete = !!ctx && (isFirstScanner(info, c.scannedByID) || !!session?.permissions.has('admin'));
  if (!mayDelete || !ctx) return null;
  const name = displayName(c) ?? formatBadgeCode(c.badgeCode);
  return async (then = '/connections/list') => {
    const deleted = await deleteConnection(ctx, c.id);
    navigate(then, { replace: true });
    notify({
      kind: 'info',
      messageKey: 'connections:delete.done',
      values: { name },
      // Gone a little before the deletion is sent (an undo in its last second is refused).
      timeoutMs: UNDO_DELETE_MS - 1500,
      actions: [
        {
          labelKey: 'connections:delete.undo',
          onClick: () =>
            void undoDeleteConnection(deleted).then((undone) =>
              notify(undone ? { kind: 'positive', messageKey: 'connections:delete.undone', values: { name } } : { kind: 'negative', messageKey: 'connections:delete.tooLate' }),
            ),
        },
      ],
    });
  };
}

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
