/**
 * Action codes: codes for free tickets that guests enter when they register. Limited codes are
 * used at most their total (the server guarantees it, however many register at once); unlimited
 * ones as often as guests like. Make one code or a batch (each its own single-use code, say, for a
 * mailing), mark which were handed out, export them, and see how often each was used. A used code
 * is never changed or deleted: its guests keep the code they typed.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { ConfirmDialog } from '../../app/Dialog';
import { useDevice } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { useNotices } from '../../app/notices/NoticeProvider';
import type { ActionCode } from '../../domain/guests';
import type { ExportFormat } from '../../domain/export';
import { changeCode, listCodes, removeCode } from '../../domain/endpoints/guests';
import { callAs, updateAnswer, useAnswer } from '../../ui/remote/queries';
import { Unanswered } from '../../ui/remote/parts';
import { attempt, GUEST_TEXTS } from './api';
import { downloadTable, sheetName } from './exportTable';
import { BatchDialog, CodeDialog } from './CodeDialogs';
import { CodeList } from './CodeList';

export function CodesTab() {
  const { t, i18n } = useTranslation('guests');
  const { info } = useApp();
  const { notify } = useNotices();
  const device = useDevice();
  const id = useId();
  const answer = useAnswer(listCodes, {});
  const codes = answer.data?.codes;
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ActionCode | 'new' | null>(null);
  const [batch, setBatch] = useState(false);
  const [deleting, setDeleting] = useState<ActionCode | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const shown = useMemo(() => {
    const q = search.trim().toUpperCase();
    return (codes ?? []).filter((c) => !q || c.code.includes(q) || c.name.toUpperCase().includes(q));
  }, [codes, search]);

  if (!codes) return <Unanswered answer={answer} ns={GUEST_TEXTS} />;

  const number = new Intl.NumberFormat(i18n.language);
  const used = codes.reduce((n, c) => n + c.used, 0);
  const setCodes = (change: (all: ActionCode[]) => ActionCode[]) => updateAnswer(listCodes, {}, (d) => ({ codes: change(d.codes) }));
  const replace = (list: ActionCode[]) => setCodes((all) => [...all.filter((c) => !list.some((x) => x.id === c.id)), ...list].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.code.localeCompare(b.code)));

  const toggleDistributed = async (c: ActionCode) => {
    setBusy(c.id);
    const r = await attempt(callAs(changeCode, { params: { id: c.id }, body: { code: c.code, name: c.name, kind: c.kind, total: c.total, distributed: !c.distributed } }));
    setBusy(null);
    if (r.ok) replace([r.value]);
    else if (r.error) notify({ kind: 'negative', messageKey: r.error });
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(deleting.id);
    const r = await attempt(callAs(removeCode, { params: { id: deleting.id } }));
    setBusy(null);
    if (!r.ok) return r.error && notify({ kind: 'negative', messageKey: r.error });
    setCodes((all) => all.filter((c) => c.id !== deleting.id));
    notify({ kind: 'positive', messageKey: 'guests:codes.deleted', values: { code: deleting.code } });
    setDeleting(null);
  };
  const exportCodes = async (format: ExportFormat, list: ActionCode[] = shown) => {
    setBusy(`export-${format}`);
    try {
      const table = {
        sheetName: sheetName(`${info?.event.name ?? ''} ${t('tab.codes')}`),
        headers: [t('codes.code'), t('codes.name'), t('codes.kind'), t('codes.total'), t('codes.used'), t('codes.distributed')],
        rows: list.map((c) => [c.code, c.name || null, t(`codes.kinds.${c.kind}`), c.total === null ? null : String(c.total), String(c.used), t(c.distributed ? 'codes.yes' : 'codes.no')]),
      };
      await downloadTable(table, format, `action-codes-${new Date().toISOString().slice(0, 10)}`);
    } catch {
      notify({ kind: 'negative', messageKey: 'guests:codes.exportFailed' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="guests-section" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="visually-hidden">
        {t('tab.codes')}
      </h2>
      <div className="guests-toolbar">
        <p className="guests-intro">{t('codes.lead')}</p>
        <div className="button-row">
          <button type="button" className="button" onClick={() => setBatch(true)}>
            {t('codes.batch')}
          </button>
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            <Icon name="plus" size={18} />
            {t('codes.new')}
          </button>
        </div>
      </div>
      {codes.length === 0 ? (
        <div className="empty-state card">
          <h3>{t('codes.emptyTitle')}</h3>
          <p>{t('codes.empty')}</p>
        </div>
      ) : (
        <>
          <div className="guests-filters">
            <div className="field guests-search">
              <label htmlFor={`${id}-search`}>{t('codes.search')}</label>
              <input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            </div>
            <p className="guests-summary" role="status">
              {t('codes.summary', { count: codes.length, codes: number.format(codes.length), used: number.format(used) })}
            </p>
            <div className="button-row">
              <button type="button" className="button button-small" disabled={!!busy?.startsWith('export') || !shown.length} onClick={() => void exportCodes('csv')}>
                <Icon name="download" size={16} />
                {t('codes.exportCsv')}
              </button>
              <button type="button" className="button button-small" disabled={!!busy?.startsWith('export') || !shown.length} onClick={() => void exportCodes('xlsx')}>
                <Icon name="download" size={16} />
                {t('codes.exportXlsx')}
              </button>
            </div>
          </div>
          {shown.length === 0 ? (
            <div className="empty-state">
              <p>{t('codes.noMatch')}</p>
              <button type="button" className="button button-small" onClick={() => setSearch('')}>
                {t('codes.clearSearch')}
              </button>
            </div>
          ) : (
            <CodeList codes={shown} desktop={device === 'desktop'} busy={busy} onToggle={(c) => void toggleDistributed(c)} onEdit={setEditing} onDelete={setDeleting} />
          )}
        </>
      )}
      {editing && <CodeDialog code={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={(c) => (replace([c]), setEditing(null))} />}
      {batch && (
        <BatchDialog
          onClose={() => setBatch(false)}
          onMade={(list) => {
            replace(list);
            setBatch(false);
            notify({ kind: 'positive', messageKey: 'guests:codes.batchMade', values: { count: list.length } });
            void exportCodes('csv', list);
          }}
        />
      )}
      <ConfirmDialog open={!!deleting} title={t('codes.deleteTitle', { code: deleting?.code ?? '' })} confirmLabel={t('codes.delete')} busy={busy === deleting?.id} onCancel={() => setDeleting(null)} onConfirm={() => void remove()}>
        <p>{t('codes.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
