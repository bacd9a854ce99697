/**
 * Durability: ask the browser to keep this site's storage (so the outbox is not evicted under
 * storage pressure), and tell when space runs low before a capture can fail.
 */
export const LOW_STORAGE_BYTES = 50 * 1024 * 1024;
export const LOW_STORAGE_RATIO = 0.1;

export async function requestPersistence(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

/** True when less than 50 MB or 10% of the quota is left. */
export function isStorageLow(estimate: { usage?: number; quota?: number }): boolean {
  if (!estimate.quota) return false;
  const free = estimate.quota - (estimate.usage ?? 0);
  return free < LOW_STORAGE_BYTES || free / estimate.quota < LOW_STORAGE_RATIO;
}

export async function storageLow(): Promise<boolean> {
  try {
    return navigator.storage?.estimate ? isStorageLow(await navigator.storage.estimate()) : false;
  } catch {
    return false;
  }
}
