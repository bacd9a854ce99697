/** The steps of finishing a login: choosing the second factor, entering its code, accepting the event's terms, a scan user's name and e-mail, and an invited person's name. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type FinalizeCode, type LoginEvent, type SessionSetRequest } from '../../domain/login';
import { isTwoFactorCode, normalizeTwoFactorCode, validateName, type TwoFactorMethod } from '../../domain/limits';
import { validateEmail } from '../../domain/validators';
import { type Registration } from './useLogin';

/** What the server asked for to finish the login, and what it said with it. */
export interface Step {
  code: FinalizeCode;
  methods: TwoFactorMethod[];
  registration?: Registration;
  /** The event the link belongs to (its name, theme and terms), as the server named it. */
  event?: LoginEvent;
}

export function MethodStep({ methods, busy, onChoose }: { methods: TwoFactorMethod[]; busy: boolean; onChoose: (m: TwoFactorMethod) => void }) {
  const { t } = useTranslation('login');
  return (
    <section className="card login-card" aria-labelledby="method-title">
      <h1 id="method-title">{t('finalize.method.title')}</h1>
      <p className="lead">{t('finalize.method.text')}</p>
      <div className="choice-list">
        {methods.map((m) => (
          <button key={m} type="button" className="button choice" disabled={busy} onClick={() => onChoose(m)}>
            {t(`finalize.method.${m}`)}
          </button>
        ))}
      </div>
    </section>
  );
}

export function CodeStep({
  step,
  method,
  busy,
  onSubmit,
  onResend,
}: {
  step: Step;
  method: TwoFactorMethod;
  busy: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
}) {
  const { t } = useTranslation('login');
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const message = step.code === 'codeInvalid' ? t('error.codeInvalid') : step.code === 'codeAlreadySent' ? t('error.codeAlreadySent') : null;
  function submit(e: FormEvent) {
    e.preventDefault();
    const value = normalizeTwoFactorCode(code);
    if (!isTwoFactorCode(value)) return setError(t('finalize.code.format'));
    setError(null);
    setCode('');
    onSubmit(value);
  }
  return (
    <section className="card login-card" aria-labelledby="code-title">
      <h1 id="code-title">{t('finalize.code.title')}</h1>
      <p className="lead">{t(`finalize.code.sent.${method}`)}</p>
      {message && (
        <div className={`callout ${step.code === 'codeInvalid' ? 'callout-negative' : 'callout-info'}`} role="alert">
          {message}
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={id}>{t('finalize.code.label')}</label>
          <input
            id={id}
            className="code-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          {error && (
            <p className="field-error" id={`${id}-error`}>
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button button-primary button-block" disabled={busy} aria-busy={busy}>
          {t('finalize.code.submit')}
        </button>
      </form>
      {method !== 'authenticator' && (
        <button type="button" className="link-button" disabled={busy} onClick={onResend}>
          {t('finalize.code.resend')}
        </button>
      )}
    </section>
  );
}

/** The event's own terms: whose they are, their version, the organiser's text, and the full page. */
export function EventTerms({ event, language }: { event: LoginEvent; language: string }) {
  const { t } = useTranslation('login');
  const text = event.termsText.trim();
  return (
    <>
      <p>{t('finalize.terms.whose', { event: event.name, version: event.termsVersion })}</p>
      {text && (
        <div className="terms-text" tabIndex={0} role="region" aria-label={t('finalize.terms.textLabel', { event: event.name })}>
          {text.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      )}
      <p>
        <a href={`/terms/${encodeURIComponent(event.id)}?lang=${language}`} target="_blank" rel="noopener noreferrer">
          {t('finalize.terms.readAll')}
          <span className="visually-hidden"> {t('finalize.terms.newTab')}</span>
        </a>
      </p>
    </>
  );
}

export function NameEmailStep({
  busy,
  initial,
  event,
  onSubmit,
}: {
  busy: boolean;
  initial: Partial<SessionSetRequest>;
  event: LoginEvent | null;
  onSubmit: (name: string, email: string) => void;
}) {
  const { t, i18n } = useTranslation('login');
  const nameId = useId();
  const emailId = useId();
  const [name, setName] = useState(initial.name ?? '');
  const [email, setEmail] = useState(initial.email ?? '');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  function submit(e: FormEvent) {
    e.preventDefault();
    const nameError = validateName(name);
    const emailError = validateEmail(email);
    setErrors({
      ...(nameError ? { name: t(`common:validation.${nameError}`) } : {}),
      ...(emailError ? { email: t(`common:validation.${emailError}`) } : {}),
    });
    if (!nameError && !emailError) onSubmit(name.trim(), email.trim());
    // The keyboard goes to the first field to correct, not back to the page.
    else document.getElementById(nameError ? nameId : emailId)?.focus();
  }
  return (
    <section className="card login-card" aria-labelledby="name-title">
      <h1 id="name-title">{t('finalize.nameEmail.title')}</h1>
      <p className="lead">{t('finalize.nameEmail.text')}</p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={nameId}>{t('finalize.nameEmail.name')}</label>
          <input id={nameId} autoComplete="name" value={name} aria-invalid={errors.name ? true : undefined} onChange={(e) => setName(e.target.value)} />
          {errors.name && <p className="field-error">{errors.name}</p>}
        </div>
        <div className="field">
          <label htmlFor={emailId}>{t('finalize.nameEmail.email')}</label>
          <input
            id={emailId}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            aria-invalid={errors.email ? true : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          {errors.email && <p className="field-error">{errors.email}</p>}
        </div>
        {event && (
          <div className="field-hint">
            <p>{t('finalize.nameEmail.terms', { event: event.name, version: event.termsVersion })}</p>
            <p>
              <a href={`/terms/${encodeURIComponent(event.id)}?lang=${i18n.resolvedLanguage ?? 'en'}`} target="_blank" rel="noopener noreferrer">
                {t('finalize.terms.readAll')}
                <span className="visually-hidden"> {t('finalize.terms.newTab')}</span>
              </a>
            </p>
          </div>
        )}
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('finalize.nameEmail.submit')}
        </button>
      </form>
    </section>
  );
}

/** An invited team member confirms their name (the administrator's entry, editable); the terms follow. */
export function RegistrationStep({ busy, registration, onSubmit }: { busy: boolean; registration?: Registration; onSubmit: (firstName: string, lastName: string) => void }) {
  const { t } = useTranslation('login');
  const firstId = useId();
  const lastId = useId();
  const [firstName, setFirstName] = useState(registration?.firstName ?? '');
  const [lastName, setLastName] = useState(registration?.lastName ?? '');
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  function submit(e: FormEvent) {
    e.preventDefault();
    const firstError = validateName(firstName);
    const lastError = validateName(lastName);
    setErrors({
      ...(firstError ? { firstName: t(`common:validation.${firstError}`) } : {}),
      ...(lastError ? { lastName: t(`common:validation.${lastError}`) } : {}),
    });
    if (!firstError && !lastError) onSubmit(firstName.trim(), lastName.trim());
    else document.getElementById(firstError ? firstId : lastId)?.focus();
  }
  return (
    <section className="card login-card" aria-labelledby="registration-title">
      <h1 id="registration-title">{t('finalize.registration.title')}</h1>
      <p className="lead">{registration?.email ? t('finalize.registration.textFor', { email: registration.email }) : t('finalize.registration.text')}</p>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={firstId}>{t('finalize.registration.firstName')}</label>
          <input
            id={firstId}
            autoComplete="given-name"
            value={firstName}
            aria-invalid={errors.firstName ? true : undefined}
            aria-describedby={errors.firstName ? `${firstId}-error` : undefined}
            onChange={(e) => setFirstName(e.target.value)}
          />
          {errors.firstName && (
            <p className="field-error" id={`${firstId}-error`}>
              {errors.firstName}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={lastId}>{t('finalize.registration.lastName')}</label>
          <input
            id={lastId}
            autoComplete="family-name"
            value={lastName}
            aria-invalid={errors.lastName ? true : undefined}
            aria-describedby={errors.lastName ? `${lastId}-error` : undefined}
            onChange={(e) => setLastName(e.target.value)}
          />
          {errors.lastName && (
            <p className="field-error" id={`${lastId}-error`}>
              {errors.lastName}
            </p>
          )}
        </div>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('finalize.registration.submit')}
        </button>
      </form>
    </section>
  );
}
