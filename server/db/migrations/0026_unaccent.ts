/**
 * 0026: searches that ignore accents (#15, the visitor list): "Garcia" finds "García", "Sahin"
 * finds "Şahin". PGlite loads the extension's code (server/db/database.ts pgliteExtensions).
 */
export default `
create extension if not exists unaccent;
`;
