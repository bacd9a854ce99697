/** Pieces every console screen shares: the title of a screen not about one event and a load error (a confirmation is the app's ConfirmDialog). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ConsoleHeader({ title, lead }: { title: ReactNode; lead: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
      </div>
    </header>
  );
}

/** A translated failure (a key under organiser: or common:), or nothing. */
export function LoadError({ error }: { error: string | null }) {
  const { t } = useTranslation('organiser');
  if (!error) return null;
  return (
    <div className="callout callout-negative" role="alert">
      <p>{t(error)}</p>
    </div>
  );
}

/** Asks before something that cannot be undone (delete, revoke, remove); `subject` open means asking. */
