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
import { CONNECTIVITY_NOTICE_ID, useNotices } from '../../../app/notices/NoticeProvider';
import { formatDateTime, displayZone, useTimezoneType } from '../../../lib/time';
import { useBadgeCapture } from '../../../ui/scanning/useBadgeCapture';
import { EventSwitcher } from '../../../app/account/EventSwitcher';
import { useWriteContext } from '../../../app/useWriteContext';
import { deleteConnection } from '../../../data/mutators';

/** Captures this close together share one notice. */
const COMBINE_MS = 8000;
/**
 * The one notice of the field's latest outcome: each replaces the one before (a pile of them hid
 * the list on a phone, issue #29). A queued capture also replaces the offline notice, which says
 * the same ('kept on this device, sent once online').
 */
const NOTICE_ID = 'capture-result';

export function AddByCode({ autoFocus = false, focusSignal = 0, onAdded }: { autoFocus?: boolean; focusSignal?: number; onAdded?: (connectionId: string) => void }) {
  const { t, i18n } = useTranslation('connections');
  const { info } = useApp();
  const capture = useBadgeCapture();
  const { notify } = useNotices();
  const zone = displayZone(useTimezoneType(), info?.event.timezone);
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
  const recent = useRef<{ kind: 'saved' | 'queued'; names: string[]; at: number } | null>(null);
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
        notify({
          kind: 'negative',
          messageKey: 'connections:add.otherEvent',
          timeoutMs: 10_000,
          actions: [{ labelKey: 'common:menu.switchEvent', onClick: () => setSwitching(true) }],
        });
        return;
      case 'error':
        setError(t(`scan.error.${outcome.error}`));
        return;
      case 'eventEnded':
      case 'noPermission':
        setError(t(`scan.${outcome.kind}`));
        return;
      case 'alreadyScanned':
        recent.current = null;
        notify({
          id: NOTICE_ID,
          kind: 'info',
          messageKey: 'connections:add.alreadyScanned',
          values: { when: formatDateTime(outcome.when, i18n.resolvedLanguage ?? 'en', zone, info?.event.timezone), who: outcome.who || t('unknownPerson') },
          timeoutMs: 6000,
        });
        break;
      default: {
        if (!outcome.name) {
          // A code the device's visitor list does not know: its own words, never merged with named leads.
          recent.current = null;
          notify({
            id: NOTICE_ID,
            replaces: outcome.kind === 'queued' ? [CONNECTIVITY_NOTICE_ID] : undefined,
            kind: 'info',
            messageKey: `connections:add.${outcome.kind}${outcome.unlicensed ? 'NoLicence' : 'Unchecked'}`,
            values: { name: formatBadgeCode(outcome.code) },
            timeoutMs: 8000,
          });
          break;
        }
        // Fast scanning: one notice that grows ("3 connections saved: Anna Becker, …"), not a pile.
        const name = outcome.name;
        const now = Date.now();
        const last = recent.current;
        const run = last && last.kind === outcome.kind && now - last.at < COMBINE_MS ? last : { kind: outcome.kind, names: [] as string[], at: now };
        run.names.push(name);
        run.at = now;
        recent.current = run;
        const names = run.names.slice(-3).reverse().join(', ') + (run.names.length > 3 ? ', …' : '');
        notify({
          id: NOTICE_ID,
          replaces: outcome.kind === 'queued' ? [CONNECTIVITY_NOTICE_ID] : undefined,
          kind: outcome.kind === 'saved' ? 'positive' : 'info',
          messageKey: `connections:add.${outcome.kind}${run.names.length > 1 ? 'Many' : 'One'}`,
          values: { name, count: run.names.length, names },
        });
      }
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
