/**
 * The exhibitor's guests (issue #16), for its administrators: registrants, registration links, the
 * registration form and action codes, each behind its setting and the invite setting over them all
 * (SPEC section 6). Changing is for people: a system user (an integration) may read, not change.
 * Served by server/guests/routes.ts, called by src/features/guests.
 */
import * as v from 'valibot';
import { endpoint } from './define';
import type { Access } from '../access';
import {
  ActionCode,
  ActionCodeBatchInput,
  ActionCodeInput,
  FormQuestion,
  GuestQuery,
  HoldInput,
  InviteGuestInput,
  LinkInput,
  Registrant,
  RegistrantPage,
  RegistrationFormInput,
  RegistrationLink,
  RegistrationTypeInput,
} from '../guests';
import { REGISTRATION_STATES } from '../team';

type GuestSetting = 'visitor' | 'visitorRegistration' | 'surveyCustomization' | 'actionCode';

/** An administrator, with the invite setting and the part's own on; `people`: not a system user. */
function guests(setting: GuestSetting, people = false): Access {
  return { modes: ['partner', 'staff'], anyPermission: ['admin'], setting: ['invite', setting], ...(people ? { people: true as const } : {}) };
}

const IdParams = v.strictObject({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

// ---- Registrants: searched and filtered on the server, a page at a time --------------------------

export const listRegistrants = endpoint({ method: 'GET', path: '/api/guests', query: GuestQuery, answer: RegistrantPage, access: guests('visitor') });

/** Every registrant the filters match, for the export (the app writes the file). */
export const allRegistrants = endpoint({ method: 'GET', path: '/api/guests/all', query: GuestQuery, answer: v.object({ registrants: v.array(Registrant), total: v.number() }), access: guests('visitor') });

/** A guest invited by e-mail: they register through the mailed link. */
export const inviteGuest = endpoint({
  method: 'POST',
  path: '/api/guests/invite',
  body: InviteGuestInput,
  answer: Registrant,
  status: 201,
  access: guests('visitor', true),
  refusals: ['guests.eventEnded', 'guests.alreadyRegistered'],
});

/** The mail the registration's state calls for, again: the badge, the invitation or the confirmation link. */
export const resendGuestMail = endpoint({
  method: 'POST',
  path: '/api/guests/:id/resend',
  params: IdParams,
  answer: v.object({ sent: v.picklist(['badge', 'invite', 'confirm']) }),
  access: guests('visitor', true),
  refusals: ['guests.notFound', 'guests.onHold'],
});

export const setRegistrationType = endpoint({
  method: 'PUT',
  path: '/api/guests/:id/registration-type',
  params: IdParams,
  body: RegistrationTypeInput,
  answer: v.object({ registrationType: v.string() }),
  access: guests('visitor', true),
  refusals: ['guests.notFound'],
});

/** A confirmed registration held (its badge leaves the scanners' directory) or released. */
export const holdRegistration = endpoint({
  method: 'PUT',
  path: '/api/guests/:id/hold',
  params: IdParams,
  body: HoldInput,
  answer: v.object({ state: v.picklist(REGISTRATION_STATES) }),
  access: guests('visitor', true),
  refusals: ['guests.notFound', 'guests.notRegistered'],
});

// ---- Registration links --------------------------------------------------------------------------

/** The links, and the registration types a link may give. */
export const listLinks = endpoint({ method: 'GET', path: '/api/guests/links', answer: v.object({ links: v.array(RegistrationLink), types: v.array(v.string()) }), access: guests('visitorRegistration') });

export const addLink = endpoint({ method: 'POST', path: '/api/guests/links', body: LinkInput, answer: RegistrationLink, status: 201, access: guests('visitorRegistration', true) });

export const changeLink = endpoint({ method: 'PUT', path: '/api/guests/links/:id', params: IdParams, body: LinkInput, answer: RegistrationLink, access: guests('visitorRegistration', true), refusals: ['guests.link.notFound'] });

/** Kept, marked deleted: its guests still say where they came from; its page stops taking registrations. */
export const removeLink = endpoint({ method: 'DELETE', path: '/api/guests/links/:id', params: IdParams, status: 204, access: guests('visitorRegistration', true), refusals: ['guests.link.notFound'] });

// ---- The registration form -----------------------------------------------------------------------

const Form = v.object({ questions: v.array(FormQuestion) });

/** The form's questions, and the address of a link's page to preview it on (none without a link). */
export const getForm = endpoint({ method: 'GET', path: '/api/guests/form', answer: v.object({ ...Form.entries, previewUrl: v.nullable(v.string()) }), access: guests('surveyCustomization') });

/** The form saved as a whole: questions and options kept keep their ids. */
export const saveForm = endpoint({ method: 'PUT', path: '/api/guests/form', body: RegistrationFormInput, answer: Form, access: guests('surveyCustomization', true) });

// ---- Action codes --------------------------------------------------------------------------------

export const listCodes = endpoint({ method: 'GET', path: '/api/guests/codes', answer: v.object({ codes: v.array(ActionCode) }), access: guests('actionCode') });

/** One code, typed or made up; a code taken at the event is refused on its field ('guests.code.taken'). */
export const addCode = endpoint({ method: 'POST', path: '/api/guests/codes', body: ActionCodeInput, answer: ActionCode, status: 201, access: guests('actionCode', true) });

/** Many codes made up at once, with a prefix of the exhibitor's choosing. */
export const addCodes = endpoint({ method: 'POST', path: '/api/guests/codes/batch', body: ActionCodeBatchInput, answer: v.object({ codes: v.array(ActionCode) }), status: 201, access: guests('actionCode', true) });

/** A code changed: its text only while nobody used it, its total never below its uses (refused on the field). */
export const changeCode = endpoint({ method: 'PUT', path: '/api/guests/codes/:id', params: IdParams, body: ActionCodeInput, answer: ActionCode, access: guests('actionCode', true), refusals: ['guests.code.notFound'] });

/** An unused code deleted (a used one stays: guests registered with it). */
export const removeCode = endpoint({ method: 'DELETE', path: '/api/guests/codes/:id', params: IdParams, status: 204, access: guests('actionCode', true), refusals: ['guests.code.notFound', 'guests.code.inUse'] });
