/**
 * 0025: the organiser's programme of an event (talks, workshops, the opening), which the
 * exhibitors' agenda shows as the calendar item type 'activity' (SPEC section 3). That an
 * activity lies within the event's days (in its time zone) is checked by the console's routes.
 */
export default `
create table event_activities (
  id text primary key,
  event_id text not null references events(id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  location text not null default '' check (char_length(location) <= 200),
  description text not null default '' check (char_length(description) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at > starts_at)
);
create index event_activities_event on event_activities(event_id, starts_at);
`;
