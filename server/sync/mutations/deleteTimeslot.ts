/** Takes back one of the caller's timeslots (meetings agreed in it stay). */
import { done, type MutationHandler } from '../batch';
import { conversationRefusal } from './conversation-rules';
import { writeTimeslots } from '../../conversations/writes';

export const deleteTimeslot: MutationHandler<'deleteTimeslot'> = {
  needs(a, needs) {
    needs.conv.timeslots.add(a.id);
  },
  start({ caller, partnerId, known }) {
    return {
      decide(a) {
        const refused = conversationRefusal(caller);
        if (refused) return refused;
        const slot = known.conv.timeslots.get(a.id);
        if (!slot || slot.userId !== caller.user!.id) return done('noAccess', false);
        if (slot.deleted) return done('completed', false);
        slot.deleted = true;
        known.conv.slotWrites.add(a.id);
        return done('completed', true);
      },
      async write(tx, version) {
        await writeTimeslots(tx, version, partnerId, known.conv);
      },
    };
  },
};
