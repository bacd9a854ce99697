import { describe, expect, it } from 'vitest';
import { checkExhibitorRows, guessExhibitorColumns, mapExhibitorRows } from './exhibitor-import';

describe('exhibitor import', () => {
  it('guesses the columns from German and English headers', () => {
    expect(guessExhibitorColumns(['Aussteller', 'Vorname', 'Nachname', 'E-Mail', 'Sprache'])).toEqual({ name: 0, adminFirstName: 1, adminLastName: 2, adminEmail: 3, adminLanguage: 4 });
    expect(guessExhibitorColumns(['Company', 'Notes'])).toMatchObject({ name: 0, adminEmail: null });
  });

  it('reads language names and codes, lower-cases addresses, and names each problem by row', () => {
    const rows = mapExhibitorRows(
      [
        ['Acme', 'Alex', 'Morgan', 'Alex@Acme.example', 'Türkçe'],
        ['Globex', '', '', '', ''],
        ['ACME', '', '', '', ''],
        ['Initech', 'Bill', '', 'bill@initech.example', 'fr'],
        ['Hooli', 'Gavin', 'Belson', '', ''],
        ['Umbrella', 'Al', 'Wesker', 'al@umbrella.example', 'Latin'],
      ],
      { name: 0, adminFirstName: 1, adminLastName: 2, adminEmail: 3, adminLanguage: 4 },
    );
    const { exhibitors, problems } = checkExhibitorRows(rows);
    expect(exhibitors).toEqual([
      { row: 2, exhibitor: { name: 'Acme', admin: { firstName: 'Alex', lastName: 'Morgan', email: 'alex@acme.example', language: 'tr' } } },
      { row: 3, exhibitor: { name: 'Globex', admin: null } },
    ]);
    expect(problems).toEqual([
      { row: 4, field: 'name', error: 'import.duplicateName' },
      { row: 5, field: 'adminLastName', error: 'import.adminNameRequired' },
      { row: 6, field: 'adminEmail', error: 'import.adminEmailRequired' },
      { row: 7, field: 'adminLanguage', error: 'import.languageInvalid' },
    ]);
  });
});
