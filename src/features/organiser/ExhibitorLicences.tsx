/** One exhibitor in the console: inviting its administrator, and its licences with a login link each. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useNotices } from '../../app/notices/NoticeProvider';
import { fieldErrors, InviteInput, LicenceInput, type OrganiserExhibitor } from '../../domain/organiser';
import { LICENCE_TYPES, type LicenceType } from '../../domain/licence';
import { LANGUAGES, resolveLanguage, type Language } from '../../domain/language';
import { formatDateTime } from '../../lib/time';
import { consoleFailure, fieldsOf } from './api';
import { refusalCode } from '../../ui/remote/messages';
import { addLicence, inviteAdministrator, licenceLink, listExhibitors } from '../../domain/endpoints/organiser-exhibitors';
import { callAs, useChange } from '../../ui/remote/queries';
import { Dialog } from '../../app/Dialog';
import { QrCode } from '../../app/account/QrCode';
import { DataTable, ListSection } from '../../ui/remote/list';

export function serverFields(err: unknown): Record<string, string> | null {
  const fields = fieldsOf(err);
  return Object.keys(fields).length ? fields : null;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation('organiser');
  return error ? (
    <p className="field-error" id={id}>
      {t(error)}
    </p>
  ) : null;
}

export function InviteForm({ exhibitor, onInvited }: { exhibitor: OrganiserExhibitor; onInvited: (x: OrganiserExhibitor) => void }) {
  const { t, i18n } = useTranslation('organiser');
  const { notify } = useNotices();
  const id = useId();
  const [form, setForm] = useState<InviteInput>({ firstName: '', lastName: '', email: '', language: resolveLanguage(i18n.resolvedLanguage) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invite = useChange(inviteAdministrator, [listExhibitors]);
  const busy = invite.busy;
  const [open, setOpen] = useState(!exhibitor.admin);

  async function send(e: FormEvent) {
    e.preventDefault();
    const checked = v.safeParse(InviteInput, form);
    if (!checked.success) return setErrors(fieldErrors(checked.issues));
    setErrors({});
    try {
      const updated = await invite.run({ params: { partnerId: exhibitor.id }, body: checked.output });
      notify({ kind: 'positive', messageKey: 'organiser:invite.sent', values: { email: checked.output.email } });
      setOpen(false);
      onInvited(updated);
    } catch (err) {
      const fields = serverFields(err);
      if (fields) setErrors(fields);
      else notify({ kind: 'negative', messageKey: refusalCode(err) === 'invite.sendFailure' ? 'organiser:invite.sendFailure' : consoleFailure(err), timeoutMs: 10_000 });
    }
  }

  const set = <K extends keyof InviteInput>(key: K, value: InviteInput[K]) => setForm((f) => ({ ...f, [key]: value }));
  const f = (name: string) => `${id}-${name}`;
  const invalid = (name: string) => ({ 'aria-invalid': !!errors[name], 'aria-describedby': errors[name] ? `${f(name)}-error` : undefined });
  const admin = exhibitor.admin;
  return (
    <section className="card form-section" aria-labelledby={f('title')}>
      <h2 id={f('title')}>{t('invite.title')}</h2>
      {admin && (
        <div className={`callout ${admin.accepted ? 'callout-positive' : 'callout-info'}`} role="status">
          <p>
            {admin.accepted
              ? t('invite.accepted', { name: admin.name, email: admin.email ?? '' })
              : admin.invitedAt
                ? t('invite.invited', { name: admin.name, email: admin.email ?? '', when: formatDateTime(admin.invitedAt, i18n.resolvedLanguage ?? 'en', undefined) })
                : t('invite.assigned', { name: admin.name, email: admin.email ?? '' })}
          </p>
          {admin.accepted && admin.acceptedTerms && <p>{t('invite.acceptedTerms', { version: admin.acceptedTerms.version })}</p>}
        </div>
      )}
      {!open ? (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t('invite.resend')}
        </button>
      ) : (
        <form onSubmit={(e) => void send(e)} noValidate>
          <p className="field-hint">{t('invite.text')}</p>
          <div className="form-row">
            {(['firstName', 'lastName', 'email'] as const).map((key) => (
              <div className="field" key={key}>
                <label htmlFor={f(key)}>{t(`invite.${key}`)}</label>
                <input id={f(key)} type={key === 'email' ? 'email' : 'text'} autoComplete="off" value={form[key]} onChange={(e) => set(key, e.target.value)} {...invalid(key)} />
                <FieldError id={`${f(key)}-error`} error={errors[key]} />
              </div>
            ))}
            <div className="field">
              <label htmlFor={f('language')}>{t('invite.language')}</label>
              <select id={f('language')} value={form.language} onChange={(e) => set('language', e.target.value as Language)}>
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {new Intl.DisplayNames([l], { type: 'language' }).of(l)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
            {t('invite.send')}
          </button>
        </form>
      )}
    </section>
  );
}

/** A licence's link and QR code, for its card: the devices that open it scan for the exhibitor. */
export function LicenceLink({ exhibitor, licence, onClose }: { exhibitor: OrganiserExhibitor; licence: OrganiserExhibitor['licences'][number]; onClose: () => void }) {
  const { t } = useTranslation('organiser');
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    // A new link each time the card opens (a change, not a read: never cached).
    callAs(licenceLink, { params: { partnerId: exhibitor.id, licenceId: licence.id } }).then(
      (r) => setUrl(r.url),
      (err: unknown) => setError(consoleFailure(err)),
    );
  }, [exhibitor.id, licence.id]);
  return (
    <Dialog
      open
      title={t('licence.linkTitle', { code: licence.code })}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('common:action.close')}
        </button>
      }
    >
      {error ? (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      ) : !url ? (
        <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />
      ) : (
        <div className="qr-block">
          <p>{t('licence.linkText', { name: exhibitor.name, devices: licence.total === null ? t('licence.unlimited') : String(licence.total) })}</p>
          <QrCode text={url} label={t('licence.qrLabel', { code: licence.code })} />
          <div className="copy-row">
            <input readOnly value={url} aria-label={t('licence.linkLabel')} onFocus={(e) => e.target.select()} />
            <button
              type="button"
              className="button"
              onClick={async () => {
                await navigator.clipboard?.writeText(url).catch(() => {});
                setCopied(true);
              }}
            >
              {copied ? t('common:action.copied') : t('common:action.copy')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

export function Licences({ exhibitor, onAdded }: { exhibitor: OrganiserExhibitor; onAdded: (x: OrganiserExhibitor) => void }) {
  const { t } = useTranslation('organiser');
  const [shown, setShown] = useState<string | null>(null);
  const shownLicence = exhibitor.licences.find((l) => l.id === shown);

  return (
    <ListSection
      title={t('licence.title')}
      items={exhibitor.licences}
      empty={t('licence.empty')}
      after={
        <>
          {shownLicence && <LicenceLink exhibitor={exhibitor} licence={shownLicence} onClose={() => setShown(null)} />}
          <LicenceForm exhibitor={exhibitor} onAdded={onAdded} />
        </>
      }
    >
      {(items) => (
        <DataTable
          items={items}
          className="licence-table"
          rowKey={(l) => l.id}
          columns={[
            { label: t('licence.column.code'), cell: (l) => <code>{l.code}</code> },
            { label: t('licence.column.type'), cell: (l) => t(`licence.type.${l.type}`) },
            { label: t('licence.column.use'), cell: (l) => (l.total === null ? t('licence.usedUnlimited', { used: l.used }) : t('licence.used', { used: l.used, total: l.total })) },
            {
              label: t('licence.column.link'),
              hidden: true,
              cell: (l) => (
                <button type="button" className="button button-small" onClick={() => setShown(l.id)} aria-label={t('licence.showLinkFor', { code: l.code })}>
                  {t('licence.showLink')}
                </button>
              ),
            },
          ]}
        />
      )}
    </ListSection>
  );
}

/** A new licence for the exhibitor: its type and, when limited, how many devices it serves. */
function LicenceForm({ exhibitor, onAdded }: { exhibitor: OrganiserExhibitor; onAdded: (x: OrganiserExhibitor) => void }) {
  const { t } = useTranslation('organiser');
  const { notify } = useNotices();
  const id = useId();
  const [type, setType] = useState<LicenceType>('scanapp');
  const [limited, setLimited] = useState(false);
  const [total, setTotal] = useState('5');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const adder = useChange(addLicence, [listExhibitors]);
  const busy = adder.busy;

  async function add(e: FormEvent) {
    e.preventDefault();
    const body = { type, total: limited ? (total.trim() === '' ? Number.NaN : Number(total)) : null };
    const checked = v.safeParse(LicenceInput, body);
    if (!checked.success) return setErrors(fieldErrors(checked.issues));
    setErrors({});
    try {
      onAdded(await adder.run({ params: { partnerId: exhibitor.id }, body: checked.output }));
      notify({ kind: 'positive', messageKey: 'organiser:licence.created' });
    } catch (err) {
      const fields = serverFields(err);
      if (fields) setErrors(fields);
      else notify({ kind: 'negative', messageKey: consoleFailure(err) });
    }
  }

  return (
    <form className="licence-form" onSubmit={(e) => void add(e)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('licence.typeLabel')}</label>
        <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as LicenceType)}>
          {LICENCE_TYPES.map((x) => (
            <option key={x} value={x}>
              {t(`licence.type.${x}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="check-row">
        <input type="checkbox" checked={limited} onChange={(e) => setLimited(e.target.checked)} />
        <span>{t('licence.limited')}</span>
      </label>
      {limited && (
        <div className="field">
          <label htmlFor={`${id}-total`}>{t('licence.total')}</label>
          <input id={`${id}-total`} className="input-short" type="number" inputMode="numeric" min={1} value={total} onChange={(e) => setTotal(e.target.value)} aria-invalid={!!errors.total} aria-describedby={errors.total ? `${id}-total-error` : undefined} />
          <FieldError id={`${id}-total-error`} error={errors.total} />
        </div>
      )}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t('licence.add')}
      </button>
    </form>
  );
}
