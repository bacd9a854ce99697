/**
 * Add a connection by badge code: typed, pasted, or from a hardware barcode scanner (it types the
 * code and Enter into this field). Checks the code as it is typed, saves locally at once, and says
 * whether it is saved, queued, or already scanned (when and by whom).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBadgeCode, normalizeBadgeCode, validateBadgeCode, validatePartialBadgeCode } from '../../domain/badge';
import { parseBadgeQr } from '../../domain/badge-qr';
import { connectionId } from '../../domain/connection';
import { isEventEnded } from '../../domain/event';
import { captureConnection } from '../../data/mutators';
import { db } from '../../data/db';
import { useApp } from '../../app/AppContext';
import { useNotices } from '../../app/notices/NoticeProvider';
import { formatDateTime, displayZone, useTimezoneType } from '../../lib/time';
import { useWriteContext } from './useWriteContext';
import { EventSwitcher } from '../../app/account/EventSwitcher';

export function AddByCode({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t, i18n } = useTranslation('connections');
  const { info } = useApp();
  const ctx = useWriteContext();
  const { notify } = useNotices();
  const zone = displayZone(useTimezoneType(), info?.event.timezone);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  if (!info || !ctx) return null;
  const ended = isEventEnded(info.event);

  const typed = value.trim();
  const qr = parseBadgeQr(typed);
  const live = typed && !qr ? validatePartialBadgeCode(typed) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (ended) return;
    const fromQr = parseBadgeQr(value);
    const code = fromQr ? fromQr.code : normalizeBadgeCode(value);
    if (fromQr && fromQr.eventId !== info!.event.id) {
      // 'Scan failed': the badge is of another event; offer to switch event.
      setError(t('add.otherEvent'));
      notify({
        kind: 'negative',
        messageKey: 'connections:add.otherEvent',
        timeoutMs: 10_000,
        actions: [{ labelKey: 'common:menu.switchEvent', onClick: () => setSwitching(true) }],
      });
      return;
    }
    const problem = validateBadgeCode(code);
    if (problem) {
      setError(t(`common:validation.${problem}`));
      return;
    }
    setError(null);
    const existing = await db.connections.get(connectionId(ctx!.partnerId, code));
    await captureConnection(ctx!, { badgeCode: code, sourceType: fromQr ? 'barcode' : 'manual', badgeEventId: fromQr?.eventId ?? null });
    if (existing) {
      notify({
        kind: 'info',
        messageKey: 'connections:add.alreadyScanned',
        values: { when: formatDateTime(existing.scannedAt, i18n.resolvedLanguage ?? 'en', zone), who: existing.scannedByName || t('unknownPerson') },
        timeoutMs: 6000,
      });
    } else {
      notify({ kind: 'positive', messageKey: navigator.onLine ? 'connections:add.saved' : 'connections:add.queued' });
    }
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
        {error ?? (live ? t(`common:validation.${live}`) : typed ? (qr ? t('add.fromQr') : formatBadgeCode(typed)) : t('add.hint'))}
      </p>
      <EventSwitcher open={switching} onClose={() => setSwitching(false)} />
    </form>
  );
}
