/**
 * The demo's guests (#16): Acme invites its customers with two registration links (one for code
 * holders), a registration form of two questions, action codes, and a dozen guests already
 * registered through them (a few seen at the check-in), one invited by e-mail and one still to
 * confirm their address. The links keep fixed addresses, so the demo prints them.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The demo's registration links' fixed addresses (/r/<slug>); real links get random ones. */
export const DEMO_GUEST_LINKS = { customers: 'acme-customers', freeTicket: 'acme-free-ticket' } as const;

export async function seedGuests(trx: Kysely<DB>, partnerId: string, eventId: string, visitors: ReadonlyArray<{ id: string }>, now: Date, badge: (i: number) => string): Promise<void> {
  await trx
    .insertInto('registration_links')
    .values([
      { id: 'demo-link-customers', partner_id: partnerId, slug: DEMO_GUEST_LINKS.customers, name: 'Customer invitation', description: 'Meet our team at hall 3, stand B12: free entry for our customers.', registration_type: 'vip', created_at: new Date(now.getTime() - 20 * 86_400_000) },
      { id: 'demo-link-mailing', partner_id: partnerId, slug: DEMO_GUEST_LINKS.freeTicket, name: 'Free ticket mailing', description: 'Enter the code from our letter to get your free ticket.', registration_type: 'visitor', code_required: true, created_at: new Date(now.getTime() - 15 * 86_400_000) },
    ])
    .execute();
  await trx
    .insertInto('registration_questions')
    .values([
      {
        id: 'demo-rq-interest',
        partner_id: partnerId,
        position: 0,
        name: 'What would you like to see at our stand?',
        names: JSON.stringify({ de: 'Was möchten Sie an unserem Stand sehen?', nl: 'Wat wilt u op onze stand zien?', fr: 'Que souhaitez-vous voir sur notre stand ?', es: '¿Qué le gustaría ver en nuestro stand?', tr: 'Standımızda ne görmek istersiniz?' }),
        type: 'checkbox',
        allow_other: true,
        required: true,
        options: JSON.stringify([
          { id: 'demo-rq-interest-1', name: 'Handheld scanners', names: { de: 'Handscanner', nl: 'Handscanners', fr: 'Scanners portables', es: 'Escáneres de mano', tr: 'El tarayıcıları' } },
          { id: 'demo-rq-interest-2', name: 'Label printers', names: { de: 'Etikettendrucker', nl: 'Labelprinters', fr: 'Imprimantes d’étiquettes', es: 'Impresoras de etiquetas', tr: 'Etiket yazıcıları' } },
          { id: 'demo-rq-interest-3', name: 'Software', names: { de: 'Software', nl: 'Software', fr: 'Logiciel', es: 'Software', tr: 'Yazılım' } },
        ]),
      },
      {
        id: 'demo-rq-meeting',
        partner_id: partnerId,
        position: 1,
        name: 'Would you like an appointment with our team?',
        names: JSON.stringify({ de: 'Möchten Sie einen Termin mit unserem Team?', nl: 'Wilt u een afspraak met ons team?', fr: 'Souhaitez-vous un rendez-vous avec notre équipe ?', es: '¿Desea una cita con nuestro equipo?', tr: 'Ekibimizle bir randevu ister misiniz?' }),
        type: 'radio',
        allow_other: false,
        required: false,
        options: JSON.stringify([
          { id: 'demo-rq-meeting-yes', name: 'Yes, please', names: { de: 'Ja, gerne', nl: 'Ja, graag', fr: 'Oui, volontiers', es: 'Sí, por favor', tr: 'Evet, lütfen' } },
          { id: 'demo-rq-meeting-no', name: 'Not this time', names: { de: 'Diesmal nicht', nl: 'Deze keer niet', fr: 'Pas cette fois', es: 'Esta vez no', tr: 'Bu sefer değil' } },
        ]),
      },
    ])
    .execute();
  const mailing = ['MAIL-7KQ2WX9D', 'MAIL-3HZP8RTM', 'MAIL-V6N4C2YB', 'MAIL-Q9D5J7EK', 'MAIL-X2M8G4TP'];
  await trx
    .insertInto('action_codes')
    .values([
      { id: 'demo-code-vip', partner_id: partnerId, event_id: eventId, code: 'ACME-VIP-2026', name: 'Key accounts', total: 50, used: 2, distributed: true, created_at: new Date(now.getTime() - 20 * 86_400_000) },
      { id: 'demo-code-staff', partner_id: partnerId, event_id: eventId, code: 'ACME-PARTNERS', name: 'Resellers', total: null, used: 0, distributed: false, created_at: new Date(now.getTime() - 19 * 86_400_000) },
      ...mailing.map((code, i) => ({ id: `demo-code-mail-${i + 1}`, partner_id: partnerId, event_id: eventId, code, name: 'Letter to customers', total: 1, used: i < 2 ? 1 : 0, distributed: true, created_at: new Date(now.getTime() - 15 * 86_400_000) })),
    ])
    .execute();

  // Twelve of the event's visitors registered as Acme's guests; two with a mailed code, two with the VIP code.
  const registered = visitors.slice(1500, 1512);
  for (const [k, v] of registered.entries()) {
    const viaMailing = k < 2;
    const code = viaMailing ? mailing[k]! : k < 4 ? 'ACME-VIP-2026' : null;
    const link = viaMailing ? 'demo-link-mailing' : 'demo-link-customers';
    const at = new Date(now.getTime() - (14 - k) * 86_400_000);
    await trx
      .insertInto('guests')
      .values({ user_id: v.id, partner_id: partnerId, link_id: link, action_code_id: code ? (viaMailing ? `demo-code-mail-${k + 1}` : 'demo-code-vip') : null, action_code: code, confirmed_at: at, created_at: at })
      .execute();
    await trx
      .updateTable('users')
      .set({ registration_type: viaMailing ? 'visitor' : 'vip', consent_source: code ? `${viaMailing ? 'Free ticket mailing' : 'Customer invitation'} · ${code}` : 'Customer invitation', consent_at: at, checked_in_at: k % 4 === 1 ? new Date(now.getTime() - 6 * 3_600_000) : null })
      .where('id', '=', v.id)
      .execute();
  }
  // One invited by e-mail (not registered yet) and one who has not confirmed the address yet.
  const pending = [
    { id: 'demo-guest-invited', first: 'Hannah', last: 'Weber', email: 'hannah.weber@kunde.example', company: 'Weber Logistik', state: 'invited', invited: true, code: badge(90_001) },
    { id: 'demo-guest-pending', first: 'Lucas', last: 'Martin', email: 'lucas.martin@client.example', company: 'Martin & Fils', state: 'pendingConfirmation', invited: false, code: badge(90_002) },
  ];
  for (const p of pending) {
    await trx
      .insertInto('users')
      .values({ id: p.id, event_id: eventId, badge_code: p.code, email: p.email, first_name: p.first, last_name: p.last, fullname: `${p.first} ${p.last}`, company: p.company, registration_type: 'vip', registration_state: p.state, language: p.invited ? 'de' : 'fr' })
      .execute();
    await trx
      .insertInto('guests')
      .values({ user_id: p.id, partner_id: partnerId, link_id: p.invited ? null : 'demo-link-customers', invited_at: p.invited ? new Date(now.getTime() - 3 * 86_400_000) : null, created_at: new Date(now.getTime() - 2 * 86_400_000) })
      .execute();
  }
}
