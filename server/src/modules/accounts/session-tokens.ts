import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { sessionClaimsSchema, type SessionClaims } from '@crashpad/sync';

/** How many verified tokens are remembered (the oldest is forgotten first). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Session tokens are HS256 JWTs carrying the session id and the claims the client reads
 * (account_type, expire_at_utc). A valid signature is not enough: every request also checks the
 * session record, so logout, password change and admin revocation take effect at once.
 */
export class SessionTokens {
  // A WebCrypto key imported once. jose (webapi build) converts raw bytes and even a KeyObject
  // into a CryptoKey on every call, which dominated the cost of an authenticated request.
  private readonly key: Promise<webcrypto.CryptoKey>;
  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey('raw', Buffer.from(secret, 'utf8'), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async sign(claims: Omit<SessionClaims, 'exp'>, expiresAtMs: number): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAtMs / 1000))
      .sign(await this.key);
  }

  /**
   * Tokens whose signature and claims were verified, with those claims, so the token an app sends
   * on every request is checked cryptographically once (about 50 µs of CPU and a thread-pool hop
   * each time otherwise). Only exact token strings that passed are kept, their expiry is checked on
   * every use, and the session record is still read per request, so revocation is unaffected.
   */
  private readonly verified = new Map<string, SessionClaims>();

  /** The verified claims, or null for any bad, expired or foreign token. */
  async verify(token: string): Promise<SessionClaims | null> {
    if (token.length > 4096) return null;
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: a token is expired once `exp` is not after now.
      if (known.exp * 1000 > Date.now()) return { ...known };
      this.verified.delete(token);
      return null;
    }
    const claims = await this.verifySignature(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
    }
    return claims && { ...claims };
  }

  private async verifySignature(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      const parsed = v.safeParse(sessionClaimsSchema, {
        sub: payload.sub,
        sid: payload.sid,
        account_type: payload.account_type,
        expire_at_utc: payload.expire_at_utc ?? null,
        ...(payload.act ? { act: payload.act } : {}),
        exp: payload.exp,
      });
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  }
}
