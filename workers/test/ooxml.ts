/**
 * A strict reader for the XLSX files Leadstand writes: xl/workbook.xml and every worksheet are
 * validated by libxml2 (xmllint, as WebAssembly) against the ECMA-376 SpreadsheetML content
 * models in sml-workbook-worksheet.xsd, so an element out of the schema's order, one that may
 * occur once written twice (two <definedNames>: what Excel "repairs"), or an attribute the
 * schema does not know fails the test. Test code only.
 */
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import * as XLSX from 'xlsx';

const here = new URL('.', import.meta.url);
const schema = { fileName: 'sml.xsd', contents: readFileSync(new URL('sml-workbook-worksheet.xsd', here), 'utf8') };
const preload = [{ fileName: 'relationships.xsd', contents: readFileSync(new URL('relationships.xsd', here), 'utf8') }];

/** The parts of an XLSX (a ZIP), by path without the leading slash, read with SheetJS's container reader. */
export function xlsxParts(bytes: Uint8Array): Map<string, string> {
  const zip = XLSX.CFB.read(bytes, { type: 'array' });
  const parts = new Map<string, string>();
  zip.FullPaths.forEach((path: string, i: number) => {
    const entry = zip.FileIndex[i]!;
    if (entry.type === 2) parts.set(path.replace(/^[^/]*\//, ''), new TextDecoder().decode(entry.content as Uint8Array));
  });
  return parts;
}

/** Schema errors of the workbook and its sheets (empty: valid). */
export async function ooxmlErrors(bytes: Uint8Array): Promise<string[]> {
  const parts = xlsxParts(bytes);
  const checked = [...parts.keys()].filter((p) => p === 'xl/workbook.xml' || /^xl\/worksheets\/sheet\d+\.xml$/.test(p));
  if (!checked.includes('xl/workbook.xml')) return ['no xl/workbook.xml'];
  const errors: string[] = [];
  for (const path of checked) {
    const result = await validateXML({ xml: [{ fileName: path.replace(/\//g, '_'), contents: parts.get(path)! }], schema, preload });
    if (!result.valid) errors.push(...result.errors.map((e) => `${path}: ${e.rawMessage}`));
  }
  return errors;
}
