/**
 * The organiser's visitor list (issue #29): one event's visitors, searched and paged on the
 * server, each one edited, added or removed, and badges printed for one or a chosen few. Shared by
 * the console's form and the server's routes, so both check the same rules and name the same
 * errors (translated under `organiser:visitor.*`). A visitor is a person registered for the event
 * who is neither a system account nor a member of an exhibitor's team (those are the exhibitor's,
 * not visitors: they are not counted or printed).
 */
import * as v from 'valibot';
import { isEmail } from './validators';

/** Rows in one page of the list (and at most this many asked for). */
export const VISITOR_PAGE = 50;
/** At most this many badges chosen for one PDF. */
export const CHOSEN_BADGES_MAX = 200;

export const VisitorListQuery = v.strictObject({
  /** Words that must each be in the name, company, e-mail address or badge code. */
  q: v.optional(v.pipe(v.string(), v.maxLength(200))),
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,7}$/))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/))),
});
export type VisitorListQuery = v.InferOutput<typeof VisitorListQuery>;

/** The fields the console edits, in the order its form shows them. */
export const VISITOR_FORM_FIELDS = ['firstname', 'lastname', 'company', 'email', 'jobfunction', 'phone1', 'city', 'country', 'registrationtype'] as const;
export type VisitorFormField = (typeof VISITOR_FORM_FIELDS)[number];

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, 'visitor.tooLong'));

/** A visitor as the organiser enters one (POST …/visitors, PUT …/visitors/:visitorId). */
export const VisitorInput = v.pipe(
  v.strictObject({
    firstname: text(100),
    lastname: text(100),
    company: text(200),
    email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(200, 'visitor.tooLong'), v.check((s) => s === '' || isEmail(s), 'visitor.emailInvalid')),
    jobfunction: text(200),
    phone1: text(50),
    city: text(100),
    country: text(100),
    registrationtype: text(100),
    /** Shown in the event's public visitor list. */
    public: v.boolean(),
    /** Other visitors may contact them (only a public visitor may be contactable). */
    contactable: v.boolean(),
  }),
  v.forward(
    v.check((x) => x.firstname !== '' || x.lastname !== '', 'visitor.nameRequired'),
    ['lastname'],
  ),
  v.forward(
    v.check((x) => !x.contactable || x.public, 'visitor.contactableNeedsPublic'),
    ['contactable'],
  ),
);
export type VisitorInput = v.InferOutput<typeof VisitorInput>;

/** Badge PDFs of chosen visitors (POST …/badges.pdf). */
export const ChosenBadges = v.strictObject({
  ids: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(100))), v.minLength(1), v.maxLength(CHOSEN_BADGES_MAX)),
});

/** One visitor as the list shows it. */
export const OrganiserVisitor = v.object({
  id: v.string(),
  badgeCode: v.string(),
  ...(Object.fromEntries(VISITOR_FORM_FIELDS.map((f) => [f, v.string()])) as Record<VisitorFormField, v.StringSchema<undefined>>),
  public: v.boolean(),
  contactable: v.boolean(),
  /** registered, invited, pendingConfirmation, … */
  registrationState: v.string(),
  /** How many exhibitors hold the visitor as a lead (a visitor with leads is not removed here). */
  leads: v.number(),
});
export type OrganiserVisitor = v.InferOutput<typeof OrganiserVisitor>;

export const VisitorPage = v.object({
  /** How many visitors match the search. */
  total: v.number(),
  offset: v.number(),
  visitors: v.array(OrganiserVisitor),
});
export type VisitorPage = v.InferOutput<typeof VisitorPage>;

export const EMPTY_VISITOR: VisitorInput = {
  firstname: '',
  lastname: '',
  company: '',
  email: '',
  jobfunction: '',
  phone1: '',
  city: '',
  country: '',
  registrationtype: '',
  public: false,
  contactable: false,
};
