/**
 * An account's comments and address restriction, as the create dialog and the account's detail
 * edit them. The addresses are checked with the server's own rules (src/domain/api-access.ts)
 * before anything is sent, and the server's field errors land under the same fields: an entry's
 * error under that entry, the list's under the list.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ADDRESSES } from '../../domain/api-access';
import type { AccountDraft, DraftErrors } from './draft';

export function AccountFields({ draft, onChange, errors }: { draft: AccountDraft; onChange: (draft: AccountDraft) => void; errors: DraftErrors }) {
  const { t } = useTranslation('apiAccess');
  const id = useId();
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const set = (change: Partial<AccountDraft>) => onChange({ ...draft, ...change });
  const invalid = (key: string) => (errors[key] ? { 'aria-invalid': true as const } : {});
  const described = (key: string, hint?: string) => [hint, errors[key] ? `${id}-${key.replace('.', '-')}-error` : null].filter(Boolean).join(' ') || undefined;
  const error = (key: string): ReactNode =>
    errors[key] ? (
      <p className="field-error" id={`${id}-${key.replace('.', '-')}-error`}>
        {t(errors[key]!)}
      </p>
    ) : null;
  const setAddress = (i: number, value: string) => set({ addresses: draft.addresses.map((a, k) => (k === i ? value : a)) });
  const removeAddress = (i: number) => {
    const addresses = draft.addresses.filter((_, k) => k !== i);
    set({ addresses: addresses.length ? addresses : [''] });
    setFocusRow(Math.min(i, addresses.length - 1));
  };
  const addAddress = () => {
    set({ addresses: [...draft.addresses, ''] });
    setFocusRow(draft.addresses.length);
  };

  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-comments`}>{t('field.comments')}</label>
        <textarea
          id={`${id}-comments`}
          rows={3}
          maxLength={1000}
          value={draft.comments}
          onChange={(e) => set({ comments: e.target.value })}
          aria-describedby={described('comments', `${id}-comments-hint`)}
          {...invalid('comments')}
        />
        <p className="field-hint" id={`${id}-comments-hint`}>
          {t('field.commentsHint')}
        </p>
        {error('comments')}
      </div>
      <fieldset className="api-fieldset">
        <legend>{t('field.restriction')}</legend>
        {(['none', 'selection'] as const).map((r) => (
          <label key={r} className="radio-row api-radio">
            <input type="radio" name={`${id}-restriction`} value={r} checked={draft.ipRestriction === r} onChange={() => set({ ipRestriction: r })} aria-describedby={`${id}-restriction-${r}`} />
            <span>
              <strong>{t(`field.restrictionOption.${r}`)}</strong>
              <span className="field-hint" id={`${id}-restriction-${r}`}>
                {t(`field.restrictionHint.${r}`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {draft.ipRestriction === 'selection' && (
        <fieldset className="api-fieldset api-addresses" aria-describedby={described('allowedAddresses', `${id}-addresses-hint`)}>
          <legend>{t('field.addresses')}</legend>
          <p className="field-hint" id={`${id}-addresses-hint`}>
            {t('field.addressesHint')}
          </p>
          <ul className="api-address-list">
            {draft.addresses.map((a, i) => (
              <li key={i} className="api-address-row">
                <div className="api-address-input">
                  <input
                    ref={(el) => {
                      if (el && focusRow === i) {
                        el.focus();
                        setFocusRow(null);
                      }
                    }}
                    value={a}
                    inputMode="url"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={100}
                    placeholder={i === 0 ? '203.0.113.0/24' : undefined}
                    aria-label={t('field.address', { n: i + 1 })}
                    onChange={(e) => setAddress(i, e.target.value)}
                    aria-describedby={described(`address.${i}`)}
                    {...invalid(`address.${i}`)}
                  />
                  <button type="button" className="button button-danger-quiet" onClick={() => removeAddress(i)} aria-label={t('field.removeAddress', { n: i + 1 })}>
                    {t('field.remove')}
                  </button>
                </div>
                {error(`address.${i}`)}
              </li>
            ))}
          </ul>
          {error('allowedAddresses')}
          <button type="button" className="button button-small" onClick={addAddress} disabled={draft.addresses.length >= MAX_ADDRESSES}>
            {t('field.addAddress')}
          </button>
        </fieldset>
      )}
      {errors[''] && (
        <p className="field-error" role="alert">
          {t(errors['']!)}
        </p>
      )}
    </>
  );
}
