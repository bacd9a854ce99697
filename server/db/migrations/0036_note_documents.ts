/**
 * 0036: notes hold documents too (SPEC section 5, uploads: xls, xlsx, xml beside photos and
 * audio). A file of a note is of kind 'document' when it is a spreadsheet or XML by its content,
 * and a note whose files are only documents is of type 'document'.
 */
export default `
alter table media drop constraint media_kind_check;
alter table media add constraint media_kind_check check (kind in ('audio', 'image', 'document'));
alter table connection_notes drop constraint connection_notes_type_check;
alter table connection_notes add constraint connection_notes_type_check check (type in ('text', 'audio', 'image', 'document'));
`;
