/**
 * /contents/:type/:contentID?: one booth page, company profile entry or product, new (no id) or
 * saved. Every field of SPEC section 3's content container: name, summary, description, tags,
 * public, banner and logo, attachments (files upload at once, resumable, with progress; addresses
 * and text values), links, address, contact person, dates and times. Checked here with the same
 * rules the server applies; its refusals show under the fields. A saved item shows its page's
 * address and QR code. Leaving with unsaved changes asks first.
 */
import './contents.css';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import * as v from 'valibot';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useSync } from '../../app/SyncContext';
import { UnsavedPrompt } from '../../app/UnsavedPrompt';
import { reportedByApp } from '../../lib/http';
import { fieldErrors } from '../../domain/organiser';
import { CONTENT_TYPES, ContentInput, acceptFor, type ContentType, type ManagedContent } from '../../domain/content';
import { addContent, changeContent, manageContents } from '../../domain/endpoints/contents';
import { callAs, invalidate, useAnswer } from '../../ui/remote/queries';
import { fieldsOf, messageOf } from '../../ui/remote/messages';
import { ContentsUnanswered } from './ContentsPage';
import { bodyOf, draftOf, type Draft } from './draft';
import { BasicsSection, DetailsSection } from './EditorSections';
import { ElementList } from './ElementList';
import { Section } from './fields';
import { FileSlot, type SlotState } from './FileSlot';
import { LinkList } from './LinkList';
import { ShareBox } from './ShareBox';

export default function ContentEditorPage() {
  const { t } = useTranslation('contents');
  const { type, contentID } = useParams();
  const answer = useAnswer(manageContents, {});
  const data = answer.data;
  const { config } = useApp();
  const item = contentID ? (data?.contents.find((c) => c.id === contentID) ?? null) : null;
  usePageTitle(config?.event?.environmentName, item?.name ?? t('title'));
  if (!CONTENT_TYPES.includes(type as ContentType)) return <Missing />;
  if (!data) return <ContentsUnanswered answer={answer} />;
  if (contentID && (!item || item.type !== type)) return <Missing />;
  return <ContentForm key={item?.id ?? `new-${type}`} type={type as ContentType} item={item} />;
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

function ContentForm({ type, item }: { type: ContentType; item: ManagedContent | null }) {
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
  const files = new Map((item?.files ?? []).map((f) => [f.id, f]));
  const error = (field: string) => (errors[field] ? t(`error.${errors[field]}`, { defaultValue: t('error.content.invalid') }) : null);

  async function save(): Promise<boolean> {
    setGeneral(null);
    const body = bodyOf(draft);
    const checked = v.safeParse(ContentInput, body);
    if (!checked.success) {
      setErrors(fieldErrors(checked.issues));
      setGeneral('contents:error.checkFields');
      return false;
    }
    setBusy(true);
    setErrors({});
    try {
      const id = item ? null : (await callAs(addContent, { query: { type }, body })).id;
      if (item) await callAs(changeContent, { params: { contentId: item.id }, body });
      // The list again first, so the new item's address finds it.
      await invalidate(manageContents);
      if (id) setCreated(id);
      void sync?.run();
      notify({ kind: 'positive', messageKey: 'contents:saved', values: { name: draft.name.trim() } });
      return true;
    } catch (err) {
      // A file another item, a lead's note or a task holds already is marked on its field.
      setErrors(fieldsOf(err));
      setGeneral(reportedByApp(err) ? null : messageOf(err, 'contents', { invalid: 'contents:error.checkFields', offline: 'contents:error.offline' }));
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
        <BasicsSection base={base} draft={draft} set={set} error={error} />

        <Section title={t('section.images')}>
          <div className="content-images">
            <FileSlot {...slotProps('banner', draft.bannerFileId, acceptFor('banner'), (bannerFileId) => set({ bannerFileId }), t('field.banner'), error('bannerFileId'))} image hint={t('hint.banner')} />
            <FileSlot {...slotProps('logo', draft.logoFileId, acceptFor('logo'), (logoFileId) => set({ logoFileId }), t('field.logo'), error('logoFileId'))} image hint={t('hint.logo')} />
          </div>
        </Section>

        <Section title={t('section.attachments')} hint={t('hint.attachments')}>
          <ElementList elements={draft.elements} update={(change) => setDraft((d) => ({ ...d, elements: change(d.elements) }))} codes={errors} error={error} slotProps={slotProps} />
        </Section>

        <Section title={t('section.links')}>
          <LinkList links={draft.links} update={(change) => setDraft((d) => ({ ...d, links: change(d.links) }))} error={error} />
        </Section>

        <DetailsSection base={base} draft={draft} set={set} error={error} />

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
