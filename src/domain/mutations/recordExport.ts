/**
 * An export the app made on the device (a downloaded CSV or Excel file of connections): the
 * server records it in the exhibitor's audit log (who, when, how many connections). It waits in
 * the outbox offline like any write, so an export made without signal is recorded too.
 */
import * as v from 'valibot';
import { EXPORT_FORMATS } from '../export';
import { defineMutation, id, isoDate } from './define';

export const RecordExportArgs = v.object({
  /** Made by the client, so a repeated push records it once. */
  id,
  format: v.picklist(EXPORT_FORMATS),
  /** How many connections the file holds. */
  count: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
  exportedAt: isoDate,
});
export type RecordExportArgs = v.InferOutput<typeof RecordExportArgs>;

export const recordExport = defineMutation('recordExport', RecordExportArgs);
