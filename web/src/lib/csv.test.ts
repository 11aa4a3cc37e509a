import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Jane Doe')).toBe('Jane Doe');
    expect(csvCell(4.5)).toBe('4.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });
  it('defuses formulas with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });
  it('joins rows with CRLF', () => {
    expect(
      toCsv([
        ['Candidate', 'Rating'],
        ['A, B', 3],
      ]),
    ).toBe('Candidate,Rating\r\n"A, B",3\r\n');
  });
});
