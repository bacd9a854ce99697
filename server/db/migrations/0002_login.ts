/**
 * 0002: logging in. The person behind a partner link, terms acceptance, two-factor settings,
 * e-mail login requests (link + code), two-factor challenges, invitations and rate-limit counters.
 */
export default /* sql */ `
alter table login_verifiers add column user_id text references users(id) on delete cascade;

alter table users add column terms_accepted_at timestamptz;
alter table users add column two_factor_method text check (two_factor_method in ('email', 'sms', 'authenticator'));
alter table users add column totp_secret text;
alter table users add column totp_pending_secret text;

-- A partner link may carry an invitation code (a new administrator); single use.
create table invitations (
  code_hash text primary key,
  partner_id text not null references partners(id) on delete cascade,
  user_id text references users(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- 'Send me a login link': one row per request, whether or not the address is known (user_id null),
-- so timing and answers never tell the two apart. The mail carries a link token and a 6-digit code.
create table login_requests (
  id text primary key,
  email text not null,
  user_id text references users(id) on delete cascade,
  token_hash text not null unique,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index login_requests_email on login_requests(email, created_at desc);

-- A two-factor code sent (e-mail, SMS) or expected (authenticator) for one login.
create table two_factor_challenges (
  id text primary key,
  user_id text not null references users(id) on delete cascade,
  method text not null check (method in ('email', 'sms', 'authenticator')),
  code_hash text,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index two_factor_challenges_user on two_factor_challenges(user_id, created_at desc);

-- Failed attempts per account or address, and blocks that follow too many of them.
create table login_throttle (
  key text primary key,
  failures integer not null default 0,
  window_started_at timestamptz not null default now(),
  blocked_until timestamptz
);
`;
