/**
 * /contents/:type/:contentID?: one booth page, company profile entry or product, new (no id) or
 * saved. Every field of SPEC section 3's content container: name, summary, description, tags,
 * public, banner and logo, attachments (files upload at once, resumable, with progress; addresses
 * and text values), links, address, contact person, dates and times. Checked here with the same
 * rules the server applies; its refusals show under the fields. A saved item shows its page's
 * address and QR code. Leaving with unsaved changes asks first.
 */
import './contents.css';
import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import * as v from 'valibot';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useSync } from '../../app/SyncContext';
import { UnsavedPrompt } from '../../app/UnsavedPrompt';
import { HttpError, request } from '../../lib/http';
import { fieldErrors } from '../../domain/organiser';
import {
  ATTACHMENT_TYPES,
  CONTENT_LINK_TYPES,
  CONTENT_TEXT_MAX,
  CONTENT_TYPES,
  ContentInput,
  FILE_ATTACHMENT_TYPES,
  acceptFor,
  type AttachmentType,
  type ContentLinkType,
  type ContentType,
  type ManagedContent,
} from '../../domain/content';
import { LoadFailed, useManagedContents } from './ContentsPage';
import { FileSlot, type SlotState } from './FileSlot';

interface ElementDraft {
  key: string;
  id?: string;
  name: string;
  type: AttachmentType;
  fileId: string | null;
  url: string;
  value: string;
  youtube: boolean;
  newwindow: boolean;
}
interface Draft {
  name: string;
  summary: string;
  description: string;
  labels: string[];
  links: Array<{ key: string; type: ContentLinkType; name: string; url: string }>;
  elements: ElementDraft[];
  address: string;
  contact: { name: string; email: string; phone: string };
  startsOn: string;
  endsOn: string;
  opensAt: string;
  closesAt: string;
  bannerFileId: string | null;
  logoFileId: string | null;
  public: boolean;
}

let counter = 0;
const nextKey = () => `k${++counter}`;

function draftOf(item: ManagedContent | null): Draft {
  if (!item) {
    return { name: '', summary: '', description: '', labels: [], links: [], elements: [], address: '', contact: { name: '', email: '', phone: '' }, startsOn: '', endsOn: '', opensAt: '', closesAt: '', bannerFileId: null, logoFileId: null, public: true };
  }
  return {
    name: item.name,
    summary: item.summary,
    description: item.description,
    labels: [...item.labels],
    links: item.links.map((l) => ({ key: nextKey(), ...l })),
    elements: item.elements.map((e) => ({ key: nextKey(), id: e.id, name: e.name, type: e.type, fileId: e.fileId, url: e.url, value: e.value, youtube: e.streamtype === 'youtube', newwindow: e.newwindow })),
    address: item.address,
    contact: { ...item.contact },
    startsOn: item.startsOn ?? '',
    endsOn: item.endsOn ?? '',
    opensAt: item.opensAt ?? '',
    closesAt: item.closesAt ?? '',
    bannerFileId: item.bannerFileId,
    logoFileId: item.logoFileId,
    public: item.public,
  };
}

/** What the server takes: empty dates and times as null, each element with only its type's fields. */
function bodyOf(d: Draft) {
  return {
    name: d.name,
    summary: d.summary,
    description: d.description,
    labels: d.labels,
    links: d.links.map(({ type, name, url }) => ({ type, name, url })),
    elements: d.elements.map((e) => ({
      ...(e.id ? { id: e.id } : {}),
      name: e.name,
      type: e.type,
      fileId: (FILE_ATTACHMENT_TYPES as readonly string[]).includes(e.type) ? e.fileId : null,
      url: e.type === 'url' || e.type === 'stream' ? e.url : '',
      value: e.type === 'text' ? e.value : '',
      streamtype: e.type === 'stream' && e.youtube ? ('youtube' as const) : null,
      newwindow: e.newwindow,
    })),
    address: d.address,
    contact: d.contact,
    startsOn: d.startsOn || null,
    endsOn: d.endsOn || null,
    opensAt: d.opensAt || null,
    closesAt: d.closesAt || null,
    bannerFileId: d.bannerFileId,
    logoFileId: d.logoFileId,
    public: d.public,
  };
}

export default function ContentEditorPage() {
  const { t } = useTranslation('contents');
  const { type, contentID } = useParams();
  const { data, loadError, load } = useManagedContents();
  const { config } = useApp();
  const item = contentID ? (data?.contents.find((c) => c.id === contentID) ?? null) : null;
  usePageTitle(config?.event?.environmentName, item?.name ?? t('title'));
  if (!CONTENT_TYPES.includes(type as ContentType)) return <Missing />;
  if (loadError) return <LoadFailed title={t('title')} message={loadError} onRetry={() => void load()} />;
  if (!data) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;
  if (contentID && (!item || item.type !== type)) return <Missing />;
  return <ContentForm key={item?.id ?? `new-${type}`} type={type as ContentType} item={item} onSaved={load} />;
}

function Missing() {
  const { t } = useTranslation('contents');
  return (
    <div className="page">
      <div className="card empty-state">
        <h1>{t('missing.title')}</h1>
        <p className="lead">{t('missing.text')}</p>
        <Link to="/contents" className="button">
          {t('back')}
        </Link>
      </div>
    </div>
  );
}

function ContentForm({ type, item, onSaved }: { type: ContentType; item: ManagedContent | null; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('contents');
  const navigate = useNavigate();
  const { notify } = useNotices();
  const sync = useSync();
  const base = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const saved = useMemo(() => JSON.stringify(draftOf(item)), [item]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [slots, setSlots] = useState<Record<string, SlotState>>({});
  /** A new item's id once saved: the page moves to its address (after this render, so nothing asks to save it again). */
  const [created, setCreated] = useState<string | null>(null);
  const dirty = !created && JSON.stringify(draft) !== saved;
  useEffect(() => {
    if (created) navigate(`/contents/${type}/${encodeURIComponent(created)}`, { replace: true });
  }, [created, navigate, type]);
  const uploading = Object.values(slots).some((s) => s.status === 'uploading');
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setElement = (i: number, patch: Partial<ElementDraft>) => setDraft((d) => ({ ...d, elements: d.elements.map((e, j) => (j === i ? { ...e, ...patch } : e)) }));
  const setLink = (i: number, patch: Partial<Draft['links'][number]>) => setDraft((d) => ({ ...d, links: d.links.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));
  const files = new Map((item?.files ?? []).map((f) => [f.id, f]));
  const error = (field: string) => (errors[field] ? t(`error.${errors[field]}`, { defaultValue: t('error.content.invalid') }) : null);

  async function save(): Promise<boolean> {
    setGeneral(null);
    const body = bodyOf(draft);
    const checked = v.safeParse(ContentInput, body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.issues));
      setGeneral('error.checkFields');
      return false;
    }
    setBusy(true);
    setErrors({});
    try {
      let id: string | null = null;
      if (item) await request(`/api/contents/items/${encodeURIComponent(item.id)}`, { method: 'PUT', body, quiet: true });
      else id = (await request<{ id: string }>(`/api/contents/items?type=${type}`, { method: 'POST', body, quiet: true })).id;
      // The list again first, so the new item's address finds it.
      await onSaved();
      if (id) setCreated(id);
      void sync?.run();
      notify({ kind: 'positive', messageKey: 'contents:saved', values: { name: draft.name.trim() } });
      return true;
    } catch (err) {
      if (err instanceof HttpError && (err.code === 'invalid' || err.code === 'upload.claimed')) {
        // A file another item, a lead's note or a task holds already is marked on its field.
        setErrors((err.body as { fields?: Record<string, string> }).fields ?? {});
        setGeneral(err.code === 'upload.claimed' ? 'error.upload.claimed' : 'error.checkFields');
      } else if (err instanceof HttpError && (err.code === 'productLimitReached' || err.code === 'boothPageExists')) setGeneral(`error.${err.code}`);
      else setGeneral(err instanceof HttpError && (err.code === 'offline' || err.code === 'timeout') ? 'error.offline' : 'error.failed');
      return false;
    } finally {
      setBusy(false);
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };

  const slotProps = (key: string, fileId: string | null, accept: string, onFile: (id: string | null) => void, label: string, fieldError: string | null) => ({
    label,
    accept,
    file: fileId ? (files.get(fileId) ?? null) : null,
    fileId,
    state: slots[key],
    onState: (s: SlotState | undefined) => setSlots((all) => ({ ...all, [key]: s! })),
    onFile,
    error: fieldError,
  });

  return (
    <div className="page content-editor">
      <Link to="/contents" className="back-link">
        <Icon name="arrowLeft" size={18} />
        {t('back')}
      </Link>
      <header className="page-header">
        <div>
          <p className="content-type">{t(`type.${type}`)}</p>
          <h1>{item ? item.name : t(`new.${type}`)}</h1>
        </div>
      </header>
      <form className="content-form" onSubmit={submit} noValidate aria-describedby={general ? `${base}-general` : undefined}>
        {general && (
          <div className="callout callout-negative" role="alert" id={`${base}-general`}>
            <p>{t(general)}</p>
          </div>
        )}
        <Section title={t('section.basics')}>
          <TextField id={`${base}-name`} label={t('field.name')} value={draft.name} max={CONTENT_TEXT_MAX} error={error('name')} onChange={(name) => set({ name })} required />
          <TextField id={`${base}-summary`} label={t('field.summary')} hint={t('hint.summary')} value={draft.summary} max={CONTENT_TEXT_MAX} error={error('summary')} onChange={(summary) => set({ summary })} />
          <div className="field">
            <label htmlFor={`${base}-description`}>{t('field.description')}</label>
            <textarea id={`${base}-description`} rows={6} value={draft.description} aria-invalid={!!error('description')} aria-describedby={error('description') ? `${base}-description-error` : undefined} onChange={(e) => set({ description: e.target.value })} />
            <FieldError id={`${base}-description-error`} text={error('description')} />
          </div>
          <Labels labels={draft.labels} error={error('labels')} onChange={(labels) => set({ labels })} />
          <label className="check-row">
            <input type="checkbox" role="switch" checked={draft.public} onChange={(e) => set({ public: e.target.checked })} aria-describedby={`${base}-public-hint`} />
            <span>{t('field.public')}</span>
          </label>
          <p className="field-hint" id={`${base}-public-hint`}>
            {t(draft.public ? 'hint.public' : 'hint.notPublic')}
          </p>
        </Section>

        <Section title={t('section.images')}>
          <div className="content-images">
            <FileSlot {...slotProps('banner', draft.bannerFileId, acceptFor('banner'), (bannerFileId) => set({ bannerFileId }), t('field.banner'), error('bannerFileId'))} image hint={t('hint.banner')} />
            <FileSlot {...slotProps('logo', draft.logoFileId, acceptFor('logo'), (logoFileId) => set({ logoFileId }), t('field.logo'), error('logoFileId'))} image hint={t('hint.logo')} />
          </div>
        </Section>

        <Section title={t('section.attachments')} hint={t('hint.attachments')}>
          {draft.elements.length > 0 && (
            <ol className="element-list">
              {draft.elements.map((e, i) => {
                const n = i + 1;
                const isFile = (FILE_ATTACHMENT_TYPES as readonly string[]).includes(e.type);
                return (
                  <li key={e.key} className="element-row">
                    <div className="element-fields">
                      <div className="field">
                        <label htmlFor={`${base}-el-${e.key}-type`}>{t('field.attachmentType', { n })}</label>
                        <select id={`${base}-el-${e.key}-type`} value={e.type} onChange={(ev) => setElement(i, { type: ev.target.value as AttachmentType, fileId: null })}>
                          {ATTACHMENT_TYPES.map((at) => (
                            <option key={at} value={at}>
                              {t(`attachment.${at}`)}
                            </option>
                          ))}
                        </select>
                      </div>
                      <TextField id={`${base}-el-${e.key}-name`} label={t('field.attachmentName', { n })} value={e.name} max={CONTENT_TEXT_MAX} error={error(`elements.${i}.name`)} onChange={(name) => setElement(i, { name })} />
                      {isFile && (
                        <FileSlot
                          {...slotProps(e.key, e.fileId, acceptFor(e.type), (fileId) => setElement(i, { fileId }), t('field.attachmentFile', { n }), errors[`elements.${i}.fileId`] === 'content.attachment.fileRequired' ? t(`error.content.attachment.${e.type}Required`) : error(`elements.${i}.fileId`))}
                          image={e.type === 'image'}
                          onName={(name) => !e.name && setElement(i, { name: name.replace(/\.[^.]+$/, '').slice(0, CONTENT_TEXT_MAX) })}
                        />
                      )}
                      {(e.type === 'url' || e.type === 'stream') && (
                        <TextField id={`${base}-el-${e.key}-url`} type="url" label={t('field.attachmentUrl', { n })} value={e.url} error={error(`elements.${i}.url`) && (errors[`elements.${i}.url`] === 'content.attachment.urlRequired' ? t(`error.content.attachment.${e.type}Required`) : error(`elements.${i}.url`))} onChange={(url) => setElement(i, { url })} placeholder="https://" />
                      )}
                      {e.type === 'stream' && (
                        <label className="check-row">
                          <input type="checkbox" checked={e.youtube} onChange={(ev) => setElement(i, { youtube: ev.target.checked })} />
                          <span>{t('field.youtube')}</span>
                        </label>
                      )}
                      {e.type === 'text' && (
                        <TextField id={`${base}-el-${e.key}-value`} label={t('field.attachmentText', { n })} value={e.value} max={CONTENT_TEXT_MAX} error={error(`elements.${i}.value`) && (errors[`elements.${i}.value`] === 'content.attachment.textRequired' ? t('error.content.attachment.textRequired') : error(`elements.${i}.value`))} onChange={(value) => setElement(i, { value })} />
                      )}
                      {e.type !== 'text' && (
                        <label className="check-row">
                          <input type="checkbox" checked={e.newwindow} onChange={(ev) => setElement(i, { newwindow: ev.target.checked })} />
                          <span>{t('field.newWindow')}</span>
                        </label>
                      )}
                    </div>
                    <RowButtons
                      n={n}
                      count={draft.elements.length}
                      what={e.name || t(`attachment.${e.type}`)}
                      onMove={(by) => set({ elements: swap(draft.elements, i, by) })}
                      onRemove={() => set({ elements: draft.elements.filter((_, j) => j !== i) })}
                    />
                  </li>
                );
              })}
            </ol>
          )}
          <FieldError id={`${base}-elements-error`} text={error('elements')} />
          <button type="button" className="button button-small" onClick={() => set({ elements: [...draft.elements, { key: nextKey(), name: '', type: 'document', fileId: null, url: '', value: '', youtube: false, newwindow: true }] })}>
            {t('addAttachment')}
          </button>
        </Section>

        <Section title={t('section.links')}>
          {draft.links.length > 0 && (
            <ol className="element-list">
              {draft.links.map((l, i) => (
                <li key={l.key} className="element-row">
                  <div className="element-fields link-fields">
                    <div className="field">
                      <label htmlFor={`${base}-ln-${l.key}-type`}>{t('field.linkType', { n: i + 1 })}</label>
                      <select id={`${base}-ln-${l.key}-type`} value={l.type} onChange={(ev) => setLink(i, { type: ev.target.value as ContentLinkType })}>
                        {CONTENT_LINK_TYPES.map((lt) => (
                          <option key={lt} value={lt}>
                            {t(`link.${lt}`)}
                          </option>
                        ))}
                      </select>
                    </div>
                    <TextField id={`${base}-ln-${l.key}-name`} label={t('field.linkName', { n: i + 1 })} value={l.name} max={CONTENT_TEXT_MAX} error={error(`links.${i}.name`)} onChange={(name) => setLink(i, { name })} />
                    <TextField id={`${base}-ln-${l.key}-url`} type="url" label={t('field.linkUrl', { n: i + 1 })} value={l.url} error={error(`links.${i}.url`)} onChange={(url) => setLink(i, { url })} placeholder="https://" />
                  </div>
                  <RowButtons n={i + 1} count={draft.links.length} what={l.name || l.url || t(`link.${l.type}`)} onMove={(by) => set({ links: swap(draft.links, i, by) })} onRemove={() => set({ links: draft.links.filter((_, j) => j !== i) })} />
                </li>
              ))}
            </ol>
          )}
          <button type="button" className="button button-small" onClick={() => set({ links: [...draft.links, { key: nextKey(), type: 'url', name: '', url: '' }] })}>
            {t('addLink')}
          </button>
        </Section>

        <Section title={t('section.details')}>
          <div className="field">
            <label htmlFor={`${base}-address`}>{t('field.address')}</label>
            <textarea id={`${base}-address`} rows={3} value={draft.address} aria-invalid={!!error('address')} onChange={(e) => set({ address: e.target.value })} />
            <FieldError id={`${base}-address-error`} text={error('address')} />
          </div>
          <fieldset className="content-fieldset">
            <legend>{t('field.contact')}</legend>
            <div className="content-grid">
              <TextField id={`${base}-contact-name`} label={t('field.contactName')} value={draft.contact.name} max={CONTENT_TEXT_MAX} error={error('contact.name')} onChange={(name) => set({ contact: { ...draft.contact, name } })} autoComplete="off" />
              <TextField id={`${base}-contact-email`} type="email" label={t('field.contactEmail')} value={draft.contact.email} error={error('contact.email')} onChange={(email) => set({ contact: { ...draft.contact, email } })} autoComplete="off" />
              <TextField id={`${base}-contact-phone`} type="tel" label={t('field.contactPhone')} hint={t('hint.phone')} value={draft.contact.phone} error={error('contact.phone')} onChange={(phone) => set({ contact: { ...draft.contact, phone } })} autoComplete="off" />
            </div>
          </fieldset>
          <fieldset className="content-fieldset">
            <legend>{t('field.dates')}</legend>
            <div className="content-grid content-grid-pairs">
              <TextField id={`${base}-starts`} type="date" label={t('field.startsOn')} value={draft.startsOn} error={error('startsOn')} onChange={(startsOn) => set({ startsOn })} />
              <TextField id={`${base}-ends`} type="date" label={t('field.endsOn')} value={draft.endsOn} error={error('endsOn')} onChange={(endsOn) => set({ endsOn })} />
              <TextField id={`${base}-opens`} type="time" label={t('field.opensAt')} value={draft.opensAt} error={error('opensAt')} onChange={(opensAt) => set({ opensAt })} />
              <TextField id={`${base}-closes`} type="time" label={t('field.closesAt')} value={draft.closesAt} error={error('closesAt')} onChange={(closesAt) => set({ closesAt })} />
            </div>
          </fieldset>
        </Section>

        {item && <ShareBox item={item} />}

        <div className="content-save-bar">
          <Link to="/contents" className="button">
            {t('common:action.cancel')}
          </Link>
          <button type="submit" className="button button-primary" disabled={busy || uploading} aria-busy={busy}>
            {uploading ? t('waitForUploads') : t('save')}
          </button>
        </div>
      </form>
      <UnsavedPrompt dirty={dirty && !busy} onSave={save} />
    </div>
  );
}

function swap<T>(list: T[], i: number, by: -1 | 1): T[] {
  const out = [...list];
  const j = i + by;
  if (j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card content-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {hint && <p className="field-hint">{hint}</p>}
      {children}
    </section>
  );
}

function FieldError({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p className="field-error" id={id}>
      {text}
    </p>
  ) : null;
}

function TextField(props: { id: string; label: string; value: string; onChange: (value: string) => void; error: string | null; hint?: string; max?: number; type?: string; required?: boolean; placeholder?: string; autoComplete?: string }) {
  const { id, label, value, onChange, error, hint, max, type = 'text', required, placeholder, autoComplete } = props;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} value={value} maxLength={max} required={required} placeholder={placeholder} autoComplete={autoComplete} aria-invalid={!!error} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} />
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

function RowButtons({ n, count, what, onMove, onRemove }: { n: number; count: number; what: string; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  const { t } = useTranslation('contents');
  return (
    <div className="element-buttons">
      <button type="button" className="button button-small" aria-label={t('moveUp', { name: what })} disabled={n === 1} onClick={() => onMove(-1)}>
        <Icon name="arrowUp" size={18} />
      </button>
      <button type="button" className="button button-small" aria-label={t('moveDown', { name: what })} disabled={n === count} onClick={() => onMove(1)}>
        <Icon name="arrowDown" size={18} />
      </button>
      <button type="button" className="button button-small button-danger-quiet" aria-label={t('remove', { name: what })} onClick={onRemove}>
        <Icon name="trash" size={18} />
      </button>
    </div>
  );
}

/** Tags: typed and added with Enter or a comma, each removable. */
function Labels({ labels, error, onChange }: { labels: string[]; error: string | null; onChange: (labels: string[]) => void }) {
  const { t } = useTranslation('contents');
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    const label = text.trim().replace(/,$/, '').trim();
    if (label && !labels.some((l) => l.toLowerCase() === label.toLowerCase())) onChange([...labels, label]);
    setText('');
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t('field.labels')}</label>
      {labels.length > 0 && (
        <ul className="label-chips">
          {labels.map((l) => (
            <li key={l}>
              {l}
              <button type="button" aria-label={t('removeLabel', { name: l })} onClick={() => onChange(labels.filter((x) => x !== l))}>
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="label-entry">
        <input
          id={id}
          value={text}
          maxLength={40}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={!!error}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ',') {
              e.preventDefault();
              add();
            }
          }}
          onBlur={add}
        />
        <button type="button" className="button button-small" onClick={add} disabled={!text.trim()}>
          {t('addLabel')}
        </button>
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        {t('hint.labels')}
      </p>
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

/** A saved item's page: its address to copy or open, and its QR code to print for the booth. */
function ShareBox({ item }: { item: ManagedContent }) {
  const { t } = useTranslation('contents');
  const { notify } = useNotices();
  const qr = `${new URL(item.pageUrl).pathname}/qr.svg`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(item.pageUrl);
      notify({ kind: 'positive', messageKey: 'contents:copied' });
    } catch {
      notify({ kind: 'negative', messageKey: 'contents:error.copyFailed' });
    }
  };
  return (
    <Section title={t('section.page')} hint={t(item.public ? 'hint.pagePublic' : 'hint.pagePrivate')}>
      <div className="share-box">
        <img src={qr} alt={t('qrAlt', { name: item.name })} width={148} height={148} />
        <div className="share-box-text">
          <p className="share-url">{item.pageUrl}</p>
          <div className="button-row">
            <button type="button" className="button button-small" onClick={() => void copy()}>
              {t('copyLink')}
            </button>
            <a className="button button-small" href={item.pageUrl} target="_blank" rel="noopener noreferrer">
              <Icon name="link" size={18} />
              {t('openPage')}
            </a>
            <a className="button button-small" href={qr} download={`${item.name}.svg`}>
              <Icon name="download" size={18} />
              {t('downloadQr')}
            </a>
          </div>
        </div>
      </div>
    </Section>
  );
}
