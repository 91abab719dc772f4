import { parseIsoDate } from '../dataset/time.ts';
import { invalidInput } from './errors.ts';

/** Query parameter readers. SP-API sends arrays comma-separated (`MarketplaceIds=A,B`); repeated keys work too. */

export function listParam(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

export function dateParam(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name);
  if (value === null || value === '') return undefined;
  const ms = parseIsoDate(value);
  if (ms === undefined) throw invalidInput(`Invalid ${name}.`, `${name} must be an ISO 8601 date-time.`);
  return ms;
}

export function integerParam(
  query: URLSearchParams,
  name: string,
  range: { min: number; max: number; fallback: number },
): number {
  const value = query.get(name);
  if (value === null || value === '') return range.fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < range.min || number > range.max) {
    throw invalidInput(`Invalid ${name}.`, `${name} must be an integer from ${range.min} to ${range.max}.`);
  }
  return number;
}

export function requireMarketplaces(ids: string[], allowed: readonly string[], name: string): string[] {
  const unknown = ids.filter((id) => !allowed.includes(id));
  if (unknown.length > 0)
    throw invalidInput(
      `Invalid ${name}: ${unknown.join(', ')}.`,
      'The seller does not sell in these marketplaces.',
    );
  return ids;
}
