/**
 * A page of the console's visitor list as a table: a check box to choose each visitor (and all
 * on the page), the name with the company, the email, the badge code with the leads held, and the
 * row's buttons (edit, print the badge, remove).
 */
import { useTranslation } from 'react-i18next';
import { formatBadgeCode } from '../../domain/badge';
import type { OrganiserVisitor } from '../../domain/organiser-visitors';
import { DataTable } from '../../ui/remote/list';

/** A visitor's name, its parts joined ('' when they have none). */
export const nameOf = (x: Pick<OrganiserVisitor, 'firstname' | 'lastname'>) => [x.firstname, x.lastname].filter(Boolean).join(' ');

/** The visitors of the page, `chosen` ticked; `printing` is the badge print under way (a visitor's id, or 'chosen'). */
export function VisitorTable({
  visitors,
  busy,
  chosen,
  printing,
  onChoose,
  onEdit,
  onPrint,
  onRemove,
}: {
  visitors: OrganiserVisitor[];
  busy: boolean;
  chosen: ReadonlyMap<string, OrganiserVisitor>;
  printing: string | null;
  onChoose: (x: OrganiserVisitor, on: boolean) => void;
  onEdit: (x: OrganiserVisitor) => void;
  onPrint: (x: OrganiserVisitor) => void;
  onRemove: (x: OrganiserVisitor) => void;
}) {
  const { t } = useTranslation(['organiser', 'connections']);
  const allOnPage = visitors.length > 0 && visitors.every((x) => chosen.has(x.id));
  const shownName = (x: OrganiserVisitor) => nameOf(x) || t('visitorList.noName');
  return (
    <DataTable
      items={visitors}
      className="visitor-table"
      caption={t('visitorList.title')}
      busy={busy}
      rowKey={(x) => x.id}
      columns={[
        {
          label: <input type="checkbox" checked={allOnPage} aria-label={t('visitorList.chooseAll')} onChange={(e) => visitors.forEach((x) => onChoose(x, e.target.checked))} />,
          className: 'visitor-check',
          cell: (x) => <input type="checkbox" checked={chosen.has(x.id)} onChange={(e) => onChoose(x, e.target.checked)} aria-label={t('visitorList.choose', { name: shownName(x) })} />,
        },
        {
          label: t('visitorList.column.name'),
          rowHeader: true,
          cell: (x) => (
            <>
              {shownName(x)}
              {x.company && <span className="table-sub">{x.company}</span>}
            </>
          ),
        },
        { label: t('connections:field.email'), className: 'visitor-email', cell: (x) => x.email || <span className="table-sub">{t('visitorList.noEmail')}</span> },
        {
          label: t('visitors.field.badgeCode'),
          className: 'visitor-code',
          cell: (x) => (
            <>
              <code>{formatBadgeCode(x.badgeCode)}</code>
              {x.leads > 0 && <span className="table-sub">{t('visitorList.leads', { count: x.leads })}</span>}
            </>
          ),
        },
        {
          label: t('visitorList.column.actions'),
          hidden: true,
          className: 'row-actions',
          cell: (x) => {
            const name = shownName(x);
            return (
              <>
                <button type="button" className="button button-small" onClick={() => onEdit(x)} aria-label={t('visitorList.editOne', { name })}>
                  {t('visitorList.edit')}
                </button>
                <button type="button" className="button button-small" disabled={printing !== null} aria-busy={printing === x.id} onClick={() => onPrint(x)} aria-label={t('visitorList.printOne', { name })}>
                  {t('visitorList.print')}
                </button>
                <button type="button" className="button button-small button-danger" onClick={() => onRemove(x)} aria-label={t('visitorList.removeOne', { name })}>
                  {t('visitorList.remove')}
                </button>
              </>
            );
          },
        },
      ]}
    />
  );
}
