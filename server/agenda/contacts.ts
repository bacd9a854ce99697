/**
 * Connection requests seen from outside the app: the mail that asks the visitor, and their answer
 * through its link (accepted or declined, once), which the requester sees as a system line and,
 * when accepted, a notification.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { JobHandler } from '../jobs/runner';
import { nextVersion } from '../sync/apply';
import { addMessage, markNew, notifyMembers } from '../conversations/writes';
import { layout, mailTexts } from '../mail/templates';
import { newMemberLink } from './meetings';
import { connectionId } from '../../src/domain/connection';
import { partnerLicensed } from '../connections/visibility';

type Db = Kysely<DB> | Transaction<DB>;

export interface LoadedContact {
  id: string;
  partnerId: string;
  partnerName: string;
  eventName: string;
  applicationColor: string;
  message: string;
  requester: { name: string };
  visitor: { memberId: string; name: string; email: string | null; language: string; response: 'invited' | 'accepted' | 'declined' };
}

export async function loadContact(db: Db, conversationId: string, lock = false): Promise<LoadedContact | null> {
  let q = db
    .selectFrom('conversations as cv')
    .innerJoin('partners as p', 'p.id', 'cv.partner_id')
    .innerJoin('events as e', 'e.id', 'cv.event_id')
    .select(['cv.id', 'cv.partner_id', 'p.name as partner_name', 'e.name as event_name', 'e.application_color'])
    .where('cv.id', '=', conversationId)
    .where('cv.kind', '=', 'contact');
  if (lock) q = q.forUpdate('cv');
  const c = await q.executeTakeFirst();
  if (!c) return null;
  const members = await db
    .selectFrom('conversation_members as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.member_id', 'm.name', 'm.role', 'm.response', 'm.email', 'u.email as user_email', 'u.language'])
    .where('m.conversation_id', '=', conversationId)
    .execute();
  const requester = members.find((m) => m.role === 'organizer');
  const visitor = members.find((m) => m.role === 'participant');
  if (!requester || !visitor) return null;
  const first = await db.selectFrom('messages').select('body').where('conversation_id', '=', conversationId).where('type', '=', 'connectionRequest').executeTakeFirst();
  return {
    id: c.id,
    partnerId: c.partner_id,
    partnerName: c.partner_name,
    eventName: c.event_name,
    applicationColor: c.application_color,
    message: first?.body ?? '',
    requester: { name: requester.name },
    visitor: { memberId: visitor.member_id, name: visitor.name, email: visitor.email ?? visitor.user_email ?? null, language: visitor.language ?? 'en', response: visitor.response },
  };
}

/** 'contact.mail': asks the visitor, with the link to answer. */
export function contactMailJob(app: FastifyInstance): JobHandler {
  return {
    async run(payload) {
      const { conversationId } = payload as { conversationId: string };
      const c = await loadContact(app.db, conversationId);
      if (!c || !c.visitor.email || c.visitor.response !== 'invited') return;
      const url = `${app.settings.publicUrl}/m/${await newMemberLink(app.db, c.id, c.visitor.memberId)}`;
      const tr = mailTexts(c.visitor.language);
      const values = { name: c.requester.name, company: c.partnerName, event: c.eventName };
      const title = tr('connection.subject', values);
      const intro = tr('connection.intro', values);
      const notes = [...(c.message ? [`${tr('meeting.message')}: ${c.message}`] : []), tr('connection.why', values)];
      await app.messenger.sendMail({
        to: c.visitor.email,
        subject: title,
        text: [intro, '', `${tr('connection.button')}: ${url}`, '', ...notes].join('\n'),
        html: layout({ title, intro, action: { label: tr('connection.button'), url }, notes }),
      });
    },
  };
}

/** The visitor answers a connection request, once. */
export async function answerContact(app: FastifyInstance, conversationId: string, memberId: string, accept: boolean): Promise<LoadedContact | 'answered' | null> {
  const result = await app.db.transaction().execute(async (tx) => {
    const c = await loadContact(tx, conversationId, true);
    if (!c || c.visitor.memberId !== memberId) return null;
    if (c.visitor.response !== 'invited') return 'answered' as const;
    const version = await nextVersion(tx, c.partnerId);
    await tx.updateTable('conversation_members').set({ response: accept ? 'accepted' : 'declined' }).where('conversation_id', '=', conversationId).where('member_id', '=', memberId).execute();
    await tx.updateTable('conversations').set({ version }).where('id', '=', conversationId).execute();
    await addMessage(tx, version, { id: crypto.randomUUID(), conversationId, partnerId: c.partnerId, authorId: memberId, authorName: c.visitor.name, type: accept ? 'connectionAccepted' : 'connectionDeclined', body: '', createdAt: new Date().toISOString() });
    await markNew(tx, version, c.partnerId, conversationId, null);
    if (accept) {
      await notifyMembers(tx, version, c.partnerId, conversationId, 'accepted', null);
      await connectAccepted(tx, version, c.partnerId, conversationId);
    }
    return { ...c, visitor: { ...c.visitor, response: accept ? ('accepted' as const) : ('declined' as const) } };
  });
  if (result && result !== 'answered') app.changes.emit('partner', result.partnerId);
  return result;
}

/**
 * An accepted connection request makes the connection (SPEC: initiator type visitor): the visitor
 * asked to be connected, so it is the requester's lead as a scan at the booth would be. A visitor
 * already met keeps the connection as it is.
 */
async function connectAccepted(tx: Transaction<DB>, version: number, partnerId: string, conversationId: string): Promise<void> {
  const members = await tx
    .selectFrom('conversation_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.role', 'm.name', 'u.id', 'u.badge_code', 'u.event_id'])
    .where('m.conversation_id', '=', conversationId)
    .execute();
  const requester = members.find((m) => m.role === 'organizer');
  const visitor = members.find((m) => m.role === 'participant');
  if (!requester || !visitor?.badge_code) return;
  const id = connectionId(partnerId, visitor.badge_code);
  const licensed = await partnerLicensed(tx, partnerId);
  const made = await tx
    .insertInto('connections')
    .values({
      id,
      event_id: visitor.event_id,
      partner_id: partnerId,
      badge_code: visitor.badge_code,
      visitor_id: visitor.id,
      scanned_by_user_id: requester.id,
      scanned_by_name: requester.name,
      scanned_at: new Date(),
      source_type: 'manual',
      initiator_type: 'visitor',
      licensed,
      version,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!made) return;
  await tx.insertInto('connection_scanners').values({ connection_id: id, scanner: `u:${requester.id}`, since_version: version }).onConflict((oc) => oc.doNothing()).execute();
}
