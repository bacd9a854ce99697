/**
 * 0031: the device's key of a task document (#17). A document chosen on a phone gets a uuid there
 * (src/data/task-uploads.ts) that every attach sends; a diagnostic backup restored on another
 * device keeps it. The server answers an attach with a key it already holds with that document, so
 * the same file attached by the phone that chose it and by the device that restored its backup is
 * one document. Null for documents attached without a key. One key per exhibitor.
 */
export default `
alter table task_documents add column client_key text check (client_key is null or char_length(client_key) = 36);
create unique index task_documents_client_key on task_documents(partner_id, client_key) where client_key is not null;
`;
