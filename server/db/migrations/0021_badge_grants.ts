/**
 * 0021: badge rights (#14, SPEC sections 3 and 6). An exhibitor's badges of each type are the
 * organiser's free ones plus those bought in completed orders; each one handed out is a grant: to
 * a member of the team (the badge they wear) or, later, to a guest. `given_by_user_id` counts a
 * staff member's use of their complimentary badges (`staff.complimentary_badges`, their limit).
 * A person holds at most one badge of an exhibitor.
 */
export default `
create table badge_grants (
  id text primary key,
  partner_id text not null references partners(id) on delete cascade,
  badge_type_id text not null references badge_types(id),
  holder_user_id text references users(id) on delete cascade,
  holder_email text,
  given_by_user_id text references users(id) on delete set null,
  created_at timestamptz not null default now(),
  check (holder_user_id is not null or holder_email is not null)
);
create unique index badge_grants_holder on badge_grants (partner_id, holder_user_id) where holder_user_id is not null;
create index badge_grants_type on badge_grants (partner_id, badge_type_id);
create index badge_grants_giver on badge_grants (partner_id, given_by_user_id);
alter table staff add constraint staff_complimentary_badges_range check (complimentary_badges between 0 and 1000);
`;
