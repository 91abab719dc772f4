import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { isCurrencyCode } from '../domain/money.ts';
import { isWebUrl, WEB_URL_MESSAGE } from '../domain/web-url.ts';

/**
 * Field builders with Laravel-style messages ("The email field is required."), so the server's
 * 422 responses and the web forms say the same thing in the same words.
 */
const label = (field: string) => field.replace(/_/g, ' ');

export function requiredString(field: string, { max = 255 }: { max?: number } = {}) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `The ${label(field)} field is required.`
          : `The ${label(field)} field must be a string.`,
    })
    .trim()
    .min(1, `The ${label(field)} field is required.`)
    .max(max, `The ${label(field)} field must not be greater than ${max} characters.`);
}

export function emailField(field = 'email') {
  return requiredString(field)
    .toLowerCase()
    .pipe(z.email(`The ${label(field)} field must be a valid email address.`));
}

/** A password as typed: never trimmed, bounded so hashing cannot be abused. */
export function passwordField(field = 'password') {
  return z
    .string({ error: `The ${label(field)} field is required.` })
    .min(1, `The ${label(field)} field is required.`)
    .max(
      PASSWORD_MAX_LENGTH,
      `The ${label(field)} field must not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
    );
}

export function newPasswordField(field = 'password') {
  return passwordField(field).min(
    PASSWORD_MIN_LENGTH,
    `The ${label(field)} field must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  );
}

/** Adds Laravel's `confirmed` rule: `password_confirmation` must equal `password`. */
export function withConfirmedPassword<
  T extends z.ZodType<{ password: string; password_confirmation: string }>,
>(schema: T) {
  return schema.refine((value) => value.password === value.password_confirmation, {
    message: 'The password field confirmation does not match.',
    path: ['password'],
  });
}

/**
 * The largest values of the PostgreSQL integer types the requests' numbers are stored in: a
 * bound above its column's answers 500 (`integer out of range`) instead of 422. Ids are bigint
 * but travel as JS numbers, so they stop at what a number holds exactly.
 */
export const INT4_MAX = 2_147_483_647;
export const ID_MAX = Number.MAX_SAFE_INTEGER;

/** An id's digits: decimal, no sign, no leading zero, no exponent, no spaces. */
const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;
const idNumber = () => z.number().int().positive().max(ID_MAX);

/**
 * A record id in a path: canonical decimal digits only, so `018`, `0x12`, `1e1`, `+18`, `18.0`
 * or ` 18` never resolve to record 18 (they answer 404, as any id that cannot exist).
 */
export const idParam = z.string().regex(CANONICAL_ID).transform(Number).pipe(idNumber());

/**
 * An id reference in a body or query string: a positive integer an id column can hold, as a JSON
 * number or as a string of canonical decimal digits (a query string's, a form's). Like a path's,
 * `0x10`, `1e1`, `018`, ` 18` or `true` are refused, never read as another record's id.
 */
export const idField = () =>
  z.union([idNumber(), z.string().regex(CANONICAL_ID).transform(Number).pipe(idNumber())], {
    error: 'The id must be a positive whole number such as 12.',
  });
export const isoDateTime = z.string().meta({ format: 'date-time' });

/**
 * A calendar day as YYYY-MM-DD, in the years a seller's records can have (1900–2999): a day in
 * 9999 passes a format check, but the day after it, as every inclusive `to` filter needs, is no
 * timestamp PostgreSQL reads. Every date field of the contracts is this one.
 */
export const calendarDay = (message: string) =>
  z.iso
    .date({ error: message })
    .refine((day) => day >= '1900-01-01' && day <= '2999-12-31', 'The date must be between 1900 and 2999.');

/** A money amount as typed: a decimal string such as "12.50" (null clears it). */
export const moneyAmountField = (field = 'amount') =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,12}(\.\d{1,4})?$/, `The ${field.replace(/_/g, ' ')} must be an amount such as 12.50.`),
    );

export const currencyField = (field = 'currency') =>
  z
    .string({ error: `The ${field.replace(/_/g, ' ')} field must be a currency code.` })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, `The ${field.replace(/_/g, ' ')} must be a three-letter currency code such as USD.`);

/** A currency the product knows (an ISO 4217 code, as Intl lists them): "ABC" is refused at once. */
export const knownCurrencyField = (field = 'currency') =>
  currencyField(field).refine(
    // A code already refused for its shape gets that one message, not this one too.
    (code) => !/^[A-Z]{3}$/.test(code) || isCurrencyCode(code),
    `The ${label(field)} must be a known currency code such as USD.`,
  );

/**
 * A web address a user or an import writes (a transfer's destination_url): an absolute http or
 * https URL with a host, as sent (see isWebUrl), so `javascript:`, `data:`, `//host` or a scheme
 * hidden behind spaces or a tab are a 422 on the field and never stored. The web app links only
 * to what passes the same test.
 */
export function webUrl(field = 'url', { max = 2000 }: { max?: number } = {}) {
  return z
    .string({ error: `The ${label(field)} field must be a string.` })
    .max(max, `The ${label(field)} field must not be greater than ${max} characters.`)
    .refine(isWebUrl, WEB_URL_MESSAGE)
    .meta({ format: 'uri' });
}

/**
 * An optional web address, blank handled as every optional text field: missing keeps what is
 * stored, null or an empty (or all-blank) string clears it; anything else must be a webUrl.
 */
export function optionalWebUrl(field = 'url', options: { max?: number } = {}) {
  return (
    z
      .string({ error: `The ${label(field)} field must be a string.` })
      // What the API documents (and its own walks send): an absolute http(s) URL.
      .meta({ format: 'uri' })
      .transform((value) => (value.trim() === '' ? null : value))
      .pipe(webUrl(field, options).nullable())
      .nullable()
      .optional()
  );
}

/** An optional id reference in a request: a positive integer, or null to clear it. */
export const optionalIdField = () => idField().nullable().optional();

/**
 * A CSV cell read with the JSON API's own field schema, so an import refuses exactly what the
 * API refuses: the cell's trimmed text is handed to `field` as a JSON client would send it. A
 * missing column is `undefined` (keep what is stored); an empty cell is `empty` (`undefined`:
 * keep, `null`: clear).
 */
export function csvCell<T extends z.ZodType>(field: T, { empty }: { empty?: null } = {}) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value): unknown => (value === '' ? empty : value))
    .pipe(field);
}
