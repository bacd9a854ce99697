/**
 * A member's badges: the exhibitor's badge they wear (one of the organiser's free badges or one
 * bought in the shop, while any of its type is left) and how many complimentary badges they may
 * hand out to guests, with how many they have given. The server decides what is left.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../app/notices/NoticeProvider';
import { useRouteOpen } from '../../app/route-context';
import { COMPLIMENTARY_LIMIT_MAX, type BadgeRight, type TeamMember } from '../../domain/team';
import type { Team } from './useTeam';

export function MemberBadges({ team, member, rights, disabled }: { team: Team; member: TeamMember; rights: BadgeRight[]; disabled: boolean }) {
  const { t } = useTranslation('team');
  const { notify } = useNotices();
  const routeOpen = useRouteOpen();
  const id = useId();
  const [badge, setBadge] = useState(member.badgeTypeId ?? '');
  const [limit, setLimit] = useState(String(member.complimentaryLimit));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const n = Number(limit);
    if (limit.trim() === '' || !Number.isInteger(n) || n < 0 || n > COMPLIMENTARY_LIMIT_MAX) {
      setFields({ complimentaryLimit: 'team:error.complimentaryInvalid' });
      return;
    }
    setFields({});
    setBusy(true);
    const result = await team.setBadges(member.id, { badgeTypeId: badge || null, complimentaryLimit: n });
    setBusy(false);
    if (result.ok) notify({ kind: 'positive', messageKey: 'team:badges.saved' });
    else {
      setError(result.error);
      setFields(result.fields);
    }
  };

  return (
    <form className="member-badges-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 className="member-section-title" id={`${id}-title`}>
        {t('badges.title')}
      </h3>
      {rights.length === 0 ? (
        <p className="field-hint">{t('badges.none')}</p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-badge`}>{t('badges.badge')}</label>
          <select id={`${id}-badge`} value={badge} disabled={disabled || busy} onChange={(e) => setBadge(e.target.value)}>
            <option value="">{t('badges.noBadge')}</option>
            {rights.map((r) => {
              const mine = member.badgeTypeId === r.id;
              const left = r.total - r.used + (mine ? 1 : 0);
              return (
                <option key={r.id} value={r.id} disabled={left <= 0 && !mine}>
                  {t('badges.left', { name: r.name, left: Math.max(0, left - (mine ? 1 : 0)), total: r.total })}
                </option>
              );
            })}
          </select>
          {routeOpen('users-shop') && (
            <p className="field-hint">
              <Link to="/users/shop">{t('badges.shopHint')}</Link>
            </p>
          )}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-limit`}>{t('badges.complimentary')}</label>
        <input
          id={`${id}-limit`}
          type="number"
          inputMode="numeric"
          min={0}
          max={COMPLIMENTARY_LIMIT_MAX}
          step={1}
          value={limit}
          disabled={disabled || busy}
          aria-invalid={!!fields.complimentaryLimit}
          aria-describedby={`${id}-limit-hint${fields.complimentaryLimit ? ` ${id}-limit-error` : ''}`}
          onChange={(e) => setLimit(e.target.value)}
        />
        <p className="field-hint" id={`${id}-limit-hint`}>
          {t('badges.complimentaryHint', { used: member.complimentaryUsed })}
        </p>
        {fields.complimentaryLimit && (
          <p className="field-error" id={`${id}-limit-error`}>
            {t(fields.complimentaryLimit)}
          </p>
        )}
      </div>
      {error && error !== 'team:error.fields' && (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      )}
      {!disabled && (
        <div className="button-row">
          <button type="submit" className="button" disabled={busy}>
            {t('badges.save')}
          </button>
        </div>
      )}
    </form>
  );
}
