import { z } from 'zod';

/**
 * Building blocks of the response models. Amazon documents most fields as optional and sometimes
 * sends them as null; both read as undefined, so the product has one "absent" to handle.
 */
export const optional = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value): z.output<T> | undefined => value ?? undefined);

/** ISO 8601 date-time, read into a Date; an unreadable one is a malformed answer. */
export const amazonDate = z.string().transform((value, context) => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    context.issues.push({ code: 'custom', message: 'not an ISO 8601 date', input: value });
    return z.NEVER;
  }
  return date;
});

/** Money as Amazon sends it: the amount is a decimal string (never a float). */
export const money = z.object({ CurrencyCode: optional(z.string()), Amount: optional(z.string()) });
export type Money = z.output<typeof money>;

/** `{"errors":[…]}`: every SP-API's error envelope, `ErrorList` in each of Amazon's models. */
export const errorList = z.array(
  z.object({ code: z.string(), message: z.string().default(''), details: optional(z.string()) }),
);
