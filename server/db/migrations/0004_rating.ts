/**
 * 0004: lead rating. Each answer option of a choice question carries points (0 to 3) that the
 * administrator sets and everyone can see; a connection's rating is worked out from its answers
 * (src/domain/rating.ts). `connections.rating` holds the override of the person who scanned it
 * (null: worked out from the answers).
 *
 * Also the visitor's answers at registration (the registration-questions tab): a list of
 * { question, answer } as the registration system gave them.
 */
export default `
alter table question_options add column points integer not null default 0 check (points between 0 and 3);
alter table connections add column rating_set_by text;
alter table users add column registration_answers jsonb not null default '[]';
`;
