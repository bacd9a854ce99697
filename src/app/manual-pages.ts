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

export const MANUAL_PATH = '/manual';

export function isManualPageId(id: string | undefined): id is ManualPageId {
  return !!id && (MANUAL_PAGE_IDS as readonly string[]).includes(id);
}
