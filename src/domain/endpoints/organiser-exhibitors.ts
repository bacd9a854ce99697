/**
 * The organiser's console: an event's exhibitors, their administrator and their licences.
 * Served by server/organiser/exhibitors.ts, called by the console's exhibitor screens.
 */
import * as v from 'valibot';
import { endpoint } from './define';
import { EventParams, ORGANISER } from './organiser';
import { ExhibitorInput, InviteInput, LicenceInput, OrganiserExhibitor } from '../organiser';
import { ExhibitorImportRequest } from '../exhibitor-import';
import { ImportPartAnswer } from '../table-import';

const PartnerParams = v.strictObject({ partnerId: v.pipe(v.string(), v.maxLength(100)) });
const LicenceParams = v.strictObject({ partnerId: v.pipe(v.string(), v.maxLength(100)), licenceId: v.pipe(v.string(), v.maxLength(100)) });

export const listExhibitors = endpoint({ method: 'GET', path: '/api/organiser/events/:eventId/exhibitors', params: EventParams, answer: v.array(OrganiserExhibitor), access: ORGANISER });

export const getExhibitor = endpoint({ method: 'GET', path: '/api/organiser/exhibitors/:partnerId', params: PartnerParams, answer: OrganiserExhibitor, access: ORGANISER });

export const addExhibitor = endpoint({ method: 'POST', path: '/api/organiser/events/:eventId/exhibitors', params: EventParams, body: ExhibitorInput, answer: OrganiserExhibitor, status: 201, access: ORGANISER });

/** Its name and sections; a change of sections shows in the exhibitor's audit log. */
export const changeExhibitor = endpoint({ method: 'PUT', path: '/api/organiser/exhibitors/:partnerId', params: PartnerParams, body: ExhibitorInput, answer: OrganiserExhibitor, access: ORGANISER });

/** One part of an exhibitor list: companies matched by name, administrators invited when asked. */
export const importExhibitors = endpoint({
  method: 'POST',
  path: '/api/organiser/events/:eventId/exhibitors/import',
  params: EventParams,
  body: ExhibitorImportRequest,
  answer: ImportPartAnswer,
  access: ORGANISER,
  badBody: 'import.badRequest',
  bodyLimit: 2 * 1024 * 1024,
});

/** The administrator invited by e-mail (a mail that cannot be sent: `invite.sendFailure`). */
export const inviteAdministrator = endpoint({ method: 'POST', path: '/api/organiser/exhibitors/:partnerId/invite', params: PartnerParams, body: InviteInput, answer: OrganiserExhibitor, access: ORGANISER, refusals: ['invite.sendFailure'] });

/** A new link for a licence's devices (for its card and QR code); it stays valid as long as the licence. */
export const licenceLink = endpoint({ method: 'POST', path: '/api/organiser/exhibitors/:partnerId/licences/:licenceId/link', params: LicenceParams, answer: v.object({ url: v.string() }), access: ORGANISER });

export const addLicence = endpoint({ method: 'POST', path: '/api/organiser/exhibitors/:partnerId/licences', params: PartnerParams, body: LicenceInput, answer: OrganiserExhibitor, status: 201, access: ORGANISER });
