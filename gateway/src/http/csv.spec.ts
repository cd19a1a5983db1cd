import { csvLine } from './csv';

describe('csvLine', () => {
  it('quotes every cell, an empty one too, and ends the line with CRLF', () => {
    expect(csvLine(['a@example.com', 'active', null])).toBe('"a@example.com","active",""\r\n');
  });

  it('doubles quotes inside a cell and keeps commas and line breaks in it', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines'])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });

  it.each(['=cmd()', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises %j, which a spreadsheet would run as a formula',
    (cell) => {
      expect(csvLine([cell])).toBe(`"'${cell}"\r\n`);
    },
  );
});
