/**
 * Guests (issue #16): the customers an exhibitor invites to the show. They register on a public
 * page that a registration link opens, answer the exhibitor's registration form, may bring an
 * action code (a free ticket), and confirm their e-mail address by a mailed link (double opt-in)
 * before their badge is sent. One definition of every rule, for the admin screens and the server.
 */
import * as v from 'valibot';
import { QUESTION_TYPES, otherNames, questionName } from './question';
import { isEmail } from './validators';
import { REGISTRATION_STATES, ATTENDANCE_STATES, type AttendanceState } from './team';
import type { RegistrationAnswer } from './connection';

// ---- Registration links ------------------------------------------------------------------------

export const LINK_NAME_MAX = 100;
export const LINK_DESCRIPTION_MAX = 1000;
export const REGISTRATION_TYPE_MAX = 60;
/** The registration type a link gives when the administrator names none. */
export const DEFAULT_REGISTRATION_TYPE = 'visitor';

const registrationType = v.pipe(v.string(), v.trim(), v.minLength(1, 'guests.typeRequired'), v.maxLength(REGISTRATION_TYPE_MAX, 'guests.typeTooLong'));

export const LinkInput = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'guests.link.nameRequired'), v.maxLength(LINK_NAME_MAX, 'guests.link.nameTooLong')),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(LINK_DESCRIPTION_MAX, 'guests.link.descriptionTooLong')), ''),
  registrationType: v.optional(registrationType, DEFAULT_REGISTRATION_TYPE),
  /** Only guests with an action code of this exhibitor may register through the link. */
  codeRequired: v.optional(v.boolean(), false),
});
export type LinkInput = v.InferOutput<typeof LinkInput>;

export const RegistrationLink = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  registrationType: v.string(),
  codeRequired: v.boolean(),
  /** The public page's address. */
  url: v.string(),
  /** Guests who registered (or are confirming) through it. */
  registrations: v.number(),
  createdAt: v.string(),
});
export type RegistrationLink = v.InferOutput<typeof RegistrationLink>;

/** The public address of a registration link. */
export function registrationUrl(publicUrl: string, slug: string): string {
  return `${publicUrl.replace(/\/$/, '')}/r/${slug}`;
}

// ---- Registration form ---------------------------------------------------------------------------

export const FORM_QUESTION_LIMIT = 20;
export const FORM_OPTION_LIMIT = 50;
/** Free text answers (open questions, 'other') are at most this long. */
export const FORM_TEXT_MAX = 500;

export const FormOptionInput = v.strictObject({
  /** An option kept from before; absent for a new one. */
  id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
  name: questionName,
  names: v.optional(otherNames),
});

export const FormQuestionInput = v.pipe(
  v.strictObject({
    id: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
    name: questionName,
    names: v.optional(otherNames),
    type: v.picklist(QUESTION_TYPES, 'question.typeInvalid'),
    allowOther: v.boolean(),
    required: v.boolean(),
    options: v.pipe(v.array(FormOptionInput), v.maxLength(FORM_OPTION_LIMIT, 'question.tooManyOptions')),
  }),
  v.check((q) => q.type === 'open' || q.options.length > 0, 'question.optionsRequired'),
  v.check((q) => q.type !== 'open' || q.options.length === 0, 'question.openHasNoOptions'),
  v.check((q) => new Set(q.options.map((o) => o.name.toLowerCase())).size === q.options.length, 'question.optionTwice'),
);
export type FormQuestionInput = v.InferOutput<typeof FormQuestionInput>;

export const RegistrationFormInput = v.strictObject({
  questions: v.pipe(v.array(FormQuestionInput), v.maxLength(FORM_QUESTION_LIMIT, 'guests.form.tooMany')),
});
export type RegistrationFormInput = v.InferOutput<typeof RegistrationFormInput>;

/** A question of the registration form as it is kept and shown. */
const Names = v.record(v.string(), v.string());
export const FormQuestion = v.object({
  id: v.string(),
  name: v.string(),
  names: Names,
  type: v.picklist(QUESTION_TYPES),
  allowOther: v.boolean(),
  required: v.boolean(),
  options: v.array(v.object({ id: v.string(), name: v.string(), names: Names })),
});
export type FormQuestion = v.InferOutput<typeof FormQuestion>;

/** What a guest gave for one question: chosen option ids and the free (or 'other') text. */
export interface FormAnswer {
  choices: string[];
  text: string;
}

/**
 * Checks a guest's answers against the form. Returns an error key per question id, and the answers
 * as the registration record keeps them (the question and choice names in the default language,
 * 'other' text after the choices), in the form's order; unanswered optional questions are left out.
 */
export function checkAnswers(questions: readonly FormQuestion[], given: Readonly<Record<string, FormAnswer | undefined>>): { errors: Record<string, string>; answers: RegistrationAnswer[] } {
  const errors: Record<string, string> = {};
  const answers: RegistrationAnswer[] = [];
  for (const q of questions) {
    const a = given[q.id] ?? { choices: [], text: '' };
    const text = a.text.trim();
    const choices = [...new Set(a.choices)];
    if (text.length > FORM_TEXT_MAX) {
      errors[q.id] = 'guests.answer.tooLong';
      continue;
    }
    if (q.type === 'open') {
      if (!text) {
        if (q.required) errors[q.id] = 'guests.answer.required';
        continue;
      }
      answers.push({ question: q.name, answer: text });
      continue;
    }
    const known = new Map(q.options.map((o) => [o.id, o.name]));
    if (choices.some((c) => !known.has(c))) {
      errors[q.id] = 'guests.answer.unknownChoice';
      continue;
    }
    if (q.type !== 'checkbox' && choices.length + (text ? 1 : 0) > 1) {
      errors[q.id] = 'guests.answer.oneChoice';
      continue;
    }
    if (text && !q.allowOther) {
      errors[q.id] = 'guests.answer.unknownChoice';
      continue;
    }
    if (!choices.length && !text) {
      if (q.required) errors[q.id] = 'guests.answer.required';
      continue;
    }
    answers.push({ question: q.name, answer: [...choices.map((c) => known.get(c)!), ...(text ? [text] : [])].join(', ') });
  }
  return { errors, answers };
}

// ---- Action codes --------------------------------------------------------------------------------

export const ACTION_CODE_KINDS = ['limited', 'unlimited'] as const;
export type ActionCodeKind = (typeof ACTION_CODE_KINDS)[number];
/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
export const ACTION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ACTION_CODE_LENGTH = 8;
export const ACTION_CODE_TOTAL_MAX = 100_000;
export const ACTION_CODE_BATCH_MAX = 500;
export const ACTION_CODE_PREFIX_MAX = 10;
const ACTION_CODE_PATTERN = /^[A-Z0-9-]{4,40}$/;

/** A code as typed (any case, spaces) in the form it is kept. */
export function normalizeActionCode(input: string): string {
  return input.trim().toUpperCase().replace(/\s+/g, '');
}

export function isActionCode(code: string): boolean {
  return ACTION_CODE_PATTERN.test(code);
}

/** A new code from random bytes (one byte a character), after an optional prefix. */
export function actionCodeFromBytes(bytes: Uint8Array, prefix = ''): string {
  let code = '';
  for (let i = 0; i < ACTION_CODE_LENGTH; i++) code += ACTION_CODE_ALPHABET[bytes[i]! % ACTION_CODE_ALPHABET.length];
  return prefix ? `${prefix}-${code}` : code;
}

const codeName = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'guests.code.nameTooLong')), '');
const codeTotal = v.optional(
  v.nullable(v.pipe(v.number('guests.code.totalInvalid'), v.integer('guests.code.totalInvalid'), v.minValue(1, 'guests.code.totalInvalid'), v.maxValue(ACTION_CODE_TOTAL_MAX, 'guests.code.totalInvalid'))),
  null,
);
/** A limited code needs its total. */
const hasTotal = (c: { kind: ActionCodeKind; total: number | null }) => c.kind === 'unlimited' || c.total !== null;

export const ActionCodeInput = v.pipe(
  v.strictObject({
    /** Absent: a new code is made. */
    code: v.optional(
      v.pipe(v.string(), v.transform(normalizeActionCode), v.check((c) => c === '' || isActionCode(c), 'guests.code.codeInvalid')),
      '',
    ),
    name: codeName,
    kind: v.picklist(ACTION_CODE_KINDS, 'guests.code.kindInvalid'),
    total: codeTotal,
    distributed: v.optional(v.boolean(), false),
  }),
  v.forward(v.check((c) => hasTotal(c), 'guests.code.totalRequired'), ['total']),
);
export type ActionCodeInput = v.InferOutput<typeof ActionCodeInput>;

export const ActionCodeBatchInput = v.pipe(
  v.strictObject({
    name: codeName,
    count: v.pipe(v.number('guests.code.countInvalid'), v.integer('guests.code.countInvalid'), v.minValue(1, 'guests.code.countInvalid'), v.maxValue(ACTION_CODE_BATCH_MAX, 'guests.code.countInvalid')),
    prefix: v.optional(
      v.pipe(v.string(), v.transform(normalizeActionCode), v.check((p) => /^[A-Z0-9]{0,10}$/.test(p), 'guests.code.prefixInvalid')),
      '',
    ),
    kind: v.picklist(ACTION_CODE_KINDS, 'guests.code.kindInvalid'),
    total: codeTotal,
  }),
  v.forward(v.check((c) => hasTotal(c), 'guests.code.totalRequired'), ['total']),
);
export type ActionCodeBatchInput = v.InferOutput<typeof ActionCodeBatchInput>;

export const ActionCode = v.object({
  id: v.string(),
  code: v.string(),
  name: v.string(),
  kind: v.picklist(ACTION_CODE_KINDS),
  /** null: unlimited. */
  total: v.nullable(v.number()),
  used: v.number(),
  distributed: v.boolean(),
  createdAt: v.string(),
});
export type ActionCode = v.InferOutput<typeof ActionCode>;

/** How many more registrations a code takes (null: no limit). */
export function codeRemaining(code: Pick<ActionCode, 'total' | 'used'>): number | null {
  return code.total === null ? null : Math.max(0, code.total - code.used);
}

// ---- Registrants ---------------------------------------------------------------------------------

/** Attendance: seen by the event's check-in; not seen once the event is over; else not known yet. */
export function guestAttendance(checkedIn: boolean, eventEnded: boolean): AttendanceState | null {
  if (checkedIn) return 'show';
  return eventEnded ? 'noShow' : null;
}

export const GUEST_PAGE = 50;
export const GuestQuery = v.strictObject({
  q: v.optional(v.pipe(v.string(), v.maxLength(100))),
  state: v.optional(v.picklist(REGISTRATION_STATES)),
  attendance: v.optional(v.picklist([...ATTENDANCE_STATES, 'unknown'] as const)),
  type: v.optional(v.pipe(v.string(), v.maxLength(REGISTRATION_TYPE_MAX))),
  link: v.optional(v.pipe(v.string(), v.maxLength(100))),
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/))),
});
export type GuestQuery = v.InferOutput<typeof GuestQuery>;

export const Registrant = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  company: v.string(),
  registrationType: v.string(),
  state: v.picklist(REGISTRATION_STATES),
  attendance: v.nullable(v.picklist(ATTENDANCE_STATES)),
  /** The link the guest came through, if any. */
  linkId: v.nullable(v.string()),
  /** What the guest came through: the link's name, or 'invitation'. */
  source: v.string(),
  actionCode: v.nullable(v.string()),
  createdAt: v.string(),
});
export type Registrant = v.InferOutput<typeof Registrant>;

export const RegistrantPage = v.object({
  registrants: v.array(Registrant),
  total: v.number(),
  next: v.nullable(v.number()),
  /** The registration types a registrant may be given (the event's, and this exhibitor's links'). */
  types: v.array(v.string()),
});
export type RegistrantPage = v.InferOutput<typeof RegistrantPage>;

export const InviteGuestInput = v.strictObject({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.check(isEmail, 'guests.emailInvalid')),
  firstName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, 'guests.nameTooLong')), ''),
  lastName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80, 'guests.nameTooLong')), ''),
  registrationType: v.optional(registrationType, DEFAULT_REGISTRATION_TYPE),
});
export type InviteGuestInput = v.InferOutput<typeof InviteGuestInput>;

export const RegistrationTypeInput = v.strictObject({ registrationType });
export const HoldInput = v.strictObject({ hold: v.boolean() });

/** A guest's registration on the public page: the fields every form has. */
export const GUEST_NAME_MAX = 80;
export const GUEST_COMPANY_MAX = 120;
/** A pending confirmation or invitation link is good for this long. */
export const CONFIRMATION_DAYS = 7;
export const INVITATION_DAYS = 30;
/** The consent's source of a guest who registered through an exhibitor's mailed invitation. */
export const INVITATION_SOURCE = 'invitation';

export interface GuestFields {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
}

/** Checks the fixed fields of the public form; error keys by field. */
export function checkGuestFields(f: GuestFields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!f.firstName.trim()) errors.firstName = 'guests.firstNameRequired';
  else if (f.firstName.trim().length > GUEST_NAME_MAX) errors.firstName = 'guests.nameTooLong';
  if (!f.lastName.trim()) errors.lastName = 'guests.lastNameRequired';
  else if (f.lastName.trim().length > GUEST_NAME_MAX) errors.lastName = 'guests.nameTooLong';
  if (!isEmail(f.email.trim())) errors.email = 'guests.emailInvalid';
  if (f.company.trim().length > GUEST_COMPANY_MAX) errors.company = 'guests.companyTooLong';
  return errors;
}
