/**
 * The exhibitor's scan licences, on the team screen: each with its type and its seats used against
 * the total (or unlimited), the devices holding them with a way to release a seat, the QR code
 * that logs a device in ('partner access'), and the printable A4 sheet of every licence's QR code.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, Dialog } from '../../app/Dialog';
import { QrCode } from '../../app/account/QrCode';
import { useNotices } from '../../app/notices/NoticeProvider';
import { PrintPreview, type PrintFile } from '../../ui/print/PrintPreview';
import { authHeaders, HttpError, reportedByApp } from '../../lib/http';
import { licenceLink, listLicences, releaseSeat } from '../../domain/endpoints/team';
import { callAs, useAnswer } from '../../ui/remote/queries';
import type { LicenceSeat, TeamLicence } from '../../domain/team';
import { LicenceCard } from './LicenceCard';
import { failureKey } from './useTeam';

export function LicencesView() {
  const { t, i18n } = useTranslation('team');
  const { notify } = useNotices();
  const answer = useAnswer(listLicences, {});
  const licences = answer.data?.licences ?? null;
  const loadError = answer.error ? failureKey(answer.error).error : null;
  const load = () => answer.refetch();
  const [qr, setQr] = useState<{ licence: TeamLicence; url: string } | null>(null);
  const [release, setRelease] = useState<{ licence: TeamLicence; seat: LicenceSeat } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The printable sheet, shown in the print preview before it is printed or downloaded. */
  const [sheet, setSheet] = useState<PrintFile | null>(null);


  const showQr = async (licence: TeamLicence) => {
    setError(null);
    try {
      const { url } = await callAs(licenceLink, { params: { licenceId: licence.id } });
      setQr({ licence, url });
    } catch (err) {
      if (!reportedByApp(err)) setError(failureKey(err).error);
    }
  };
  const printSheet = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`/api/team/licences/sheet.pdf?lang=${encodeURIComponent(i18n.resolvedLanguage ?? 'en')}`, { headers: authHeaders() });
      if (!res.ok) throw new HttpError(res.status, String(res.status));
      setSheet({ blob: await res.blob(), name: 'licences.pdf' });
    } catch (err) {
      setError(err instanceof TypeError ? 'common:account.needsNetwork' : failureKey(err).error);
    } finally {
      setBusy(false);
    }
  };
  const doRelease = async () => {
    if (!release) return;
    setBusy(true);
    try {
      await callAs(releaseSeat, { params: { licenceId: release.licence.id, seatId: release.seat.id } });
      notify({ kind: 'positive', messageKey: 'team:licences.released', values: { name: release.seat.name ?? release.seat.email ?? '' } });
      await load();
    } catch (err) {
      if (!reportedByApp(err)) setError(failureKey(err).error);
    } finally {
      setBusy(false);
      setRelease(null);
    }
  };

  if (loadError) {
    return (
      <div className="callout callout-negative" role="alert">
        <p>{t(loadError)}</p>
        <button type="button" className="button button-small" onClick={() => void load()}>
          {t('common:action.retry')}
        </button>
      </div>
    );
  }
  if (!licences) return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('common:status.loading')} />;

  return (
    <section className="licences" aria-labelledby="licences-title">
      <div className="licences-head">
        <div>
          <h2 id="licences-title">{t('licences.title')}</h2>
          <p className="field-hint">{t('licences.lead')}</p>
        </div>
        {licences.length > 0 && (
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void printSheet()}>
            {t('licences.print')}
          </button>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      )}
      {licences.length === 0 ? (
        <section className="empty-state">
          <h3>{t('licences.emptyTitle')}</h3>
          <p className="lead">{t('licences.empty')}</p>
        </section>
      ) : (
        <ul className="licence-list">
          {licences.map((l) => (
            <LicenceCard key={l.id} licence={l} onShowQr={() => void showQr(l)} onRelease={(seat) => setRelease({ licence: l, seat })} />
          ))}
        </ul>
      )}

      <Dialog
        open={!!qr}
        title={qr ? t('licences.qrTitle', { type: t(`licences.type.${qr.licence.type}`) }) : ''}
        onClose={() => setQr(null)}
        actions={
          <button type="button" className="button button-primary" onClick={() => setQr(null)}>
            {t('detail.close')}
          </button>
        }
      >
        {qr && (
          <div className="licence-qr">
            <QrCode text={qr.url} label={t('licences.qrLabel', { code: qr.licence.code })} />
            <p>{t('licences.qrText')}</p>
            <p className="field-hint licence-link">{qr.url}</p>
          </div>
        )}
      </Dialog>
      <PrintPreview file={sheet} title={t('licences.sheetTitle')} text={t('licences.sheetText')} onClose={() => setSheet(null)} />
      <ConfirmDialog
        open={!!release}
        title={t('licences.releaseTitle')}
        confirmLabel={t('licences.release')}
        busy={busy}
        onCancel={() => setRelease(null)}
        onConfirm={() => void doRelease()}
      >
        <p>{release ? t('licences.releaseText', { name: release.seat.name ?? release.seat.email ?? '' }) : ''}</p>
      </ConfirmDialog>
    </section>
  );
}
