import { gzipSync } from 'node:zlib';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { ERROR_DOCUMENT_CUT, readErrorDocument } from './error-document.ts';
import { inPieces } from './testing.ts';

describe('readErrorDocument', () => {
  it('reads a gzip JSON explanation as its text', async () => {
    const json = '{"errorDetails":"Report data could not be retrieved for the requested period."}\n';
    expect(await readErrorDocument(inPieces(gzipSync(Buffer.from(json)), 4), { charset: 'UTF-8' })).toBe(
      json.trim(),
    );
  });

  it('decodes the charset Amazon names, or detects it', async () => {
    const text = 'レポートを作成できませんでした。';
    const bytes = iconv.encode(text, 'cp932');
    expect(await readErrorDocument(inPieces(bytes, 3), { charset: 'Windows-31J' })).toBe(text);
    expect(await readErrorDocument(inPieces(bytes, 3))).toBe(text);
  });

  it('keeps at most maxChars, says it cut, and stops reading the rest', async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled++;
        yield Buffer.from('x'.repeat(1000));
      }
    }
    const text = await readErrorDocument(endless(), { charset: 'UTF-8', maxChars: 2500 });
    expect(text).toBe(`${'x'.repeat(2500)}${ERROR_DOCUMENT_CUT}`);
    expect(pulled).toBeLessThan(10);
  });
});
