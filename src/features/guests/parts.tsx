/** Small pieces the guests' tabs share: a registration type's label and field, a dialog with a form and its refused fields. */
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog as SharedFormDialog } from '../../ui/remote/parts';
import { REGISTRATION_TYPE_MAX } from '../../domain/guests';


/** The usual registration types in the user's language; an exhibitor's own type as written. */
export function TypeLabel({ type }: { type: string }) {
  const { t } = useTranslation('connections');
  return <>{t(`registrationType.${type}`, { defaultValue: type })}</>;
}

/** A dialog holding one form (ui/remote/parts.tsx) with this area's form layout. */
export function FormDialog(props: Omit<ComponentProps<typeof SharedFormDialog>, 'className'>) {
  return <SharedFormDialog {...props} className="guest-form" />;
}

/** A registration type: any text, with the types in use offered (a datalist). */
export function TypeField({ id, label, hint, value, types, onChange, invalid, error }: { id: string; label: string; hint: string; value: string; types: readonly string[]; onChange: (value: string) => void; invalid: object; error: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={`${id}-type`}>{label}</label>
      <input id={`${id}-type`} list={`${id}-types`} value={value} maxLength={REGISTRATION_TYPE_MAX} autoComplete="off" onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-type-hint`} {...invalid} />
      <datalist id={`${id}-types`}>
        {types.map((x) => (
          <option key={x} value={x} />
        ))}
      </datalist>
      <p className="field-hint" id={`${id}-type-hint`}>
        {hint}
      </p>
      {error}
    </div>
  );
}

/** A form's refused fields: each field's `aria-invalid` and its message under it. */
export function useFieldErrors() {
  const { t } = useTranslation('guests');
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invalid = (key: string) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {});
  const error = (key: string) =>
    errors[key] ? (
      <p className="field-error" id={`${id}-${key}-error`}>
        {t(errors[key]!)}
      </p>
    ) : null;
  return { errors, setErrors, invalid, error };
}
