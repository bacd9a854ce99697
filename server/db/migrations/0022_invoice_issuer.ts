/**
 * 0022: who issues the badge shop's invoices (#14): the organiser's name, address and VAT number,
 * as lines, printed at the head of every invoice of the event.
 */
export default `
alter table events add column invoice_issuer text not null default '';
`;
