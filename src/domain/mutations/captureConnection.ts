/** A badge scanned or typed: makes the exhibitor's connection with the visitor, or records another meeting with them. */
import * as v from 'valibot';
import { SOURCE_TYPES } from '../connection';
import { isBadgeCode } from '../badge';
import { defineMutation, id, isoDate } from './define';

export const CaptureConnectionArgs = v.object({
  /** connectionId(partnerId, badgeCode). */
  id,
  badgeCode: v.pipe(v.string(), v.maxLength(60)),
  /** The event named by a badge QR code, when the code came from one. */
  badgeEventId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  scannedAt: isoDate,
  sourceType: v.picklist(SOURCE_TYPES),
  /** This scan's id in the connection's history of meetings (older apps sent none: the server makes one). */
  scanId: v.optional(id),
});
export type CaptureConnectionArgs = v.InferOutput<typeof CaptureConnectionArgs>;

export const captureConnection = defineMutation('captureConnection', CaptureConnectionArgs, (a) => (isBadgeCode(a.badgeCode) ? null : 'badge.invalid'));
