/**
 * The console's list section: a card with its heading and hint, busy while the list loads, a word
 * when it is empty, and the list as a table whose columns are declared once (heading, cell, class).
 * The first column marked `rowHeader` names its row for screen readers; a `hidden` heading (the
 * buttons' column) is read but not shown; a `labelled` cell repeats its heading on phones where the
 * table's own stylesheet turns rows into blocks (`data-label`).
 */
import { useId, type ReactNode, type Ref } from 'react';

export interface Column<T> {
  label: ReactNode;
  cell: (item: T) => ReactNode;
  /** The heading is for screen readers only. */
  hidden?: boolean;
  /** This column's cell is the row's heading (`th scope="row"`). */
  rowHeader?: boolean;
  /** On the heading and on every cell of the column. */
  className?: string;
  /** The cell carries its heading as `data-label` (the heading must be text). */
  labelled?: boolean;
}

/** A table of `items`; `card` frames it as a page's only content (a list page), else it scrolls within its section. */
export function DataTable<T>({ items, columns, rowKey, rowClassName, className, caption, busy, card }: { items: readonly T[]; columns: readonly Column<T>[]; rowKey: (item: T) => string; rowClassName?: (item: T) => string | undefined; className?: string; caption?: string; busy?: boolean; card?: boolean }) {
  return (
    <div className={card ? 'table-card' : 'table-scroll'}>
      <table className={className ? `data-table ${className}` : 'data-table'} aria-busy={busy || undefined}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={c.className}>
                {c.hidden ? <span className="visually-hidden">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={rowKey(item)} className={rowClassName?.(item)}>
              {columns.map((c, i) =>
                c.rowHeader ? (
                  <th key={i} scope="row" className={c.className}>
                    {c.cell(item)}
                  </th>
                ) : (
                  <td key={i} className={c.className} data-label={c.labelled && typeof c.label === 'string' ? c.label : undefined}>
                    {c.cell(item)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A card holding one list: `items` null while it loads (the section is busy), `empty` said when
 * it has none, `children` (the table) otherwise; `after` follows in the card either way (a form).
 */
export function ListSection<T>({ title, titleRef, hint, items, empty, emptyCallout, children, after }: { title: string; titleRef?: Ref<HTMLHeadingElement>; hint?: string; items: readonly T[] | null; empty?: string; emptyCallout?: boolean; children: (items: readonly T[]) => ReactNode; after?: ReactNode }) {
  const id = useId();
  return (
    <section className="card form-section" aria-labelledby={`${id}-list`} aria-busy={items === null}>
      <h2 id={`${id}-list`} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </h2>
      {hint && <p className="field-hint">{hint}</p>}
      {items && items.length === 0 && empty && <p className={emptyCallout ? 'callout callout-info' : 'field-hint'}>{empty}</p>}
      {items && items.length > 0 && children(items)}
      {after}
    </section>
  );
}
