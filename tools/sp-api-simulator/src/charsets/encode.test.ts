import { describe, expect, it } from 'vitest';
import { decodeCharset } from '../test-support.ts';
import { CP932_DOUBLE_BYTE } from './cp932-table.ts';
import { encodeCp932, encodeCp1252, encoderFor } from './encode.ts';

describe('document charsets', () => {
  it('writes Cp1252: Latin-1 letters as their own byte, the en dash at 0x96, the unknown as ?', () => {
    expect([...encodeCp1252('Größe – Café ł')]).toEqual([
      0x47, 0x72, 0xf6, 0xdf, 0x65, 0x20, 0x96, 0x20, 0x43, 0x61, 0x66, 0xe9, 0x20, 0x3f,
    ]);
    expect(decodeCharset(encodeCp1252('Küchenwaage – präzise'), 'Cp1252')).toBe('Küchenwaage – präzise');
  });

  it('writes CP932 that a Shift_JIS decoder reads back, ASCII unchanged', () => {
    const text = 'ステンレス製 水筒 保温 保冷 ボトル 500ml, 東京都';
    expect(new TextDecoder('shift_jis').decode(encodeCp932(text))).toBe(text);
    expect(encodeCp932('ABC').toString('latin1')).toBe('ABC');
  });

  it('holds a correct code for every character of its table', () => {
    const decoder = new TextDecoder('shift_jis');
    for (const [char, code] of CP932_DOUBLE_BYTE) {
      expect(decoder.decode(Buffer.from([code >> 8, code & 0xff])), char).toBe(char);
    }
  });

  it('writes UTF-8 when asked for it', () => {
    expect(encoderFor('UTF-8')('ł').toString('hex')).toBe('c582');
  });
});
