/** Who manages the exhibitor's content: its administrators, with the content setting on (SPEC section 2). */
export const CONTENT_ADMIN = { modes: ['partner', 'staff'] as const, anyPermission: ['admin' as const], setting: 'content' as const };
