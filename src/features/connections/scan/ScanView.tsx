/**
 * The scan view: a full-screen camera viewfinder that captures every badge it sees, stays ready
 * for the next one, and says at once who was scanned (from the offline directory) and whether it
 * was saved, queued or already scanned. Frames are decoded in a worker; the same code in front of
 * the camera is captured once. Switch camera, torch, sound, NFC (Android) and 'type the code
 * instead' are one tap away; each camera error explains itself and offers the typed code.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../app/icons';
import { useApp } from '../../../app/AppContext';
import { EventSwitcher } from '../../../app/account/EventSwitcher';
import { formatBadgeCode } from '../../../domain/badge';
import { isEventEnded } from '../../../domain/event';
import type { SourceType } from '../../../domain/connection';
import { displayZone, formatDateTime, useTimezoneType } from '../../../lib/time';
import { listCameras } from '../../../ui/scanning/camera';
import { SAME_CODE_PAUSE_MS } from '../../../ui/scanning/decoder-client';
import { useCamera, useDecodeLoop } from '../../../ui/scanning/camera-hooks';
import { signalProblem, signalSuccess } from '../../../ui/scanning/feedback';
import { useBadgeCapture, type CaptureOutcome } from '../../../ui/scanning/useBadgeCapture';
import { useLicensed } from '../../../data/directory';
import { ScanBar, ScanStage } from './ScanParts';
import { nfcSupported, useNfcReader } from './useNfcReader';

function OutcomeCard({ outcome, onSwitchEvent }: { outcome: CaptureOutcome; onSwitchEvent: () => void }) {
  const { t, i18n } = useTranslation('connections');
  const { info } = useApp();
  const zone = displayZone(useTimezoneType(), info?.event.timezone);
  if (outcome.kind === 'saved' || outcome.kind === 'queued' || outcome.kind === 'alreadyScanned') {
    const title = outcome.name ?? formatBadgeCode(outcome.code);
    return (
      <div className={`scan-result scan-result-${outcome.kind === 'alreadyScanned' ? 'info' : 'positive'}`} role="status" aria-live="polite">
        <Icon name={outcome.kind === 'alreadyScanned' ? 'refresh' : 'check'} size={28} />
        <div className="scan-result-text">
          <strong>{title}</strong>
          {outcome.company && <span>{outcome.company}</span>}
          <span className="scan-result-state">
            {outcome.kind === 'alreadyScanned'
              ? t('add.alreadyScanned', { when: formatDateTime(outcome.when, i18n.resolvedLanguage ?? 'en', zone, info?.event.timezone), who: outcome.who || t('unknownPerson') })
              : outcome.name
                ? t(`add.${outcome.kind}`)
                : t(`add.${outcome.kind}${outcome.unlicensed ? 'NoLicence' : 'Unchecked'}`, { name: title })}
          </span>
        </div>
        <Link className="button button-small" to={`/connections/${encodeURIComponent(outcome.connectionId)}/details`}>
          {t('scan.open')}
        </Link>
      </div>
    );
  }
  return (
    <div className="scan-result scan-result-negative" role="alert">
      <Icon name="close" size={28} />
      <div className="scan-result-text">
        <strong>{outcome.kind === 'error' ? t(`scan.error.${outcome.error}`) : t(`scan.${outcome.kind}`)}</strong>
      </div>
      {outcome.kind === 'otherEvent' && (
        <button type="button" className="button button-small" onClick={onSwitchEvent}>
          {t('common:menu.switchEvent')}
        </button>
      )}
    </div>
  );
}

export function ScanView({ onClose, onTypeCode }: { onClose: () => void; onTypeCode: () => void }) {
  const { t } = useTranslation('connections');
  const { info } = useApp();
  const capture = useBadgeCapture();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [torchOn, setTorchOn] = useState(false);
  const [outcome, setOutcome] = useState<CaptureOutcome | null>(null);
  const [count, setCount] = useState(0);
  const [switching, setSwitching] = useState(false);
  const last = useRef<{ text: string; at: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const ended = info ? isEventEnded(info.event) : false;
  const licensed = useLicensed(info?.event.id ?? null);

  const state = useCamera(videoRef, deviceId, attempt, !ended);
  useEffect(() => {
    if (state.kind !== 'running') return;
    setTorchOn(false);
    void listCameras().then(setCameras);
  }, [state]);

  const handle = useCallback(
    async (text: string, source: SourceType) => {
      const now = Date.now();
      if (last.current && last.current.text === text && now - last.current.at < SAME_CODE_PAUSE_MS) {
        last.current.at = now;
        return;
      }
      last.current = { text, at: now };
      const result = await capture(text, source);
      setOutcome(result);
      if (result.kind === 'saved' || result.kind === 'queued' || result.kind === 'alreadyScanned') {
        signalSuccess();
        setCount((c) => c + 1);
      } else signalProblem();
    },
    [capture],
  );

  const onDecoded = useCallback((text: string) => void handle(text, 'barcode'), [handle]);
  useDecodeLoop(videoRef, state.kind === 'running', onDecoded);

  // Escape closes, as with every dialog.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const { nfc, startNfc } = useNfcReader(handle);

  const running = state.kind === 'running' ? state.camera : null;
  const next = () => {
    const i = cameras.findIndex((c) => c.deviceId === running?.deviceId);
    setDeviceId(cameras[(i + 1) % cameras.length]?.deviceId ?? null);
  };

  return (
    <div className="scan-view" role="dialog" aria-modal="true" aria-labelledby="scan-title">
      <ScanBar onClose={onClose} count={count} camera={running} torchOn={torchOn} onTorchChange={setTorchOn} onSwitchCamera={cameras.length > 1 ? next : null} />
      <ScanStage videoRef={videoRef} state={state} ended={ended} onRetry={() => setAttempt((a) => a + 1)} onTypeCode={onTypeCode} />

      <footer className="scan-footer">
        {licensed === false && !ended && (
          <p className="scan-banner" role="status">
            <strong>{t('scan.noLicenceTitle')}</strong> {t('scan.noLicence')}
          </p>
        )}
        {outcome && <OutcomeCard outcome={outcome} onSwitchEvent={() => setSwitching(true)} />}
        <div className="scan-actions">
          {/* The camera's error message offers it already. */}
          {state.kind !== 'error' && (
            <button type="button" className="button" onClick={onTypeCode}>
              <Icon name="keyboard" size={18} />
              {t('scan.typeCode')}
            </button>
          )}
          {nfcSupported() && !ended && (
            <button type="button" className="button" disabled={nfc === 'listening'} onClick={() => void startNfc()}>
              <Icon name="nfc" size={18} />
              {nfc === 'listening' ? t('scan.nfcListening') : nfc === 'failed' ? t('scan.nfcFailed') : t('scan.nfc')}
            </button>
          )}
        </div>
      </footer>
      <EventSwitcher open={switching} onClose={() => setSwitching(false)} />
    </div>
  );
}
