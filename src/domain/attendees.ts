/**
 * The visitor list (/attendees, the view-public-visitor-list setting): the event's visitors who
 * chose to be public, as GET /api/attendees pages them and GET /api/attendees/facets sums them up.
 * Only what a public list may show: name, company, job function, country, registration type and
 * whether the visitor may be asked for a meeting (contactable).
 */
import * as v from 'valibot';

/** Rows per page unless the caller asks for fewer or more (at most ATTENDEES_MAX_PAGE). */
export const ATTENDEES_PAGE = 100;
export const ATTENDEES_MAX_PAGE = 200;
/** The companies the facets name at most (the most frequent ones); typing filters any company. */
export const ATTENDEES_MAX_COMPANIES = 500;
/** Words of a search that count (the rest are ignored). */
export const ATTENDEES_MAX_WORDS = 6;
/** The longest search, and company text, a query may carry. */
export const ATTENDEES_SEARCH_MAX = 100;
export const ATTENDEES_COMPANY_MAX = 200;

export const AttendeesQuery = v.strictObject({
  /** Words that must each appear in the name, company or job function (case does not matter). */
  q: v.optional(v.pipe(v.string(), v.maxLength(ATTENDEES_SEARCH_MAX))),
  /** Part of the company's name (case does not matter). */
  company: v.optional(v.pipe(v.string(), v.maxLength(ATTENDEES_COMPANY_MAX))),
  /** A registration type, exactly as the facets give it. */
  registrationType: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** The previous page's `next`: the rows after it. */
  after: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,800}$/))),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ATTENDEES_MAX_PAGE))),
});
export type AttendeesQuery = v.InferOutput<typeof AttendeesQuery>;

export const Attendee = v.object({
  /** The visitor's user id (what a meeting request names). */
  id: v.string(),
  name: v.string(),
  company: v.nullable(v.string()),
  jobFunction: v.nullable(v.string()),
  /** As the registration list has it: mostly an ISO 3166 code. */
  country: v.nullable(v.string()),
  registrationType: v.nullable(v.string()),
  /** May be asked for a meeting (always public as well). */
  contactable: v.boolean(),
});
export type Attendee = v.InferOutput<typeof Attendee>;

/** GET /api/attendees/:id: one visitor of the list, by user id. */
export const AttendeeParams = v.strictObject({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

export const AttendeesPage = v.object({
  attendees: v.array(Attendee),
  /** How many visitors match the query in all. */
  total: v.number(),
  /** Pass as `after` for the next page; null on the last page. */
  next: v.nullable(v.string()),
});
export type AttendeesPage = v.InferOutput<typeof AttendeesPage>;

const Facet = v.object({ value: v.string(), count: v.number() });
export type AttendeeFacet = v.InferOutput<typeof Facet>;

export const AttendeeFacets = v.object({
  /** Public visitors in all. */
  total: v.number(),
  /** The most frequent companies (at most ATTENDEES_MAX_COMPANIES), by name. */
  companies: v.array(Facet),
  /** Every registration type, by name. */
  registrationTypes: v.array(Facet),
});
export type AttendeeFacets = v.InferOutput<typeof AttendeeFacets>;

/** The words of a search: at most ATTENDEES_MAX_WORDS, without empty ones. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, ATTENDEES_MAX_WORDS);
}
