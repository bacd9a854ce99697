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

/**
 * For restore tests (backup.test.ts): a server that applies each client's mutations once, in id
 * order, as the real one does (server/sync/push.ts), for pushes and restores alike, and keeps the
 * files uploaded to it. `applied` lists every mutation applied, with its client.
 */
export function dedupingServer() {
  const last = new Map<string, number>();
  const applied: Array<{ clientID: string; id: number; name: string; args: Record<string, unknown> }> = [];
  const files = new Map<string, number>();
  const apply = (req: PushRequest) => {
    let reached = last.get(req.clientID) ?? 0;
    const before = reached;
    const results: Array<{ id: number; outcome: 'completed'; reason: null }> = [];
    const already: number[] = [];
    for (const m of [...req.mutations].sort((a, b) => a.id - b.id)) {
      if (m.id <= before) already.push(m.id);
      if (m.id <= reached) continue;
      if (m.id !== reached + 1) break;
      applied.push({ clientID: req.clientID, id: m.id, name: m.name, args: m.args });
      results.push({ id: m.id, outcome: 'completed', reason: null });
      reached = m.id;
    }
    if (req.mutations.length) last.set(req.clientID, reached);
    return { lastMutationID: reached, results, already };
  };
  const upload: NonNullable<Transport['upload']> = async (media) => {
    files.set(media.id, (files.get(media.id) ?? 0) + 1);
    return { refused: null };
  };
  const transport: Transport = {
    push: async (req) => {
      const { lastMutationID, results, already } = apply(req);
      return { lastMutationID, results: [...results, ...already.map((id) => ({ id, outcome: 'completed' as const, reason: null }))] };
    },
    pull: async (q) => ({ ...emptyPull(), lastMutationID: last.get(q.clientID) ?? 0 }),
    upload,
  };
  return { transport, restore: { restore: async (req: PushRequest) => apply(req), upload }, applied, files, last };
}
