/** Leaving a tab with unsaved notes, answers or a stage asks to save or discard (and so does closing the page). */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { useBlocker } from './history-context';

/** Leaving with unsaved text asks to keep editing, discard (`onDiscard` forgets a kept draft) or save. */
export function UnsavedPrompt({ dirty, onSave, onDiscard }: { dirty: boolean; onSave: () => Promise<boolean>; onDiscard?: () => void }) {
  const { t } = useTranslation('common');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      onClose={() => blocker.reset?.()}
      actions={
        <>
          <button type="button" className="button" onClick={() => blocker.reset?.()}>
            {t('unsaved.keep')}
          </button>
          <button type="button" className="button button-danger-quiet" onClick={() => (onDiscard?.(), blocker.proceed?.())}>
            {t('unsaved.discard')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={async () => {
              if (await onSave()) blocker.proceed?.();
              else blocker.reset?.();
            }}
          >
            {t('unsaved.save')}
          </button>
        </>
      }
    >
      <p>{t('unsaved.text')}</p>
    </Dialog>
  );
}
