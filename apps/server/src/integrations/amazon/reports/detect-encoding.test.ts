import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { detectEncoding } from './detect-encoding.ts';

/** What the detection sees: the bytes from the first non-ASCII one on. */
const sampleOf = (text: string, encoding: string): Buffer => {
  const bytes = iconv.encode(text, encoding);
  return bytes.subarray(bytes.findIndex((byte) => byte >= 0x80));
};

describe('detectEncoding', () => {
  it.each([
    'öße\n',
    'Größe\tKäse\n',
    'Crème brûlée\n',
    'It’s “great” – really\n',
    'Kaffeemühle für Espresso\n',
    'Señor\n',
    'Œuvre\n',
    'São Paulo\n',
    'Café\n',
  ])('reads western text of a word or two as windows-1252: %j', (text) => {
    expect(detectEncoding(sampleOf(text, 'windows-1252'), true)).toBe('windows-1252');
  });

  it.each(['抹茶\t1\n', '京都宇治 抹茶 100g\n', 'コーヒー\n', '新品\n', '中古品 - 良い\n', '東京都\n'])(
    'reads Japanese titles as CP932: %j',
    (text) => {
      expect(detectEncoding(sampleOf(text, 'cp932'), true)).toBe('cp932');
    },
  );

  it('reads UTF-8, even when the sample ends inside a character', () => {
    const bytes = Buffer.from('Größe 抹茶');
    expect(detectEncoding(bytes, true)).toBe('utf8');
    expect(detectEncoding(bytes.subarray(0, bytes.length - 1), false)).toBe('utf8');
    expect(detectEncoding(bytes.subarray(0, bytes.length - 1), true)).not.toBe('utf8');
  });

  it('reads byte-order marks', () => {
    expect(detectEncoding(Buffer.from([0xef, 0xbb, 0xbf, 0x61]), true)).toBe('utf8');
    expect(detectEncoding(Buffer.from([0xff, 0xfe, 0x61, 0x00]), true)).toBe('utf-16le');
    expect(detectEncoding(Buffer.from([0xfe, 0xff, 0x00, 0x61]), true)).toBe('utf-16be');
  });

  it('does not take a Japanese lead byte cut off at the end of a partial sample as broken', () => {
    const bytes = iconv.encode('抹茶の京都宇治 抹茶 100g', 'cp932');
    const cutAfterLeadByte = bytes.subarray(0, bytes.length - 6);
    expect(detectEncoding(cutAfterLeadByte, false)).toBe('cp932');
    // The same bytes as a whole file end in a broken character.
    expect(detectEncoding(cutAfterLeadByte, true)).toBe('windows-1252');
  });
});
