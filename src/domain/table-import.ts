/**
 * What every spreadsheet import shares (the registration list, the exhibitor list): a guess of
 * which column holds which field from the file's header words, rows read by that mapping, and
 * problems named by the row number a spreadsheet shows (the header is row 1).
 */
import * as v from 'valibot';

/** What the server says of one part of an import: what it wrote, and the rows it refused, by number. */
export const ImportPartAnswer = v.object({
  created: v.number(),
  updated: v.number(),
  /** Administrators invited (the exhibitor list). */
  invited: v.optional(v.number()),
  problems: v.array(v.object({ row: v.number(), field: v.nullable(v.string()), error: v.string() })),
});

export interface RowProblem<F extends string = string> {
  row: number;
  field: F | null;
  /** A translation key under `organiser:` (import.*). */
  error: string;
}

/** The file's column for each field, guessed from its headers (each column used once); null: not in the file. */
export function guessColumns<F extends string>(headers: readonly string[], fields: readonly F[], words: Partial<Record<F, readonly string[]>>): Record<F, number | null> {
  const clean = headers.map((h) => h.trim().toLowerCase().replace(/[_\s]+/g, ' '));
  const used = new Set<number>();
  const out = {} as Record<F, number | null>;
  for (const field of fields) {
    const candidates = [field.toLowerCase(), ...(words[field] ?? [])];
    const i = clean.findIndex((h, index) => !used.has(index) && candidates.includes(h));
    out[field] = i >= 0 ? i : null;
    if (i >= 0) used.add(i);
  }
  return out;
}

/** The rows of a file as records of fields, by a mapping (field → column); empty cells are left out. */
export function readColumns<F extends string>(rows: readonly (readonly unknown[])[], mapping: Partial<Record<F, number | null>>): Array<Partial<Record<F, string>>> {
  const pairs = (Object.entries(mapping) as Array<[F, number | null]>).filter((e): e is [F, number] => typeof e[1] === 'number');
  return rows.map((cells) => {
    const row: Partial<Record<F, string>> = {};
    for (const [field, column] of pairs) {
      const value = cells[column];
      if (value !== null && value !== undefined && String(value).trim() !== '') row[field] = String(value).trim();
    }
    return row;
  });
}
