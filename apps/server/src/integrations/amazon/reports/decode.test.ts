import { gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { encodingOfCharset } from './charset.ts';
import { decodeReport } from './decode.ts';
import { SNIFF_BYTES } from './detect-encoding.ts';
import { ReportFormatError } from './report-format-error.ts';
import { collect, inPieces } from './testing.ts';

const GERMAN = 'sku\tproduct-name\nKM-1\tKaffeemühle für Espresso, Größe M – Weiß\n';
const JAPANESE = 'sku\tproduct-name\nMATCHA-100\t京都宇治 抹茶 100g（有機栽培）\nMUG-2\tコーヒーマグ ﾎﾜｲﾄ\n';

const decoded = async (bytes: Buffer, charset?: string | null, pieceSize?: number) =>
  (await collect(decodeReport(inPieces(bytes, pieceSize), { charset }))).join('');

describe('encodingOfCharset', () => {
  it("maps the names Amazon's Content-Type uses to the three encodings", () => {
    expect(encodingOfCharset('UTF-8')).toBe('utf8');
    expect(encodingOfCharset('UTF8')).toBe('utf8');
    expect(encodingOfCharset('iso-8859-1')).toBe('windows-1252');
    expect(encodingOfCharset('ISO_8859-1')).toBe('windows-1252');
    expect(encodingOfCharset('Cp1252')).toBe('windows-1252');
    expect(encodingOfCharset('windows-31j')).toBe('cp932');
    expect(encodingOfCharset('Windows-31J')).toBe('cp932');
    expect(encodingOfCharset('x-sjis')).toBe('cp932');
    expect(encodingOfCharset('Shift_JIS')).toBe('cp932');
  });

  it('takes the charset out of a whole Content-Type, quoted or not', () => {
    expect(encodingOfCharset('text/tab-separated-values;charset=ISO-8859-1')).toBe('windows-1252');
    expect(encodingOfCharset('text/plain; charset="windows-31j"')).toBe('cp932');
  });

  it('passes on other charsets iconv-lite knows, and gives null for names it does not', () => {
    expect(encodingOfCharset('UTF-16LE')).toBe('UTF-16LE');
    expect(encodingOfCharset('klingon')).toBeNull();
    expect(encodingOfCharset('')).toBeNull();
  });
});

describe('decodeReport with a charset', () => {
  it('decodes ISO-8859-1 umlauts', async () => {
    expect(await decoded(iconv.encode(GERMAN, 'latin1'), 'ISO-8859-1')).toBe(GERMAN.replace('–', '?'));
  });

  it('decodes CP932 even when every byte arrives alone, splitting each character', async () => {
    expect(await decoded(iconv.encode(JAPANESE, 'cp932'), 'windows-31j', 1)).toBe(JAPANESE);
  });

  it('decodes UTF-8 split inside characters and drops its byte-order mark', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JAPANESE)]);
    expect(await decoded(bytes, 'UTF-8', 1)).toBe(JAPANESE);
  });

  it('falls back to detection for a charset it cannot decode', async () => {
    expect(await decoded(iconv.encode(JAPANESE, 'cp932'), 'klingon')).toBe(JAPANESE);
  });
});

describe('decodeReport without a charset (uploads)', () => {
  it('reads UTF-8, with or without a byte-order mark', async () => {
    expect(await decoded(Buffer.from(GERMAN))).toBe(GERMAN);
    expect(await decoded(Buffer.from(`\uFEFF${JAPANESE}`), null, 3)).toBe(JAPANESE);
  });

  it('detects ISO-8859-1 / windows-1252 umlauts', async () => {
    expect(await decoded(iconv.encode(GERMAN, 'windows-1252'))).toBe(GERMAN);
    expect(await decoded(iconv.encode('sku\nÜberzug\n', 'latin1'))).toBe('sku\nÜberzug\n');
  });

  it('detects CP932 Japanese titles', async () => {
    expect(await decoded(iconv.encode(JAPANESE, 'cp932'))).toBe(JAPANESE);
  });

  it('detects UTF-16 with a byte-order mark, as Excel saves "Unicode text"', async () => {
    expect(await decoded(iconv.encode(GERMAN, 'utf-16le', { addBOM: true }))).toBe(GERMAN);
  });

  it('decides at the first non-ASCII byte, however late it comes', async () => {
    const plainRows = 'ABC-123\t1\n'.repeat(Math.ceil((2 * SNIFF_BYTES) / 10));
    const text = `sku\tqty\n${plainRows}KM-1\tGröße\n`;
    expect(await decoded(iconv.encode(text, 'latin1'), null, 4096)).toBe(text);
  });

  it('gives nothing for no bytes', async () => {
    expect(await decoded(Buffer.alloc(0))).toBe('');
  });
});

describe('decodeReport of gzip', () => {
  it('gunzips a compressed document transparently, split anywhere', async () => {
    const bytes = gzipSync(iconv.encode(JAPANESE, 'cp932'));
    expect(await decoded(bytes, 'windows-31j', 1)).toBe(JAPANESE);
    expect(await decoded(bytes)).toBe(JAPANESE);
  });

  it('refuses a gzip file that was cut short, with a message for the seller', async () => {
    const bytes = gzipSync(Buffer.from(GERMAN.repeat(50)));
    const cut = bytes.subarray(0, bytes.length - 20);
    await expect(decoded(cut)).rejects.toThrow(ReportFormatError);
    await expect(decoded(cut)).rejects.toThrow(/gzip-compressed but damaged or cut short/);
  });

  it('leaves text that merely starts with 0x1f alone', async () => {
    expect(await decoded(Buffer.from('\u001fsku\n'))).toBe('\u001fsku\n');
  });
});
