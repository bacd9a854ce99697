/**
 * The manual's pages by id, in the order of its contents. The pages themselves (in six
 * languages) live with the manual's screen and load only when it opens; screens that link to a
 * page (ManualLink) need no more than its id.
 */
export const MANUAL_PAGE_IDS = [
  'getting-started',
  'scanning',
  'offline',
  'qualifying',
  'team',
  'questions',
  'content',
  'guests',
  'meetings',
  'exporting',
  'privacy',
  'api-access',
  'tasks',
  'support',
] as const;

export type ManualPageId = (typeof MANUAL_PAGE_IDS)[number];

/** Pages about what only administrators do (the team, questions, content, guests, API access): not shown to booth staff. */
export const ADMIN_MANUAL_PAGES: readonly ManualPageId[] = ['team', 'questions', 'content', 'guests', 'api-access'];

/** Whether a person with (or without) the admin permission is shown this page of the manual. */
export function manualPageFor(id: string, admin: boolean): boolean {
  return admin || !(ADMIN_MANUAL_PAGES as readonly string[]).includes(id);
}

export const MANUAL_PATH = '/manual';

export function isManualPageId(id: string | undefined): id is ManualPageId {
  return !!id && (MANUAL_PAGE_IDS as readonly string[]).includes(id);
}
