import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FEATURE_FLAGS, DEFAULT_MAP_TILES_ATTRIBUTION, DEFAULT_MAP_TILES_URL, FEATURE_FLAGS, SITE_VARIANTS, type FeatureFlag } from '@crashpad/sync';

/** A flag is on, off, or on only for a whitelist of e-mail addresses. */
export type FlagSetting = boolean | string[];

export interface RateLimitSetting {
  max: number;
  windowMs: number;
}

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string | null;
  mongodbUri: string | null;
  demoData: boolean;
  clientDist: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  site: (typeof SITE_VARIANTS)[number];
  flags: Record<FeatureFlag, FlagSetting>;
  /** Signing key of session tokens; generated into DATA_DIR on first start when not given. */
  jwtSecret: string;
  trustProxy: boolean;
  /** DECISIONS #13: the events / special-offers feed service (FEEDS_URL, FEEDS_KEY); null = no feeds. */
  feedsUrl: string | null;
  feedsKey: string | null;
  rateLimits: {
    login: RateLimitSetting;
    forgot: RateLimitSetting;
    emailExists: RateLimitSetting;
    /** Sign-ups per client address (issue 7 §1.4, §1.6). */
    signup: RateLimitSetting;
    /** Account mails (verification, reset, e-mail change) to one target address, from anyone. */
    mailPerAddress: RateLimitSetting;
    /** Answers that reveal whether one address has an account (e-mail check, sign-up, e-mail change), from anyone. */
    lookupPerAddress: RateLimitSetting;
    /** Chat messages per sending account, REST and outbox together (issue 7 §1.9). */
    messages: RateLimitSetting;
  };
  /**
   * Web push VAPID identity (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, base64url, and VAPID_SUBJECT,
   * a mailto: or https: contact). Keys left empty are generated into DATA_DIR on first start.
   */
  vapid: { publicKey: string | null; privateKey: string | null; subject: string };
  /**
   * Outside production only: extra push-service hosts (`host` or `host:port`, PUSH_SERVICE_HOSTS
   * comma list) and a PEM CA to trust for them (PUSH_SERVICE_CA, a file), so a local stand-in can
   * receive pushes. Production accepts the known push services only.
   */
  pushDevHosts: string[];
  pushDevCa: string | null;
  /** Map tiles (DECISIONS #12): MAP_TILES_URL / MAP_TILES_ATTRIBUTION, OpenStreetMap by default. */
  mapTilesUrl: string;
  mapTilesAttribution: string;
  /** Stripe keys; see StripeSettings. */
  stripe: StripeSettings;
}

/**
 * Stripe (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET). Without a secret key,
 * outside production, start-up runs the local Stripe emulator (server/dev/stripe-emulator) and
 * fills these in with its keys and `emulatorUrl`; production never loads it.
 */
export interface StripeSettings {
  secretKey: string | null;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** The local emulator's base URL (`http://127.0.0.1:<port>`) when it stands in for Stripe; null with real keys. */
  emulatorUrl: string | null;
  /** STRIPE_EMULATOR=off: no emulator at start-up even without keys (payments then answer unavailable). */
  emulatorEnabled: boolean;
}

/** The crashpad brand's defaults (spec 1 §1): feeds and map filters off, autopay on. */
export const DEFAULT_FLAGS: Record<FeatureFlag, FlagSetting> = { ...DEFAULT_FEATURE_FLAGS };

const here = dirname(fileURLToPath(import.meta.url));
/** client/dist next to server/, whether running from src (tests) or dist (production). */
const defaultClientDist = resolve(here, '..', '..', '..', 'client', 'dist');

function parseFlag(raw: string): FlagSetting {
  const v = raw.trim().toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(v)) return true;
  if (['off', 'false', '0', 'no', ''].includes(v)) return false;
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

/**
 * A rate limit from the environment as `<max>/<seconds>` (e.g. `RATE_LIMIT_LOGIN=10/60`), or the
 * product default. A malformed value is refused at start rather than silently ignored.
 */
export function parseRateLimit(raw: string | undefined, fallback: RateLimitSetting, name: string): RateLimitSetting {
  if (raw === undefined || raw.trim() === '') return fallback;
  const match = /^\s*(\d{1,7})\s*\/\s*(\d{1,7})\s*$/.exec(raw);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new Error(`${name} must look like <max>/<seconds>, e.g. 10/60 (got "${raw}")`);
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

/** Reads a secret from the environment, or from DATA_DIR/secrets.json, creating it on first start. */
function loadSecret(name: string, envValue: string | undefined, dataDir: string | null): string {
  if (envValue) return envValue;
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 8080);
  const dataDir = overrides.dataDir !== undefined ? overrides.dataDir : resolve(env.DATA_DIR ?? './data');
  const flags = { ...DEFAULT_FLAGS };
  for (const flag of FEATURE_FLAGS) {
    const raw = env[`FLAG_${flag.toUpperCase()}`];
    if (raw !== undefined) flags[flag] = parseFlag(raw);
  }
  const site = (SITE_VARIANTS as readonly string[]).includes(env.SITE_VARIANT ?? '')
    ? (env.SITE_VARIANT as Config['site'])
    : 'site.crashpad';
  const base: Config = {
    env: mode,
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    mongodbUri: env.MONGODB_URI || null,
    demoData: (env.DEMO_DATA ?? 'on').toLowerCase() !== 'off',
    clientDist: env.CLIENT_DIST ?? defaultClientDist,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Crashpad <no-reply@crashpad.example>',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@crashpad.example',
    site,
    flags,
    jwtSecret: '',
    trustProxy: env.TRUST_PROXY === '1',
    feedsUrl: env.FEEDS_URL ? env.FEEDS_URL.replace(/\/$/, '') : null,
    feedsKey: env.FEEDS_KEY || null,
    rateLimits: {
      login: parseRateLimit(env.RATE_LIMIT_LOGIN, { max: 10, windowMs: 60_000 }, 'RATE_LIMIT_LOGIN'),
      forgot: parseRateLimit(env.RATE_LIMIT_FORGOT, { max: 5, windowMs: 60_000 }, 'RATE_LIMIT_FORGOT'),
      emailExists: parseRateLimit(env.RATE_LIMIT_EMAIL_EXISTS, { max: 20, windowMs: 60_000 }, 'RATE_LIMIT_EMAIL_EXISTS'),
      signup: parseRateLimit(env.RATE_LIMIT_SIGNUP, { max: 10, windowMs: 3_600_000 }, 'RATE_LIMIT_SIGNUP'),
      mailPerAddress: parseRateLimit(env.RATE_LIMIT_MAIL_PER_ADDRESS, { max: 3, windowMs: 3_600_000 }, 'RATE_LIMIT_MAIL_PER_ADDRESS'),
      lookupPerAddress: parseRateLimit(env.RATE_LIMIT_LOOKUP_PER_ADDRESS, { max: 10, windowMs: 3_600_000 }, 'RATE_LIMIT_LOOKUP_PER_ADDRESS'),
      messages: parseRateLimit(env.RATE_LIMIT_MESSAGES, { max: 20, windowMs: 60_000 }, 'RATE_LIMIT_MESSAGES'),
    },
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY || null,
      privateKey: env.VAPID_PRIVATE_KEY || null,
      subject: env.VAPID_SUBJECT || `mailto:${env.SUPPORT_EMAIL ?? 'support@crashpad.example'}`,
    },
    pushDevHosts: (env.PUSH_SERVICE_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
    pushDevCa: env.PUSH_SERVICE_CA ? readFileSync(env.PUSH_SERVICE_CA, 'utf8') : null,
    mapTilesUrl: env.MAP_TILES_URL || DEFAULT_MAP_TILES_URL,
    mapTilesAttribution: env.MAP_TILES_ATTRIBUTION || (env.MAP_TILES_URL ? '' : DEFAULT_MAP_TILES_ATTRIBUTION),
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || null,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
      emulatorUrl: null,
      emulatorEnabled: mode !== 'production' && (env.STRIPE_EMULATOR ?? 'on').toLowerCase() !== 'off',
    },
  };
  const merged = { ...base, ...overrides };
  merged.jwtSecret = overrides.jwtSecret ?? loadSecret('jwt', env.JWT_SECRET, merged.dataDir);
  return merged;
}
