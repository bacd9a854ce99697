/** A timeslot of the caller's, new or moved: on a show day, within one day, not over their others (SPEC section 5), not over already, at the booth within the show's hours. */
import { checkTimeslot } from '../../../src/domain/meeting';
import { done, type MutationHandler } from '../batch';
import { conversationRefusal } from './conversation-rules';
import { writeTimeslots } from '../../conversations/writes';

export const setTimeslot: MutationHandler<'setTimeslot'> = {
  needs(a, needs) {
    needs.conv.timeslots.add(a.id);
  },
  start({ caller, partnerId, known }) {
    const event = caller.event;
    return {
      decide(a) {
        const refused = conversationRefusal(caller);
        if (refused) return refused;
        if (a.kind === 'online' && !caller.settings.online) return done('noAccess', false, 'conversation.onlineOff');
        const own = known.conv.timeslots;
        const existing = own.get(a.id);
        if (existing && existing.userId !== caller.user!.id) return done('noAccess', false);
        const others = [...own.entries()].filter(([id, s]) => id !== a.id && !s.deleted && s.userId === caller.user!.id).map(([, s]) => ({ start: s.startsAt, end: s.endsAt }));
        const error = checkTimeslot({ start: a.startsAt, end: a.endsAt }, others, event.timezone, { startsAt: event.starts_at.toISOString(), endsAt: event.ends_at.toISOString() }, { now: Date.now(), kind: a.kind });
        if (error) return done('invalid', false, error);
        own.set(a.id, { userId: caller.user!.id, kind: a.kind, startsAt: a.startsAt, endsAt: a.endsAt, deleted: false });
        known.conv.slotWrites.add(a.id);
        return done('completed', true);
      },
      async write(tx, version) {
        await writeTimeslots(tx, version, partnerId, known.conv);
      },
    };
  },
};
