/**
 * The scan-licence dialog at login: the camera reads the licence's QR code (a /scan/… login link,
 * or /lite/…) and logs in with it. A visitor badge, an invalid or unknown code each get their
 * explanation and the dialog stays ready for the right code.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';
import { classifyLicenceScan, type LicenceScanError } from '../../domain/scan';
import { useCamera, useDecodeLoop } from '../../ui/scanning/camera-hooks';

export function LicenceScanDialog({ open, onClose, onLink }: { open: boolean; onClose: () => void; onLink: (path: string) => void }) {
  const { t } = useTranslation('login');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<LicenceScanError | null>(null);
  const state = useCamera(videoRef, null, attempt, open);
  const onText = useCallback(
    (text: string) => {
      const result = classifyLicenceScan(text);
      if (result.kind === 'error') return setProblem(result.error);
      const { licenseCode, verifier } = result.link;
      onLink(verifier ? `/scan/${encodeURIComponent(licenseCode)}/${encodeURIComponent(verifier)}` : `/lite/${encodeURIComponent(licenseCode)}`);
    },
    [onLink],
  );
  useDecodeLoop(videoRef, open && state.kind === 'running', onText);

  return (
    <Dialog
      open={open}
      title={t('licence.scanTitle')}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('licence.scanClose')}
        </button>
      }
    >
      {state.kind === 'error' ? (
        <div role="alert">
          <p>
            <strong>{t(`connections:scan.camera.${state.error}.title`)}</strong>
          </p>
          <p>{t('licence.scanCameraProblem')}</p>
          <button type="button" className="button" onClick={() => setAttempt((a) => a + 1)}>
            {t('connections:scan.tryAgain')}
          </button>
        </div>
      ) : (
        <div className="licence-scan">
          <video ref={videoRef} className="licence-video" playsInline muted aria-label={t('connections:scan.viewfinder')} />
          <p className="field-hint">{state.kind === 'starting' ? t('connections:scan.starting') : t('licence.scanHint')}</p>
        </div>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {t(`licence.scanError.${problem}`)}
        </p>
      )}
    </Dialog>
  );
}
