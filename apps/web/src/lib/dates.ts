/**
 * Dates and times as the reader writes them (their browser's locale), one style across the
 * screens: a day ("Nov 26, 2026") or a day and a minute ("Nov 26, 2026, 8:27 PM"); seconds are
 * noise in a list. The formatters are made once: building one per cell is what costs.
 */
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const minuteFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

export const formatDay = (value: string | Date): string => dayFormat.format(asDate(value));

export const formatDateTime = (value: string | Date): string => minuteFormat.format(asDate(value));
