/**
 * 0034: what waits for an e-mail confirmation holds nothing it should not (issue #28).
 * - guest_confirmations: every registration on a public page that waits for its confirmation,
 *   with what was entered (first name, last name, company, answers, the link, the typed action
 *   code). A second registration of the same address adds a row and leaves the first alone (its
 *   link still works); confirming one writes its data to the guest and settles the others (their
 *   `registration` becomes null: the link then says the address is registered already). Only the
 *   link's hash is kept. The pending public registrations move here from guests.pending_hash,
 *   which keeps only the invitations' links.
 * - An action code's use is taken when the registration is confirmed, so uses count confirmed
 *   guests only: the uses pending registrations took are given back.
 * - booking_requests.held_until: an unconfirmed booking holds the time for minutes
 *   (server/agenda/routes.ts), while its link stays valid for a day (a late confirmation takes
 *   the time only if it is still free); client_address counts a client's holds for the cap.
 */
export default `
create table guest_confirmations (
  token_hash text primary key,
  user_id text not null references guests(user_id) on delete cascade,
  registration jsonb,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index guest_confirmations_user on guest_confirmations(user_id, created_at desc);

insert into guest_confirmations (token_hash, user_id, registration, expires_at, created_at)
select g.pending_hash, g.user_id,
  jsonb_build_object(
    'firstName', u.first_name, 'lastName', u.last_name, 'company', u.company, 'language', u.language,
    'registrationType', coalesce(u.registration_type, 'visitor'), 'answers', u.registration_answers,
    'termsVersion', u.consent_terms_version, 'consentAt', u.consent_at, 'consentSource', u.consent_source,
    'linkId', g.link_id, 'code', g.action_code),
  coalesce(g.pending_expires_at, now()), g.created_at
from guests g join users u on u.id = g.user_id
-- pendingConfirmation always had a confirmation link in pending_hash (an invited guest who then
-- registered on a page too): it moves; an 'invited' guest keeps the invitation's link.
where g.pending_hash is not null and g.confirmed_at is null and u.registration_state = 'pendingConfirmation';

update action_codes c set used = c.used - n.count
from (
  select g.action_code_id, count(*)::int as count from guests g join users u on u.id = g.user_id
  where g.action_code_id is not null and g.confirmed_at is null and u.registration_state = 'pendingConfirmation'
  group by g.action_code_id
) n
where n.action_code_id = c.id;
update guests g set action_code_id = null, pending_hash = null, pending_expires_at = null
from users u
where u.id = g.user_id and g.confirmed_at is null and u.registration_state = 'pendingConfirmation';

alter table booking_requests add column held_until timestamptz;
update booking_requests set held_until = least(expires_at, created_at + interval '15 minutes');
alter table booking_requests alter column held_until set not null;
alter table booking_requests add column client_address text;
create index booking_requests_holds on booking_requests(partner_id, held_until) where conversation_id is null;
create index booking_requests_email_holds on booking_requests(lower(email), held_until) where conversation_id is null;
`;
