/** For data-layer tests: a sync server that takes every write and records what it was sent. */
import type { Transport } from './sync';
import type { PullResponse, PushRequest } from '../domain/protocol';

export const emptyPull = (): PullResponse => ({ cookie: 'c', lastMutationID: 0, results: [], connections: [], notes: [], stages: [], answers: [], sharedContent: [], more: false });

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
