/** The top of a screen about one event in the console: the way back to all events, its title and what it holds. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function EventPageHeader({ title, lead, actions }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation('organiser');
  return (
    <>
      <Link to="/organiser/events" className="back-link">
        {t('event.back')}
      </Link>
      <header className="page-header">
        <div>
          <h1>{title}</h1>
          {lead && <p className="lead">{lead}</p>}
        </div>
        {actions && <div className="page-actions">{actions}</div>}
      </header>
    </>
  );
}
