/**
 * 0016: the exhibitor's own question editor (#13).
 * - questions and their options get their names in the other languages (`names`: { de: '…' });
 *   `name` stays the default language's (English), which is required.
 * - each exhibitor sets its own rating thresholds (points from which a lead is hot, and warm).
 */
export default `
alter table questions add column names jsonb not null default '{}';
alter table question_options add column names jsonb not null default '{}';
alter table partners add column hot_from integer not null default 5;
alter table partners add column warm_from integer not null default 2;
alter table partners add constraint partners_rating_thresholds check (warm_from >= 1 and hot_from > warm_from and hot_from <= 1000);
`;
