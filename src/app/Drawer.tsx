/**
 * The navigation drawer: groups home, setup-tasks, agenda, service-center and support, showing
 * only the entries the guard allows. Permanent on desktop; on phones it is the More page (the
 * bottom bar holds the main destinations).
 */
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DRAWER_GROUPS, drawerEntries, type GuardContext } from './guard';
import { Icon } from './icons';
import { LanguageMenu } from './LanguageMenu';
import { AccountMenu } from './account/AccountMenu';
import { useUnread } from './unread';

/** `exclude`: routes shown elsewhere (the phone's bottom bar, on the More page). */
export function Drawer({ ctx, onNavigate, exclude = [] }: { ctx: GuardContext; onNavigate?: () => void; exclude?: readonly string[] }) {
  const { t } = useTranslation();
  const entries = drawerEntries(ctx).filter((e) => !exclude.includes(e.id));
  const unread = useUnread();
  const counts: Record<string, number> = { messages: unread.conversations, notifications: unread.notifications };
  return (
    <nav className="drawer-nav" aria-label={t('nav.label')}>
      {DRAWER_GROUPS.map((group) => {
        const items = entries.filter((e) => e.group === group);
        if (items.length === 0) return null;
        return (
          <section key={group} className="drawer-group" aria-labelledby={`drawer-${group}`}>
            <h2 id={`drawer-${group}`} className="drawer-group-title">
              {t(`nav.group.${group}`)}
            </h2>
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink to={item.path} className="drawer-link" onClick={onNavigate}>
                    <Icon name={item.icon} size={20} />
                    <span className="drawer-label">{t(item.labelKey)}</span>
                    {(counts[item.id] ?? 0) > 0 && (
                      <span className="drawer-count" aria-label={t('nav.unread', { count: counts[item.id] })}>
                        {counts[item.id]}
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <div className="drawer-footer">
        <AccountMenu onAction={onNavigate} />
        <LanguageMenu />
      </div>
    </nav>
  );
}
