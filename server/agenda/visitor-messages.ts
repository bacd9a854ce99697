/**
 * Messages between the exhibitor's people and visitors or guests, who have no app: each message
 * written to a conversation with them is mailed with a link to its page, where they read the
 * latest messages and answer; their answer arrives in the app like any message.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { JobHandler } from '../jobs/runner';
import { nextVersion } from '../sync/apply';
import { addMessage, markNew, notifyMembers } from '../conversations/writes';
import { layout, mailTexts } from '../mail/templates';
import { escapeHtml, translator } from '../public-pages/layout';
import type { Language } from '../../src/domain/language';
import { MESSAGE_MAX } from '../../src/domain/conversation';
import { newMemberLink } from './meetings';

type Db = Kysely<DB> | Transaction<DB>;

/** 'conversation.mail': a message mailed to the conversation's visitors and guests (not its author). */
export function conversationMailJob(app: FastifyInstance): JobHandler {
  return {
    async run(payload) {
      const { messageId } = payload as { messageId: string };
      const m = await app.db
        .selectFrom('messages as x')
        .innerJoin('conversations as cv', 'cv.id', 'x.conversation_id')
        .innerJoin('partners as p', 'p.id', 'cv.partner_id')
        .innerJoin('events as e', 'e.id', 'cv.event_id')
        .select(['x.conversation_id', 'x.author_id', 'x.author_name', 'x.body', 'x.recalled', 'p.name as company', 'e.name as event'])
        .where('x.id', '=', messageId)
        .executeTakeFirst();
      if (!m || m.recalled) return;
      const members = await app.db
        .selectFrom('conversation_members as cm')
        .leftJoin('users as u', 'u.id', 'cm.user_id')
        .select(['cm.member_id', 'cm.email', 'u.email as user_email', 'u.language'])
        .where('cm.conversation_id', '=', m.conversation_id)
        .where('cm.staff', '=', false)
        .execute();
      for (const member of members) {
        const to = member.email ?? member.user_email;
        if (!to || member.member_id === m.author_id) continue;
        const url = `${app.settings.publicUrl}/m/${await newMemberLink(app.db, m.conversation_id, member.member_id)}`;
        const tr = mailTexts(member.language ?? 'en');
        const values = { name: m.author_name, company: m.company, event: m.event };
        const title = tr('visitorMessage.subject', values);
        const intro = tr('visitorMessage.intro', values);
        await app.messenger.sendMail({
          to,
          subject: title,
          text: [intro, '', m.body, '', `${tr('visitorMessage.button')}: ${url}`, '', tr('meeting.why', values)].join('\n'),
          html: layout({ title, intro, action: { label: tr('visitorMessage.button'), url }, notes: [m.body, tr('meeting.why', values)] }),
        });
      }
    },
  };
}

/** The latest messages of a conversation and a form to answer, for a member's page. */
export async function threadSection(db: Db, conversationId: string, memberId: string, token: string, language: Language, notice: string | null): Promise<string> {
  const t = translator(language);
  const rows = await db.selectFrom('messages').select(['author_id', 'author_name', 'type', 'body', 'recalled', 'created_at']).where('conversation_id', '=', conversationId).where('type', '=', 'text').orderBy('created_at', 'desc').limit(20).execute();
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const items = rows
    .reverse()
    .map((r) => `<li${r.author_id === memberId ? ' class="own"' : ''}><span class="meta">${escapeHtml(r.author_id === memberId ? t('thread.you') : r.author_name)} · ${escapeHtml(time.format(r.created_at))}</span>${escapeHtml(r.recalled ? t('thread.recalled') : r.body)}</li>`)
    .join('');
  return `<section class="card" style="margin-top:16px" aria-labelledby="thread-h"><div class="body">
<h2 id="thread-h" style="margin-top:0">${escapeHtml(t('thread.title'))}</h2>
${rows.length ? `<ul class="list thread">${items}</ul>` : `<p>${escapeHtml(t('thread.empty'))}</p>`}
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
<form method="post" action="/m/${escapeHtml(token)}?lang=${language}">
<input type="hidden" name="action" value="reply">
<div class="field" style="margin-top:14px"><label for="reply">${escapeHtml(t('thread.reply'))}</label><textarea id="reply" name="body" rows="3" maxlength="${MESSAGE_MAX}" required></textarea></div>
<div class="actions" style="margin-top:0"><button class="btn" type="submit">${escapeHtml(t('thread.send'))}</button></div>
</form>
</div></section>`;
}

/** A visitor's or guest's answer, as a message of theirs; the exhibitor's people are notified. */
export async function replyAsMember(app: FastifyInstance, conversationId: string, memberId: string, body: string): Promise<boolean> {
  const text = body.trim();
  if (!text || text.length > MESSAGE_MAX || text.includes('\u0000')) return false;
  const partnerId = await app.db.transaction().execute(async (tx) => {
    const member = await tx
      .selectFrom('conversation_members as m')
      .innerJoin('conversations as cv', 'cv.id', 'm.conversation_id')
      .select(['m.name', 'cv.partner_id'])
      .where('m.conversation_id', '=', conversationId)
      .where('m.member_id', '=', memberId)
      .forUpdate('cv')
      .executeTakeFirst();
    if (!member) return null;
    const version = await nextVersion(tx, member.partner_id);
    await addMessage(tx, version, { id: crypto.randomUUID(), conversationId, partnerId: member.partner_id, authorId: memberId, authorName: member.name, type: 'text', body: text, createdAt: new Date().toISOString() });
    await markNew(tx, version, member.partner_id, conversationId, null);
    await notifyMembers(tx, version, member.partner_id, conversationId, 'message', null);
    return member.partner_id;
  });
  if (partnerId) app.changes.emit('partner', partnerId);
  return !!partnerId;
}
