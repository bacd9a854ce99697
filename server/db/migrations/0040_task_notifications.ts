/**
 * 0040: a rejected task is announced to the exhibitor (issue #29): a notification may be about a
 * task instead of a conversation (task_id; conversation_id then null, one of the two always set),
 * of the new type 'taskRejected'.
 */
export default `
alter table notifications alter column conversation_id drop not null;
alter table notifications add column task_id text references tasks(id) on delete cascade;
alter table notifications add constraint notifications_subject_check check (conversation_id is not null or task_id is not null);
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check
  check (type in ('accepted', 'invited', 'message', 'reminder', 'start', 'declined', 'cancelled', 'timeProposed', 'timeAccepted', 'taskRejected'));
`;
