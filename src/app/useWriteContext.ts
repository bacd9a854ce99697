import { useApp } from './AppContext';
import type { WriteContext } from '../data/mutators';

/** Who is writing, for local writes (shown until the server confirms). */
export function useWriteContext(): WriteContext | null {
  const { info } = useApp();
  if (!info?.partner) return null;
  return {
    eventId: info.event.id,
    partnerId: info.partner.id,
    authorName: info.user?.name ?? info.partner.name,
    authorId: info.user?.id ?? null,
  };
}
