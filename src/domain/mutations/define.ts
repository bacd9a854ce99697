/**
 * How a mutation of the sync protocol is declared: its name, its arguments (valibot) and its pure
 * rules. The same declaration checks a write in the app before it is stored and on the server
 * before it is applied.
 */
import * as v from 'valibot';
import { dateTime } from '../date-time';

/** A mutation as it travels: an id that increases by one per mutation of a client, the client's clock (ms). */
export interface MutationOf<N extends string, A> {
  id: number;
  name: N;
  args: A;
  timestamp: number;
}

export interface MutationDef<N extends string, S extends v.GenericSchema> {
  readonly name: N;
  readonly args: S;
  /** The arguments if they have the right shape (rules not applied), else null. */
  parse(args: unknown): v.InferOutput<S> | null;
  /** Checks a mutation as received: the mutation with its parsed arguments, or why it is invalid. */
  check(raw: { id: number; args: unknown; timestamp: number }): MutationOf<N, v.InferOutput<S>> | { invalid: string };
}

/**
 * Declares a mutation. `rules` returns null when well-formed arguments may be applied, or the
 * reason they may not (an i18n key such as 'note.empty', shown to the user).
 */
export function defineMutation<N extends string, S extends v.GenericSchema>(name: N, args: S, rules: (args: v.InferOutput<S>) => string | null = () => null): MutationDef<N, S> {
  return {
    name,
    args,
    parse(input) {
      const parsed = v.safeParse(args, input);
      return parsed.success ? parsed.output : null;
    },
    check(raw) {
      // No text of a mutation may hold a NUL character (PostgreSQL text cannot store one).
      if (hasNul(raw.args)) return { invalid: 'badArguments' };
      const parsed = v.safeParse(args, raw.args);
      if (!parsed.success) return { invalid: 'badArguments' };
      const reason = rules(parsed.output);
      return reason ? { invalid: reason } : { id: raw.id, name, args: parsed.output, timestamp: raw.timestamp };
    },
  };
}

/** Whether any string in a JSON value holds a NUL character. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v2]) => k.includes('\u0000') || hasNul(v2, depth + 1));
}

/** A date-time argument: the one rule for date-times from outside (src/domain/date-time.ts); anything else is refused as bad arguments. */
export const isoDate = dateTime();
export const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
