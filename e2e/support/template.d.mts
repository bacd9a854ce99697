/** Types of template.mjs (plain JavaScript: serve.mjs runs it with Node alone). */
export function makeTemplate(dir: string, port: number): Promise<void>;
export function copyTemplate(dir: string, dataDir: string, ms?: number): Promise<void>;
