/** The action codes shown: a table on a desktop, cards elsewhere; each with its use, whether it was handed out, and its buttons. */
import { useTranslation } from 'react-i18next';
import type { ActionCode } from '../../domain/guests';

/** What the list does for one code: mark it handed out or not, edit it, delete it. */
interface CodeHandlers {
  onToggle: (c: ActionCode) => void;
  onEdit: (c: ActionCode) => void;
  onDelete: (c: ActionCode) => void;
}

/** The codes that match the search; `busy` is the id of the code being changed. */
export function CodeList({ codes, desktop, busy, ...handlers }: { codes: ActionCode[]; desktop: boolean; busy: string | null } & CodeHandlers) {
  const { t, i18n } = useTranslation('guests');
  const number = new Intl.NumberFormat(i18n.language);
  const usage = (c: ActionCode) => (c.total === null ? t('codes.usedUnlimited', { used: number.format(c.used) }) : t('codes.usedOf', { used: number.format(c.used), total: number.format(c.total) }));

  if (desktop) {
    return (
      <div className="card guest-table-card">
        <table className="guest-table">
          <thead>
            <tr>
              <th scope="col">{t('codes.code')}</th>
              <th scope="col">{t('codes.name')}</th>
              <th scope="col">{t('codes.used')}</th>
              <th scope="col">{t('codes.distributed')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('codes.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.map((c) => (
              <tr key={c.id}>
                <td>
                  <code className="guest-code">{c.code}</code>
                </td>
                <td>{c.name || <span className="muted">–</span>}</td>
                <td>
                  <Usage code={c} label={usage(c)} />
                </td>
                <td>
                  <DistributedCheck code={c} busy={busy === c.id} onToggle={handlers.onToggle} />
                </td>
                <td>
                  <CodeActions code={c} {...handlers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <ul className="guest-code-cards">
      {codes.map((c) => (
        <li key={c.id} className="card guest-code-card">
          <div className="guest-link-head">
            <code className="guest-code">{c.code}</code>
            <DistributedCheck code={c} busy={busy === c.id} onToggle={handlers.onToggle} />
          </div>
          {c.name && <p className="guest-link-description">{c.name}</p>}
          <Usage code={c} label={usage(c)} />
          <CodeActions code={c} {...handlers} />
        </li>
      ))}
    </ul>
  );
}

/** A code's edit and delete buttons (a used code cannot be deleted). */
function CodeActions({ code: c, onEdit, onDelete }: { code: ActionCode } & CodeHandlers) {
  const { t } = useTranslation('guests');
  return (
    <div className="button-row guest-code-actions">
      <button type="button" className="button button-small" onClick={() => onEdit(c)} aria-label={t('codes.editOne', { code: c.code })}>
        {t('codes.edit')}
      </button>
      <button
        type="button"
        className="button button-small button-danger-quiet"
        onClick={() => onDelete(c)}
        disabled={c.used > 0}
        aria-label={t('codes.deleteOne', { code: c.code })}
        title={c.used > 0 ? t('error.code.inUse') : undefined}
      >
        {t('codes.delete')}
      </button>
    </div>
  );
}

/** Whether the code was handed out, as a checkbox that changes it. */
function DistributedCheck({ code: c, busy, onToggle }: { code: ActionCode; busy: boolean; onToggle: (c: ActionCode) => void }) {
  const { t } = useTranslation('guests');
  return (
    <label className="check-inline">
      <input type="checkbox" checked={c.distributed} disabled={busy} onChange={() => onToggle(c)} aria-label={t('codes.distributedOne', { code: c.code })} />
      <span aria-hidden="true">{t(c.distributed ? 'codes.yes' : 'codes.no')}</span>
    </label>
  );
}

/** How often the code was used: of its total (with a meter) or unlimited. */
function Usage({ code, label }: { code: ActionCode; label: string }) {
  const { t } = useTranslation('guests');
  const full = code.total !== null && code.used >= code.total;
  return (
    <span className="guest-usage">
      {code.total !== null && <meter min={0} max={code.total} value={code.used} aria-hidden="true" />}
      <span>{label}</span>
      {full && <span className="status-chip">{t('codes.usedUp')}</span>}
    </span>
  );
}
