/**
 * 0019: an exhibitor's administrator may release a licence seat (#14): the activation stays (the
 * connections it scanned name it) but no longer counts against the licence, and its device may
 * only send what it still holds before its session ends.
 */
export default `
alter table licence_activations add column released_at timestamptz;
create index licence_activations_in_use on licence_activations (licence_id) where released_at is null;
`;
