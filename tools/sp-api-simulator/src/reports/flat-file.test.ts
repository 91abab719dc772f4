import { describe, expect, it } from 'vitest';
import { encodeCp1252 } from '../charsets/encode.ts';
import { encodedChunks, formatLine } from './flat-file.ts';

describe('flat-file lines', () => {
  it('separates cells with tabs and turns tabs and line breaks inside a cell into a space', () => {
    expect(formatLine(['a', 'b\tc', 'd\r\ne'], false)).toBe('a\tb c\td e');
  });

  it('encloses every cell in double quotes for the ledger, doubling the quotes inside', () => {
    expect(formatLine(['12" pan', ''], true)).toBe('"12"" pan"\t""');
  });

  it('writes the header first and ends every line, the last one too', () => {
    const file = {
      header: ['h1', 'h2'],
      quoted: false,
      rows: [
        ['1', '2'],
        ['3', '4'],
      ],
      lineEnding: '\r\n' as const,
    };
    expect(Buffer.concat([...encodedChunks(file, encodeCp1252)]).toString('latin1')).toBe(
      'h1\th2\r\n1\t2\r\n3\t4\r\n',
    );
  });
});
