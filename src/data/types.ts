/** Shapes the server sends that the local database keeps. */
export type { SessionInfo } from '../domain/session';
