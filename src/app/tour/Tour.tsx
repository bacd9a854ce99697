/**
 * The guided tour: on a screen it explains, a card with that screen's steps in turn (back, next,
 * skip), its element outlined and scrolled into view. It offers itself once per device, on the
 * first screen with steps (two cards at most), and 'Guide' in the menu shows every step again.
 * A non-modal dialog: the screen stays usable; focus moves to the card, Escape skips, and the
 * steps are read as 'step 1 of 2'. It steps aside for the person's own work: hidden while a modal
 * dialog is open (it would float above the backdrop, out of reach), and ended as soon as they
 * start filling in a field (it would cover what they type), or when it would open over one.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { useRouteOpen } from '../route-context';
import { TOUR_STEPS, markTourOffered, onTourStart, tourOffered, type TourStep } from './tour-state';

const target = (step: TourStep) => document.querySelector<HTMLElement>(`[data-tour="${step.id}"]`);

const MODAL = 'dialog[open], [role="dialog"][aria-modal="true"], [role="alertdialog"]';
/** Whether another dialog covers the screen (the tour's own card is not modal). */
const modalOpen = () => Array.from(document.querySelectorAll<HTMLElement>(MODAL)).some((el) => !el.classList.contains('tour-card') && el.getClientRects().length > 0);

/** A field the person types into or chooses in. */
const isField = (el: Element | null): boolean =>
  !!el && !el.closest('.tour-card') && (el.matches('input:not([type=button]):not([type=submit]):not([type=reset]), textarea, select') || (el as HTMLElement).isContentEditable);

/** Whether a modal dialog is open, kept up to date as dialogs open and close. */
function useModalOpen(active: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!active) return;
    const check = () => setOpen(modalOpen());
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open', 'aria-modal', 'role'] });
    return () => observer.disconnect();
  }, [active]);
  return active && open;
}

export function Tour() {
  const { t } = useTranslation();
  const { info } = useApp();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const open = useRouteOpen();
  const id = useId();
  // Offered by itself while this device has not offered it yet; then only from 'Guide'.
  const [auto, setAuto] = useState(() => !tourOffered());
  const [autoPath, setAutoPath] = useState<string | null>(null);
  const [guide, setGuide] = useState(false);
  const [seen, setSeen] = useState<ReadonlySet<string>>(new Set());
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState<TourStep[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const available = TOUR_STEPS.filter((s) => open(s.routeId));

  // 'Guide': every step again, from the first screen with steps.
  useEffect(
    () =>
      onTourStart(() => {
        setSeen(new Set());
        setGuide(true);
        setIndex(0);
        const here = available.some((s) => s.path === pathname);
        if (!here && available[0]) navigate(available[0].path);
      }),
    [available, pathname, navigate],
  );

  // The offer is one screen's steps: leaving that screen ends it.
  useEffect(() => {
    if (auto && autoPath && autoPath !== pathname) setAuto(false);
  }, [auto, autoPath, pathname]);

  const showing = !!info && (guide || (auto && (!autoPath || autoPath === pathname)));
  const wanted = showing ? available.filter((s) => s.path === pathname && !seen.has(s.id)) : [];
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
        // Someone already typing is not interrupted; the offer waits for another screen.
        if (isField(document.activeElement)) return setReady([]);
        setReady(found);
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [wantedKey]);

  const step = ready[index];
  const covered = useModalOpen(!!step);
  useEffect(() => {
    if (!step || !auto || autoPath) return;
    // Shown: this device has offered the tour.
    markTourOffered();
    setAutoPath(pathname);
  }, [step, auto, autoPath, pathname]);

  useEffect(() => {
    if (!step || covered) return;
    const el = target(step);
    el?.classList.add('tour-target');
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    heading.current?.focus();
    return () => el?.classList.remove('tour-target');
  }, [step, covered]);

  const finish = useCallback(
    (ids: string[]) => {
      setSeen((prev) => new Set([...prev, ...ids]));
      setReady([]);
      setAuto(false);
      if (TOUR_STEPS.every((s) => ids.includes(s.id))) setGuide(false);
    },
    [],
  );
  const skip = useCallback(() => finish(TOUR_STEPS.map((s) => s.id)), [finish]);

  useEffect(() => {
    if (!step) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !modalOpen()) skip();
    };
    // The person starts filling in a field: the tour is over rather than in their way.
    const onFocus = (e: FocusEvent) => {
      if (isField(e.target as Element)) skip();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [step, skip]);

  if (!step || covered) return null;
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
