import { EMAIL_VERIFICATION_TTL_MINUTES } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { sha256 } from '../../lib/crypto.ts';
import { signUrl, verifySignedPath } from '../../lib/signed-url.ts';
import { verifyEmailMail } from '../mail/mail.presenter.ts';
import type { Mailer } from '../mail/mailer.client.ts';
import { findUserByEmail, findUserById, type UserRow } from '../users/users.facts.ts';
import { changeUser } from '../users/users.usecases.ts';

const verificationPath = (user: UserRow) =>
  `/api/fortify/email/verify/${user.id}/${sha256(user.email.toLowerCase())}`;

/**
 * Mails a signed, expiring link to an unverified address. The hash ties it to the address, so
 * changing email voids it. For registration and profile changes, which hold the row.
 */
export async function sendVerificationLink({
  mailer,
  appKey,
  appUrl,
  user,
}: {
  mailer: Mailer;
  appKey: Buffer;
  appUrl: string;
  user: UserRow;
}): Promise<void> {
  if (user.emailVerifiedAt) return;
  const url = signUrl({
    key: appKey,
    baseUrl: appUrl,
    path: verificationPath(user),
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MINUTES * 60_000),
  });
  await mailer.send(verifyEmailMail({ to: user.email, url }));
}

/** A new link on request; silent when the address has no account, so it cannot be probed. */
export async function resendVerificationLink({
  db,
  mailer,
  appKey,
  appUrl,
  email,
}: {
  db: Database;
  mailer: Mailer;
  appKey: Buffer;
  appUrl: string;
  email: string;
}): Promise<void> {
  const user = await findUserByEmail(db, { email });
  if (user) await sendVerificationLink({ mailer, appKey, appUrl, user });
}

export type VerificationOutcome = 'verified' | 'already-verified' | 'invalid' | 'expired';

export async function verifyEmail({
  db,
  appKey,
  id,
  hash,
  expires,
  signature,
}: {
  db: Database;
  appKey: Buffer;
  id: number;
  hash: string;
  expires: number;
  signature: string;
}): Promise<{ outcome: VerificationOutcome }> {
  const path = `/api/fortify/email/verify/${id}/${hash}`;
  const check = verifySignedPath({ key: appKey, path, expires, signature });
  if (check !== 'valid') return { outcome: check };
  const user = await findUserById(db, { userId: id });
  if (!user || sha256(user.email.toLowerCase()) !== hash) return { outcome: 'invalid' };
  if (user.emailVerifiedAt) return { outcome: 'already-verified' };
  await changeUser({ db, userId: user.id, changes: { emailVerifiedAt: new Date() } });
  return { outcome: 'verified' };
}
