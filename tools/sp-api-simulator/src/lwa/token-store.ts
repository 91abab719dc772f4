import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MINUTE_MS } from '../dataset/time.ts';

/**
 * Login with Amazon's grants: authorization codes (single use, 5 minutes, bound to the redirect
 * URI of the consent), refresh tokens (they do not expire) and access tokens (they do). A token
 * without a seller is a grantless one (client_credentials).
 *
 * Refresh tokens carry their seller and a signature by a key derived from the app's credentials,
 * so they stay valid when the simulator restarts: a developer's product keeps its connection.
 */
const CODE_LIFETIME_MS = 5 * MINUTE_MS;

interface Code {
  sellingPartnerId: string;
  redirectUri: string;
  expiresMs: number;
  used: boolean;
}

interface AccessToken {
  sellingPartnerId: string | null;
  expiresMs: number;
}

export type AccessCheck =
  | { ok: true; sellingPartnerId: string | null }
  | { ok: false; reason: 'invalid' | 'expired' };

export class TokenStore {
  private readonly codes = new Map<string, Code>();
  private readonly accessTokens = new Map<string, AccessToken>();
  /** Sellers who removed the app: their grants are refused until they authorize it again. */
  private readonly revokedSellers = new Set<string>();

  constructor(
    private readonly now: () => number,
    private readonly accessTokenSeconds: number,
    /** Signs refresh tokens; the same key accepts them after a restart. */
    private readonly refreshTokenKey: string,
  ) {}

  issueCode(sellingPartnerId: string, redirectUri: string): string {
    const code = `AN${randomBytes(15).toString('base64url').replace(/[-_]/g, 'x')}`;
    this.codes.set(code, {
      sellingPartnerId,
      redirectUri,
      expiresMs: this.now() + CODE_LIFETIME_MS,
      used: false,
    });
    return code;
  }

  /** Spends the code when it is valid and the redirect URI is the one it was issued for. */
  redeemCode(
    code: string,
    redirectUri: string,
  ): { ok: true; sellingPartnerId: string } | { ok: false; parameter: string } {
    const entry = this.codes.get(code);
    if (!entry || entry.used || this.now() > entry.expiresMs) return { ok: false, parameter: 'code' };
    if (entry.redirectUri !== redirectUri) return { ok: false, parameter: 'redirect_uri' };
    entry.used = true;
    return { ok: true, sellingPartnerId: entry.sellingPartnerId };
  }

  issueRefreshToken(sellingPartnerId: string): string {
    this.revokedSellers.delete(sellingPartnerId);
    const body = `${Buffer.from(sellingPartnerId).toString('base64url')}.${randomBytes(48).toString('base64url')}`;
    return `Atzr|${body}.${this.sign(body)}`;
  }

  /** The seller a refresh token was issued for, if the token is one of ours. */
  sellerOfRefreshToken(token: string): string | undefined {
    const match = /^Atzr\|(([\w-]+)\.[\w-]+)\.([\w-]+)$/.exec(token);
    if (!match?.[1] || !match[2] || !match[3]) return undefined;
    const given = Buffer.from(match[3]);
    const expected = Buffer.from(this.sign(match[1]));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const sellingPartnerId = Buffer.from(match[2], 'base64url').toString('utf8');
    return this.revokedSellers.has(sellingPartnerId) ? undefined : sellingPartnerId;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.refreshTokenKey).update(body).digest('base64url');
  }

  issueAccessToken(sellingPartnerId: string | null): { accessToken: string; expiresIn: number } {
    const accessToken = `Atza|${randomBytes(96).toString('base64url')}`;
    this.accessTokens.set(accessToken, {
      sellingPartnerId,
      expiresMs: this.now() + this.accessTokenSeconds * 1000,
    });
    return { accessToken, expiresIn: this.accessTokenSeconds };
  }

  checkAccessToken(token: string): AccessCheck {
    const entry = this.accessTokens.get(token);
    if (!entry) return { ok: false, reason: 'invalid' };
    if (this.now() >= entry.expiresMs) return { ok: false, reason: 'expired' };
    if (entry.sellingPartnerId !== null && this.revokedSellers.has(entry.sellingPartnerId))
      return { ok: false, reason: 'invalid' };
    return { ok: true, sellingPartnerId: entry.sellingPartnerId };
  }

  expireAllAccessTokens(): void {
    const now = this.now();
    for (const entry of this.accessTokens.values()) entry.expiresMs = Math.min(entry.expiresMs, now);
  }

  /**
   * The seller removed the app in Seller Central: its refresh and access tokens are refused
   * (invalid_grant, 403) until it authorizes the app again, which issues a new refresh token.
   * (Amazon would keep the old refresh tokens dead after that; here they come back with it.)
   */
  revokeSeller(sellingPartnerId: string): void {
    this.revokedSellers.add(sellingPartnerId);
  }
}
