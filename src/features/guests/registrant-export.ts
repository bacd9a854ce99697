/** The registrants the filters match, written as CSV or Excel in the user's language. */
import type { TFunction } from 'i18next';
import { exportTime, type ExportFormat } from '../../domain/export';
import type { Registrant } from '../../domain/guests';
import { downloadTable, sheetName } from './exportTable';

const COLUMNS = ['firstName', 'lastName', 'email', 'company', 'type', 'state', 'attendance', 'source', 'code', 'registeredAt'] as const;

export async function exportRegistrants(registrants: readonly Registrant[], format: ExportFormat, event: { name: string; timezone: string }, t: TFunction): Promise<void> {
  const rows = registrants.map((g) => [
    g.firstName,
    g.lastName,
    g.email,
    g.company,
    g.registrationType ? t(`connections:registrationType.${g.registrationType}`, { defaultValue: g.registrationType }) : '',
    t(`guests:registrants.state.${g.state}`),
    t(`guests:registrants.attendance.${g.attendance ?? 'unknown'}`),
    g.source === 'invitation' ? t('guests:registrants.invitation') : g.source,
    g.actionCode ?? '',
    exportTime(g.createdAt, event.timezone),
  ]);
  const name = event.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  const file = [name, t('guests:registrants.export.file'), new Date().toISOString().slice(0, 10)].filter(Boolean).join('-');
  const headers = COLUMNS.map((h) => t(`guests:registrants.header.${h}`));
  await downloadTable({ sheetName: sheetName(`${event.name} ${t('guests:registrants.export.sheet')}`), headers, rows }, format, file);
}
