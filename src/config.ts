import { z } from 'zod';

/** Used outside production only; production refuses to start with it. */
export const DEVELOPMENT_SESSION_SECRET = 'bosun-development-session-secret-not-for-production';
export const DEVELOPMENT_BANK_DETAILS_KEY = 'bosun-development-bank-details-key';
/** An IPv4 or IPv6 address, optionally with a CIDR prefix, or one of proxy-addr's named ranges. */
const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;

/** Every setting of the server, read once from the environment and validated. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin used in e-mails, canonical URLs and sitemaps. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** When unset, embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /**
   * A read replica (or a pooler in front of several) for the reads that may lag: search, product
   * pages, sitemaps (DESIGN.md, "Many machines"). Unset, every read goes to DATABASE_URL.
   */
  DATABASE_READ_URL: z.string().url().optional(),
  /**
   * PostgreSQL connections a server process opens to the primary, and to the replica when
   * DATABASE_READ_URL is set. Each process also holds one for LISTEN: processes x (pool + 1) must
   * stay under the primary's max_connections (README: sizing the pools).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_READ_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Jobs (src/jobs/engine.ts): how often a process fails the runs whose process died (past their
   * expiry) so that another retries them, and archives old runs.
   */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * When set, a one-off job's run still going after this many seconds is counted as dead and retried
   * elsewhere, whatever its queue's own expiry (2 minutes for a photo): the many-machines test kills a
   * process mid-run and waits seconds, not minutes. Unset in production.
   */
  JOB_QUEUE_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  /**
   * Bearer token that /metrics (Prometheus) asks for; unset, /metrics is not served. 24+ characters.
   */
  METRICS_TOKEN: z.string().min(24).optional(),
  /** Number of boats the first start seeds on an empty database. */
  SEED_BOATS: z.coerce.number().int().min(0).default(2000),
  /** Seed an empty database on start; defaults to true outside production and false in production. */
  SEED_ON_START: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated origins allowed to call the API from a browser (the back office on another host). */
  CORS_ORIGINS: z.string().default(''),
  /** Comma-separated hosts (host[:port]) a cross-site sign-in may go to; PUBLIC_URL's host always may. */
  CROSS_SITE_HOSTS: z.string().default(''),
  /**
   * Outside production, lets a request from another machine use the dev routes (/api/dev/*) when it
   * sends this in X-Bosun-Dev-Token; without it only this machine may.
   */
  DEV_ROUTES_TOKEN: z.string().min(24).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).default(30),
  DEFAULT_LANGUAGE: z.string().default('en'),
  /**
   * Shared rate-limit counters across server processes (`redis://host:6379`): the API-wide per-IP
   * limit uses Redis when set, the process's memory otherwise.
   */
  REDIS_URL: z.string().url().optional(),
  /**
   * Which proxies may name the client with X-Forwarded-For: unset (no proxy: the connection's own
   * address counts), a hop count (`1` behind one load balancer), or addresses and CIDR ranges
   * (`10.0.0.0/8,127.0.0.1`, `loopback`). Trusting every hop would let any client choose its IP.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (value) => /^\d{1,2}$/.test(value) || value.split(',').every((entry) => PROXY_ENTRY.test(entry.trim())),
      'a hop count (1) or comma-separated addresses or CIDR ranges, not true',
    )
    .optional(),
  /**
   * Signs what the server hands out and must recognise: the CSRF token bound to each session and the
   * device cookie of a browser that signed in. Must be set (32+ characters) in production.
   */
  SESSION_SECRET: z.string().min(32).default(DEVELOPMENT_SESSION_SECRET),
  /**
   * Server processes sharing PORT (node:cluster), a number or `auto` (one per CPU). More than one
   * needs DATABASE_URL: embedded PGlite lives inside one process. Default 1.
   */
  /**
   * How long the server keeps a page that every guest sees alike (a product page) to answer other
   * guests with; 0 renders every request. Signed-in visitors always get a fresh render.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  WEB_CONCURRENCY: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default(1),
  // Real adapters: each is used only when its settings are present.
  /** Card payments: the embedded sandbox (default) or Stripe (needs STRIPE_SECRET_KEY). */
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** Signs the sandbox provider's webhooks (HMAC-SHA256); set your own outside development. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('whsec_sandbox_development_only'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The marine and wind forecast: the embedded deterministic one (default) or Open-Meteo over HTTP. */
  WEATHER_PROVIDER: z.enum(['embedded', 'open-meteo']).default('embedded'),
  WEATHER_FORECAST_URL: z.string().url().optional(),
  WEATHER_MARINE_URL: z.string().url().optional(),
  /** Owner payouts (DESIGN.md, "Owner earnings and payouts"): the embedded sandbox (default) or Stripe Connect (needs STRIPE_SECRET_KEY). */
  PAYOUTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** Verifies Stripe Connect webhooks (account and payout events of connected accounts). */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  /** Encrypts owners' IBANs at rest (AES-256-GCM; any string, hashed to a key); set your own outside development. */
  BANK_DETAILS_KEY: z.string().min(16).default(DEVELOPMENT_BANK_DETAILS_KEY),
  /** Machine translation of listings (issue 23); unset, titles are built from the listing's facts. */
  DEEPL_API_KEY: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Bosun <no-reply@bosun.test>'),
  FCM_SERVICE_ACCOUNT_JSON: z.string().optional(),
  // Web Push to browsers (issue 20): VAPID keys as `npx web-push generate-vapid-keys` prints them.
  WEB_PUSH_VAPID_PUBLIC_KEY: z.string().optional(),
  WEB_PUSH_VAPID_PRIVATE_KEY: z.string().optional(),
  /** The VAPID contact, `mailto:` or `https:`; push services write to it about abuse. */
  WEB_PUSH_SUBJECT: z.string().default('mailto:no-reply@bosun.test'),
  // The files that let phones open the site's links in the app (issue 20); unset, valid empty files.
  /** Comma-separated `TEAMID.bundle.id` of the iOS app. */
  APPLE_APP_IDS: z.string().default(''),
  ANDROID_APP_PACKAGE: z.string().optional(),
  /** Comma-separated SHA-256 fingerprints of the Android app's signing certificate. */
  ANDROID_APP_SHA256_FINGERPRINTS: z.string().default(''),
  FIREBASE_PROJECT_ID: z.string().optional(),
  /** Firebase ID-token keys: a JWK set or Google's x509 map; defaults to Google's securetoken JWKS. */
  FIREBASE_KEYS_URL: z.string().url().optional(),
  /**
   * The CAB sign-in (SPEC section 3): an OpenID Connect issuer whose ID tokens sign people in, and
   * our client id there (the tokens' audience). Unset outside production, the embedded demo issuer
   * under /api/dev/cab stands in.
   */
  CAB_ISSUER: z.string().url().optional(),
  CAB_CLIENT_ID: z.string().min(1).optional(),
  /** The issuer's JWK set; by default found through its /.well-known/openid-configuration. */
  CAB_JWKS_URL: z.string().url().optional(),
  // Files (DESIGN.md): S3-compatible storage when S3_BUCKET is set, else DATA_DIR/files.
  S3_ENDPOINT: z.string().url().optional(),
  /**
   * The endpoint browsers reach the store at, when it is not S3_ENDPOINT (a compose network's
   * `http://minio:9000` is `http://localhost:9000` from the browser): presigned URLs are signed for it.
   */
  S3_PUBLIC_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Raster tiles for the results map (`https://tile.example/{z}/{x}/{y}.png`); unset: bundled Natural Earth land. */
  MAP_TILE_URL: z.string().optional(),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  // Error reporting (issue 21): the Sentry SDKs send to SENTRY_DSN, else to the server's own receiver.
  /** A Sentry (or Sentry-compatible) DSN for the site, the back office and the server. */
  SENTRY_DSN: z.string().url().optional(),
  /** Defaults to NODE_ENV. */
  SENTRY_ENVIRONMENT: z.string().optional(),
  /** Share of errors reported, 0 to 1. */
  SENTRY_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /** Share of page loads and requests traced; 0 (the default) loads no tracing at all. */
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Share of traced sessions profiled; only with tracing on. */
  SENTRY_PROFILES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** The release reported with every error; defaults to a hash of the front-end build. */
  BUILD_ID: z.string().max(200).optional(),
  /** Didomi's API key: its consent notice replaces the embedded banner (same choices, same metric). */
  DIDOMI_API_KEY: z
    .string()
    .regex(/^[\w-]+$/)
    .optional(),
  /** The survey tool's workspace key (Survicate); without it no survey is loaded and no trait is set. */
  SURVEY_WORKSPACE_KEY: z
    .string()
    .regex(/^[\w-]+$/)
    .optional(),
  /** Error groups the embedded receiver keeps; the least recently seen go first. */
  ERROR_GROUPS_KEPT: z.coerce.number().int().min(10).max(100_000).default(2000),
  /** Live event streams (SSE sockets) one server process holds at most; beyond, 503 with Retry-After. */
  EVENT_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).default(5000),
  /** Envelopes the embedded receiver takes from one client (IP) a minute; beyond, 429. */
  ERROR_REPORTS_PER_CLIENT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Envelopes the embedded receiver takes for one project (site, admin, server) a minute, all clients. */
  ERROR_REPORTS_PER_PROJECT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most twelve-factor tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET) {
    throw new Error(
      'Invalid configuration: SESSION_SECRET must be set in production (32 or more random characters).',
    );
  }
  return parsed.data;
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY: false, the trusted addresses, or for a hop count the
 * nearest `hops` addresses whatever they are (Fastify 5 itself ignores a bare number). A hop count
 * is only safe when clients cannot reach the server except through those proxies.
 */
export function trustProxyOf(
  config: Pick<Config, 'TRUST_PROXY'>,
): false | string[] | ((address: string, hop: number) => boolean) {
  const value = config.TRUST_PROXY;
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  return value.split(',').map((entry) => entry.trim());
}
