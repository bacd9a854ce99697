/** A test environment says data is deleted periodically; staging and beta say which they are. */
import { useTranslation } from 'react-i18next';
import { environmentKind } from '../domain/event';

export function EnvironmentNotice({ environmentName }: { environmentName: string | null | undefined }) {
  const { t } = useTranslation();
  const kind = environmentKind(environmentName);
  if (kind === 'production') return null;
  return (
    <div className={`environment-notice environment-${kind}`} role="note">
      {kind === 'test' ? t('notice.testEnvironment') : t('notice.environment', { name: environmentName })}
    </div>
  );
}
