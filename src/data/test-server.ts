/** For data-layer tests: a sync server that takes every write and records what it was sent. */
import type { Transport } from './sync';
import type { PullHead, PullResponse, PushRequest } from '../domain/protocol';
import { perEntity } from '../domain/sync-entities';

/** A pull with no changes: every synced entity's rows empty (derived from the registry). */
export const emptyPull = (): PullResponse => {
  const head: PullHead = { cookie: 'c', lastMutationID: 0, results: [], more: false };
  return { ...head, ...perEntity(() => []) };
};

export function acceptingServer(upload?: Transport['upload']) {
  const pushed: PushRequest[] = [];
  const transport: Transport = {
    push: async (req) => {
      pushed.push(req);
      return { lastMutationID: req.mutations.at(-1)!.id, results: req.mutations.map((m) => ({ id: m.id, outcome: 'completed' as const, reason: null })) };
    },
    pull: async () => emptyPull(),
    ...(upload ? { upload } : {}),
  };
  return { transport, pushed, names: () => pushed.flatMap((p) => p.mutations.map((m) => m.name)) };
}
