/**
 * The login-link entries: /partner/…, /staff/…, /scan/…, /token/… and /lite/…. They have no
 * screen of their own: they log in and move on: to the requested page or the default one when
 * linked, to finalize-login when a step is missing, and back to login with the reason otherwise.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { Dialog } from '../../app/Dialog';
import { useDefaultPath } from '../../app/route-context';
import { useNotices } from '../../app/notices/NoticeProvider';
import { guardSession } from '../../app/AppContext';
import { CONNECTION_LIST_PATH } from '../../app/route-def';
import { loadDataLayer } from '../../app/data-layer';
import { localDataMayExist } from '../../data/presence';
import { failureMessageKey, setSession } from './useLogin';
import { finalizePath, linkRequest, safeRedirect, type LinkMode, type LiteLicenceState, type PastedLinkState } from './loginLink';

export default function LinkEntryPage() {
  const defaultPath = useDefaultPath();
  const { t } = useTranslation('login');
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const pasted = (useLocation().state as PastedLinkState | null)?.pastedLink;
  const { notify } = useNotices();
  const { info } = useApp();
  const started = useRef(false);

  const [confirmScan, setConfirmScan] = useState(false);
  const [working, setWorking] = useState(true);
  /** Not adding the second licence: back to the app with the one in use. */
  const keepLicence = () => navigate(info ? defaultPath(guardSession(info)) : '/login', { replace: true });

  const mode: LinkMode | 'lite' = params.partnerID
    ? 'partner'
    : params.visitorID
      ? 'staff'
      : params.token
        ? 'token'
        : params.verifier
          ? 'scan'
          : 'lite';
  const metaID = params.partnerID ?? params.visitorID ?? params.licenseCode ?? '-';
  const verifier = params.verifier ?? params.token ?? '';
  const redirect = safeRedirect(search.get('redirect'));

  async function go() {
    setWorking(true);
    if (mode === 'lite') {
      // Lite scanning: straight to the scan view with this licence's session. Without it on this
      // device yet, the login page asks for the licence (its QR code or link; the code alone is no
      // key) and then goes on to the scan view.
      const scanView = `${CONNECTION_LIST_PATH}?scan=camera`;
      if (info?.sessionMode === 'scan' && info.licenseCode === params.licenseCode) navigate(scanView, { replace: true });
      else
        navigate(`/login?${info ? 'add=1&' : ''}redirect=${encodeURIComponent(scanView)}`, {
          replace: true,
          state: { liteLicence: params.licenseCode ?? '' } satisfies LiteLicenceState,
        });
      return;
    }
    const body = linkRequest(mode, metaID, verifier, params.inviteCode);
    if (!body) return navigate('/login', { replace: true });
    // A first login often has a step left (a licence's user gives a name): its screen loads while
    // the server answers, not after.
    void import('./FinalizeLoginPage').catch(() => {});
    const outcome = await setSession(body);
    if (outcome.kind === 'linked') {
      navigate(redirect ?? defaultPath(guardSession(outcome.session.info)), { replace: true });
    } else if (outcome.kind === 'finalize') {
      const path = finalizePath(mode, metaID, verifier, params.inviteCode) + (redirect ? `?redirect=${encodeURIComponent(redirect)}` : '');
      navigate(path, { replace: true, state: { errorCode: outcome.code, methods: outcome.methods, registration: outcome.registration, event: outcome.event } });
    } else if (pasted) {
      // Pasted on the login page: back to it with the text kept and the reason under the field.
      navigate('/login' + (redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''), {
        replace: true,
        state: { pastedLink: pasted, errorKey: failureMessageKey(outcome.code) } satisfies PastedLinkState,
      });
    } else {
      notify({ kind: 'negative', messageKey: failureMessageKey(outcome.code), timeoutMs: 8000 });
      navigate('/login', { replace: true });
    }
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // An active licence already on this device: adding another is a deliberate choice.
      if (mode === 'scan' && (await localDataMayExist()) && (await (await loadDataLayer()).listSessions()).some((s) => s.info.sessionMode === 'scan')) {
        setConfirmScan(true);
        setWorking(false);
        return;
      }
      await go();
    })();
    // Runs once per link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="login">
      {working && (
        <div className="card login-card link-entry" role="status" aria-live="polite">
          <div className="spinner" aria-hidden="true" />
          <p>{t('link.working')}</p>
        </div>
      )}
      <Dialog
        open={confirmScan}
        title={t('licence.anotherTitle')}
        onClose={keepLicence}
        actions={
          <>
            <button type="button" className="button" onClick={keepLicence}>
              {t('common:action.cancel')}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                setConfirmScan(false);
                void go();
              }}
            >
              {t('licence.anotherConfirm')}
            </button>
          </>
        }
      >
        <p>{t('licence.anotherText')}</p>
      </Dialog>
    </div>
  );
}
