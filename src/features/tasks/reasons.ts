/**
 * The texts of the tasks namespace for the server's and the device's refusals.
 */

/** The tasks namespace's text for a refusal key ('upload.type', 'task.locked', 'offline'). */
export function reasonKey(key: string): string {
  return `error.${key.startsWith('task.') ? key.slice('task.'.length) : key}`;
}
