/** A query parameter as the client holds it; undefined ones are left out. */
export type SpApiQueryValue = string | number | boolean | Date | readonly string[] | undefined;
export type SpApiQuery = Record<string, SpApiQueryValue>;

/** RFC 3986: encodeURIComponent leaves !'()* as they are; Amazon's canonical form encodes them. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The query string of an SP-API call: arrays comma-separated (`MarketplaceIds=A,B`, each item
 * encoded, the separating commas not), dates in ISO 8601, in the order given. Empty when nothing
 * is set; otherwise it starts with `?`.
 */
export function spApiQueryString(query: SpApiQuery = {}): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const text =
      value instanceof Date
        ? encode(value.toISOString())
        : Array.isArray(value)
          ? value.map((item: string) => encode(item)).join(',')
          : encode(String(value));
    pairs.push(`${encode(name)}=${text}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** `x-amz-date`: the basic ISO 8601 form Amazon's signatures used, e.g. 20240101T120000Z. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
