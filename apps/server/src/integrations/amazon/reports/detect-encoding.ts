import { isUtf8 } from 'node:buffer';
import chardet from 'chardet';
import iconv from 'iconv-lite';

/** How many bytes of text (from its first non-ASCII byte) the detection looks at. */
export const SNIFF_BYTES = 64 * 1024;

/**
 * Which of the encodings Amazon's documents come in (UTF-8, ISO-8859-1/windows-1252, CP932) a
 * sample of a file is written in, as an iconv-lite name. `complete` says whether the sample is the
 * whole rest of the file; when it is not, it may end inside a character.
 *
 * Valid UTF-8 is UTF-8: other encodings almost never form it by chance. Otherwise it is CP932 or
 * windows-1252, decided by what each reading would mean, strongest evidence first:
 * - not well-formed CP932, or CP932 only by way of its user-defined characters (German "ö" is
 *   such a lead byte), is windows-1252;
 * - a byte windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D; lead bytes of common
 *   kanji) is CP932, and so is kana, which western text could only spell with rare ‚ and ƒ;
 * - else chardet's letter-frequency scores decide, a tie going to windows-1252, the more common.
 * A sample of a word or two can still be read wrong; a real report has many more.
 */
export function detectEncoding(sample: Buffer, complete: boolean): string {
  if (hasPrefix(sample, [0xef, 0xbb, 0xbf])) return 'utf8';
  if (hasPrefix(sample, [0xff, 0xfe])) return 'utf-16le';
  if (hasPrefix(sample, [0xfe, 0xff])) return 'utf-16be';
  if (isUtf8Sample(sample, complete)) return 'utf8';
  const asJapanese = decodeCp932(sample, complete);
  if (NOT_JAPANESE.test(asJapanese)) return 'windows-1252';
  if (sample.some(isUndefinedInWindows1252) || KANA.test(asJapanese)) return 'cp932';
  let japanese = 0;
  let western = 0;
  for (const match of chardet.analyse(sample)) {
    if (match.name === 'Shift_JIS') japanese = Math.max(japanese, match.confidence);
    if (match.name === 'ISO-8859-1' || match.name === 'windows-1252')
      western = Math.max(western, match.confidence);
  }
  return japanese > western ? 'cp932' : 'windows-1252';
}

/** A byte sequence CP932 cannot decode, or one of its user-defined (private use) characters. */
const NOT_JAPANESE = /[\uFFFD\uE000-\uF8FF]/;
const KANA = /[\u3041-\u30FF]/;
const isUndefinedInWindows1252 = (byte: number): boolean =>
  byte === 0x81 || byte === 0x8d || byte === 0x8f || byte === 0x90 || byte === 0x9d;

function hasPrefix(sample: Buffer, bytes: number[]): boolean {
  return sample.length >= bytes.length && bytes.every((byte, index) => sample[index] === byte);
}

/** A UTF-8 character is at most 4 bytes, so a cut sample may end in up to 3 bytes of one. */
function isUtf8Sample(sample: Buffer, complete: boolean): boolean {
  if (isUtf8(sample)) return true;
  if (complete) return false;
  for (let cut = 1; cut <= 3 && cut < sample.length; cut++)
    if (isUtf8(sample.subarray(0, sample.length - cut))) return true;
  return false;
}

function decodeCp932(sample: Buffer, complete: boolean): string {
  const decoder = iconv.getDecoder('cp932');
  // Without end(), a lead byte cut off at the end of the sample waits instead of failing.
  return decoder.write(sample) + (complete ? (decoder.end() ?? '') : '');
}
