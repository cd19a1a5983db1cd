import { csvLine } from './csv';

describe('csvLine', () => {
  it('joins plain cells and ends the line with CRLF', () => {
    expect(csvLine(['a@example.com', 'active', null])).toBe('a@example.com,active,\r\n');
  });

  it('quotes cells with commas, quotes or line breaks', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines'])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });

  it.each(['=cmd()', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises %j, which a spreadsheet would run as a formula',
    (cell) => {
      const line = csvLine([cell]);
      expect(line.replace(/^"|"?\r\n$/g, '').startsWith(`'${cell[0]}`)).toBe(true);
    },
  );
});
