/**
 * The screens that exist, by route id, each its own chunk. A route of the table without an entry
 * here renders the not-found page. Keep `screen: true` in routes.ts in step (a test checks it).
 */
import type { ComponentType } from 'react';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  login: () => import('../features/login/LoginPage'),
};
