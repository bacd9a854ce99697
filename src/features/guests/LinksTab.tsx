/**
 * Registration links: the public pages guests register on, each with its name, description, the
 * registration type it gives and whether only holders of an action code may use it. Copy a link,
 * show it as a QR code (to print on a flyer), see how many registered through it; create, edit
 * and delete (a deleted link stops taking registrations; its guests keep where they came from).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { ConfirmDialog } from '../../app/Dialog';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import { DEFAULT_REGISTRATION_TYPE, LINK_DESCRIPTION_MAX, LINK_NAME_MAX, type LinkInput, type RegistrationLink } from '../../domain/guests';
import { addLink, changeLink, listLinks, removeLink } from '../../domain/endpoints/guests';
import { callAs, updateAnswer, useAnswer } from '../../ui/remote/queries';
import { Unanswered } from '../../ui/remote/parts';
import { attempt, GUEST_TEXTS } from './api';
import { FormDialog, TypeField, TypeLabel, useFieldErrors } from './parts';

export function LinksTab() {
  const { t } = useTranslation('guests');
  const { notify } = useNotices();
  const answer = useAnswer(listLinks, {});
  const data = answer.data;
  const [editing, setEditing] = useState<RegistrationLink | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RegistrationLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [qr, setQr] = useState<string | null>(null);

  if (!data) return <Unanswered answer={answer} ns={GUEST_TEXTS} />;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ kind: 'positive', messageKey: 'guests:links.copied' });
    } catch {
      notify({ kind: 'negative', messageKey: 'guests:links.copyFailed' });
    }
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const r = await attempt(callAs(removeLink, { params: { id: deleting.id } }));
    setBusy(false);
    if (!r.ok) return r.error && notify({ kind: 'negative', messageKey: r.error });
    updateAnswer(listLinks, {}, (d) => ({ ...d, links: d.links.filter((l) => l.id !== deleting.id) }));
    notify({ kind: 'positive', messageKey: 'guests:links.deleted', values: { name: deleting.name } });
    setDeleting(null);
  };
  const saved = (link: RegistrationLink) => {
    updateAnswer(listLinks, {}, (d) => ({ ...d, links: d.links.some((l) => l.id === link.id) ? d.links.map((l) => (l.id === link.id ? link : l)) : [...d.links, link] }));
    setEditing(null);
  };

  return (
    <section className="guests-section" aria-labelledby="links-h">
      <div className="guests-toolbar">
        <h2 id="links-h" className="visually-hidden">
          {t('tab.links')}
        </h2>
        <p className="guests-intro">{t('links.lead')}</p>
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          <Icon name="plus" size={18} />
          {t('links.new')}
        </button>
      </div>
      {data.links.length === 0 ? (
        <div className="empty-state card">
          <h3>{t('links.emptyTitle')}</h3>
          <p>{t('links.empty')}</p>
        </div>
      ) : (
        <ul className="guest-links">
          {data.links.map((l) => (
            <li key={l.id} className="card guest-link">
              <div className="guest-link-head">
                <h3>{l.name}</h3>
                <span className="guest-count">{t('links.registrations', { count: l.registrations })}</span>
              </div>
              {l.description && <p className="guest-link-description">{l.description}</p>}
              <p className="guest-link-tags">
                <span className="status-chip">
                  <TypeLabel type={l.registrationType} />
                </span>
                {l.codeRequired && <span className="status-chip status-chip-positive">{t('links.codeRequired')}</span>}
              </p>
              <div className="guest-link-url">
                {/* The whole address, wrapped on a phone rather than cut short. */}
                <textarea readOnly rows={2} value={l.url} aria-label={t('links.address', { name: l.name })} onFocus={(e) => e.currentTarget.select()} />
                <button type="button" className="button button-small" onClick={() => void copy(l.url)}>
                  <Icon name="link" size={16} />
                  {t('links.copy')}
                </button>
              </div>
              {qr === l.id && (
                <div className="guest-link-qr">
                  <img src={`${new URL(l.url).pathname}/qr.svg`} alt={t('links.qrAlt', { name: l.name })} width={160} height={160} />
                  <a href={`${new URL(l.url).pathname}/qr.svg`} download={`${l.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-qr.svg`} className="button button-small">
                    <Icon name="download" size={16} />
                    {t('links.qrDownload')}
                  </a>
                </div>
              )}
              <div className="button-row guest-link-actions">
                <button type="button" className="button button-small" aria-expanded={qr === l.id} onClick={() => setQr(qr === l.id ? null : l.id)}>
                  {t(qr === l.id ? 'links.qrHide' : 'links.qrShow')}
                </button>
                <a href={l.url} target="_blank" rel="noopener noreferrer" className="button button-small">
                  {t('links.open')}
                </a>
                <button type="button" className="button button-small" onClick={() => setEditing(l)} aria-label={t('links.editOne', { name: l.name })}>
                  {t('links.edit')}
                </button>
                <button type="button" className="button button-small button-danger-quiet" onClick={() => setDeleting(l)} aria-label={t('links.deleteOne', { name: l.name })}>
                  {t('links.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <LinkDialog link={editing === 'new' ? null : editing} types={data.types} onClose={() => setEditing(null)} onSaved={saved} />}
      <ConfirmDialog open={!!deleting} title={t('links.deleteTitle', { name: deleting?.name ?? '' })} confirmLabel={t('links.delete')} busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void remove()}>
        <p>{t('links.deleteBody', { count: deleting?.registrations ?? 0 })}</p>
      </ConfirmDialog>
    </section>
  );
}

function LinkDialog({ link, types, onClose, onSaved }: { link: RegistrationLink | null; types: string[]; onClose: () => void; onSaved: (link: RegistrationLink) => void }) {
  const { t } = useTranslation('guests');
  const { info } = useApp();
  const { notify } = useNotices();
  const id = useId();
  const codes = !!info?.settings?.actionCode;
  const [input, setInput] = useState<LinkInput>({
    name: link?.name ?? '',
    description: link?.description ?? '',
    registrationType: link?.registrationType ?? DEFAULT_REGISTRATION_TYPE,
    codeRequired: link?.codeRequired ?? false,
  });
  const { setErrors, invalid, error } = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof LinkInput>(key: K, value: LinkInput[K]) => setInput((x) => ({ ...x, [key]: value }));

  const submit = async () => {
    if (!input.name.trim()) return setErrors({ name: 'guests:error.link.nameRequired' });
    setBusy(true);
    const r = await attempt(link ? callAs(changeLink, { params: { id: link.id }, body: input }) : callAs(addLink, { body: input }));
    setBusy(false);
    if (!r.ok) {
      setErrors(r.fields);
      if (!Object.keys(r.fields).length && r.error) notify({ kind: 'negative', messageKey: r.error });
      return;
    }
    notify({ kind: 'positive', messageKey: link ? 'guests:links.saved' : 'guests:links.created', values: { name: r.value.name } });
    onSaved(r.value);
  };

  return (
    <FormDialog title={t(link ? 'links.editTitle' : 'links.newTitle')} submitLabel={t(link ? 'links.save' : 'links.create')} busy={busy} onClose={onClose} onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('links.name')}</label>
          <input id={`${id}-name`} value={input.name} maxLength={LINK_NAME_MAX} onChange={(e) => set('name', e.target.value)} {...invalid('name')} />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t('links.description')}</label>
          <textarea id={`${id}-description`} rows={3} value={input.description} maxLength={LINK_DESCRIPTION_MAX} onChange={(e) => set('description', e.target.value)} aria-describedby={`${id}-description-hint`} {...invalid('description')} />
          <p className="field-hint" id={`${id}-description-hint`}>
            {t('links.descriptionHint')}
          </p>
          {error('description')}
        </div>
        <TypeField id={id} label={t('links.type')} hint={t('links.typeHint')} value={input.registrationType} types={types} onChange={(v) => set('registrationType', v)} invalid={invalid('registrationType')} error={error('registrationType')} />
        {codes && (
          <label className="check-row">
            <input type="checkbox" checked={input.codeRequired} onChange={(e) => set('codeRequired', e.target.checked)} />
            <span>
              <strong>{t('links.codeRequiredLabel')}</strong>
              <span className="field-hint">{t('links.codeRequiredHint')}</span>
            </span>
          </label>
        )}
    </FormDialog>
  );
}
