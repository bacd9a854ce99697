import { useApp } from './AppContext';
import { writeContextOf, type WriteContext } from '../data/write-context';

/** Who is writing, for local writes (shown until the server confirms). */
export function useWriteContext(): WriteContext | null {
  const { info } = useApp();
  return info ? writeContextOf(info) : null;
}
