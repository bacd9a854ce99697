/** What the registrants tab does to its guests (RegistrantsTab.tsx): send a guest's e-mail again, hold or release a registration, export what the filters match. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import { useNotices } from '../../app/notices/NoticeProvider';
import type { ExportFormat } from '../../domain/export';
import type { Registrant } from '../../domain/guests';
import { allRegistrants, holdRegistration, listRegistrants, resendGuestMail } from '../../domain/endpoints/guests';
import { callAs, updatePages } from '../../ui/remote/queries';
import { attempt } from './api';
import { exportRegistrants } from './registrant-export';
import { queryOf, type Filters } from './RegistrantFilters';
import { guestName } from './RegistrantList';

/** The registrants' actions with their busy states (the row being changed, the export being prepared, the guest whose hold is asked about). */
export function useRegistrantActions(filters: Filters) {
  const { t } = useTranslation(['guests', 'connections']);
  const { info } = useApp();
  const { notify } = useNotices();
  const [holding, setHolding] = useState<Registrant | null>(null);
  const [busyRow, setBusyRow] = useState<string | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const say = (error: string | null) => error && notify({ kind: 'negative', messageKey: error });
  const replace = (g: Registrant) => updatePages(listRegistrants, (p) => ({ ...p, registrants: p.registrants.map((x) => (x.id === g.id ? g : x)) }));
  const resend = async (g: Registrant) => {
    setBusyRow(g.id);
    const r = await attempt(callAs(resendGuestMail, { params: { id: g.id } }));
    setBusyRow(null);
    if (!r.ok) return say(r.error);
    notify({ kind: 'positive', messageKey: `guests:registrants.sent.${r.value.sent}`, values: { email: g.email } });
  };
  const hold = async (g: Registrant, on: boolean) => {
    setBusyRow(g.id);
    const r = await attempt(callAs(holdRegistration, { params: { id: g.id }, body: { hold: on } }));
    setBusyRow(null);
    setHolding(null);
    if (!r.ok) return say(r.error);
    replace({ ...g, state: r.value.state });
    notify({ kind: 'positive', messageKey: on ? 'guests:registrants.held' : 'guests:registrants.released', values: { name: guestName(g) } });
  };
  const runExport = async (format: ExportFormat) => {
    if (!info) return;
    setExporting(format);
    const r = await attempt(callAs(allRegistrants, { query: queryOf(filters) }));
    try {
      if (!r.ok) return say(r.error === 'common:notice.somethingWentWrong' ? 'guests:registrants.export.failed' : r.error);
      await exportRegistrants(r.value.registrants, format, info.event, t);
      notify({ kind: 'positive', messageKey: 'guests:registrants.export.done', values: { count: r.value.registrants.length } });
    } catch {
      say('guests:registrants.export.failed');
    } finally {
      setExporting(null);
    }
  };

  return { holding, setHolding, busyRow, exporting, say, replace, resend, hold, runExport };
}
