/**
 * Whether this browser may hold Leadstand's local database, asked without loading Dexie: a first
 * visit to /login then downloads no data layer at all (bench login-js). When the browser cannot
 * say (no `indexedDB.databases`), the answer is yes, and the data layer is loaded as before.
 */
export const DB_NAME = 'leadstand';

export async function localDataMayExist(name = DB_NAME): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined') return false;
    if (typeof indexedDB.databases !== 'function') return true;
    return (await indexedDB.databases()).some((d) => d.name === name);
  } catch {
    return true;
  }
}
