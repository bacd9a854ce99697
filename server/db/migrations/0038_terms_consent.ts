/**
 * 0038: consent names the terms actually accepted (issue #29, finding 5).
 * - users.terms_event_id / terms_version: whose terms (which event) and which version the person
 *   accepted at their first login; terms_accepted_at (0002) says when. Rows from before keep null
 *   (the version they saw was never recorded).
 * - licence_activations.terms_version / terms_accepted_at: a licence device's user accepts the
 *   licence's event's terms with their name and e-mail; the event is the licence's exhibitor's.
 */
export default `
alter table users add column terms_event_id text references events(id) on delete set null;
alter table users add column terms_version text;
alter table licence_activations add column terms_version text;
alter table licence_activations add column terms_accepted_at timestamptz;
`;
