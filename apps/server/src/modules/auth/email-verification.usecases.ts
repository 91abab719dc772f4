import { EMAIL_VERIFICATION_TTL_MINUTES } from '@backoffice/shared';
import type { AppContext } from '../../app-context.ts';
import { sha256 } from '../../lib/crypto.ts';
import { signUrl, verifySignedPath } from '../../lib/signed-url.ts';
import { verifyEmailMail } from '../mail/mail.templates.ts';
import { findUserById, updateUser } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.tables.ts';

export const verificationPath = (user: UserRow) =>
  `/api/fortify/email/verify/${user.id}/${sha256(user.email.toLowerCase())}`;

/** Mails a signed, expiring link. The hash ties it to the address, so changing email voids it. */
export async function sendVerificationLink({ ctx, user }: { ctx: AppContext; user: UserRow }): Promise<void> {
  if (user.emailVerifiedAt) return;
  const url = signUrl({
    key: ctx.config.appKey,
    baseUrl: ctx.config.appUrl,
    path: verificationPath(user),
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MINUTES * 60_000),
  });
  await ctx.mailer.send(verifyEmailMail({ to: user.email, url }));
}

export type VerificationOutcome = 'verified' | 'already-verified' | 'invalid' | 'expired';

export async function verifyEmail({
  ctx,
  id,
  hash,
  expires,
  signature,
}: {
  ctx: AppContext;
  id: number;
  hash: string;
  expires: number;
  signature: string;
}): Promise<VerificationOutcome> {
  const path = `/api/fortify/email/verify/${id}/${hash}`;
  const check = verifySignedPath({ key: ctx.config.appKey, path, expires, signature });
  if (check !== 'valid') return check;
  const user = await findUserById(ctx.db, id);
  if (!user || sha256(user.email.toLowerCase()) !== hash) return 'invalid';
  if (user.emailVerifiedAt) return 'already-verified';
  await updateUser(ctx.db, user.id, { emailVerifiedAt: new Date() });
  return 'verified';
}
