// Configuration from environment variables, validated once at start. Every bad value is reported at once, one
// line each, so a misconfigured deployment fails fast with a message that says what to fix.
import type { S3Options } from '../providers/blobs/s3.js';

export interface Config {
  port: number;
  host: string;
  /** Production mode: HTTPS-only public webhook URLs, Secure cookies. */
  production: boolean;
  dataDir: string;
  mongodbUri?: string;
  /** Where the store listens when it starts its own server (MONGODB_URI unset): EMBEDDED_MONGO_PORT. */
  storePort?: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** LOG_FORMAT: JSON lines for collectors, or one readable line per entry for people; auto = pretty on a terminal. */
  logFormat: 'json' | 'pretty' | 'auto';
  /** Public origins of each surface; all default to the server's own origin. */
  baseUrl: string;
  linkUrl: string;
  apiUrl: string;
  uploadUrl: string;
  cdnUrl: string;
  payUrl: string;
  corsOrigins: '*' | string[];
  maxBodyBytes: number;
  /** Run the Agenda worker inside this process (default) or not (API-only instances). */
  worker: boolean;
  /** How long catalogue reads are served from the per-instance cache (0 disables). */
  catalogueCacheMs: number;
  /** Enforce the rate limits (false only for load benchmarks). */
  rateLimits: boolean;
  /** Support WebSocket liveness: a ping every SUPPORT_PING_MS, close after SUPPORT_IDLE_MS without a pong. */
  supportPingMs: number;
  supportIdleMs: number;
  /** How often each process reads the support feed while it has sockets to serve (SUPPORT_FEED_POLL_MS). */
  supportFeedPollMs: number;
  /** The automatic responder (SUPPORT_AI_URL, an OpenAI-compatible endpoint); off when unset. */
  supportAi?: { url: string; apiKey?: string; model?: string; timeoutMs?: number };
  /**
   * Where deployed sites are served: `<label>.<SITES_DOMAIN>` (default `sites.localhost`, which browsers resolve to
   * this machine), with BASE_URL's scheme and port (`siteOrigin` builds the URL).
   */
  sites: { domain: string; scheme: string; port: string };
  /** How often the worker recomputes the recommendations' co-view, co-purchase and popularity documents. */
  activity: { relatedEvery: string };
  /** Address autocomplete (GOOGLE_PLACES_API_KEY, Places API (New)); unset: the places operations answer 500. */
  places?: { googleApiKey: string; googleBaseUrl?: string; timeoutMs?: number };
  /** Exchange rates and locked FX quotes: the rate provider's settings (src/providers/fx) and the quotes' terms. */
  fx: {
    /** FX_RATES: a JSON rate table, checked when the provider is made; unset: the built-in development table. */
    table?: string;
    /** FX_FRANKFURTER_URL: rates from a Frankfurter service instead of a table. */
    frankfurterUrl?: string;
    timeoutMs: number;
    cacheMs: number;
    /** FX_FEE_BPS: the fee a quote adds to the converted amount, in basis points. */
    feeBps: number;
    /** FX_QUOTE_TTL_SECONDS: how long a quote's rate holds. */
    quoteTtlSeconds: number;
  };
  /** Where uploaded bytes live: BLOB_STORE=disk (DATA_DIR/blobs, the default) or s3 with the S3_* settings. */
  blobStore: 'disk' | 's3';
  s3?: S3Options;
}

/** Where the file host answers on this server: {cdn_url} defaults here, and a CDN in front of it forwards here. */
export const FILES_PATH = '/files';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const int = (name: string, fallback: number | undefined, min: number, max: number): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name}=${JSON.stringify(raw)}: must be an integer from ${min} to ${max}`);
      return fallback;
    }
    return n;
  };
  const url = (name: string, fallback: string): string => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    try {
      const u = new URL(raw);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
      return raw.replace(/\/+$/, '');
    } catch {
      problems.push(`${name}=${JSON.stringify(raw)}: must be an absolute http(s) URL`);
      return fallback;
    }
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    problems.push(`${name}=${JSON.stringify(raw)}: must be true or false`);
    return fallback;
  };

  const onOff = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (raw === 'on') return true;
    if (raw === 'off') return false;
    problems.push(`${name}=${JSON.stringify(raw)}: must be on or off`);
    return fallback;
  };

  const port = int('PORT', 8080, 0, 65535)!;
  const host = env.HOST || '0.0.0.0';
  const production = env.NODE_ENV === 'production';
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel'];
  if (!levels.includes(logLevel)) problems.push(`LOG_LEVEL=${JSON.stringify(env.LOG_LEVEL)}: must be one of ${levels.join(', ')}`);

  const logFormat = (env.LOG_FORMAT || 'auto') as Config['logFormat'];
  if (!['json', 'pretty', 'auto'].includes(logFormat)) problems.push(`LOG_FORMAT=${JSON.stringify(env.LOG_FORMAT)}: must be json, pretty or auto`);

  const mongodbUri = env.MONGODB_URI || undefined;
  if (mongodbUri && !/^mongodb(\+srv)?:\/\//.test(mongodbUri)) {
    problems.push('MONGODB_URI: must start with mongodb:// or mongodb+srv://');
  }

  const origin = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
  const baseUrl = url('BASE_URL', origin);
  const corsRaw = env.CORS_ORIGINS;
  const corsOrigins: Config['corsOrigins'] =
    !corsRaw || corsRaw === '*' ? '*' : corsRaw.split(',').map((s) => s.trim()).filter(Boolean);

  const config: Config = {
    port,
    host,
    production,
    dataDir: env.DATA_DIR || './data',
    mongodbUri,
    storePort: int('EMBEDDED_MONGO_PORT', undefined, 0, 65535),
    logLevel,
    logFormat,
    baseUrl,
    linkUrl: url('LINK_URL', baseUrl),
    apiUrl: url('API_URL', baseUrl),
    uploadUrl: url('UPLOAD_URL', baseUrl),
    cdnUrl: url('CDN_URL', `${baseUrl}${FILES_PATH}`),
    payUrl: url('PAY_URL', `${baseUrl}/pay`),
    corsOrigins,
    maxBodyBytes: int('MAX_BODY_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024)!,
    worker: bool('WORKER', true),
    catalogueCacheMs: int('CATALOGUE_CACHE_MS', 1000, 0, 60_000)!,
    rateLimits: onOff('RATE_LIMITS', true),
    blobStore: 'disk',
    supportPingMs: int('SUPPORT_PING_MS', 30_000, 50, 600_000)!,
    supportIdleMs: int('SUPPORT_IDLE_MS', 90_000, 100, 3_600_000)!,
    supportFeedPollMs: int('SUPPORT_FEED_POLL_MS', 50, 5, 10_000)!,
    activity: { relatedEvery: `${int('ACTIVITY_RELATED_MINUTES', 10, 1, 24 * 60)} minutes` },
    sites: siteSettings(env.SITES_DOMAIN, baseUrl, problems),
    fx: {
      table: env.FX_RATES || undefined,
      frankfurterUrl: env.FX_FRANKFURTER_URL ? url('FX_FRANKFURTER_URL', '') : undefined,
      timeoutMs: int('FX_TIMEOUT_MS', 5_000, 100, 60_000)!,
      cacheMs: int('FX_CACHE_MS', 10 * 60_000, 0, 24 * 60 * 60_000)!,
      feeBps: int('FX_FEE_BPS', 0, 0, 10_000)!,
      quoteTtlSeconds: int('FX_QUOTE_TTL_SECONDS', 15 * 60, 60, 24 * 60 * 60)!,
    },
  };
  if (env.GOOGLE_PLACES_API_KEY) {
    config.places = {
      googleApiKey: env.GOOGLE_PLACES_API_KEY,
      googleBaseUrl: env.GOOGLE_PLACES_URL ? url('GOOGLE_PLACES_URL', '') : undefined,
      timeoutMs: int('PLACES_TIMEOUT_MS', 5_000, 100, 60_000),
    };
  }
  if (env.SUPPORT_AI_URL) {
    config.supportAi = {
      url: url('SUPPORT_AI_URL', ''),
      apiKey: env.SUPPORT_AI_KEY || undefined,
      model: env.SUPPORT_AI_MODEL || undefined,
      timeoutMs: int('SUPPORT_AI_TIMEOUT_MS', 15_000, 100, 120_000),
    };
  }
  const blobStore = env.BLOB_STORE || 'disk';
  if (blobStore !== 'disk' && blobStore !== 's3') problems.push(`BLOB_STORE=${JSON.stringify(blobStore)}: must be disk or s3`);
  config.blobStore = blobStore === 's3' ? 's3' : 'disk';
  if (blobStore === 's3') {
    if (!env.S3_BUCKET) problems.push('S3_BUCKET: required with BLOB_STORE=s3');
    if (!env.S3_REGION) problems.push('S3_REGION: required with BLOB_STORE=s3 (auto for R2)');
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: both or neither (neither: the SDK finds credentials itself)');
    config.s3 = {
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION ?? '',
      endpoint: env.S3_ENDPOINT ? url('S3_ENDPOINT', '') : undefined,
      forcePathStyle: bool('S3_FORCE_PATH_STYLE', false),
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      prefix: env.S3_PREFIX || undefined,
    };
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function siteSettings(raw: string | undefined, baseUrl: string, problems: string[]): Config['sites'] {
  const domain = (raw || 'sites.localhost').toLowerCase();
  if (!HOSTNAME.test(domain)) problems.push(`SITES_DOMAIN=${JSON.stringify(raw)}: must be a lower-case host name, e.g. sites.example.com`);
  const base = new URL(baseUrl);
  return { domain, scheme: base.protocol.replace(':', ''), port: base.port };
}

/** The URL of a site served under `<label>.<SITES_DOMAIN>`. */
export function siteOrigin(sites: Config['sites'], label: string): string {
  return `${sites.scheme}://${label}.${sites.domain}${sites.port ? `:${sites.port}` : ''}`;
}
