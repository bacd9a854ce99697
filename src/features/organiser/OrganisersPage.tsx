/**
 * /organiser/organisers: the organisers of this installation. Add a colleague (they get a mail with
 * a link to the console), keep your own name and e-mail address (with an address you can log in
 * by e-mail), remove a colleague (not yourself).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useNotices } from '../../app/notices/NoticeProvider';
import { fieldErrors, OrganiserInput, type OrganiserAccount } from '../../domain/organiser';
import { LANGUAGE_NAMES, LANGUAGES, resolveLanguage, type Language } from '../../domain/language';
import { consoleFailure, fieldsOf } from './api';
import { addOrganiser, changeOrganiser, listOrganisers, removeOrganiser } from '../../domain/endpoints/organiser';
import { useAnswer, useChange } from '../../ui/remote/queries';
import { refusalCode } from '../../ui/remote/messages';
import { LoadFailed } from '../../ui/remote/parts';
import { ConsoleHeader } from './ConsoleParts';
import { ConfirmDialog } from '../../app/Dialog';
import { DataTable, ListSection } from '../../ui/remote/list';

type Account = OrganiserAccount;

interface Draft {
  name: string;
  email: string;
  language: Language;
}

function AccountForm({ initial, submitLabel, title, onSubmit }: { initial: Draft; submitLabel: string; title: string; onSubmit: (draft: Draft) => Promise<Record<string, string> | null> }) {
  const { t } = useTranslation('organiser');
  const id = useId();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const described = (field: string) => ({ 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined });
  const error = (field: string) =>
    errors[field] ? (
      <p className="field-error" id={`${id}-${field}-error`}>
        {t(errors[field])}
      </p>
    ) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = v.safeParse(OrganiserInput, draft);
    if (!checked.success) return setErrors(fieldErrors(checked.issues));
    setErrors({});
    setBusy(true);
    const refused = await onSubmit(checked.output);
    setBusy(false);
    if (refused) setErrors(refused);
  }

  return (
    <form className="card form-section" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('organisers.name')}</label>
          <input id={`${id}-name`} autoComplete="name" value={draft.name} maxLength={80} onChange={(e) => set('name', e.target.value)} {...described('name')} />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('organisers.email')}</label>
          <input id={`${id}-email`} type="email" inputMode="email" autoComplete="email" value={draft.email} onChange={(e) => set('email', e.target.value)} {...described('email')} />
          {error('email')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-language`}>{t('organisers.language')}</label>
          <select id={`${id}-language`} value={draft.language} onChange={(e) => set('language', e.target.value as Language)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

export default function OrganisersPage() {
  const { t, i18n } = useTranslation('organiser');
  const { notify } = useNotices();
  const list = useAnswer(listOrganisers, {});
  const accounts = list.data ?? null;
  const adder = useChange(addOrganiser, [listOrganisers]);
  const changer = useChange(changeOrganiser, [listOrganisers]);
  const remover = useChange(removeOrganiser, [listOrganisers]);
  const [removing, setRemoving] = useState<Account | null>(null);
  const [added, setAdded] = useState(0);
  const me = accounts?.find((a) => a.you);

  /** Adds an organiser (`organiserId` null) or changes one; answers the refused fields, or null when saved. */
  async function save(organiserId: string | null, draft: Draft, messageKey: string): Promise<Record<string, string> | null> {
    try {
      if (organiserId) await changer.run({ params: { organiserId }, body: draft });
      else await adder.run({ body: draft });
      notify({ kind: 'positive', messageKey, values: { name: draft.name, email: draft.email } });
      return null;
    } catch (err) {
      const fields = fieldsOf(err);
      if (Object.keys(fields).length) return fields;
      notify({ kind: 'negative', messageKey: refusalCode(err) === 'email.sendFailure' ? 'organiser:organisers.sendFailure' : consoleFailure(err), timeoutMs: 10_000 });
      return {};
    }
  }

  async function remove(a: Account) {
    setRemoving(null);
    try {
      await remover.run({ params: { organiserId: a.id } });
      notify({ kind: 'positive', messageKey: 'organiser:organisers.removed', values: { name: a.name } });
    } catch (err) {
      notify({ kind: 'negative', messageKey: consoleFailure(err) });
    }
  }

  return (
    <div className="page console-page">
      <ConsoleHeader title={t('organisers.title')} lead={t('organisers.lead')} />
      {list.error && <LoadFailed error={consoleFailure(list.error)} cause={list.error} onRetry={() => void list.refetch()} />}
      <div className="console-form">
        <ListSection title={t('organisers.listTitle')} items={accounts}>
          {(items) => (
            <DataTable
              items={items}
              rowKey={(a) => a.id}
              columns={[
                {
                  label: t('organisers.name'),
                  rowHeader: true,
                  cell: (a) => (
                    <>
                      {a.name}
                      {a.you && <span className="field-hint"> · {t('organisers.you')}</span>}
                    </>
                  ),
                },
                { label: t('organisers.email'), cell: (a) => a.email ?? <span className="field-hint">{t('organisers.noEmail')}</span> },
                {
                  label: t('organisers.actions'),
                  hidden: true,
                  className: 'row-actions',
                  cell: (a) =>
                    !a.you && (
                      <button type="button" className="button button-small button-danger-quiet" onClick={() => setRemoving(a)} aria-label={t('organisers.removeFor', { name: a.name })}>
                        {t('organisers.remove')}
                      </button>
                    ),
                },
              ]}
            />
          )}
        </ListSection>
        {me && (
          <AccountForm
            key={`me-${me.email ?? ''}`}
            title={t('organisers.meTitle')}
            submitLabel={t('organisers.save')}
            initial={{ name: me.name, email: me.email ?? '', language: resolveLanguage(me.language) }}
            onSubmit={(d) => save(me.id, d, 'organiser:organisers.saved')}
          />
        )}
        <AccountForm
          key={`new-${added}`}
          title={t('organisers.addTitle')}
          submitLabel={t('organisers.add')}
          initial={{ name: '', email: '', language: resolveLanguage(i18n.resolvedLanguage) }}
          onSubmit={async (d) => {
            const refused = await save(null, d, 'organiser:organisers.added');
            if (!refused) setAdded((n) => n + 1);
            return refused;
          }}
        />
      </div>
      <ConfirmDialog open={removing !== null} title={t('organisers.removeTitle', { name: removing?.name ?? '' })} confirmLabel={t('organisers.remove')} onCancel={() => setRemoving(null)} onConfirm={() => removing && void remove(removing)}>
        <p>{t('organisers.removeText')}</p>
      </ConfirmDialog>
    </div>
  );
}
