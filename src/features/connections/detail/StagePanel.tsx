/** The stage of a connection: the pipeline stage with a comment, and its history. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../app/notices/NoticeProvider';
import { CONNECTION_STAGES, validateStage, type ConnectionStage } from '../../../domain/connection';
import { useStages } from '../../../data/hooks';
import { setStage } from '../../../data/mutators';
import type { LocalConnection } from '../../../data/db';
import { useFormatTime } from '../../../app/useFormatTime';
import { SyncStateBadge } from '../SyncStateBadge';
import { useWriteContext } from '../../../app/useWriteContext';
import { UnsavedPrompt } from '../../../app/UnsavedPrompt';

export function StagePanel({ c }: { c: LocalConnection }) {
  const { t } = useTranslation('connections');
  const ctx = useWriteContext();
  const time = useFormatTime();
  const stages = useStages(c.id);
  const { notify } = useNotices();
  const [stage, setStageValue] = useState<ConnectionStage | ''>('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const stageId = useId();
  const commentId = useId();

  async function save(): Promise<boolean> {
    const problem = validateStage(stage);
    if (problem || !ctx) {
      setError(t('stage.required'));
      return false;
    }
    await setStage(ctx, { connectionId: c.id, stage: stage as ConnectionStage, comment: comment.trim() });
    setStageValue('');
    setComment('');
    setError(null);
    notify({ kind: 'positive', messageKey: 'connections:stage.saved' });
    return true;
  }

  return (
    <section className="card detail-card" aria-labelledby="stage-title">
      <UnsavedPrompt dirty={stage !== '' || comment.trim() !== ''} onSave={save} />
      <h2 id="stage-title">
        {t('stage.current')} <span className={`stage-chip stage-${c.stage}`}>{t(`stages.${c.stage}`)}</span>
      </h2>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <div className="field">
          <label htmlFor={stageId}>{t('stage.new')}</label>
          <select id={stageId} value={stage} aria-invalid={error ? true : undefined} onChange={(e) => setStageValue(e.target.value as ConnectionStage)}>
            <option value="">{t('stage.choose')}</option>
            {CONNECTION_STAGES.map((s) => (
              <option key={s} value={s}>
                {t(`stages.${s}`)}
              </option>
            ))}
          </select>
          {error && <p className="field-error">{error}</p>}
        </div>
        <div className="field">
          <label htmlFor={commentId}>{t('stage.comment')}</label>
          <input id={commentId} value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} />
        </div>
        <button type="submit" className="button button-primary">
          {t('stage.save')}
        </button>
      </form>
      <h3 className="history-title" id={`${c.id}-stage-history`}>
        {t('stage.history')}
      </h3>
      {stages && stages.length > 0 ? (
        <ol className="history" aria-labelledby={`${c.id}-stage-history`}>
          {stages.map((s) => (
            <li key={s.id}>
              <span className={`stage-chip stage-${s.stage}`}>{t(`stages.${s.stage}`)}</span>
              <span className="history-meta">
                {time(s.createdAt)}
                {s.authorName ? ` · ${s.authorName}` : ''}
              </span>
              {s.comment && <p>{s.comment}</p>}
              {s.syncState !== 'completed' && <SyncStateBadge state={s.syncState} reason={s.syncReason} />}
            </li>
          ))}
        </ol>
      ) : (
        <p className="field-hint">{t('stage.noHistory')}</p>
      )}
    </section>
  );
}
