/**
 * The registration-questions tab (desktop; phones show it on the details tab): what the visitor answered when
 * registering for the event, as the registration system gave it. Shown with the contact data, so
 * only once a licence is active.
 */
import { useTranslation } from 'react-i18next';
import type { LocalConnection } from '../../../data/db';

export function RegistrationPanel({ c }: { c: LocalConnection }) {
  const { t } = useTranslation('connections');
  const answers = c.registration ?? [];
  return (
    <section className="card detail-card" aria-labelledby="registration-title">
      <h2 id="registration-title">{t('tabs.registration-questions')}</h2>
      {!c.contact ? (
        <p className="lead">{c.licensed ? t('detail.detailsPending') : t('sync.help.noLicense')}</p>
      ) : answers.length === 0 ? (
        <p className="lead">{t('registration.none')}</p>
      ) : (
        <dl className="fields">
          {answers.map((a, i) => (
            <div key={i}>
              <dt>{a.question}</dt>
              <dd>{a.answer}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
