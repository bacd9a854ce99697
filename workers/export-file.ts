/**
 * Writes an export table (src/domain/export.ts) as a file: CSV in UTF-8 with a byte-order mark
 * (so Excel opens accents and non-Latin names correctly) or XLSX (write-excel-file). The XLSX
 * sheet is named after the event and the export, its columns are as wide as their contents
 * (within limits), the header row is frozen and carries a filter, and times are date cells that
 * show exactly the CSV's text ('2026-11-21 10:00 +01:00'). The one writer of the app's downloads
 * (in the export worker) and the server's e-mailed exports: the page writes XLSX with
 * write-excel-file's browser build, the server with its Node build, both from `xlsxSheet`.
 */
import Papa from 'papaparse';
import { getCellAddress, getSelfClosingTagMarkup, insertElementMarkupAccordingToOrderOfSiblings, sanitizeTextContent } from 'write-excel-file/utility';
import { csvCell, isExportTime, type ExportCell, type ExportTable } from '../src/domain/export';

export function csvText(table: ExportTable): string {
  return '\uFEFF' + Papa.unparse({ fields: table.headers, data: table.rows.map((r) => r.map(csvCell)) }, { newline: '\r\n' });
}

/** Column widths in characters: the longest line of the header or any cell, within these bounds. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

function displayLength(cell: ExportCell): number {
  if (cell === null) return 0;
  if (isExportTime(cell)) return cell.text.length;
  let longest = 0;
  for (const line of cell.split('\n')) longest = Math.max(longest, line.length);
  return longest;
}

export function columnWidths(table: ExportTable): number[] {
  return table.headers.map((header, i) => {
    let width = header.length;
    for (const row of table.rows) {
      const n = displayLength(row[i] ?? null);
      if (n > width) width = n;
      if (width >= MAX_WIDTH) break;
    }
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2));
  });
}

/** Sheet order of a worksheet's elements (ECMA-376 CT_Worksheet), for placing the filter. */
const WORKSHEET_ORDER = ['sheetPr', 'dimension', 'sheetViews', 'sheetFormatPr', 'cols', 'sheetData', 'sheetCalcPr', 'sheetProtection', 'protectedRanges', 'scenarios', 'autoFilter', 'sortState', 'dataConsolidate', 'customSheetViews', 'mergeCells', 'phoneticPr', 'conditionalFormatting', 'dataValidations', 'hyperlinks', 'printOptions', 'pageMargins', 'pageSetup', 'headerFooter', 'rowBreaks', 'colBreaks', 'customProperties', 'cellWatches', 'ignoredErrors', 'smartTags', 'drawing', 'legacyDrawing', 'legacyDrawingHF', 'picture', 'oleObjects', 'controls', 'webPublishItems', 'tableParts', 'extLst'];
const WORKBOOK_ORDER = ['fileVersion', 'fileSharing', 'workbookPr', 'workbookProtection', 'bookViews', 'sheets', 'functionGroups', 'externalReferences', 'definedNames', 'calcPr', 'oleSize', 'customWorkbookViews', 'pivotCaches', 'smartTagPr', 'smartTagTypes', 'webPublishing', 'fileRecoveryPr', 'webPublishObjects', 'extLst'];

/** Every `<definedNames>` element of a workbook: an empty one (`<definedNames/>`) or one with its names. */
const DEFINED_NAMES = /<definedNames\s*\/>|<definedNames(?:\s[^>]*)?>([\s\S]*?)<\/definedNames>/g;

/**
 * The workbook with one more defined name. CT_Workbook allows one `<definedNames>` (write-excel-file
 * always writes an empty one, and a second makes Excel repair the file): every name already there
 * and the new one go into a single element, in the schema's place.
 */
export function withDefinedName(workbookXml: string, definedName: string): string {
  const names: string[] = [];
  const without = workbookXml.replace(DEFINED_NAMES, (_element, inner: string | undefined) => {
    if (inner) names.push(inner);
    return '';
  });
  return insertElementMarkupAccordingToOrderOfSiblings(without, `<definedNames>${names.join('')}${definedName}</definedNames>`, WORKBOOK_ORDER, 'workbook');
}

/**
 * A write-excel-file feature: a filter on the header row over the whole table (`<autoFilter>` in
 * the sheet and the hidden `_xlnm._FilterDatabase` name Excel keeps for it in the workbook).
 */
function headerFilter(sheetName: string, ref: string, absolute: string) {
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml: string) => insertElementMarkupAccordingToOrderOfSiblings(xml, getSelfClosingTagMarkup('autoFilter', { ref }), WORKSHEET_ORDER, 'worksheet'),
        },
        'xl/workbook.xml': {
          transform: (xml: string) =>
            withDefinedName(xml, `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${sanitizeTextContent(`'${sheetName.replace(/'/g, "''")}'!${absolute}`)}</definedName>`),
        },
      },
    },
  };
}

/** The sheet's rows (a bold header, then the table), its options and features, for write-excel-file. */
export function xlsxSheet(table: ExportTable) {
  const header = table.headers.map((h) => ({ value: h, fontWeight: 'bold' as const }));
  const rows = table.rows.map((row) =>
    row.map((cell) => (isExportTime(cell) ? { value: cell.wall, type: Date, format: `yyyy-mm-dd hh:mm "${cell.offset}"` } : cell)),
  );
  const last = getCellAddress(table.rows.length, Math.max(0, table.headers.length - 1));
  const ref = `A1:${last}`;
  const absolute = `$A$1:${last.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2')}`;
  return {
    rows: [header, ...rows],
    options: {
      sheet: table.sheetName,
      stickyRowsCount: 1,
      columns: columnWidths(table).map((width) => ({ width })),
    },
    features: { features: [headerFilter(table.sheetName, ref, absolute)] },
  };
}
