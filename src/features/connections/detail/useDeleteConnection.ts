/** Deleting a connection from its screen, with Undo for a few seconds. */
import { useNavigate } from 'react-router';
import { useApp } from '../../../app/AppContext';
import { useNotices } from '../../../app/notices/NoticeProvider';
import { formatBadgeCode } from '../../../domain/badge';
import { isFirstScanner } from '../../../domain/session';
import { deleteConnection, undoDeleteConnection } from '../../../data/mutators';
import { UNDO_DELETE_MS } from '../../../domain/mutations';
import type { LocalConnection } from '../../../data/db';
import { displayName } from '../filters';
import { useWriteContext } from '../../../app/useWriteContext';

/**
 * Deletes the connection (its first scanner or an admin may): gone at once, with an undo for as
 * long as the deletion waits on the device before it is sent.
 */
/** Deletes the connection and goes to `then` (the list), with an undo; null when this user may not delete it. */
export function useDeleteConnection(c: LocalConnection): ((then?: string) => Promise<void>) | null {
  const { info, session } = useApp();
  const ctx = useWriteContext();
  const { notify } = useNotices();
  const navigate = useNavigate();
  const mayDelete = !!ctx && (isFirstScanner(info, c.scannedByID) || !!session?.permissions.has('admin'));
  if (!mayDelete || !ctx) return null;
  const name = displayName(c) ?? formatBadgeCode(c.badgeCode);
  return async (then = '/connections/list') => {
    const deleted = await deleteConnection(ctx, c.id);
    navigate(then, { replace: true });
    notify({
      kind: 'info',
      messageKey: 'connections:delete.done',
      values: { name },
      // Gone a little before the deletion is sent (an undo in its last second is refused).
      timeoutMs: UNDO_DELETE_MS - 1500,
      actions: [
        {
          labelKey: 'connections:delete.undo',
          onClick: () =>
            void undoDeleteConnection(deleted).then((undone) =>
              notify(undone ? { kind: 'positive', messageKey: 'connections:delete.undone', values: { name } } : { kind: 'negative', messageKey: 'connections:delete.tooLate' }),
            ),
        },
      ],
    });
  };
}
