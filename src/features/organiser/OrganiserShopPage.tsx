/**
 * /organiser/events/:eventId/shop: the badge types exhibitors may order for their team, with
 * price, currency, VAT rate, how many each exhibitor gets free, and the stock. Prices and rates
 * are typed as people write them ('49,90', '7,7'); the server checks everything again.
 */
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useNotices } from '../../app/notices/NoticeProvider';
import { fieldErrors } from '../../domain/organiser';
import { BadgeTypeInput, CURRENCIES, formatPrice, parsePrice, parseRate, type BadgeType } from '../../domain/shop';
import { getEvent } from '../../domain/endpoints/organiser';
import { addBadgeType, changeBadgeType, listBadgeTypes, removeBadgeType } from '../../domain/endpoints/organiser-shop';
import { useAnswer, useChange } from '../../ui/remote/queries';
import { consoleFailure, fieldsOf } from './api';
import { LoadFailed } from '../../ui/remote/parts';
import { ConfirmDialog } from '../../app/Dialog';
import { EventTabs } from './EventTabs';
import { EventPageHeader } from './EventPageHeader';
import { DataTable, ListSection } from '../../ui/remote/list';

interface Draft {
  name: string;
  price: string;
  currency: BadgeType['currency'];
  vatRate: string;
  complimentary: string;
  limited: boolean;
  stock: string;
}

const EMPTY: Draft = { name: '', price: '', currency: 'EUR', vatRate: '19', complimentary: '0', limited: false, stock: '100' };

function draftOf(b: BadgeType, language: string): Draft {
  const decimal = (n: number, digits: number) => n.toLocaleString(language, { minimumFractionDigits: digits, maximumFractionDigits: 2, useGrouping: false });
  return { name: b.name, price: decimal(b.priceCents / 100, 2), currency: b.currency, vatRate: decimal(b.vatRate, 0), complimentary: String(b.complimentary), limited: b.stock !== null, stock: String(b.stock ?? 100) };
}

/** The request body of a draft; the fields people typed that are not numbers get their own error first. */
function inputOf(d: Draft): { input: unknown; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const priceCents = parsePrice(d.price);
  if (priceCents === null) errors.priceCents = 'badgeType.priceInvalid';
  const vatRate = parseRate(d.vatRate);
  if (vatRate === null) errors.vatRate = 'badgeType.vatInvalid';
  const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : Number.NaN);
  return { input: { name: d.name, priceCents: priceCents ?? 0, currency: d.currency, vatRate: vatRate ?? 0, complimentary: whole(d.complimentary), stock: d.limited ? whole(d.stock) : null }, errors };
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation('organiser');
  return error ? (
    <p className="field-error" id={id}>
      {t(error)}
    </p>
  ) : null;
}

function BadgeTypeForm({ eventId, editing, onSaved, onCancel }: { eventId: string; editing: BadgeType | null; onSaved: (b: BadgeType) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation('organiser');
  const { notify } = useNotices();
  const add = useChange(addBadgeType, [listBadgeTypes]);
  const change = useChange(changeBadgeType, [listBadgeTypes]);
  const id = useId();
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing, i18n.resolvedLanguage ?? 'en') : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = add.busy || change.busy;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const described = (field: string) => ({ 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined });

  async function save(e: FormEvent) {
    e.preventDefault();
    const { input, errors: typed } = inputOf(draft);
    const checked = v.safeParse(BadgeTypeInput, input);
    const all = { ...(checked.success ? {} : fieldErrors(checked.issues)), ...typed };
    if (Object.keys(all).length || !checked.success) return setErrors(all);
    setErrors({});
    try {
      const body = checked.output;
      const saved = editing ? await change.run({ params: { badgeTypeId: editing.id }, body }) : await add.run({ params: { eventId }, body });
      notify({ kind: 'positive', messageKey: editing ? 'organiser:shop.saved' : 'organiser:shop.created', values: { name: saved.name } });
      if (!editing) setDraft(EMPTY);
      onSaved(saved);
    } catch (err) {
      const fields = fieldsOf(err);
      if (Object.keys(fields).length) setErrors(fields);
      else notify({ kind: 'negative', messageKey: consoleFailure(err) });
    }
  }

  return (
    <form className="card form-section" onSubmit={(e) => void save(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{editing ? t('shop.editTitle', { name: editing.name }) : t('shop.addTitle')}</h2>
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('shop.field.name')}</label>
          <input id={`${id}-name`} value={draft.name} maxLength={80} onChange={(e) => set('name', e.target.value)} {...described('name')} />
          <FieldError id={`${id}-name-error`} error={errors.name} />
        </div>
      </div>
      <div className="form-row form-row-4">
        <div className="field">
          <label htmlFor={`${id}-price`}>{t('shop.field.price')}</label>
          <input id={`${id}-price`} inputMode="decimal" placeholder="49.90" value={draft.price} onChange={(e) => set('price', e.target.value)} {...described('priceCents')} />
          <FieldError id={`${id}-priceCents-error`} error={errors.priceCents} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-currency`}>{t('shop.field.currency')}</label>
          <select id={`${id}-currency`} value={draft.currency} onChange={(e) => set('currency', e.target.value as Draft['currency'])}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-vat`}>{t('shop.field.vatRate')}</label>
          <input id={`${id}-vat`} inputMode="decimal" value={draft.vatRate} onChange={(e) => set('vatRate', e.target.value)} {...described('vatRate')} />
          <FieldError id={`${id}-vatRate-error`} error={errors.vatRate} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-free`}>{t('shop.field.complimentary')}</label>
          <input id={`${id}-free`} type="number" inputMode="numeric" min={0} value={draft.complimentary} onChange={(e) => set('complimentary', e.target.value)} {...described('complimentary')} />
          <FieldError id={`${id}-complimentary-error`} error={errors.complimentary} />
        </div>
      </div>
      <label className="check-row">
        <input type="checkbox" checked={draft.limited} onChange={(e) => set('limited', e.target.checked)} />
        <span>{t('shop.field.limited')}</span>
      </label>
      {draft.limited && (
        <div className="field">
          <label htmlFor={`${id}-stock`}>{t('shop.field.stock')}</label>
          <input id={`${id}-stock`} className="input-short" type="number" inputMode="numeric" min={0} value={draft.stock} onChange={(e) => set('stock', e.target.value)} {...described('stock')} />
          <FieldError id={`${id}-stock-error`} error={errors.stock} />
        </div>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {editing ? t('shop.save') : t('shop.add')}
        </button>
        {editing && (
          <button type="button" className="button" onClick={onCancel}>
            {t('common:action.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

export default function OrganiserShopPage() {
  const { t, i18n } = useTranslation('organiser');
  const eventId = useParams().eventId!;
  const { notify } = useNotices();
  const event = useAnswer(getEvent, { params: { eventId } }).data;
  const list = useAnswer(listBadgeTypes, { params: { eventId } });
  const types = list.data ?? null;
  const remover = useChange(removeBadgeType, [listBadgeTypes]);
  const [editing, setEditing] = useState<BadgeType | null>(null);
  const [deleting, setDeleting] = useState<BadgeType | null>(null);
  const language = i18n.resolvedLanguage ?? 'en';

  async function remove(b: BadgeType) {
    setDeleting(null);
    try {
      await remover.run({ params: { badgeTypeId: b.id } });
      notify({ kind: 'positive', messageKey: 'organiser:shop.deleted', values: { name: b.name } });
      if (editing?.id === b.id) setEditing(null);
    } catch (err) {
      notify({ kind: 'negative', messageKey: consoleFailure(err) });
    }
  }

  return (
    <div className="page console-page">
      <EventPageHeader title={event?.name ?? t('shop.title')} lead={types ? t('shop.count', { count: types.length }) : list.error ? '' : t('common:status.loading')} />
      <EventTabs eventId={eventId} />
      {list.error && <LoadFailed error={consoleFailure(list.error)} cause={list.error} onRetry={() => void list.refetch()} />}
      <div className="console-form">
        <ListSection title={t('shop.title')} hint={t('shop.text')} items={types} empty={t('shop.empty')} emptyCallout>
          {(items) => (
            <DataTable
              items={items}
              rowKey={(b) => b.id}
              columns={[
                { label: t('shop.field.name'), rowHeader: true, cell: (b) => b.name },
                { label: t('shop.column.price'), cell: (b) => formatPrice(b.priceCents, b.currency, language) },
                { label: t('shop.column.vat'), cell: (b) => (b.vatRate / 100).toLocaleString(language, { style: 'percent', maximumFractionDigits: 2 }) },
                { label: t('shop.column.complimentary'), cell: (b) => b.complimentary },
                { label: t('shop.column.stock'), cell: (b) => (b.stock === null ? t('shop.unlimited') : b.stock.toLocaleString(language)) },
                {
                  label: t('shop.column.actions'),
                  hidden: true,
                  className: 'row-actions',
                  cell: (b) => (
                    <>
                      <button type="button" className="button button-small" onClick={() => setEditing(b)} aria-label={t('shop.editFor', { name: b.name })}>
                        {t('shop.edit')}
                      </button>
                      <button type="button" className="button button-small button-danger-quiet" onClick={() => setDeleting(b)} aria-label={t('shop.deleteFor', { name: b.name })}>
                        {t('shop.delete')}
                      </button>
                    </>
                  ),
                },
              ]}
            />
          )}
        </ListSection>
        <BadgeTypeForm
          key={editing?.id ?? 'new'}
          eventId={eventId}
          editing={editing}
          onCancel={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      </div>
      <ConfirmDialog open={deleting !== null} title={t('shop.deleteTitle', { name: deleting?.name ?? '' })} confirmLabel={t('shop.delete')} onCancel={() => setDeleting(null)} onConfirm={() => deleting && void remove(deleting)}>
        <p>{t('shop.deleteText')}</p>
      </ConfirmDialog>
    </div>
  );
}
