import { invalidInput } from './errors.ts';

/**
 * Opaque pagination tokens: the query and where the next page starts, as base64url JSON with a
 * kind, so a token of one listing is refused by another.
 */
export function encodePageToken(kind: string, state: object): string {
  return Buffer.from(JSON.stringify({ kind, ...state })).toString('base64url');
}

export function decodePageToken<T extends object>(kind: string, token: string, parameter: string): T {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { kind?: unknown };
    if (parsed && typeof parsed === 'object' && parsed.kind === kind) return parsed as T;
  } catch {
    // Falls through to the refusal below.
  }
  throw invalidInput(`Invalid ${parameter}.`, `The ${parameter} value is not valid.`);
}
