/**
 * What a meeting (or any conversation) is called for the person looking at it: its own subject,
 * or, when it has none, "Meeting with <the others>" in the user's language. The agenda, the
 * messages and the notifications title the same conversation the same way with it.
 *
 * A visitor's booking (/book/<exhibitor>) has no subject of its own: the server stores "Meeting
 * with <the booker>" in the language of the booking page (server/agenda/routes.ts), which need
 * not be the reader's. It is the only meeting whose organizer is not one of the exhibitor's
 * people (the app's requestMeeting makes the caller, staff, the organizer), so such a meeting's
 * stored subject is never shown as it is.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/AppContext';
import type { ConversationRow, MemberRow } from '../../domain/conversation';

interface Titled {
  kind: ConversationRow['kind'];
  subject: string;
  members: ReadonlyArray<Pick<MemberRow, 'memberId' | 'userId' | 'name' | 'role' | 'staff'>>;
}

/** The members other than `userId` (the person looking). */
export function othersOf<M extends Pick<MemberRow, 'memberId' | 'userId'>>(members: ReadonlyArray<M>, userId: string): M[] {
  return members.filter((m) => m.memberId !== userId && m.userId !== userId);
}

/** The other members' names, joined ('Someone' for a member without one); '' when there are none. */
export function otherNames(members: ReadonlyArray<Pick<MemberRow, 'memberId' | 'userId' | 'name'>>, userId: string, t: TFunction): string {
  return othersOf(members, userId)
    .map((m) => m.name.trim() || t('agenda:meeting.someone'))
    .join(', ');
}

/** A visitor's booking: a meeting organised by someone who is not one of the exhibitor's people. */
export function isBooking(c: Pick<Titled, 'kind' | 'members'>): boolean {
  return c.kind === 'meeting' && c.members.some((m) => m.role === 'organizer' && !m.staff);
}

/** The subject the conversation was given, or '' (none, or a booking's automatic one). */
export function ownSubject(c: Titled): string {
  return isBooking(c) ? '' : c.subject.trim();
}

/** The subject, or "Meeting with <the others>", or "Meeting". */
export function meetingTitle(c: Titled, userId: string, t: TFunction): string {
  const subject = ownSubject(c);
  if (subject) return subject;
  const names = otherNames(c.members, userId, t);
  return names ? t('agenda:meeting.with', { name: names }) : t('agenda:meeting.untitled');
}

/** `meetingTitle` for the signed-in user, in the current language. */
export function useMeetingTitle(): (c: Titled) => string {
  const { t } = useTranslation('agenda');
  const { info } = useApp();
  const me = info?.user?.id ?? '';
  return (c) => meetingTitle(c, me, t);
}
