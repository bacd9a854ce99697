/**
 * How a mutation of the sync protocol is declared: its name, its arguments (valibot) and its pure
 * rules. The same declaration checks a write in the app before it is stored and on the server
 * before it is applied.
 */
import * as v from 'valibot';

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
      const parsed = v.safeParse(args, raw.args);
      if (!parsed.success) return { invalid: 'badArguments' };
      const reason = rules(parsed.output);
      return reason ? { invalid: reason } : { id: raw.id, name, args: parsed.output, timestamp: raw.timestamp };
    },
  };
}

export const isoDate = v.pipe(v.string(), v.isoTimestamp());
export const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
