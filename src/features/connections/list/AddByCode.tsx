/**
 * Add a connection by badge code: typed, pasted, or from a hardware barcode scanner (it types the
 * code and Enter into this field). Checks the code as it is typed, saves locally at once, and says
 * whether it is saved, queued, or already scanned (when and by whom).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatBadgeCode, normalizeBadgeCode, validateBadgeCode, validatePartialBadgeCode } from '../../../domain/badge';
import { parseBadgeQr } from '../../../domain/badge-qr';
import { isEventEnded } from '../../../domain/event';
import { entrySource } from '../../../domain/scan';
import { useApp } from '../../../app/AppContext';
import { useBadgeCapture } from '../../../ui/scanning/useBadgeCapture';
import { EventSwitcher } from '../../../app/account/EventSwitcher';
import { useWriteContext } from '../../../app/useWriteContext';
import { deleteConnection } from '../../../data/mutators';
import { useCaptureNotice } from './useCaptureNotice';

export function AddByCode({ autoFocus = false, focusSignal = 0, onAdded }: { autoFocus?: boolean; focusSignal?: number; onAdded?: (connectionId: string) => void }) {
  const { t } = useTranslation('connections');
  const { info } = useApp();
  const capture = useBadgeCapture();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // ?code=…&replace=… (from 'Correct the code' on a row the visitor list does not know): the code
  // to correct, and the row that the corrected capture replaces (nothing is deleted before that).
  const [params, setParams] = useSearchParams();
  const replacing = params.get('replace');
  const ctx = useWriteContext();
  const [value, setValue] = useState(() => params.get('code') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const announce = useCaptureNotice(() => setSwitching(true));
  useEffect(() => {
    if (focusSignal) input.current?.focus();
  }, [focusSignal]);
  useEffect(() => {
    if (params.get('code')) input.current?.focus();
  }, [params]);
  if (!info) return null;
  const ended = isEventEnded(info.event);

  const typed = value.trim();
  const qr = parseBadgeQr(typed);
  const live = typed && !qr ? validatePartialBadgeCode(typed) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (ended) return;
    // Typed by hand: explain what is wrong with the code. A hardware scanner may also send a
    // badge QR payload, a licence or a login link: the scan rules explain those.
    const problem = parseBadgeQr(value) || /[:/]/.test(value) ? null : validateBadgeCode(normalizeBadgeCode(value));
    if (problem) {
      setError(t(`common:validation.${problem}`));
      return;
    }
    const outcome = await capture(value, entrySource(value, info?.licenseType));
    switch (outcome.kind) {
      case 'otherEvent':
        // 'Scan failed': the badge is of another event; offer to switch event.
        setError(t('add.otherEvent'));
        announce(outcome);
        return;
      case 'error':
        setError(t(`scan.error.${outcome.error}`));
        return;
      case 'eventEnded':
      case 'noPermission':
        setError(t(`scan.${outcome.kind}`));
        return;
      default:
        announce(outcome);
    }
    if ('connectionId' in outcome) onAdded?.(outcome.connectionId);
    if (replacing && ctx && 'connectionId' in outcome && outcome.connectionId !== replacing) {
      await deleteConnection(ctx, replacing);
      setParams({}, { replace: true });
    }
    setError(null);
    setValue('');
    input.current?.focus();
  }

  if (ended) {
    return (
      <div className="banner banner-negative" role="status">
        <strong>{t('add.eventEndedTitle')}</strong> {t('add.eventEnded')}
      </div>
    );
  }

  return (
    <form className="add-by-code" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('add.label')}</label>
      <div className="add-row">
        <input
          ref={input}
          id={id}
          value={value}
          placeholder={t('add.placeholder')}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          autoFocus={autoFocus}
          aria-invalid={error || live ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="button button-primary">
          {t('add.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className={error || live ? 'field-error' : 'field-hint'} aria-live="polite">
        {error ?? (live ? t(`common:validation.${live}`) : replacing ? t('add.correcting') : typed ? (qr ? t('add.fromQr') : formatBadgeCode(typed)) : t('add.hint'))}
      </p>
      <EventSwitcher open={switching} onClose={() => setSwitching(false)} />
    </form>
  );
}
