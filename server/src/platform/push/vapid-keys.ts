import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';

export interface VapidKeys {
  /** Uncompressed P-256 point (65 bytes), base64url: what browsers subscribe with. */
  publicKey: string;
  /** The P-256 private scalar (32 bytes), base64url. */
  privateKey: string;
  /** mailto: or https: contact the push services may use. */
  subject: string;
}

function generateVapidKeyPair(): { publicKey: string; privateKey: string } {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}

/**
 * The server's VAPID identity: from the environment when given; otherwise generated once and
 * kept in DATA_DIR/vapid.json (like the JWT key), because a new key pair would silently orphan
 * every browser subscription made with the old public key. Without a DATA_DIR (tests) the pair
 * lives for the process.
 */
export function resolveVapidKeys(config: Pick<Config, 'vapid' | 'dataDir'>): VapidKeys {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (publicKey || privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  if (!config.dataDir) return { ...generateVapidKeyPair(), subject };
  const file = join(config.dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: string; privateKey?: string };
    if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  const pair = generateVapidKeyPair();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(pair, null, 2), { mode: 0o600 });
  return { ...pair, subject };
}
