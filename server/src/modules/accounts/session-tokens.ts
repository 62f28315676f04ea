import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { sessionClaimsSchema, type SessionClaims } from '@crashpad/sync';

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

  /** The verified claims, or null for any bad, expired or foreign token. */
  async verify(token: string): Promise<SessionClaims | null> {
    if (token.length > 4096) return null;
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
