/**
 * Dexie's report of the next write ('storagemutated', the event the in-memory stores follow), for
 * tests that wait for a store to take a write in: however late a loaded machine makes the report,
 * the store has started its read once this resolves (Dexie tells every listener at once).
 */
import Dexie from 'dexie';

export function nextReport(): Promise<void> {
  return new Promise((resolve) => {
    const told = () => {
      Dexie.on('storagemutated').unsubscribe(told);
      resolve();
    };
    Dexie.on('storagemutated', told);
  });
}
