/**
 * What a kind of list brings to the spreadsheet import: its fields and how they are guessed, read
 * and checked, how many rows it takes and in what parts they are sent, and its own texts' keys.
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type * as v from 'valibot';
import type { ImportPartAnswer, RowProblem } from '../../domain/table-import';

/** What the server answers for each part (`invited`: exhibitor lists only). */
export type ImportPartResult = v.InferOutput<typeof ImportPartAnswer>;

export interface ImportKind<F extends string> {
  /** The key prefix of this list's own texts, with its namespace ('organiser:visitors'). */
  keys: string;
  fields: readonly F[];
  /** The fields shown first; the rest are under 'More fields'. */
  mainFields: readonly F[];
  /** A field's label, with the console's translation function. */
  fieldLabel: (field: F, t: TFunction) => string;
  guess: (headers: readonly string[]) => Record<F, number | null>;
  read: (rows: readonly (readonly unknown[])[], mapping: Record<F, number | null>) => Array<Partial<Record<F, string>>>;
  /** The rows that pass (with their row numbers) and the problems of the others. */
  check: (rows: ReadonlyArray<Partial<Record<F, string>>>, rowNumbers: readonly number[]) => { valid: number[]; problems: RowProblem[] };
  maxRows: number;
  chunk: number;
  /** Sends one part of the valid rows (with their row numbers) to the server. */
  send: (rows: ReadonlyArray<Partial<Record<F, string>> & { row: number }>) => Promise<ImportPartResult>;
  /** The translation key of a failed request. */
  failureKey: (err: unknown) => string;
  /** Choices shown above the import button. */
  options?: ReactNode;
}
