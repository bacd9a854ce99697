/**
 * The setup wizard's steps (SPEC section 1: content, meeting availability, questions,
 * self-registration, team), each with the route it links to and how to tell, from what the device
 * knows, whether it is done and what is missing. A step whose route the user may not open, or whose
 * screen is not built yet, is left out by the wizard (it asks the route table). A later area adds
 * its step here with the facts it needs.
 */
import type { ContentsResponse } from '../../domain/content';
import type { QuestionsResponse } from '../../domain/question';

export const SETUP_STEPS = ['content', 'availability', 'questions', 'registration', 'team'] as const;
export type SetupStepId = (typeof SETUP_STEPS)[number];

/** What the device knows; undefined while loading, null when it never fetched it. */
export interface SetupFacts {
  contents: ContentsResponse | null | undefined;
  questions: QuestionsResponse | null | undefined;
  /** The team as the server has it (people, not system users); asked for online only. */
  team?: { total: number; notLoggedIn: number } | null;
  /** How many times to meet (at the booth or online) this person has given, as the availability screen lists them. */
  timeslots?: number | null;
  /** How many registration links the exhibitor has, as the Links tab lists them; asked for online only. */
  links?: number | null;
}

export interface SetupStep {
  id: SetupStepId;
  /** The route (routes.ts id) the step links to. */
  routeId: string;
  /** The path to open. */
  path: string;
  done: boolean;
  /** The key (dashboard namespace) of the line that says what is done or missing, and its values. */
  detailKey: string;
  values?: Record<string, number>;
}

export const STEP_ROUTES: Record<SetupStepId, { routeId: string; path: string }> = {
  content: { routeId: 'contents', path: '/contents' },
  availability: { routeId: 'agenda-settings-onsite', path: '/agenda/settings/onsitemeetingavailability' },
  questions: { routeId: 'questions', path: '/questions' },
  registration: { routeId: 'guests-links', path: '/guests/links' },
  team: { routeId: 'users-list', path: '/users/list' },
};

/** The state of each step the facts can tell; a step they cannot tell yet (still loading) is left out. */
export function setupSteps(facts: SetupFacts): SetupStep[] {
  const steps: SetupStep[] = [];
  if (facts.contents !== undefined) {
    const items = facts.contents?.contents ?? [];
    const company = items.filter((c) => c.type !== 'product').length;
    const publicProducts = items.filter((c) => c.type === 'product' && c.public).length;
    const detailKey = !company ? 'setup.content.noProfile' : !publicProducts ? 'setup.content.noPublicProduct' : 'setup.content.done';
    steps.push({ id: 'content', ...STEP_ROUTES.content, done: company > 0 && publicProducts > 0, detailKey, values: { count: publicProducts } });
  }
  if (typeof facts.timeslots === 'number') {
    const count = facts.timeslots;
    steps.push({ id: 'availability', ...STEP_ROUTES.availability, done: count > 0, detailKey: count ? 'setup.availability.done' : 'setup.availability.none', values: { count } });
  }
  if (facts.questions !== undefined) {
    const asked = facts.questions?.questions.length ?? 0;
    steps.push({ id: 'questions', ...STEP_ROUTES.questions, done: asked > 0, detailKey: asked ? 'setup.questions.done' : 'setup.questions.none', values: { count: asked } });
  }
  if (typeof facts.links === 'number') {
    const count = facts.links;
    steps.push({ id: 'registration', ...STEP_ROUTES.registration, done: count > 0, detailKey: count ? 'setup.registration.done' : 'setup.registration.none', values: { count } });
  }
  if (facts.team) {
    const { total, notLoggedIn } = facts.team;
    const detailKey = total < 2 ? 'setup.team.alone' : notLoggedIn ? 'setup.team.waiting' : 'setup.team.done';
    steps.push({ id: 'team', ...STEP_ROUTES.team, done: total >= 2 && notLoggedIn === 0, detailKey, values: { count: notLoggedIn, total } });
  }
  return steps.sort((a, b) => SETUP_STEPS.indexOf(a.id) - SETUP_STEPS.indexOf(b.id));
}
