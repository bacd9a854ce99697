/**
 * The organiser's console: the event's shop, its badge types (src/domain/shop.ts). Served by
 * server/organiser/shop.ts, called by src/features/organiser/OrganiserShopPage.tsx.
 */
import * as v from 'valibot';
import { endpoint } from './define';
import { EventParams, ORGANISER } from './organiser';
import { BadgeType, BadgeTypeInput } from '../shop';

const BadgeTypeParams = v.strictObject({ badgeTypeId: v.pipe(v.string(), v.maxLength(100)) });

/** The event's badge types, cheapest first. */
export const listBadgeTypes = endpoint({ method: 'GET', path: '/api/organiser/events/:eventId/badge-types', params: EventParams, answer: v.array(BadgeType), access: ORGANISER });

/** A badge type added; its name is one of the event's once (`badgeType.nameTaken` on the field). */
export const addBadgeType = endpoint({ method: 'POST', path: '/api/organiser/events/:eventId/badge-types', params: EventParams, body: BadgeTypeInput, answer: BadgeType, status: 201, access: ORGANISER });

export const changeBadgeType = endpoint({ method: 'PUT', path: '/api/organiser/badge-types/:badgeTypeId', params: BadgeTypeParams, body: BadgeTypeInput, answer: BadgeType, access: ORGANISER });

/** Removed, unless an order or a grant names it. */
export const removeBadgeType = endpoint({ method: 'DELETE', path: '/api/organiser/badge-types/:badgeTypeId', params: BadgeTypeParams, status: 204, access: ORGANISER, refusals: ['badgeType.inUse'] });
