/**
 * One way a failed call becomes what a screen says. A refusal an area declares is translated in
 * the area's namespace under its own code (`badgeType.inUse` → `organiser:badgeType.inUse`, or
 * `order.outOfStock` → `shop:error.outOfStock`: see keyOf); a
 * refused form names each field (`fieldsOf`); the network and the rest are said the same way in
 * every area.
 */
import i18next from 'i18next';
import { CallFailed } from '../../lib/call';
import { HttpError } from '../../lib/http';

/** The refusal code of a failure: a declared one, or offline, timeout, notFound, failed, … */
export function refusalCode(err: unknown): string {
  if (err instanceof CallFailed) return err.refusal;
  if (err instanceof HttpError) return err.code;
  return 'failed';
}

/**
 * The translation key that says why a call failed, for an alert or a notice. `ns` is the area's
 * namespace; `notFound` may name what was not found there (an area's 'This event does not exist'),
 * `offline` how the area says that it needs the server.
 */
export function messageOf(err: unknown, ns: Namespaces, keys: { notFound?: string; invalid?: string; offline?: string } = {}): string {
  const code = refusalCode(err);
  if (code === 'offline' || code === 'timeout') return keys.offline ?? 'common:account.needsNetwork';
  if (code === 'notFound' && keys.notFound) return keys.notFound;
  if (code === 'invalid' && keys.invalid) return keys.invalid;
  if (code === 'failed' || code === 'badAnswer') return 'common:notice.somethingWentWrong';
  return keyOf(code, ns) ?? 'common:notice.somethingWentWrong';
}

/** An area's namespace, or several to look in, in order (guests' form refusals are the questions' texts). */
export type Namespaces = string | readonly string[];

/**
 * Where an area keeps the text of a code: under the code itself (`organiser:badgeType.inUse`), or
 * under `error.` with or without the code's area (`tasks:error.locked` for `task.locked`).
 */
export function keyOf(code: string, ns: Namespaces): string | null {
  const names = typeof ns === 'string' ? [ns] : ns;
  const rest = code.includes('.') ? code.slice(code.indexOf('.') + 1) : code;
  // The code as written in any of the namespaces before its shortened form in one of them.
  const keys = [...names.flatMap((n) => [`${n}:${code}`, `${n}:error.${code}`]), ...names.map((n) => `${n}:error.${rest}`)];
  return keys.find((k) => i18next.exists(k)) ?? null;
}

/**
 * Why a change failed, for a form: the message (`messageOf`; a refused form says
 * `<ns>:error.fields`) and each refused field's message key.
 */
export function failureOf(err: unknown, ns: Namespaces, keys: { notFound?: string; offline?: string } = {}): { error: string; fields: Record<string, string> } {
  const first = typeof ns === 'string' ? ns : ns[0]!;
  const fields = Object.fromEntries(Object.entries(fieldsOf(err)).map(([k, code]) => [k, keyOf(code, ns) ?? `${first}:error.fields`]));
  return { error: messageOf(err, ns, { invalid: `${first}:error.fields`, ...keys }), fields };
}

/** The message key of each refused field, by its path; empty unless the failure is a refused form. */
export function fieldsOf(err: unknown): Record<string, string> {
  if (err instanceof CallFailed) return err.fields;
  if (err instanceof HttpError && err.body && typeof err.body === 'object' && 'fields' in err.body) return (err.body as { fields: Record<string, string> }).fields;
  return {};
}

/** Whether asking again may help: the network or the server failed, not a refusal (not found stays not found). */
export function canRetry(err: unknown): boolean {
  return ['offline', 'timeout', 'failed', 'badAnswer'].includes(refusalCode(err)) || ((err instanceof HttpError || err instanceof CallFailed) && err.status >= 500);
}
