/**
 * 0013: a scan user's e-mail address is confirmed before exports are mailed to it. The address is
 * given at licence activation, unchecked; a code mailed to it (email_confirmations, only its hash
 * kept) proves it, and the activation records when.
 */
export default `
alter table licence_activations add column email_confirmed_at timestamptz;

create table email_confirmations (
  id text primary key,
  activation_id text not null references licence_activations(id) on delete cascade,
  code_hash text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_confirmations_activation on email_confirmations (activation_id, created_at desc);
`;
