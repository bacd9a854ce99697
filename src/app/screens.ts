/**
 * The screens that exist, by route id, each its own chunk. A route of the table without an entry
 * here renders the not-found page. Keep `screen: true` in routes.ts in step (a test checks it).
 */
import type { ComponentType } from 'react';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  login: () => import('../features/login/LoginPage'),
  'finalize-login': () => import('../features/login/FinalizeLoginPage'),
  'request-login': () => import('../features/login/RequestLoginPage'),
  'partner-link': () => import('../features/login/LinkEntryPage'),
  'staff-link': () => import('../features/login/LinkEntryPage'),
  'scan-link': () => import('../features/login/LinkEntryPage'),
  'token-link': () => import('../features/login/LinkEntryPage'),
  'lite-scan': () => import('../features/login/LinkEntryPage'),
  'connections-list': () => import('../features/connections/list/ConnectionListPage'),
  'connection-details': () => import('../features/connections/detail/ConnectionDetailPage'),
  'connection-stage': () => import('../features/connections/detail/ConnectionDetailPage'),
  'connection-notes': () => import('../features/connections/detail/ConnectionDetailPage'),
  'connection-questions': () => import('../features/connections/detail/ConnectionDetailPage'),
  'connection-content': () => import('../features/connections/detail/ConnectionDetailPage'),
  'connection-content-detail': () => import('../features/connections/detail/ConnectionDetailPage'),
  'connection-registration-questions': () => import('../features/connections/detail/ConnectionDetailPage'),
};
