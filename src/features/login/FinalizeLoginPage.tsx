/**
 * /login/:mode/:metaID/:verifier/:inviteCode? (finalize-login): finishes a login that needs one
 * more step: a two-factor code (codeRequired, codeAlreadySent, codeInvalid), the choice of how to
 * receive it (codeMethod), the terms (tandcRequired), a scan user's name and e-mail
 * (nameEmailRequired), an invited team member's registration (registrationRequired: their name,
 * then the terms), or the native app (nativeRequired). Each answer is sent together with the
 * earlier ones; the server answers with the next step or a session.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { guardSession, useApp } from '../../app/AppContext';
import { Dialog } from '../../app/Dialog';
import { useDefaultPath } from '../../app/route-context';
import { usePageTitle } from '../../app/hooks';
import { useNotices } from '../../app/notices/NoticeProvider';
import { type FinalizeCode, type LoginEvent, type SessionSetRequest } from '../../domain/login';
import { applyTheme } from '../../lib/theme';
import { type TwoFactorMethod } from '../../domain/limits';
import { EventHeader } from './EventHeader';
import { LoginFooter } from './LoginFooter';
import { linkRequest } from './loginLink';
import { safeRedirect } from './loginLink';
import { failureMessageKey, setSession, type Registration } from './useLogin';
import { CodeStep, EventTerms, MethodStep, NameEmailStep, RegistrationStep, type Step } from './FinalizeSteps';


export default function FinalizeLoginPage() {
  const defaultPath = useDefaultPath();
  const { t, i18n } = useTranslation('login');
  const params = useParams();
  const location = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { notify } = useNotices();
  /** Declining the terms: not logged in, and told so, with the way back. */
  const declineTerms = () => {
    notify({ kind: 'info', messageKey: 'login:finalize.terms.declined', timeoutMs: 12_000 });
    navigate('/login', { replace: true });
  };
  const { config } = useApp();
  usePageTitle(config?.event?.environmentName, t('title'));
  const base = linkRequest(params.mode ?? '', params.metaID ?? '', params.verifier ?? '', params.inviteCode);
  const redirect = safeRedirect(search.get('redirect'));
  const initial = (location.state as { errorCode?: FinalizeCode; methods?: TwoFactorMethod[]; registration?: Registration; event?: LoginEvent } | null) ?? null;
  const [step, setStep] = useState<Step | null>(
    initial?.errorCode
      ? { code: initial.errorCode, methods: initial.methods ?? [], ...(initial.registration ? { registration: initial.registration } : {}), ...(initial.event ? { event: initial.event } : {}) }
      : null,
  );
  // The link's own event, never the default one the login page shows (issue #29, finding 5).
  const event = step?.event ?? null;
  useEffect(() => {
    if (event) applyTheme(event);
  }, [event]);
  const [answers, setAnswers] = useState<Partial<SessionSetRequest>>({});
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);

  async function send(extra: Partial<SessionSetRequest>) {
    if (!base) return;
    const next = { ...answers, ...extra };
    setBusy(true);
    const outcome = await setSession({ ...base, ...next });
    setBusy(false);
    if (outcome.kind === 'linked') {
      navigate(redirect ?? defaultPath(guardSession(outcome.session.info)), { replace: true });
      return;
    }
    if (outcome.kind === 'finalize') {
      // A code was accepted as far as it goes; keep everything but the code itself.
      const { code: _code, ...kept } = next;
      setAnswers(kept);
      setStep({
        code: outcome.code,
        methods: outcome.methods,
        ...(outcome.registration ? { registration: outcome.registration } : {}),
        ...((outcome.event ?? step?.event) ? { event: outcome.event ?? step?.event } : {}),
      });
      return;
    }
    notify({ kind: 'negative', messageKey: failureMessageKey(outcome.code), timeoutMs: 8000 });
    if (outcome.code !== 'offline' && outcome.code !== 'failed') navigate('/login', { replace: true });
  }

  // Opened without a step (reloaded, or a bookmark): ask the server what is missing.
  useEffect(() => {
    if (step || asked.current) return;
    asked.current = true;
    void send({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!base) {
    return (
      <div className="login">
        <EventHeader event={config?.event} />
        <section className="card login-card">
          <h1>{t('finalize.invalidTitle')}</h1>
          <p className="lead">{t('error.notLoggedIn')}</p>
        </section>
      <LoginFooter back={{ label: t('request.back'), to: '/login' }} />
      </div>
    );
  }

  return (
    <div className="login">
      <EventHeader event={event} />
      {!step ? (
        <div className="card login-card link-entry" role="status">
          <div className="spinner" aria-hidden="true" />
          <p>{t('link.working')}</p>
        </div>
      ) : step.code === 'codeMethod' ? (
        <MethodStep methods={step.methods} busy={busy} onChoose={(m) => void send({ twoFactorMethod: m })} />
      ) : step.code === 'codeRequired' || step.code === 'codeAlreadySent' || step.code === 'codeInvalid' ? (
        <CodeStep
          step={step}
          method={answers.twoFactorMethod ?? step.methods[0] ?? 'email'}
          busy={busy}
          onSubmit={(code) => void send({ code })}
          onResend={() => void send({})}
        />
      ) : step.code === 'nameEmailRequired' ? (
        <NameEmailStep
          busy={busy}
          initial={answers}
          event={event}
          onSubmit={(name, email) => void send({ name, email, acceptTerms: true, ...(event ? { termsVersion: event.termsVersion } : {}) })}
        />
      ) : step.code === 'registrationRequired' ? (
        <RegistrationStep busy={busy} registration={step.registration} onSubmit={(firstName, lastName) => void send({ firstName, lastName })} />
      ) : step.code === 'nativeRequired' ? (
        <section className="card login-card" aria-labelledby="finalize-title">
          <h1 id="finalize-title">{t('finalize.native.title')}</h1>
          <p className="lead">{t('finalize.native.text')}</p>
        </section>
      ) : null}
      <Dialog
        open={step?.code === 'tandcRequired'}
        title={t('finalize.terms.title')}
        onClose={declineTerms}
        actions={
          <>
            <button type="button" className="button" onClick={declineTerms}>
              {t('finalize.terms.decline')}
            </button>
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void send({ acceptTerms: true, ...(event ? { termsVersion: event.termsVersion } : {}) })}>
              {t('finalize.terms.accept')}
            </button>
          </>
        }
      >
        <p>{t('finalize.terms.intro')}</p>
        <ul className="terms-list">
          <li>{t('finalize.terms.point1')}</li>
          <li>{t('finalize.terms.point2')}</li>
          <li>{t('finalize.terms.point3')}</li>
        </ul>
        {event && <EventTerms event={event} language={i18n.resolvedLanguage ?? 'en'} />}
        <p className="field-hint">{t('finalize.terms.declineNote')}</p>
      </Dialog>
      {step && step.code !== 'tandcRequired' && <LoginFooter back={{ label: t('common:action.cancel'), to: '/login' }} />}
    </div>
  );
}

