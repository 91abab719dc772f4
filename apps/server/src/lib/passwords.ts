import argon2 from 'argon2';

/** argon2id with the library's defaults (m=64 MiB, t=3, p=4), OWASP's recommended family. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    // Spend comparable time when there is no hash, so response timing does not reveal accounts.
    await argon2.hash(password, { type: argon2.argon2id });
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
