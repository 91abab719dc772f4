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
 * Valid UTF-8 is UTF-8: other encodings almost never form it by chance. Otherwise the choice is
 * between CP932 and windows-1252, which chardet scores by letter frequencies; a sample that is not
 * even well-formed CP932 (a lead byte without its trail byte, as German "ü\t" is) is windows-1252
 * whatever the scores, and a tie goes to windows-1252, the more common of the two.
 */
export function detectEncoding(sample: Buffer, complete: boolean): string {
  if (hasPrefix(sample, [0xef, 0xbb, 0xbf])) return 'utf8';
  if (hasPrefix(sample, [0xff, 0xfe])) return 'utf-16le';
  if (hasPrefix(sample, [0xfe, 0xff])) return 'utf-16be';
  if (isUtf8Sample(sample, complete)) return 'utf8';
  if (!isWellFormedCp932(sample, complete)) return 'windows-1252';
  let japanese = 0;
  let western = 0;
  for (const match of chardet.analyse(sample)) {
    if (match.name === 'Shift_JIS') japanese = Math.max(japanese, match.confidence);
    if (match.name === 'ISO-8859-1' || match.name === 'windows-1252')
      western = Math.max(western, match.confidence);
  }
  return japanese > western ? 'cp932' : 'windows-1252';
}

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

function isWellFormedCp932(sample: Buffer, complete: boolean): boolean {
  const decoder = iconv.getDecoder('cp932');
  // Without end(), a lead byte cut off at the end of the sample waits instead of failing.
  const text = decoder.write(sample) + (complete ? (decoder.end() ?? '') : '');
  return !text.includes('\uFFFD');
}
