/**
 * 'Help': a small link from a screen to the page of the manual that explains it. Shown only where
 * the user may open the manual (the guard's rules, as for the drawer: the manual setting) and its
 * page is for them (booth staff are not shown the administrators' pages) and while online (the manual is an online page). Usage: `<ManualLink page="questions" />`.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOnline } from './hooks';
import { Icon } from './icons';
import { useApp } from './AppContext';
import { MANUAL_PATH, manualPageFor, type ManualPageId } from './manual-pages';
import { useRouteOpen } from './route-context';
import './manual-link.css';

export function ManualLink({ page, className = '' }: { page: ManualPageId; className?: string }) {
  const { t } = useTranslation('manual');
  const open = useRouteOpen();
  const online = useOnline();
  const { session } = useApp();
  if (!online || !open('manual') || !manualPageFor(page, !!session?.permissions.has('admin'))) return null;
  return (
    <Link to={`${MANUAL_PATH}/${page}`} className={`manual-link ${className}`.trim()} aria-label={t('link.aria')}>
      <Icon name="book" size={18} />
      <span>{t('link.label')}</span>
    </Link>
  );
}
