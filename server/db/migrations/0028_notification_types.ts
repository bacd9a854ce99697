/**
 * 0028: a notification for each change of a meeting (#15): besides a request and an acceptance,
 * a proposed time, an accepted new time, a decline and a cancellation (NOTIFICATION_TYPES).
 */
export default `
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('accepted', 'invited', 'message', 'reminder', 'start', 'declined', 'cancelled', 'timeProposed', 'timeAccepted'));
`;
