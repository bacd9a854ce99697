/** The action codes' dialogs: one code (made up or typed), or a batch of single-use codes with a prefix. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../app/notices/NoticeProvider';
import { ACTION_CODE_BATCH_MAX, ACTION_CODE_TOTAL_MAX, type ActionCode, type ActionCodeKind } from '../../domain/guests';
import { addCode, addCodes, changeCode } from '../../domain/endpoints/guests';
import { callAs } from '../../ui/remote/queries';
import { attempt } from './api';
import { FormDialog } from './parts';

interface CodeDraft {
  code: string;
  name: string;
  kind: ActionCodeKind;
  total: string;
  distributed: boolean;
}

/** The kind (limited or unlimited) and total fields, shared by the one-code and the batch dialogs. */
function KindFields({ id, draft, set, errors }: { id: string; draft: Pick<CodeDraft, 'kind' | 'total'>; set: (patch: Partial<CodeDraft>) => void; errors: Record<string, string> }) {
  const { t } = useTranslation('guests');
  return (
    <>
      <fieldset className="field">
        <legend>{t('codes.kind')}</legend>
        <div className="segmented">
          {(['limited', 'unlimited'] as const).map((k) => (
            <label key={k} className={draft.kind === k ? 'segmented-item selected' : 'segmented-item'}>
              <input type="radio" name={`${id}-kind`} value={k} checked={draft.kind === k} onChange={() => set({ kind: k })} className="visually-hidden" />
              {t(`codes.kinds.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.kind === 'limited' && (
        <div className="field">
          <label htmlFor={`${id}-total`}>{t('codes.totalLabel')}</label>
          <input
            id={`${id}-total`}
            className="input-short"
            type="number"
            inputMode="numeric"
            min={1}
            max={ACTION_CODE_TOTAL_MAX}
            value={draft.total}
            onChange={(e) => set({ total: e.target.value })}
            aria-invalid={errors.total ? true : undefined}
            aria-describedby={errors.total ? `${id}-total-error` : `${id}-total-hint`}
          />
          {errors.total ? (
            <p className="field-error" id={`${id}-total-error`}>
              {t(errors.total)}
            </p>
          ) : (
            <p className="field-hint" id={`${id}-total-hint`}>
              {t('codes.totalHint')}
            </p>
          )}
        </div>
      )}
    </>
  );
}

const totalOf = (draft: Pick<CodeDraft, 'kind' | 'total'>) => (draft.kind === 'unlimited' ? null : draft.total.trim() === '' ? null : Number(draft.total));

export function CodeDialog({ code, onClose, onSaved }: { code: ActionCode | null; onClose: () => void; onSaved: (c: ActionCode) => void }) {
  const { t } = useTranslation('guests');
  const { notify } = useNotices();
  const id = useId();
  const [draft, setDraft] = useState<CodeDraft>({ code: code?.code ?? '', name: code?.name ?? '', kind: code?.kind ?? 'limited', total: code?.total ? String(code.total) : '1', distributed: code?.distributed ?? false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<CodeDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const locked = !!code && code.used > 0;

  const submit = async () => {
    setBusy(true);
    const body = { code: draft.code, name: draft.name, kind: draft.kind, total: totalOf(draft), distributed: draft.distributed };
    const r = await attempt(code ? callAs(changeCode, { params: { id: code.id }, body }) : callAs(addCode, { body }));
    setBusy(false);
    if (!r.ok) {
      setErrors(r.fields);
      if (!Object.keys(r.fields).length && r.error) notify({ kind: 'negative', messageKey: r.error });
      return;
    }
    notify({ kind: 'positive', messageKey: code ? 'guests:codes.saved' : 'guests:codes.created', values: { code: r.value.code } });
    onSaved(r.value);
  };

  return (
    <FormDialog title={t(code ? 'codes.editTitle' : 'codes.newTitle')} submitLabel={t(code ? 'codes.save' : 'codes.create')} busy={busy} onClose={onClose} onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-code`}>{t('codes.code')}</label>
          <input
            id={`${id}-code`}
            className="guest-code-input"
            value={draft.code}
            maxLength={40}
            autoCapitalize="characters"
            spellCheck={false}
            disabled={locked}
            placeholder={code ? undefined : t('codes.codePlaceholder')}
            onChange={(e) => set({ code: e.target.value.toUpperCase() })}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? `${id}-code-error` : `${id}-code-hint`}
          />
          {errors.code ? (
            <p className="field-error" id={`${id}-code-error`}>
              {t(errors.code)}
            </p>
          ) : (
            <p className="field-hint" id={`${id}-code-hint`}>
              {t(locked ? 'error.code.inUse' : 'codes.codeHint')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('codes.nameLabel')}</label>
          <input id={`${id}-name`} value={draft.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} aria-invalid={errors.name ? true : undefined} aria-describedby={`${id}-name-hint`} />
          <p className="field-hint" id={`${id}-name-hint`}>
            {errors.name ? t(errors.name) : t('codes.nameHint')}
          </p>
        </div>
        <KindFields id={id} draft={draft} set={set} errors={errors} />
        <label className="check-row">
          <input type="checkbox" checked={draft.distributed} onChange={(e) => set({ distributed: e.target.checked })} />
          <span>
            <strong>{t('codes.distributedLabel')}</strong>
            <span className="field-hint">{t('codes.distributedHint')}</span>
          </span>
        </label>
    </FormDialog>
  );
}

export function BatchDialog({ onClose, onMade }: { onClose: () => void; onMade: (codes: ActionCode[]) => void }) {
  const { t } = useTranslation('guests');
  const { notify } = useNotices();
  const id = useId();
  const [draft, setDraft] = useState({ name: '', count: '25', prefix: '', kind: 'limited' as ActionCodeKind, total: '1' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async () => {
    setBusy(true);
    const r = await attempt(callAs(addCodes, { body: { name: draft.name, count: Number(draft.count), prefix: draft.prefix, kind: draft.kind, total: totalOf(draft) } }));
    setBusy(false);
    if (!r.ok) {
      setErrors(r.fields);
      if (!Object.keys(r.fields).length && r.error) notify({ kind: 'negative', messageKey: r.error });
      return;
    }
    onMade(r.value.codes);
  };
  const fieldError = (key: string, hint: string) =>
    errors[key] ? (
      <p className="field-error" id={`${id}-${key}-error`}>
        {t(errors[key]!)}
      </p>
    ) : (
      <p className="field-hint" id={`${id}-${key}-hint`}>
        {t(hint)}
      </p>
    );
  const described = (key: string) => ({ 'aria-invalid': errors[key] ? true : undefined, 'aria-describedby': errors[key] ? `${id}-${key}-error` : `${id}-${key}-hint` });

  return (
    <FormDialog title={t('codes.batchTitle')} submitLabel={t('codes.batchCreate')} busy={busy} onClose={onClose} onSubmit={submit}>
        <p className="field-hint">{t('codes.batchLead')}</p>
        <div className="field">
          <label htmlFor={`${id}-count`}>{t('codes.count')}</label>
          <input id={`${id}-count`} className="input-short" type="number" inputMode="numeric" min={1} max={ACTION_CODE_BATCH_MAX} value={draft.count} onChange={(e) => set({ count: e.target.value })} {...described('count')} />
          {fieldError('count', 'codes.countHint')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('codes.nameLabel')}</label>
          <input id={`${id}-name`} value={draft.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} {...described('name')} />
          {fieldError('name', 'codes.nameHint')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-prefix`}>{t('codes.prefix')}</label>
          <input id={`${id}-prefix`} className="input-short guest-code-input" value={draft.prefix} maxLength={10} autoCapitalize="characters" spellCheck={false} onChange={(e) => set({ prefix: e.target.value.toUpperCase() })} {...described('prefix')} />
          {fieldError('prefix', 'codes.prefixHint')}
        </div>
        <KindFields id={id} draft={draft} set={set} errors={errors} />
    </FormDialog>
  );
}
