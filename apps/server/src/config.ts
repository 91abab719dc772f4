import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * All configuration comes from the environment, read once here. Every variable is documented in
 * the README; nothing else reads process.env.
 */
export interface Config {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  /**
   * Where versions before the file store kept uploads; read once, at the first start of this
   * version, to move them into the store (decision 18). Nothing is written or served there.
   */
  storageDir: string;
  /** Where organisation files are kept: PostgreSQL (default) or an S3-compatible bucket. */
  files: FilesConfig;
  databaseUrl: string | undefined;
  /** PostgreSQL: connections for requests. */
  databasePoolSize: number;
  /** PostgreSQL: connections for background jobs, a pool of their own (decision 26). */
  workDatabasePoolSize: number;
  appKey: Buffer;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean;
  sessionLifetimeMinutes: number;
  webDistDir: string;
  seedDemo: boolean;
  /** Seconds a background job may run before it counts as lost and is retried. */
  jobTimeoutSeconds: number;
  /**
   * Worker threads that run the forecast models (0: on the server's own thread). Default: one
   * fewer than the machine's cores, at least one, so the thread serving requests stays free.
   */
  forecastThreads: number;
  /** Marketplace reports: upload size limit and how often a requested report is polled. */
  reports: ReportsConfig;
  /** "Add to Slack" for notification events; without a client id and secret Slack is off. */
  slack: SlackConfig;
  /** Connecting Amazon seller accounts (SP-API); without the app's credentials it is off. */
  amazon: AmazonConfig;
  /** Sentry DSN: unexpected errors of the server and the web app are reported there; unset, only logged. */
  sentryDsn: string | undefined;
  /** The environment Sentry files events under. */
  sentryEnvironment: string;
  isProduction: boolean;
}

export type FilesConfig =
  | { store: 'postgres' }
  | {
      store: 's3';
      /** The bucket's endpoint (AWS: unset, from the region; MinIO, R2, a stand-in: its URL). */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (most non-AWS stores). */
      forcePathStyle: boolean;
    };

export interface ReportsConfig {
  /** The largest report file a user may upload (streamed to storage, never held in memory). */
  uploadMaxBytes: number;
  /** Seconds between two polls of a report the marketplace is still preparing. */
  pollSeconds: number;
}

export interface SlackConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** https://slack.com, or a stand-in's address in tests (authorize page and Web API). */
  baseUrl: string;
}

export interface AmazonConfig {
  /** Login with Amazon's token endpoint (code exchange and refresh). */
  lwaTokenUrl: string;
  /**
   * A stand-in for every Seller Central site (the simulator in tests): consent goes to
   * `{this}/{site's host}/apps/authorize/consent`; undefined: `https://{site's host}/…`, Amazon's.
   */
  sellerCentralUrl: string | undefined;
  /** The SP-API host of each region. */
  spApiEndpoints: { na: string; eu: string; fe: string };
  /** The SP-API app (`amzn1.sellerapps.app.…`) and its LWA credentials; unset: not configured. */
  applicationId: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** A draft (unpublished) app must send `version=beta` to the consent page. */
  appVersionBeta: boolean;
}

const repoRoot = resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, 'data'));
  return {
    port,
    host,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    storageDir: resolve(env.STORAGE_DIR ?? join(dataDir, 'storage')),
    files: filesConfig(env),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    workDatabasePoolSize: Number(env.WORK_DATABASE_POOL_SIZE ?? 4),
    appKey: resolveAppKey(env.APP_KEY, dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Stockroom <no-reply@localhost>',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    sessionLifetimeMinutes: Number(env.SESSION_LIFETIME ?? 120),
    webDistDir: resolve(env.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist')),
    seedDemo: env.SEED_DEMO !== 'false',
    jobTimeoutSeconds: Number(env.JOB_TIMEOUT_SECONDS ?? 300),
    forecastThreads: forecastThreads(env.FORECAST_THREADS),
    reports: {
      uploadMaxBytes: Number(env.REPORT_UPLOAD_MAX_MB ?? 512) * 1024 * 1024,
      pollSeconds: Number(env.REPORT_POLL_SECONDS ?? 15),
    },
    slack: {
      clientId: env.SLACK_CLIENT_ID || undefined,
      clientSecret: env.SLACK_CLIENT_SECRET || undefined,
      baseUrl: (env.SLACK_BASE_URL || 'https://slack.com').replace(/\/$/, ''),
    },
    amazon: {
      lwaTokenUrl: env.AMAZON_LWA_TOKEN_URL || 'https://api.amazon.com/auth/o2/token',
      sellerCentralUrl: env.AMAZON_SELLER_CENTRAL_URL?.replace(/\/$/, '') || undefined,
      spApiEndpoints: {
        na: (env.AMAZON_SP_API_ENDPOINT_NA || 'https://sellingpartnerapi-na.amazon.com').replace(/\/$/, ''),
        eu: (env.AMAZON_SP_API_ENDPOINT_EU || 'https://sellingpartnerapi-eu.amazon.com').replace(/\/$/, ''),
        fe: (env.AMAZON_SP_API_ENDPOINT_FE || 'https://sellingpartnerapi-fe.amazon.com').replace(/\/$/, ''),
      },
      applicationId: env.AMAZON_APPLICATION_ID || undefined,
      clientId: env.AMAZON_CLIENT_ID || undefined,
      clientSecret: env.AMAZON_CLIENT_SECRET || undefined,
      appVersionBeta: env.AMAZON_APP_VERSION_BETA === 'true',
    },
    sentryDsn: env.SENTRY_DSN || undefined,
    sentryEnvironment:
      env.SENTRY_ENVIRONMENT || (env.NODE_ENV === 'production' ? 'production' : 'development'),
    isProduction: env.NODE_ENV === 'production',
  };
}

function filesConfig(env: NodeJS.ProcessEnv): FilesConfig {
  const store = env.FILE_STORE || 'postgres';
  if (store === 'postgres') return { store };
  if (store !== 's3') throw new Error(`FILE_STORE must be postgres or s3, not ${store}.`);
  if (!env.S3_BUCKET) throw new Error('FILE_STORE=s3 needs S3_BUCKET.');
  return {
    store,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
  };
}

/**
 * APP_KEY signs links and encrypts secrets. Given as `base64:<32 bytes>` (Laravel's format) or
 * any string of 32+ characters. Without it, a key is generated once and kept in DATA_DIR so
 * sessions, signed links and encrypted secrets survive a restart.
 */
function resolveAppKey(value: string | undefined, dataDir: string): Buffer {
  if (value) {
    const key = value.startsWith('base64:') ? Buffer.from(value.slice(7), 'base64') : Buffer.from(value);
    if (key.length < 32)
      throw new Error('APP_KEY must be at least 32 bytes (e.g. base64:<32 random bytes>).');
    return key.subarray(0, 32);
  }
  const file = join(dataDir, 'app.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

function forecastThreads(value: string | undefined): number {
  if (value === undefined || value === '') return Math.max(1, availableParallelism() - 1);
  const threads = Number(value);
  if (!Number.isInteger(threads) || threads < 0 || threads > 64)
    throw new Error(`FORECAST_THREADS must be a whole number from 0 to 64, not "${value}"`);
  return threads;
}
