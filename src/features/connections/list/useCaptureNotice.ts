/**
 * The notice that says how a capture by code went.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBadgeCode } from '../../../domain/badge';
import { useApp } from '../../../app/AppContext';
import { CONNECTIVITY_NOTICE_ID, useNotices } from '../../../app/notices/NoticeProvider';
import { formatDateTime, displayZone, useTimezoneType } from '../../../lib/time';
import type { CaptureOutcome } from '../../../ui/scanning/useBadgeCapture';

/** Captures this close together share one notice. */
const COMBINE_MS = 8000;
/**
 * The one notice of the field's latest outcome: each replaces the one before (a pile of them hid
 * the list on a phone, issue #29). A queued capture also replaces the offline notice, which says
 * the same ('kept on this device, sent once online').
 */
const NOTICE_ID = 'capture-result';

/** The outcomes that a notice tells of. */
type NoticedOutcome = Extract<CaptureOutcome, { kind: 'saved' | 'queued' | 'alreadyScanned' | 'otherEvent' }>;

/** Returns the function that shows the notice of a capture's outcome (another event's badge offers `onSwitchEvent`). */
export function useCaptureNotice(onSwitchEvent: () => void) {
  const { t, i18n } = useTranslation('connections');
  const { info } = useApp();
  const { notify } = useNotices();
  const zone = displayZone(useTimezoneType(), info?.event.timezone);
  const recent = useRef<{ kind: 'saved' | 'queued'; names: string[]; at: number } | null>(null);

  return (outcome: NoticedOutcome) => {
    switch (outcome.kind) {
      case 'otherEvent':
        notify({
          kind: 'negative',
          messageKey: 'connections:add.otherEvent',
          timeoutMs: 10_000,
          actions: [{ labelKey: 'common:menu.switchEvent', onClick: onSwitchEvent }],
        });
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
        return;
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
          return;
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
  };
}
