/** Types of template.mjs (plain JavaScript: serve.mjs runs it with Node alone). */
export const E2E_POSTGRES_URL: string;
export function databaseUrl(name: string): string;
export function makeTemplate(dir: string, port: number): Promise<void>;
/** Copies the template's folder into `dataDir` and its database; answers the copy's DATABASE_URL. */
export function copyTemplate(dir: string, dataDir: string, ms?: number): Promise<string>;
