import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.js';

describe('a CSV cell', () => {
  it('neutralises cells a spreadsheet would run', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+919876543210')).toBe("'+919876543210");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('neutralises a formula behind spaces, a line feed or a full-width sign', () => {
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('\n=1+1')).toBe(`"'\n=1+1"`);
    expect(csvCell('\u00a0@SUM(A1)')).toBe("'\u00a0@SUM(A1)");
    for (const sign of ['\uff1d', '\uff0b', '\uff0d', '\uff20'])
      expect(csvCell(`${sign}1+1`)).toBe(`'${sign}1+1`);
  });

  it('leaves plain cells as they are and quotes what would split them', () => {
    expect(csvCell('Sharma')).toBe('Sharma');
    expect(csvCell('सुनीता पाटील')).toBe('सुनीता पाटील');
    expect(csvCell('Gold, 90 days')).toBe('"Gold, 90 days"');
    expect(csvCell('a "quoted" word')).toBe('"a ""quoted"" word"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(1500)).toBe('1500');
  });

  it('writes a file that spreadsheets read as UTF-8, one CRLF line a row', () => {
    expect(
      csvDocument([
        ['name', 'plan'],
        ['=cmd|calc!A1', 'Gold, 90 days'],
      ]),
    ).toBe('\ufeffname,plan\r\n\'=cmd|calc!A1,"Gold, 90 days"\r\n');
  });
});
