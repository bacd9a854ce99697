import { describe, expect, it } from 'vitest';
import { parseImportFile } from './import-file';

describe('reading an import file', () => {
  it('reads a CSV with its row numbers, skipping empty rows', async () => {
    const file = new File(['\uFEFFFirst name;E-mail\nNora;nora@x.example\n\nPiet;piet@x.example\n'], 'team.csv', { type: 'text/csv' });
    expect(await parseImportFile(file)).toEqual({ headers: ['First name', 'E-mail'], rows: [['Nora', 'nora@x.example'], ['Piet', 'piet@x.example']], rowNumbers: [2, 4] });
  });

  it('names what is wrong: an empty file, a file of another type, one gone since it was chosen, one it cannot read', async () => {
    expect(await parseImportFile(new File(['First name;E-mail\n'], 'team.csv'))).toEqual({ failure: 'import.fileEmpty' });
    expect(await parseImportFile(new File(['x'], 'team.pdf'))).toEqual({ failure: 'import.fileType' });
    const gone = { name: 'team.csv', type: 'text/csv', text: () => Promise.reject(new DOMException('A requested file or directory could not be found', 'NotFoundError')) } as unknown as File;
    expect(await parseImportFile(gone)).toEqual({ failure: 'import.fileNotFound' });
    expect(await parseImportFile(new File(['"unclosed;quote\nx;y\n'], 'team.csv'))).toEqual({ failure: 'import.fileUnreadable' });
    expect(await parseImportFile(new File(['not a zip'], 'team.xlsx'))).toEqual({ failure: 'import.fileUnreadable' });
  });
});
