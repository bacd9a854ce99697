/**
 * /login: log in by e-mail (we send a link and a code) or with a scan licence: scan its QR code
 * with the camera, or paste or open the licence link.
 */
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { usePageTitle } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { LoginFooter } from './LoginFooter';
import { parseBadgeQr } from '../../domain/badge-qr';
import { useDefaultPath } from '../../app/route-context';
import { EmailLogin } from './EmailLogin';
import { safeRedirect } from './loginLink';
import { EventHeader } from './EventHeader';
import { parseLoginLink, type LiteLicenceState, type PastedLinkState } from './loginLink';

// The camera and its decoder load when someone scans a licence, not with the login page.
const LicenceScanDialog = lazy(() => import('./LicenceScanDialog').then((m) => ({ default: m.LicenceScanDialog })));

type Method = 'email' | 'licence';

export default function LoginPage() {
  const defaultPath = useDefaultPath();
  const { t } = useTranslation('login');
  const { config, session } = useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const adding = search.has('add');
  const redirect = safeRedirect(search.get('redirect'));
  usePageTitle(config?.event?.environmentName, t('title'));
  // A pasted link that failed comes back here with its reason, so the text and the tab stay.
  const returned = useLocation().state as (PastedLinkState & Partial<LiteLicenceState>) | Partial<LiteLicenceState> | null;
  const pasted = returned && 'pastedLink' in returned ? returned : null;
  // Opened from /lite/:licenseCode without that licence on this device: the licence it needs.
  const liteLicence = returned?.liteLicence || null;
  const [method, setMethod] = useState<Method>(pasted?.pastedLink || liteLicence ? 'licence' : 'email');
  const [link, setLink] = useState(pasted?.pastedLink ?? '');
  const [linkError, setLinkError] = useState<string | null>(pasted?.errorKey ? t(pasted.errorKey) : null);
  const linkId = useId();
  const [scanning, setScanning] = useState(false);

  // Already logged in: straight on, unless adding another event.
  if (session && !adding) return <Navigate to={redirect ?? defaultPath(session)} replace />;

  function submitLink(e: FormEvent) {
    e.preventDefault();
    const text = link.trim();
    if (parseBadgeQr(text)) {
      setLinkError(t('licence.badgeScanned'));
      return;
    }
    const parsed = parseLoginLink(text, window.location.origin);
    if (!parsed) {
      setLinkError(text ? t('licence.invalid') : t('common:validation.required'));
      return;
    }
    setLinkError(null);
    navigate(parsed + (redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''), { state: { pastedLink: text } satisfies PastedLinkState });
  }

  return (
    <div className="login">
      <EventHeader event={config?.event} />
      <section className="card login-card" aria-labelledby="login-title">
        <h1 id="login-title">{adding ? t('addEvent.title') : t('title')}</h1>
        <p className="lead">{adding ? t('addEvent.text') : t('subtitle')}</p>
        {liteLicence && (
          <div className="callout callout-info" role="status">
            <p>{t('licence.lite', { code: liteLicence })}</p>
          </div>
        )}

        <div className="segmented" role="tablist" aria-label={t('method')}>
          {(['email', 'licence'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              id={`login-tab-${m}`}
              aria-selected={method === m}
              aria-controls={`login-panel-${m}`}
              className={method === m ? 'segmented-item selected' : 'segmented-item'}
              onClick={() => setMethod(m)}
            >
              <Icon name={m === 'email' ? 'mail' : 'qr'} size={18} />
              {t(`tab.${m}`)}
            </button>
          ))}
        </div>

        {method === 'email' ? (
          <div id="login-panel-email" role="tabpanel" aria-labelledby="login-tab-email">
            <EmailLogin redirect={redirect} />
          </div>
        ) : (
          <form id="login-panel-licence" role="tabpanel" aria-labelledby="login-tab-licence" onSubmit={submitLink} noValidate>
            <p className="field-hint">{t('licence.intro')}</p>
            <button type="button" className="button button-primary button-block licence-scan-open" onClick={() => setScanning(true)}>
              <Icon name="camera" size={18} />
              {t('licence.scan')}
            </button>
            <p className="divider-text">{t('licence.or')}</p>
            <div className="field">
              <label htmlFor={linkId}>{t('licence.label')}</label>
              <input
                id={linkId}
                type="url"
                inputMode="url"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={t('licence.placeholder')}
                value={link}
                aria-invalid={linkError ? true : undefined}
                aria-describedby={linkError ? `${linkId}-error` : undefined}
                onChange={(e) => {
                  setLink(e.target.value);
                  setLinkError(null);
                }}
              />
              {linkError && (
                <p className="field-error" id={`${linkId}-error`}>
                  {linkError}
                </p>
              )}
            </div>
            <button type="submit" className="button button-block">
              <Icon name="link" size={18} />
              {t('licence.submit')}
            </button>
          </form>
        )}
      </section>
      {scanning && (
        <Suspense fallback={null}>
          <LicenceScanDialog
          open={scanning}
          onClose={() => setScanning(false)}
          onLink={(path) => {
            setScanning(false);
            navigate(path + (redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''));
          }}
          />
        </Suspense>
      )}
      <LoginFooter back={adding && session ? { label: t('addEvent.back'), to: defaultPath(session) } : null} />
    </div>
  );
}
