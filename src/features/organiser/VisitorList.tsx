/**
 * The event's visitor list in the console (issue #29): searched and paged on the server (a page of
 * VISITOR_PAGE rows; Previous and Next), a visitor edited or added in a dialog, removed after a
 * question (not one an exhibitor holds as a lead: the server says so), and badges printed for one
 * visitor or for the visitors chosen with the check boxes. On a phone each row is a card.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Dialog } from '../../app/Dialog';
import { useNotices } from '../../app/notices/NoticeProvider';
import { fieldErrors } from '../../domain/organiser';
import { CHOSEN_BADGES_MAX, EMPTY_VISITOR, VISITOR_FORM_FIELDS, VISITOR_PAGE, VisitorInput, type OrganiserVisitor } from '../../domain/organiser-visitors';
import { addVisitor, changeVisitor, countVisitors, listVisitors, removeVisitor } from '../../domain/endpoints/organiser-visitors';
import { useAnswer, useChange } from '../../ui/remote/queries';
import { usePagedSearch } from '../../ui/remote/search';
import { LoadFailed } from '../../ui/remote/parts';
import { formatBadgeCode } from '../../domain/badge';
import { ConfirmDialog } from '../../app/Dialog';
import { consoleFailure, fieldsOf, organiserDownload } from './api';
import './visitors.css';
import { nameOf, VisitorTable } from './VisitorTable';

function inputOf(x: OrganiserVisitor): VisitorInput {
  const { id: _id, badgeCode: _code, registrationState: _state, leads: _leads, ...input } = x;
  return input;
}

function VisitorForm({ eventId, editing, onDone }: { eventId: string; editing: OrganiserVisitor | 'new'; onDone: (saved: OrganiserVisitor | null) => void }) {
  const { t } = useTranslation(['organiser', 'connections']);
  const { notify } = useNotices();
  const id = useId();
  const [draft, setDraft] = useState<VisitorInput>(editing === 'new' ? EMPTY_VISITOR : inputOf(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useChange(addVisitor, [listVisitors, countVisitors]);
  const change = useChange(changeVisitor, [listVisitors]);
  const busy = add.busy || change.busy;
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof VisitorInput>(key: K, value: VisitorInput[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const described = (field: string) => ({ 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined });

  // The first field with an error takes the focus, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function save(e: FormEvent) {
    e.preventDefault();
    const checked = v.safeParse(VisitorInput, draft);
    if (!checked.success) return setErrors(fieldErrors(checked.issues));
    setErrors({});
    try {
      const body = checked.output;
      const saved = editing === 'new' ? await add.run({ params: { eventId }, body }) : await change.run({ params: { eventId, visitorId: editing.id }, body });
      notify({ kind: 'positive', messageKey: editing === 'new' ? 'organiser:visitorList.added' : 'organiser:visitorList.saved', values: { name: nameOf(saved) } });
      onDone(saved);
    } catch (err) {
      const fields = fieldsOf(err);
      if (Object.keys(fields).length) setErrors(fields);
      else notify({ kind: 'negative', messageKey: consoleFailure(err) });
    }
  }

  const title = editing === 'new' ? t('visitorList.addTitle') : t('visitorList.editTitle', { name: nameOf(editing) });
  return (
    <Dialog
      open
      title={title}
      onClose={() => onDone(null)}
      actions={
        <>
          <button type="button" className="button" onClick={() => onDone(null)}>
            {t('common:action.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="button button-primary" disabled={busy} aria-busy={busy}>
            {editing === 'new' ? t('visitorList.add') : t('visitorList.save')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} ref={form} className="visitor-form" onSubmit={(e) => void save(e)} noValidate>
        {editing !== 'new' && <p className="field-hint">{t('visitorList.badgeCodeKept', { code: formatBadgeCode(editing.badgeCode) })}</p>}
        <div className="visitor-form-grid">
          {VISITOR_FORM_FIELDS.map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`${id}-${field}`}>{t(`connections:field.${field}`)}</label>
              <input
                id={`${id}-${field}`}
                type={field === 'email' ? 'email' : field === 'phone1' ? 'tel' : 'text'}
                autoComplete="off"
                value={draft[field]}
                onChange={(e) => set(field, e.target.value)}
                {...described(field)}
              />
              {errors[field] && (
                <p className="field-error" id={`${id}-${field}-error`}>
                  {t(errors[field])}
                </p>
              )}
            </div>
          ))}
        </div>
        <label className="check-row">
          <input type="checkbox" checked={draft.public} onChange={(e) => setDraft((d) => ({ ...d, public: e.target.checked, contactable: e.target.checked && d.contactable }))} />
          <span>{t('visitors.field.public')}</span>
        </label>
        <label className="check-row">
          <input type="checkbox" checked={draft.contactable} disabled={!draft.public} onChange={(e) => set('contactable', e.target.checked)} {...described('contactable')} />
          <span>{t('visitors.field.contactable')}</span>
        </label>
        {errors.contactable && (
          <p className="field-error" id={`${id}-contactable-error`}>
            {t(errors.contactable)}
          </p>
        )}
      </form>
    </Dialog>
  );
}

export function VisitorList({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation(['organiser', 'connections']);
  const { notify } = useNotices();
  const id = useId();
  const { query, setQuery, search, offset, setOffset } = usePagedSearch();
  const list = useAnswer(listVisitors, { params: { eventId }, query: { offset: String(offset), limit: String(VISITOR_PAGE), ...(search ? { q: search } : {}) } }, { keepPrevious: true });
  const page = list.data ?? null;
  const remover = useChange(removeVisitor, [listVisitors, countVisitors]);
  const [chosen, setChosen] = useState<Map<string, OrganiserVisitor>>(new Map());
  const [editing, setEditing] = useState<OrganiserVisitor | 'new' | null>(null);
  const [removing, setRemoving] = useState<OrganiserVisitor | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);
  const number = (n: number) => n.toLocaleString(i18n.resolvedLanguage);
  const base = `/api/organiser/events/${encodeURIComponent(eventId)}`;


  function choose(x: OrganiserVisitor, on: boolean) {
    setChosen((m) => {
      const next = new Map(m);
      if (on) next.set(x.id, x);
      else next.delete(x.id);
      return next;
    });
  }

  async function print(visitors: OrganiserVisitor[], key: string) {
    setPrinting(key);
    try {
      await organiserDownload(`${base}/badges.pdf`, visitors.length === 1 ? `${eventId}-badge-${visitors[0]!.badgeCode}.pdf` : `${eventId}-badges-chosen.pdf`, { ids: visitors.map((x) => x.id) });
    } catch (err) {
      notify({ kind: 'negative', messageKey: consoleFailure(err) });
    } finally {
      setPrinting(null);
    }
  }

  async function remove(x: OrganiserVisitor) {
    setRemoving(null);
    try {
      await remover.run({ params: { eventId, visitorId: x.id } });
      notify({ kind: 'positive', messageKey: 'organiser:visitorList.removed', values: { name: nameOf(x) } });
      choose(x, false);
    } catch (err) {
      notify({ kind: 'negative', messageKey: consoleFailure(err) });
    }
  }

  const visitors = page?.visitors ?? [];
  const from = page && page.total ? page.offset + 1 : 0;
  const to = page ? page.offset + visitors.length : 0;
  const chosenList = [...chosen.values()];

  return (
    <section className="card form-section visitor-list" aria-labelledby={`${id}-title`}>
      <div className="visitor-list-head">
        <h2 id={`${id}-title`}>{t('visitorList.title')}</h2>
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          {t('visitorList.addButton')}
        </button>
      </div>
      <div className="field visitor-search">
        <label htmlFor={`${id}-search`}>{t('visitorList.search')}</label>
        <input id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-describedby={`${id}-status`} autoComplete="off" />
        <p className="field-hint">{t('visitorList.searchHint')}</p>
      </div>
      <p id={`${id}-status`} className="visitor-list-status" role="status">
        {page === null ? t('common:status.loading') : page.total === 0 ? (search ? t('visitorList.noMatch') : t('visitorList.empty')) : t('visitorList.range', { from: number(from), to: number(to), total: number(page.total) })}
      </p>
      {list.error && <LoadFailed error={consoleFailure(list.error)} cause={list.error} onRetry={() => void list.refetch()} />}
      {chosen.size > 0 && (
        <div className="visitor-chosen" role="group" aria-label={t('visitorList.chosenLabel')}>
          <span>{t('visitorList.chosen', { count: chosen.size, formatted: number(chosen.size) })}</span>
          <button type="button" className="button" disabled={printing !== null || chosen.size > CHOSEN_BADGES_MAX} aria-busy={printing === 'chosen'} onClick={() => void print(chosenList, 'chosen')}>
            {printing === 'chosen' ? t('visitors.badgesPreparing') : t('visitorList.printChosen', { count: chosen.size, formatted: number(chosen.size) })}
          </button>
          <button type="button" className="button" onClick={() => setChosen(new Map())}>
            {t('visitorList.clearChosen')}
          </button>
          {chosen.size > CHOSEN_BADGES_MAX && <p className="field-error">{t('visitorList.tooManyChosen', { max: CHOSEN_BADGES_MAX })}</p>}
        </div>
      )}
      {visitors.length > 0 && (
        <VisitorTable
          visitors={visitors}
          busy={page === null}
          chosen={chosen}
          printing={printing}
          onChoose={choose}
          onEdit={setEditing}
          onPrint={(x) => void print([x], x.id)}
          onRemove={setRemoving}
        />
      )}
      {page && page.total > VISITOR_PAGE && (
        <nav className="visitor-pages" aria-label={t('visitorList.pages')}>
          <button type="button" className="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - VISITOR_PAGE))}>
            {t('visitorList.previous')}
          </button>
          <span>{t('visitorList.pageOf', { page: number(Math.floor(offset / VISITOR_PAGE) + 1), pages: number(Math.ceil(page.total / VISITOR_PAGE)) })}</span>
          <button type="button" className="button" disabled={to >= page.total} onClick={() => setOffset(offset + VISITOR_PAGE)}>
            {t('visitorList.next')}
          </button>
        </nav>
      )}
      {editing && (
        <VisitorForm
          eventId={eventId}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ConfirmDialog open={removing !== null} title={t('visitorList.removeTitle', { name: removing ? nameOf(removing) : '' })} confirmLabel={t('visitorList.remove')} onCancel={() => setRemoving(null)} onConfirm={() => removing && void remove(removing)}>
        <p>{t('visitorList.removeText')}</p>
      </ConfirmDialog>
    </section>
  );
}
