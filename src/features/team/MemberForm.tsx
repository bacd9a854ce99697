/**
 * A team member's fields (SPEC section 3), for a new member (with the choice to invite them or
 * register them at once) and for changing one. Checked here with the server's own rules, so
 * mistakes show under their field before anything is sent; the server checks again.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { LANGUAGES, LANGUAGE_NAMES } from '../../domain/language';
import { fieldErrors } from '../../domain/organiser';
import { PERMISSIONS, type Permission } from '../../domain/session';
import { ATTENDANCE_STATES, JOIN_METHODS, NewTeamMember, TeamMemberInput, type AttendanceState, type JoinMethod, type TeamMember } from '../../domain/team';
import type { SaveResult } from './useTeam';

interface Draft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  registrationType: string;
  public: boolean;
  contactable: boolean;
  permissions: Permission[];
  attendance: AttendanceState | null;
  language: string;
  join: JoinMethod;
}

function draftOf(member: TeamMember | null, language: string): Draft {
  return {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    company: member?.company ?? '',
    registrationType: member?.registrationType ?? '',
    public: member?.public ?? false,
    contactable: member?.contactable ?? false,
    permissions: member?.permissions ?? ['createConnections'],
    attendance: member?.attendance ?? null,
    language: member?.language ?? language,
    join: 'invite',
  };
}

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
  onSubmit: (input: v.InferOutput<typeof NewTeamMember> | v.InferOutput<typeof TeamMemberInput>) => Promise<SaveResult>;
  onCancel?: () => void;
  submitLabel: string;
}) {
  const { t, i18n } = useTranslation('team');
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(member, i18n.resolvedLanguage ?? 'en'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const isAdmin = draft.permissions.includes('admin');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { join, ...fields } = draft;
    const parsed = member ? v.safeParse(TeamMemberInput, fields) : v.safeParse(NewTeamMember, { ...fields, join });
    if (!parsed.success) {
      setErrors(Object.fromEntries(Object.entries(fieldErrors(parsed.issues)).map(([k, key]) => [k.split('.')[0]!, `error.${key.replace(/^team\./, '')}`])));
      setFormError(null);
      // The first field with a mistake gets the focus.
      requestAnimationFrame(() => (document.querySelector(`#${CSS.escape(id)} [aria-invalid="true"]`) as HTMLElement | null)?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await onSubmit(parsed.output);
    setBusy(false);
    if (!result.ok) {
      setErrors(Object.fromEntries(Object.entries(result.fields).map(([k, key]) => [k.split('.')[0]!, key.replace(/^team:/, '')])));
      setFormError(Object.keys(result.fields).length ? null : result.error);
    }
  }

  const field = (key: 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'registrationType', extra: { type?: string; autoComplete?: string; inputMode?: 'email' | 'tel'; hint?: string } = {}) => {
    const input = `${id}-${key}`;
    const describedBy = [errors[key] ? `${input}-error` : null, extra.hint ? `${input}-hint` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className="field">
        <label htmlFor={input}>{t(`field.${key}`)}</label>
        <input
          id={input}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          value={draft[key]}
          disabled={disabled}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => set(key, e.target.value)}
        />
        {extra.hint && (
          <p className="field-hint" id={`${input}-hint`}>
            {extra.hint}
          </p>
        )}
        {errors[key] && (
          <p className="field-error" id={`${input}-error`}>
            {t(errors[key])}
          </p>
        )}
      </div>
    );
  };

  return (
    <form id={id} className="member-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="member-form-grid">
        {field('firstName', { autoComplete: 'off' })}
        {field('lastName', { autoComplete: 'off' })}
        {field('email', { type: 'email', inputMode: 'email', autoComplete: 'off' })}
        {field('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'off', hint: t('field.phoneHint') })}
        {field('company')}
        {field('registrationType')}
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

      <fieldset className="member-permissions" disabled={disabled}>
        <legend>{t('field.permissions')}</legend>
        {PERMISSIONS.map((p) => {
          const implied = p !== 'admin' && isAdmin;
          return (
            <label key={p} className="check-row">
              <input
                type="checkbox"
                checked={implied || draft.permissions.includes(p)}
                disabled={implied}
                onChange={(e) => set('permissions', e.target.checked ? [...draft.permissions, p] : draft.permissions.filter((x) => x !== p))}
              />
              <span>
                <strong>{t(`permission.${p}`)}</strong>
                <span className="field-hint">{implied ? t('permission.impliedByAdmin') : t(`permission.${p}Hint`)}</span>
              </span>
            </label>
          );
        })}
      </fieldset>

      <fieldset className="member-permissions" disabled={disabled}>
        <legend>{t('field.visibility')}</legend>
        <label className="check-row">
          <input type="checkbox" checked={draft.public} onChange={(e) => setDraft((d) => ({ ...d, public: e.target.checked, contactable: e.target.checked && d.contactable }))} />
          <span>
            <strong>{t('field.public')}</strong>
            <span className="field-hint">{t('field.publicHint')}</span>
          </span>
        </label>
        <label className="check-row">
          <input
            type="checkbox"
            checked={draft.contactable}
            disabled={!draft.public}
            aria-invalid={errors.contactable ? true : undefined}
            aria-describedby={errors.contactable ? `${id}-contactable-error` : undefined}
            onChange={(e) => set('contactable', e.target.checked)}
          />
          <span>
            <strong>{t('field.contactable')}</strong>
            <span className="field-hint">{draft.public ? t('field.contactableHint') : t('field.contactableNeedsPublic')}</span>
          </span>
        </label>
        {errors.contactable && (
          <p className="field-error" id={`${id}-contactable-error`}>
            {t(errors.contactable)}
          </p>
        )}
      </fieldset>

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
