import argon2, { type HashOptions } from 'argon2';

/**
 * argon2id with the library's defaults (m=64 MiB, t=3, p=4), OWASP's recommended family. Under
 * Vitest (NODE_ENV=test) the cheapest argon2id instead, as Laravel's test config lowers bcrypt's
 * rounds: the tests check what the product does with passwords, not the hash's strength, and the
 * default costs ~0.4 s of every core per hash, which the suites' hundreds of sign-ups and sign-ins
 * turned into minutes of CI. A hash records its own parameters, so either kind verifies anywhere.
 */
const HASH_OPTIONS: HashOptions =
  process.env.NODE_ENV === 'test'
    ? { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { type: argon2.argon2id };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    // Spend comparable time when there is no hash, so response timing does not reveal accounts.
    await argon2.hash(password, HASH_OPTIONS);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
