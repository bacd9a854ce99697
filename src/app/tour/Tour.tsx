/**
 * The guided tour: on a screen it explains, a card with each of that screen's steps in turn
 * (back, next, skip the tour), its element outlined and scrolled into view. Shown once to each
 * person on each screen, reopened by 'Guide'. A non-modal dialog: the screen stays usable; focus
 * moves to the card, Escape skips, and the steps are read as 'step 1 of 2'.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { useRouteOpen } from '../route-context';
import { TOUR_STEPS, forgetSeen, markSeen, onTourStart, seenSteps, tourOff, type TourStep } from './tour-state';

const target = (step: TourStep) => document.querySelector<HTMLElement>(`[data-tour="${step.id}"]`);

export function Tour() {
  const { t } = useTranslation();
  const { info } = useApp();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const open = useRouteOpen();
  const id = useId();
  const who = info ? `${info.event.id}:${info.user?.id ?? info.partner?.id ?? info.sessionMode}:${info.sessionMode}` : null;
  const [forced, setForced] = useState(false);
  const [seen, setSeen] = useState<Set<string>>(() => (who ? seenSteps(who) : new Set()));
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState<TourStep[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => setSeen(who ? seenSteps(who) : new Set()), [who]);
  const available = TOUR_STEPS.filter((s) => open(s.routeId));

  // 'Guide': everything unseen again, from the first screen with steps.
  useEffect(
    () =>
      onTourStart(() => {
        if (!who) return;
        forgetSeen(who);
        setSeen(new Set());
        setForced(true);
        setIndex(0);
        const here = available.some((s) => s.path === pathname);
        if (!here && available[0]) navigate(available[0].path);
      }),
    [who, available, pathname, navigate],
  );

  const wanted = who && (forced || !tourOff()) ? available.filter((s) => s.path === pathname && !seen.has(s.id)) : [];
  const wantedKey = wanted.map((s) => s.id).join(',');
  // The steps whose element is on the screen (it may render a moment after the route).
  useEffect(() => {
    setIndex(0);
    if (!wantedKey) return setReady([]);
    const steps = TOUR_STEPS.filter((s) => wantedKey.split(',').includes(s.id));
    let tries = 0;
    const timer = window.setInterval(() => {
      const found = steps.filter((s) => target(s));
      if (found.length === steps.length || ++tries > 30) {
        window.clearInterval(timer);
        setReady(found);
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [wantedKey]);

  const step = ready[index];
  useEffect(() => {
    if (!step) return;
    const el = target(step);
    el?.classList.add('tour-target');
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    heading.current?.focus();
    return () => el?.classList.remove('tour-target');
  }, [step]);

  const finish = useCallback(
    (ids: string[]) => {
      if (!who) return;
      markSeen(who, ids);
      setSeen(seenSteps(who));
      setReady([]);
      if (ids.length === TOUR_STEPS.length) setForced(false);
    },
    [who],
  );
  const skip = useCallback(() => finish(TOUR_STEPS.map((s) => s.id)), [finish]);

  useEffect(() => {
    if (!step) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('dialog[open]')) skip();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [step, skip]);

  if (!step) return null;
  const last = index === ready.length - 1;
  return (
    <div className="tour-card" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <p className="tour-count">{t('tour.count', { n: index + 1, count: ready.length })}</p>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t(`tour.${step.id}.title`)}
      </h2>
      <p id={`${id}-text`}>{t(`tour.${step.id}.text`)}</p>
      <div className="tour-actions">
        <button type="button" className="button button-small tour-skip" onClick={skip}>
          {t('tour.skip')}
        </button>
        {index > 0 && (
          <button type="button" className="button button-small" onClick={() => setIndex(index - 1)}>
            {t('tour.back')}
          </button>
        )}
        <button type="button" className="button button-small button-primary" onClick={() => (last ? finish(ready.map((s) => s.id)) : setIndex(index + 1))}>
          {last ? t('tour.done') : t('tour.next')}
        </button>
      </div>
    </div>
  );
}
