/**
 * The overview at the top of /tasks: how many tasks are in each category, each a link to its group.
 */
import { useTranslation } from 'react-i18next';
import { TASK_CATEGORIES } from '../../domain/tasks';

/** The count of each category; a category with tasks links to its group (`#tasks-<category>`). */
export function TaskOverview({ counts }: { counts: Record<(typeof TASK_CATEGORIES)[number], number> }) {
  const { t } = useTranslation('tasks');
  return (
    <nav className="task-overview" aria-label={t('overview')}>
      <ul>
        {TASK_CATEGORIES.map((c) => (
          <li key={c}>
            {counts[c] > 0 ? (
              <a href={`#tasks-${c}`} className={`task-overview-item task-overview-${c}`}>
                <span className="task-overview-count">{counts[c]}</span>
                <span>{t(`category.${c}`)}</span>
              </a>
            ) : (
              <span className={`task-overview-item task-overview-empty`}>
                <span className="task-overview-count">{counts[c]}</span>
                <span>{t(`category.${c}`)}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
