/**
 * The import worker: reads a registration or team list (CSV or XLSX, import-file.ts) off the
 * page's thread, so a file of 20,000 visitors never freezes the console.
 */
import * as Comlink from 'comlink';
import { parseImportFile } from './import-file';

export type { ParsedFile, ParseFailure } from './import-file';

const api = { parse: parseImportFile };

export type ImportApi = typeof api;
Comlink.expose(api);
