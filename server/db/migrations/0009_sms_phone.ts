/**
 * 0009: two-factor codes by SMS go to a phone number the person has confirmed with a code, kept
 * apart from the contact phone (`phone1`) that exhibitors see. A challenge with a `phone` is the
 * confirmation of that number, not a login code. People who already had SMS codes keep their
 * contact phone as the confirmed one (it is where their codes went until now).
 */
export default `
alter table users add column two_factor_phone text;
update users set two_factor_phone = phone1 where two_factor_method = 'sms' and phone1 is not null;
update users set two_factor_method = null where two_factor_method = 'sms' and two_factor_phone is null;
alter table two_factor_challenges add column phone text;
`;
