/**
 * Parts of the member form: a text field with its hint and error, the permissions to tick (all
 * implied by admin), and the visibility choices (contactable only when public).
 */
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type Permission } from '../../domain/session';
import type { TextKey } from './useMemberForm';

/** One text input of the form, labelled by its field, described by its hint and its error. */
export function MemberTextField({
  formId,
  name,
  value,
  error,
  disabled,
  type,
  autoComplete,
  inputMode,
  hint,
  onChange,
}: {
  /** The form's id; the input's is `<formId>-<name>`. */
  formId: string;
  name: TextKey;
  value: string;
  error?: string;
  disabled?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'tel';
  hint?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('team');
  const input = `${formId}-${name}`;
  const describedBy = [error ? `${input}-error` : null, hint ? `${input}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={input}>{t(`field.${name}`)}</label>
      <input
        id={input}
        type={type ?? 'text'}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p className="field-hint" id={`${input}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${input}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** The member's permissions as check boxes; with admin ticked, the others are implied and locked. */
export function PermissionsFieldset({ permissions, disabled, onChange }: { permissions: Permission[]; disabled?: boolean; onChange: (permissions: Permission[]) => void }) {
  const { t } = useTranslation('team');
  const isAdmin = permissions.includes('admin');
  return (
    <fieldset className="member-permissions" disabled={disabled}>
      <legend>{t('field.permissions')}</legend>
      {PERMISSIONS.map((p) => {
        const implied = p !== 'admin' && isAdmin;
        return (
          <label key={p} className="check-row">
            <input
              type="checkbox"
              checked={implied || permissions.includes(p)}
              disabled={implied}
              onChange={(e) => onChange(e.target.checked ? [...permissions, p] : permissions.filter((x) => x !== p))}
            />
            <span>
              <strong>{t(`permission.${p}`)}</strong>
              <span className="field-hint">{implied ? t('permission.impliedByAdmin') : t(`permission.${p}Hint`)}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** Whether the member is public, and contactable (which needs public), with the contactable error. */
export function VisibilityFieldset({
  formId,
  isPublic,
  contactable,
  error,
  disabled,
  onPublic,
  onContactable,
}: {
  formId: string;
  isPublic: boolean;
  contactable: boolean;
  error?: string;
  disabled?: boolean;
  onPublic: (on: boolean) => void;
  onContactable: (on: boolean) => void;
}) {
  const { t } = useTranslation('team');
  return (
    <fieldset className="member-permissions" disabled={disabled}>
      <legend>{t('field.visibility')}</legend>
      <label className="check-row">
        <input type="checkbox" checked={isPublic} onChange={(e) => onPublic(e.target.checked)} />
        <span>
          <strong>{t('field.public')}</strong>
          <span className="field-hint">{t('field.publicHint')}</span>
        </span>
      </label>
      <label className="check-row">
        <input
          type="checkbox"
          checked={contactable}
          disabled={!isPublic}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${formId}-contactable-error` : undefined}
          onChange={(e) => onContactable(e.target.checked)}
        />
        <span>
          <strong>{t('field.contactable')}</strong>
          <span className="field-hint">{isPublic ? t('field.contactableHint') : t('field.contactableNeedsPublic')}</span>
        </span>
      </label>
      {error && (
        <p className="field-error" id={`${formId}-contactable-error`}>
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
