/** The e-mail to support: a subject and a body that asks for the diagnostic backup, in the user's language. */
import type { TFunction } from 'i18next';
import type { SessionInfo } from '../../domain/session';
import { APP_VERSION } from '../../lib/http';
import { cachedConfig } from '../../lib/config';

export function supportMailto(t: TFunction<'support'>, info: SessionInfo, fileName?: string, to: string | null | undefined = cachedConfig()?.supportEmail): string {
  const values = { event: info.event.name, exhibitor: info.partner?.name ?? '', version: APP_VERSION };
  const subject = t('contact.subject', values);
  const body = [t('contact.body', values), fileName ? t('contact.attach', { name: fileName }) : t('contact.attachHint')].join('\n\n');
  return `mailto:${to ? encodeURIComponent(to).replace('%40', '@') : ''}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
