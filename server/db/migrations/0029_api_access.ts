/**
 * 0029: API access for the exhibitor's CRM (issue #17).
 * - api_accounts: an exhibitor's API clients (OAuth 2.0 client credentials). Only a hash of the
 *   client secret is kept, with its first characters to recognise it by; the secret is shown once,
 *   when made or regenerated. An account is active or disabled, and may be restricted to a
 *   selection of addresses (IPv4, IPv6, CIDR ranges; src/domain/api-access.ts checks them).
 * - api_tokens: short-lived access tokens (15 minutes), by their hash only.
 * - webhooks: per account, a URL told of connections created, updated or erased. The signing secret
 *   is kept as is (an HMAC needs it); delivered_version is how far the exhibitor's change versions
 *   have been turned into deliveries; the last delivery's time and result are kept to show.
 * - api_change_times: when each change version of an exhibitor with API accounts became visible
 *   (server time), so 'changedSince' means the server's time, not a device's clock.
 */
export default `
create table api_accounts (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  client_id text not null unique,
  secret_hash text not null,
  secret_prefix text not null,
  comments text not null default '' check (char_length(comments) <= 1000),
  state text not null default 'active' check (state in ('active', 'disabled')),
  ip_restriction text not null default 'none' check (ip_restriction in ('none', 'selection')),
  allowed_addresses text[] not null default '{}' check (cardinality(allowed_addresses) <= 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index api_accounts_partner on api_accounts(partner_id, created_at);

create table api_tokens (
  token_hash text primary key,
  account_id text not null references api_accounts(id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index api_tokens_account on api_tokens(account_id, expires_at);

create table webhooks (
  id text primary key,
  account_id text not null references api_accounts(id) on delete cascade,
  url text not null check (char_length(url) between 1 and 2000),
  events text[] not null check (cardinality(events) between 1 and 3
    and events <@ array['connection.created', 'connection.updated', 'connection.erased']::text[]),
  secret text not null,
  delivered_version bigint not null default 0,
  created_at timestamptz not null default now(),
  last_delivery_at timestamptz,
  last_event text,
  last_status integer,
  last_error text
);
create index webhooks_account on webhooks(account_id, created_at);

create table api_change_times (
  partner_id text not null references partners(id) on delete cascade,
  version bigint not null,
  at timestamptz not null default now(),
  primary key (partner_id, version)
);
`;
