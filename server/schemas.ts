/** JSON schemas shared by routes. */
export const apiErrorSchema = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' }, message: { type: 'string' } },
} as const;

/** Declared on every route that answers errors itself. */
export const errorResponses = { '4xx': apiErrorSchema } as const;
