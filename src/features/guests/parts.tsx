/** Small pieces the guests' tabs share: loading, a failed load with retry, a registration type's label. */
import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return <div className="screen-loading" aria-busy="true" role="status" aria-label={t('status.loading')} />;
}

export function LoadFailed({ error, onRetry }: { error: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="callout callout-negative" role="alert">
      <p>{t(error)}</p>
      <button type="button" className="button button-small" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </div>
  );
}

/** The usual registration types in the user's language; an exhibitor's own type as written. */
export function TypeLabel({ type }: { type: string }) {
  const { t } = useTranslation('connections');
  return <>{t(`registrationType.${type}`, { defaultValue: type })}</>;
}
