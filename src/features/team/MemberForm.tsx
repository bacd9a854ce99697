/**
 * A team member's fields (SPEC section 3), for a new member (with the choice to invite them or
 * register them at once) and for changing one. Checked here with the server's own rules, so
 * mistakes show under their field before anything is sent; the server checks again.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES } from '../../domain/language';
import { ATTENDANCE_STATES, JOIN_METHODS, type AttendanceState, type TeamMember } from '../../domain/team';
import { MemberTextField, PermissionsFieldset, VisibilityFieldset } from './MemberFormParts';
import { useMemberForm, type MemberSubmit } from './useMemberForm';

export function MemberForm({
  member,
  disabled,
  onSubmit,
  onCancel,
  submitLabel,
}: {
  /** null: a new member. */
  member: TeamMember | null;
  disabled?: boolean;
  onSubmit: MemberSubmit;
  onCancel?: () => void;
  submitLabel: string;
}) {
  const { t, i18n } = useTranslation('team');
  const id = useId();
  const { draft, setDraft, set, errors, formError, busy, submit } = useMemberForm(member, onSubmit, i18n.resolvedLanguage ?? 'en', id);

  return (
    <form id={id} className="member-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="member-form-grid">
        <MemberTextField formId={id} name="firstName" value={draft.firstName} error={errors.firstName} disabled={disabled} autoComplete="off" onChange={(x) => set('firstName', x)} />
        <MemberTextField formId={id} name="lastName" value={draft.lastName} error={errors.lastName} disabled={disabled} autoComplete="off" onChange={(x) => set('lastName', x)} />
        <MemberTextField formId={id} name="email" value={draft.email} error={errors.email} disabled={disabled} type="email" inputMode="email" autoComplete="off" onChange={(x) => set('email', x)} />
        <MemberTextField formId={id} name="phone" value={draft.phone} error={errors.phone} disabled={disabled} type="tel" inputMode="tel" autoComplete="off" hint={t('field.phoneHint')} onChange={(x) => set('phone', x)} />
        <MemberTextField formId={id} name="company" value={draft.company} error={errors.company} disabled={disabled} onChange={(x) => set('company', x)} />
        <MemberTextField formId={id} name="registrationType" value={draft.registrationType} error={errors.registrationType} disabled={disabled} onChange={(x) => set('registrationType', x)} />
        <div className="field">
          <label htmlFor={`${id}-language`}>{t('field.language')}</label>
          <select id={`${id}-language`} value={draft.language} disabled={disabled} onChange={(e) => set('language', e.target.value)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-attendance`}>{t('field.attendance')}</label>
          <select
            id={`${id}-attendance`}
            value={draft.attendance ?? ''}
            disabled={disabled}
            onChange={(e) => set('attendance', e.target.value === '' ? null : (e.target.value as AttendanceState))}
          >
            <option value="">{t('attendance.unknown')}</option>
            {ATTENDANCE_STATES.map((a) => (
              <option key={a} value={a}>
                {t(`attendance.${a}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <PermissionsFieldset permissions={draft.permissions} disabled={disabled} onChange={(p) => set('permissions', p)} />

      <VisibilityFieldset
        formId={id}
        isPublic={draft.public}
        contactable={draft.contactable}
        error={errors.contactable}
        disabled={disabled}
        onPublic={(on) => setDraft((d) => ({ ...d, public: on, contactable: on && d.contactable }))}
        onContactable={(on) => set('contactable', on)}
      />

      {!member && (
        <fieldset className="member-permissions">
          <legend>{t('join.legend')}</legend>
          {JOIN_METHODS.map((j) => (
            <label key={j} className="check-row">
              <input type="radio" name={`${id}-join`} value={j} checked={draft.join === j} onChange={() => set('join', j)} />
              <span>
                <strong>{t(`join.${j}`)}</strong>
                <span className="field-hint">{t(`join.${j}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}

      {formError && (
        <p className="field-error" role="alert">
          {t(formError)}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy || disabled} aria-busy={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t('common:action.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
