/**
 * The organiser's console: the event's programme (src/domain/activity.ts). Served by
 * server/organiser/activities.ts, called by src/features/organiser/ProgrammePage.tsx. An activity
 * outside the event's days is refused on its field (`activity.outsideEvent`).
 */
import * as v from 'valibot';
import { endpoint } from './define';
import { EventParams, ORGANISER } from './organiser';
import { Activity, ActivityInput } from '../activity';

const ActivityParams = v.strictObject({ activityId: v.pipe(v.string(), v.maxLength(100)) });

/** The programme in time order. */
export const listActivities = endpoint({ method: 'GET', path: '/api/organiser/events/:eventId/activities', params: EventParams, answer: v.array(Activity), access: ORGANISER });

export const addActivity = endpoint({ method: 'POST', path: '/api/organiser/events/:eventId/activities', params: EventParams, body: ActivityInput, answer: Activity, status: 201, access: ORGANISER });

export const changeActivity = endpoint({ method: 'PUT', path: '/api/organiser/activities/:activityId', params: ActivityParams, body: ActivityInput, answer: Activity, access: ORGANISER });

export const removeActivity = endpoint({ method: 'DELETE', path: '/api/organiser/activities/:activityId', params: ActivityParams, status: 204, access: ORGANISER });
