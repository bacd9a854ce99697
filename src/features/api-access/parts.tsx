/** Small pieces the API access screen shares: loading, a failed load, a dialog with one form, an account's name, state and address summary. */
import { type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog as SharedFormDialog } from '../../ui/remote/parts';
import type { ApiAccountInfo } from '../../domain/api-access';

export { Loading, LoadFailed } from '../../ui/remote/parts';

/** A dialog holding one form (ui/remote/parts.tsx) with this area's form layout. */
export function FormDialog(props: Omit<ComponentProps<typeof SharedFormDialog>, 'className'>) {
  return <SharedFormDialog {...props} className="api-form" />;
}

export { focusFirstError } from '../../ui/remote/parts';

/** What an account is called: the first line of its comments, or its client id when it has none. */
export function accountName(account: ApiAccountInfo): string {
  const first = account.comments.split('\n')[0]!.trim();
  return first || account.clientId;
}

export function StateChip({ account }: { account: ApiAccountInfo }) {
  const { t } = useTranslation('apiAccess');
  return <span className={`status-chip api-state-${account.state}`}>{t(`state.${account.state}`)}</span>;
}

/** Which addresses may use the account, in a few words. */
export function restrictionText(account: Pick<ApiAccountInfo, 'ipRestriction' | 'allowedAddresses'>, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (account.ipRestriction === 'none') return t('restriction.any');
  const [first = '', ...rest] = account.allowedAddresses;
  return rest.length ? t('restriction.more', { first, count: rest.length }) : t('restriction.one', { first });
}
