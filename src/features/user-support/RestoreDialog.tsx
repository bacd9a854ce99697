/**
 * Restoring a diagnostic backup: choose the file, see what it holds and confirm, watch it being
 * sent, read the report. A file that is damaged, foreign, of another event or exhibitor is refused
 * with the reason and changes nothing; restoring again is always safe (nothing is sent twice).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';
import { Icon } from '../../app/icons';
import { useSync } from '../../app/SyncContext';
import { useFormatTime } from '../../app/useFormatTime';
import { restorableEvent, restoreBackup, restoreTransport, summarize, type RestoreProgress } from '../../data/backup';
import { db } from '../../data/db';
import { ownerOf } from '../../data/owner';
import { useStoredSession } from '../../data/session';
import { BACKUP_MAX_BYTES, parseBackup, type BackupEvent, type BackupFile, type RestoreReport } from '../../domain/backup';
import type { SessionInfo } from '../../domain/session';
import { HttpError } from '../../lib/http';

type Step =
  | { step: 'choose' }
  | { step: 'reading' }
  | { step: 'confirm'; backup: BackupFile; event: BackupEvent }
  | { step: 'running'; event: BackupEvent; progress: RestoreProgress | null }
  | { step: 'report'; report: RestoreReport };

const KINDS = new Set(['captureConnection', 'addNote', 'setStage', 'setAnswer', 'setRating', 'deleteConnection']);

/** Writes by kind, the ones a booth makes most named, the rest together. */
function byKind(event: BackupEvent): Array<{ kind: string; count: number }> {
  const out = new Map<string, number>();
  for (const { name, count } of summarize(event).writes) {
    const kind = KINDS.has(name) ? name : 'other';
    out.set(kind, (out.get(kind) ?? 0) + count);
  }
  return [...out].map(([kind, count]) => ({ kind, count }));
}

export function RestoreDialog({ info, onClose }: { info: SessionInfo; onClose: () => void }) {
  const { t } = useTranslation('support');
  const sync = useSync();
  const session = useStoredSession(info.event.id);
  const [state, setState] = useState<Step>({ step: 'choose' });
  const [error, setError] = useState<{ key: string; values?: Record<string, string> } | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (file.size > BACKUP_MAX_BYTES) return setError({ key: 'restore.error.tooLarge' });
    setState({ step: 'reading' });
    let content: string;
    try {
      content = await file.text();
    } catch {
      setState({ step: 'choose' });
      return setError({ key: 'restore.error.unreadable' });
    }
    const parsed = parseBackup(content);
    if ('problem' in parsed) {
      setState({ step: 'choose' });
      return setError({ key: `restore.error.${parsed.problem}` });
    }
    const found = restorableEvent(parsed.backup, info);
    if ('problem' in found) {
      setState({ step: 'choose' });
      return setError({ key: `restore.error.${found.problem}`, ...('name' in found ? { values: { name: found.name } } : {}) });
    }
    setState({ step: 'confirm', backup: parsed.backup, event: found.event });
  }

  async function run(event: BackupEvent, backup: BackupFile) {
    if (!session) return;
    setError(null);
    setState({ step: 'running', event, progress: null });
    try {
      const report = await restoreBackup(event, restoreTransport(session.token), (progress) => setState({ step: 'running', event, progress }), { db, owner: ownerOf(info).key });
      setState({ step: 'running', event, progress: null });
      // Bring the restored leads to this device.
      await sync?.run();
      setState({ step: 'report', report });
    } catch (err) {
      setState({ step: 'confirm', backup, event });
      if (err instanceof HttpError && err.code === 'clientOfAnotherPerson') setError({ key: 'restore.error.otherPerson', values: { name: event.personName } });
      else if (err instanceof HttpError && err.code === 'clientOfAnotherExhibitor') setError({ key: 'restore.error.otherExhibitor' });
      else if ((err instanceof HttpError && (err.code === 'offline' || err.code === 'timeout')) || !navigator.onLine) setError({ key: 'restore.error.offline' });
      else setError({ key: 'restore.error.failed' });
    }
  }

  const running = state.step === 'running';
  const close = (
    <button type="button" className="button" onClick={onClose}>
      {t(state.step === 'report' ? 'common:action.close' : 'common:action.cancel')}
    </button>
  );
  const actions =
    state.step === 'confirm' ? (
      <>
        {close}
        <button type="button" className="button button-primary" disabled={!session} onClick={() => void run(state.event, state.backup)}>
          {error
            ? t('restore.retry')
            : state.event.outbox.length
              ? t('restore.confirm', { count: state.event.outbox.length })
              : t('restore.confirmDocuments', { count: summarize(state.event).taskDocuments })}
        </button>
      </>
    ) : running ? null : (
      close
    );

  return (
    <Dialog open title={t(state.step === 'report' ? 'report.title' : 'restore.title')} onClose={running ? undefined : onClose} actions={actions}>
      {error && (
        <p className="callout callout-negative" role="alert">
          {t(error.key, error.values)}
        </p>
      )}
      {(state.step === 'choose' || state.step === 'reading') && (
        <div className="field support-file">
          <input
            id="support-restore-file"
            className="visually-hidden"
            type="file"
            accept="application/json,.json"
            aria-describedby="support-restore-hint"
            disabled={state.step === 'reading'}
            onChange={(e) => {
              const file = e.target.files?.[0];
              // The same file again (after going online, say) is a new choice.
              e.target.value = '';
              void choose(file);
            }}
          />
          <label htmlFor="support-restore-file" className="button button-primary">
            <Icon name="arrowUp" size={18} />
            {t('restore.choose')}
          </label>
          <p id="support-restore-hint" className="field-hint">
            {state.step === 'reading' ? t('restore.reading') : t('restore.chooseHint')}
          </p>
        </div>
      )}
      {state.step === 'confirm' && (
        <>
          <p>{t('restore.confirmLead')}</p>
          <BackupFacts backup={state.backup} event={state.event} />
          <p className="field-hint">{t('restore.explain')}</p>
        </>
      )}
      {state.step === 'running' && (
        <div className="support-progress" role="status" aria-live="polite">
          {state.progress ? (
            <>
              <p>{t(`restore.progress.${state.progress.phase}`, { done: state.progress.done, total: state.progress.total })}</p>
              <progress max={state.progress.total || 1} value={state.progress.done} aria-label={t(`restore.progress.${state.progress.phase}`, { done: state.progress.done, total: state.progress.total })} />
            </>
          ) : (
            <p aria-busy="true">{t('restore.progress.working')}</p>
          )}
        </div>
      )}
      {state.step === 'report' && <Report report={state.report} />}
    </Dialog>
  );
}

/** What the chosen backup holds: whose device and which event, when it was saved, its writes by kind, files and task documents. */
function BackupFacts({ backup, event }: { backup: BackupFile; event: BackupEvent }) {
  const { t } = useTranslation('support');
  const time = useFormatTime();
  return (
    <dl className="support-facts">
      <div>
        <dt>{t('restore.event')}</dt>
        <dd>{t('restore.eventOf', { event: event.eventName, exhibitor: event.partnerName })}</dd>
      </div>
      <div>
        <dt>{t('restore.device')}</dt>
        <dd>{event.personName || t('restore.unknownPerson')}</dd>
      </div>
      <div>
        <dt>{t('restore.savedAt')}</dt>
        <dd>{time(backup.createdAt)}</dd>
      </div>
      <div>
        <dt>{t('restore.writes')}</dt>
        <dd>
          {event.outbox.length ? (
            <ul className="support-kinds">
              {byKind(event).map(({ kind, count }) => (
                <li key={kind}>{t(`restore.kind.${kind}`, { count })}</li>
              ))}
            </ul>
          ) : (
            0
          )}
        </dd>
      </div>
      <div>
        <dt>{t('restore.files')}</dt>
        <dd>{summarize(event).files}</dd>
      </div>
      {summarize(event).taskDocuments > 0 && (
        <div>
          <dt>{t('restore.taskDocuments')}</dt>
          <dd>{summarize(event).taskDocuments}</dd>
        </div>
      )}
    </dl>
  );
}

function Report({ report }: { report: RestoreReport }) {
  const { t } = useTranslation('support');
  const refused = report.refused.reduce((n, r) => n + r.count, 0);
  const rows: Array<[string, number]> = [
    ['report.sent', report.sent],
    ['report.already', report.already],
    ['report.refused', refused],
    ...(report.notAccepted ? ([['report.notAccepted', report.notAccepted]] as Array<[string, number]>) : []),
    ['report.filesUploaded', report.filesUploaded],
    ...(report.filesRefused ? ([['report.filesRefused', report.filesRefused]] as Array<[string, number]>) : []),
    ...(report.taskDocuments ? ([['report.taskDocuments', report.taskDocuments]] as Array<[string, number]>) : []),
  ];
  return (
    <>
      <p className={`callout ${refused || report.notAccepted ? 'callout-info' : 'callout-positive'}`}>{t(report.sent ? 'report.leadSent' : report.taskDocuments ? 'report.leadDocuments' : 'report.leadNothing')}</p>
      <dl className="support-facts support-report" aria-label={t('report.title')}>
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {report.refused.length > 0 && (
        <>
          <h3 className="support-subtitle">{t('report.why')}</h3>
          <ul className="support-reasons">
            {report.refused.map((r) => (
              <li key={`${r.outcome}|${r.reason ?? ''}`}>
                {t('report.reasonCount', {
                  count: r.count,
                  reason: r.reason ? t(`connections:sync.reason.${r.reason}`, { defaultValue: t(`connections:sync.help.${r.outcome}`) }) : t(`connections:sync.help.${r.outcome}`),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {report.notAccepted > 0 && <p className="field-hint">{t('report.notAcceptedHint')}</p>}
      {report.taskDocuments > 0 && <p className="field-hint">{t('report.taskDocumentsHint')}</p>}
    </>
  );
}
