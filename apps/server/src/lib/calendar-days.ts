/** Calendar days as UTC day numbers (days since 1970-01-01), the engine's unit, and back. */
const DAY_MS = 86_400_000;
export const dayOfIso = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
export const isoOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
