import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { bookedMembers, isNotificationType, isRefusal, meetingStep, NotificationRow, type MeetingSnapshot, type MeetingStep } from './conversation';

const meeting = (over: Partial<MeetingSnapshot> = {}): MeetingSnapshot => ({
  state: 'invited',
  startsAt: '2026-11-27T10:00:00.000Z',
  endsAt: '2026-11-27T10:30:00.000Z',
  sequence: 0,
  proposed: null,
  members: [
    { memberId: 'sam', role: 'organizer', response: 'accepted' },
    { memberId: 'robin', role: 'participant', response: 'invited' },
    { memberId: 'vera', role: 'participant', response: 'invited' },
  ],
  ...over,
});
const step = (s: MeetingStep | string): MeetingStep => {
  if (isRefusal(s as never)) throw new Error(`refused: ${String(s)}`);
  return s as MeetingStep;
};

describe('the meeting state machine', () => {
  it('is accepted once one participant accepts, and books the organizer and those who accepted', () => {
    const next = step(meetingStep(meeting(), 'robin', 'accept')).next;
    expect(next.state).toBe('accepted');
    expect(bookedMembers(next)).toEqual(['sam', 'robin']);
    expect(meetingStep(meeting(), 'sam', 'accept')).toBe('meeting.notAllowed');
    expect(meetingStep(meeting(), 'nobody', 'accept')).toBe('meeting.notMember');
  });

  it('is declined only when every participant declined, and a pending proposal goes with it', () => {
    const proposed = meeting({ proposed: { startsAt: '2026-11-27T14:00:00.000Z', endsAt: '2026-11-27T14:30:00.000Z', by: 'vera' } });
    const one = step(meetingStep(proposed, 'robin', 'decline'));
    expect(one.next.state).toBe('invited');
    expect(one.next.proposed).not.toBeNull();
    const both = step(meetingStep(one.next, 'vera', 'decline'));
    expect(both.next.state).toBe('declined');
    expect(both.next.proposed).toBeNull();
    expect(both.calendarChanged).toBe(true);
    expect(meetingStep(both.next, 'robin', 'accept')).toBe('meeting.ended');
  });

  it('moves to a proposed time once another member accepts it; the proposer cannot accept their own', () => {
    const proposed = step(meetingStep(meeting(), 'robin', 'propose', { startsAt: '2026-11-27T14:00:00.000Z', endsAt: '2026-11-27T14:30:00.000Z' })).next;
    expect(meetingStep(proposed, 'robin', 'acceptTime')).toBe('meeting.ownProposal');
    const moved = step(meetingStep(proposed, 'sam', 'acceptTime'));
    expect(moved.next).toMatchObject({ state: 'accepted', startsAt: '2026-11-27T14:00:00.000Z', proposed: null });
    expect(moved.line).toBe('timeAccepted');
  });

  it('is cancelled by the organizer only', () => {
    expect(meetingStep(meeting(), 'robin', 'cancel')).toBe('meeting.notAllowed');
    expect(step(meetingStep(meeting(), 'sam', 'cancel')).next.state).toBe('cancelled');
  });
});

describe('notifications on the wire', () => {
  it("take a type a newer server added, so an older app's pull is not refused (it labels it generally)", () => {
    const row = { id: 'n1', conversationId: 'c1', type: 'someNewKind', createdAt: '2026-11-25T10:00:00.000Z', read: false, version: 1 };
    expect(v.safeParse(NotificationRow, row).success).toBe(true);
    expect(isNotificationType('someNewKind')).toBe(false);
    expect(isNotificationType('timeProposed')).toBe(true);
  });
});
