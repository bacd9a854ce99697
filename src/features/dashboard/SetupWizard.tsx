/**
 * The setup wizard on the dashboard (SPEC section 1): the steps an administrator takes before the
 * show, each done or not with what is missing, and a link to its screen. Only steps this user may
 * open and whose screen exists are shown; with none, there is no wizard. It can be hidden (kept
 * per person and event on this device) and shown again from the dashboard's header.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../app/icons';
import { useRouteOpen } from '../../app/route-context';
import { useContents, useQuestions } from '../../data/hooks';
import { useLiveQuery } from 'dexie-react-hooks';
import { useApp } from '../../app/AppContext';
import { db } from '../../data/db';
import { call } from '../../lib/call';
import { listTeam } from '../../domain/endpoints/team';
import { listLinks } from '../../domain/endpoints/guests';
import { setupSteps, STEP_ROUTES, type SetupFacts } from './setup-steps';

const hiddenKey = (eventId: string, who: string) => `leadstand:setup-hidden:${eventId}:${who}`;

function readHidden(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function useSetupHidden(eventId: string, who: string): [boolean, (hidden: boolean) => void] {
  const key = hiddenKey(eventId, who);
  const [hidden, setHidden] = useState(() => readHidden(key));
  return [
    hidden,
    (value: boolean) => {
      setHidden(value);
      try {
        if (value) localStorage.setItem(key, '1');
        else localStorage.removeItem(key);
      } catch {
        // Private mode: hidden for this visit only.
      }
    },
  ];
}

/** How many of the team have not logged in yet: from the server, when this user may see the team and is online. */
function useTeamFacts(enabled: boolean): SetupFacts['team'] {
  const [team, setTeam] = useState<SetupFacts['team']>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    call(listTeam, {}, { quiet: true }).then(
      (list) => {
        const people = list.members.filter((m) => !m.system);
        if (!cancelled) setTeam({ total: people.length, notLoggedIn: people.filter((m) => !m.lastLoginAt).length });
      },
      () => {
        // Offline or refused: the step is left out rather than guessed.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return enabled ? team : null;
}

/** How many registration links the exhibitor has: from the server, when this user may open the Links tab and is online. */
function useLinkCount(enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    call(listLinks, {}, { quiet: true }).then(
      (list) => {
        if (!cancelled) setCount(list.links.length);
      },
      () => {
        // Offline or refused: the step is left out rather than guessed.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return enabled ? count : null;
}

/** How many times to meet this person has given on this device (both kinds), as the availability screen lists them. */
function useTimeslotCount(eventId: string, userId: string | undefined, enabled: boolean): number | null | undefined {
  const count = useLiveQuery(
    async () => (enabled && userId ? (await db.timeslots.where('eventId').equals(eventId).toArray()).filter((s) => s.userId === userId && !s.deleted).length : null),
    [eventId, userId, enabled],
  );
  return enabled ? count : null;
}

export function useVisibleSetupSteps(eventId: string) {
  const open = useRouteOpen();
  const { info } = useApp();
  const contents = useContents(eventId);
  const questions = useQuestions(eventId);
  const team = useTeamFacts(open(STEP_ROUTES.team.routeId));
  const links = useLinkCount(open(STEP_ROUTES.registration.routeId));
  const timeslots = useTimeslotCount(eventId, info?.user?.id, open(STEP_ROUTES.availability.routeId));
  return setupSteps({ contents, questions, team, links, timeslots }).filter((s) => open(s.routeId));
}

export function SetupWizard({ eventId, onHide }: { eventId: string; onHide: () => void }) {
  const { t } = useTranslation('dashboard');
  const steps = useVisibleSetupSteps(eventId);
  if (!steps.length) return null;
  const done = steps.filter((s) => s.done).length;
  return (
    <section className="card setup-card" aria-labelledby="setup-title">
      <div className="setup-head">
        <div>
          <h2 id="setup-title">{t('setup.title')}</h2>
          <p className="field-hint">{done === steps.length ? t('setup.allDone') : t('setup.progress', { done, count: steps.length })}</p>
        </div>
        <button type="button" className="button button-small" onClick={onHide}>
          {t('setup.hide')}
        </button>
      </div>
      <progress className="setup-progress" max={steps.length} value={done} aria-label={t('setup.progress', { done, count: steps.length })} />
      <ol className="setup-steps">
        {steps.map((step) => (
          <li key={step.id} className={step.done ? 'setup-step done' : 'setup-step'}>
            <span className="setup-mark" aria-hidden="true">
              {step.done ? <Icon name="check" size={18} /> : null}
            </span>
            <div className="setup-text">
              <Link to={step.path} className="setup-link">
                {t(`setup.${step.id}.title`)}
              </Link>
              <span className="visually-hidden">{step.done ? t('setup.stepDone') : t('setup.stepOpen')}</span>
              <p className="field-hint">{t(step.detailKey, step.values)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
