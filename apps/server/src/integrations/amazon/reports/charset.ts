import iconv from 'iconv-lite';

/**
 * Amazon names a document's charset in its Content-Type (Java spellings such as `Cp1252` or
 * `windows-31j`); iconv-lite knows some of those names only under another spelling. Keyed by the
 * name lower-cased with its punctuation removed.
 */
const ENCODING_BY_CHARSET: Readonly<Record<string, string>> = {
  utf8: 'utf8',
  // ISO-8859-1 as labelled is read as windows-1252, as browsers do: the two agree on every
  // printable character, and 1252 also has the € and quotes that Windows tools write in 0x80–0x9F.
  iso88591: 'windows-1252',
  latin1: 'windows-1252',
  l1: 'windows-1252',
  cp819: 'windows-1252',
  cp1252: 'windows-1252',
  windows1252: 'windows-1252',
  // CP932 is Microsoft's Shift_JIS with the NEC and IBM extensions; Amazon JP documents use it,
  // whatever they are called, and it reads plain Shift_JIS too.
  cp932: 'cp932',
  ms932: 'cp932',
  windows31j: 'cp932',
  shiftjis: 'cp932',
  sjis: 'cp932',
  xsjis: 'cp932',
  mskanji: 'cp932',
  cswindows31j: 'cp932',
  csshiftjis: 'cp932',
};

/**
 * The iconv-lite encoding for a charset name (or a whole Content-Type value), or null when it
 * names nothing iconv-lite can decode, in which case the caller detects the encoding instead.
 */
export function encodingOfCharset(charset: string): string | null {
  const name = (/charset\s*=\s*([^;]+)/i.exec(charset)?.[1] ?? charset).trim().replace(/^"|"$/g, '');
  const known = ENCODING_BY_CHARSET[name.toLowerCase().replace(/[^a-z0-9]/g, '')];
  if (known) return known;
  return name && iconv.encodingExists(name) ? name : null;
}
