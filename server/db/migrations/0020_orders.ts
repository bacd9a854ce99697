/**
 * 0020: the exhibitor's badge orders and their payments (#14). An order holds its lines (the
 * badge type's name, net price and VAT rate as they were when ordered) and its totals in cents;
 * its billing address is what the payment provider needs. A payment keeps the newest state the
 * provider reported and that report's sequence number (src/domain/orders.ts). The local provider
 * keeps its own checkout sessions (`local_checkouts`), as a hosted checkout would at its end.
 */
export default `
create table orders (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  code text not null unique,
  state text not null default 'ordering'
    check (state in ('ordering', 'paying', 'paymentPending', 'completed', 'cancelled', 'timeout')),
  currency text not null,
  net_cents integer not null check (net_cents >= 0),
  vat_cents integer not null check (vat_cents >= 0),
  gross_cents integer not null check (gross_cents >= 0),
  billing jsonb not null default '{}',
  ordered_by_user_id text references users(id) on delete set null,
  ordered_by_name text not null default '',
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index orders_partner on orders (partner_id, created_at desc);

create table order_items (
  order_id text not null references orders(id) on delete cascade,
  badge_type_id text not null references badge_types(id),
  position integer not null,
  name text not null,
  unit_cents integer not null check (unit_cents >= 0),
  quantity integer not null check (quantity between 1 and 1000),
  vat_rate_bp integer not null check (vat_rate_bp between 0 and 10000),
  primary key (order_id, position)
);
create index order_items_badge_type on order_items (badge_type_id);

create table payments (
  id text primary key,
  order_id text not null references orders(id) on delete cascade,
  provider text not null,
  state text not null default 'started'
    check (state in ('started', 'pending', 'paid', 'partiallyRefunded', 'refunded', 'refundDenied', 'denied', 'error')),
  sequence integer not null default 0,
  amount_cents integer not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payments_order on payments (order_id, created_at desc);

create table local_checkouts (
  token_hash text primary key,
  payment_id text not null unique,
  amount_cents integer not null,
  currency text not null,
  description text not null,
  return_url text not null,
  state text not null default 'started',
  sequence integer not null default 1,
  created_at timestamptz not null default now()
);
`;
