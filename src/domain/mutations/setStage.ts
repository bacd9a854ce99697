/** A new entry of a connection's stage history (append-only; the latest entry is the stage). */
import * as v from 'valibot';
import { CONNECTION_STAGES, validateStage } from '../connection';
import { defineMutation, id, isoDate } from './define';

export const SetStageArgs = v.object({
  id,
  connectionId: id,
  stage: v.picklist(CONNECTION_STAGES),
  comment: v.pipe(v.string(), v.maxLength(1000)),
  createdAt: isoDate,
});
export type SetStageArgs = v.InferOutput<typeof SetStageArgs>;

export const setStage = defineMutation('setStage', SetStageArgs, (a) => validateStage(a.stage));
