/** What every conversation mutation checks first: a person (not a scan user) with the conversation section on. */
import type { Caller } from '../../auth/caller';
import { done, type Applied } from '../batch';

export function conversationRefusal(caller: Caller): Applied | null {
  if (!caller.settings.conversation) return done('noAccess', false, 'conversation.off');
  if (!caller.user || caller.isSystem) return done('noPermission', false, 'conversation.noPerson');
  return null;
}

/** The caller's display name as a member or author. */
export function personName(caller: Caller): string {
  return caller.user ? `${caller.user.first_name} ${caller.user.last_name}`.trim() : '';
}
