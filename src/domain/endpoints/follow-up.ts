/**
 * The follow-up e-mail's settings for an exhibitor's administrators (the content setting): the
 * template in each language, the time of the end-of-day batch, and a preview of the mail as a
 * visitor gets it. Served by server/follow-up/routes.ts, called by src/features/follow-up.
 */
import * as v from 'valibot';
import { endpoint } from './define';
import { CONTENT_ADMIN } from '../access';
import { FollowUpLanguageParams, FollowUpPreviewInput, FollowUpSettingsInput, FollowUpTemplateInput, FollowUpTemplates } from '../follow-up';
import { LANGUAGES } from '../language';

/** Each language's template (the exhibitor's own, or the default text), the batch time and the event's time zone. */
export const followUpTemplates = endpoint({ method: 'GET', path: '/api/follow-up/templates', answer: FollowUpTemplates, access: CONTENT_ADMIN });

export const saveFollowUpTemplate = endpoint({
  method: 'PUT',
  path: '/api/follow-up/templates/:language',
  params: FollowUpLanguageParams,
  body: FollowUpTemplateInput,
  answer: v.object({ language: v.picklist(LANGUAGES), subject: v.string(), body: v.string(), custom: v.boolean() }),
  access: CONTENT_ADMIN,
});

/** Back to the default text. */
export const resetFollowUpTemplate = endpoint({ method: 'DELETE', path: '/api/follow-up/templates/:language', params: FollowUpLanguageParams, status: 204, access: CONTENT_ADMIN });

/** When the end-of-day batch goes, in the event's time zone. */
export const followUpSettings = endpoint({ method: 'PUT', path: '/api/follow-up/settings', body: FollowUpSettingsInput, answer: v.object({ batchAt: v.string() }), access: CONTENT_ADMIN });

/** The mail as a visitor would get it, for a made-up visitor and the exhibitor's public items. */
export const previewFollowUp = endpoint({ method: 'POST', path: '/api/follow-up/preview', body: FollowUpPreviewInput, answer: v.object({ subject: v.string(), html: v.string(), text: v.string() }), access: CONTENT_ADMIN });
