// Configuration from environment variables, validated once at start. Every bad value is reported at once, one
// line each, so a misconfigured deployment fails fast with a message that says what to fix.
import { isIP, isIPv4 } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import proxyAddr from 'proxy-addr';
import { parseAllowedOrigins } from './origins.js';
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
  /**
   * The embedded server's MongoDB behaviours (MONGODB_URI unset; src/store/embedded/README.md):
   * EMBEDDED_MONGO_STRICT=on answers as MongoDB where it is otherwise friendlier (a transaction meeting a document
   * another holds gets WriteConflict at once instead of waiting); EMBEDDED_MONGO_TEST_COMMANDS=on enables fail
   * points (configureFailPoint / failCommand) for tests, refused in production. Both default off.
   */
  embeddedStore: { strict: boolean; testCommands: boolean };
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
  /**
   * How long the server waits for a request to arrive (408 beyond; src/http/body-timeout.ts): its headers
   * (HTTP_HEADERS_TIMEOUT_MS), each stretch of its body without a byte (HTTP_BODY_IDLE_TIMEOUT_MS), and all of it,
   * body included (HTTP_REQUEST_TIMEOUT_MS, 0: no limit). Idle time rather than total time cuts a stalled body
   * early without cutting a large upload on a slow line.
   */
  http: { headersTimeoutMs: number; bodyIdleTimeoutMs: number; requestTimeoutMs: number };
  /** Run the Agenda worker inside this process (default) or not (API-only instances). */
  worker: boolean;
  /** How long catalogue reads are served from the per-instance cache (0 disables). */
  catalogueCacheMs: number;
  /** Enforce the rate limits (false only for load benchmarks). */
  rateLimits: boolean;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For names the client (src/http/client-ip.ts), as addresses, CIDR
   * ranges and proxy-addr's `loopback`, `linklocal`, `uniquelocal`; empty: the TCP peer is the client.
   */
  trustProxy: string[];
  /** SEED_DEMO: seed the demo business on a database with no business at all (default on, off in production). */
  seedDemo: boolean;
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
  sites: {
    domain: string;
    scheme: string;
    port: string;
    /** SITE_BUILDS: run a project's build command (untrusted code) in a child process; off by default. */
    builds: boolean;
    buildTimeoutMs: number;
    buildMemoryMb: number;
    /** SITE_BUILD_SANDBOX: the bubblewrap executable every build runs in (src/flows/deploy/sandbox.ts); unusable, builds refuse. */
    buildSandbox: string;
    /** SITE_BUILD_NETWORK: none (default: a build has no network at all) or host (the server's network, loopback included). */
    buildNetwork: 'none' | 'host';
    /** SITE_BUILD_PROCESSES: the most processes the build user may have at once (RLIMIT_NPROC). */
    buildProcesses: number;
    /** SITE_BUILD_CACHE_DIR: one folder per project kept between its builds (npm's cache); outside DATA_DIR. */
    buildCacheDir: string;
    /** A running deployment's heartbeat; one silent for 6 beats is taken up again (a process died). */
    heartbeatMs: number;
  };
  /** Custom domains (src/modules/domains): where their DNS records point, how they are verified, the TLS ask. */
  domains: {
    /** DNS_SERVERS: the resolvers verification asks (`ip` or `ip:port`, comma-separated); empty: the system's. */
    dnsServers: string[];
    /** DNS_TIMEOUT_MS: per query and try (two tries); beyond, verify answers 503. */
    dnsTimeoutMs: number;
    /** SITES_CNAME_TARGET: the host a custom domain's CNAME points at; default BASE_URL's host when it is a name. */
    cnameTarget: string | null;
    /** SITES_A_RECORD: the IPv4 address an apex domain's A record points at; default BASE_URL's host when IPv4. */
    aRecord: string | null;
    /** TLS_ASK_SECRET: when set, the TLS terminator's ask must carry it as `secret` (src/http/tls-ask.ts). */
    tlsAskSecret: string | null;
  };
  /** MCP_ALLOWED_ORIGINS: browser origins allowed to call /mcp (dev mode also allows loopback on any port). */
  mcpAllowedOrigins: string[];
  /** How often the worker recomputes the recommendations' co-view, co-purchase and popularity documents. */
  activity: { relatedEvery: string };
  /** Git repositories (src/modules/repos, src/providers/git): managed ones served under /git/, connected ones fetched. */
  git: {
    /** GIT_BIN: the git executable. */
    bin: string;
    /** GIT_URL: the public origin clone URLs name (the /git/ routes answer on it); default BASE_URL. */
    publicUrl: string;
    /**
     * GIT_CREDENTIAL_SECRET: signs clone-URL credentials and seals connect tokens. Unset: outside production one is
     * generated into DATA_DIR/git-credentials.key; in production the operations that need it refuse.
     */
    secret: string | null;
    /** GIT_TIMEOUT_MS: one ls-remote or fetch of a connected repository (503 beyond). */
    timeoutMs: number;
    /** GIT_MAX_PUSH_BYTES: the request body of one push (413 beyond). */
    maxPushBytes: number;
    /** GIT_CONNECT_ALLOW_HTTP: connect accepts http:// clone URLs (default: on, off in production). */
    connectAllowHttp: boolean;
    /** GIT_CONNECT_HOSTS: the only hosts connect accepts (comma-separated, lower case); null: any. */
    connectHosts: string[] | null;
  };
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
  /**
   * Projects' environment variables, encrypted at rest with AES-256-GCM: ENV_ENCRYPTION_KEY, 32 bytes as 64 hex
   * digits or base64. Unset: outside production a key is generated into DATA_DIR/env-encryption.key (0600) on first
   * use; in production the operations that need it refuse (every instance must share one key).
   */
  env: { encryptionKey: Buffer | null };
  /**
   * Where stored bytes live (uploads, published site builds, managed git repositories' packs): BLOB_STORE=disk
   * (DATA_DIR/blobs, the default: one process, or a volume every process shares), s3 with the S3_* settings, or
   * gridfs (MongoDB's GridFS in the service's own database: nothing to share but MongoDB).
   */
  blobStore: 'disk' | 's3' | 'gridfs';
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

/** Reads variables of the environment, collecting what is wrong with each instead of stopping at the first. */
class EnvReader {
  readonly problems: string[] = [];
  constructor(readonly env: Env) {}

  int(name: string, fallback: number | undefined, min: number, max: number): number | undefined {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      this.problems.push(`${name}=${JSON.stringify(raw)}: must be an integer from ${min} to ${max}`);
      return fallback;
    }
    return n;
  }

  /** An integer with a default (never undefined). */
  count(name: string, fallback: number, min: number, max: number): number {
    return this.int(name, fallback, min, max) ?? fallback;
  }

  url(name: string, fallback: string): string {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    try {
      const u = new URL(raw);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
      return raw.replace(/\/+$/, '');
    } catch {
      this.problems.push(`${name}=${JSON.stringify(raw)}: must be an absolute http(s) URL`);
      return fallback;
    }
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    this.problems.push(`${name}=${JSON.stringify(raw)}: must be true or false`);
    return fallback;
  }

  onOff(name: string, fallback: boolean): boolean {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    if (raw === 'on') return true;
    if (raw === 'off') return false;
    this.problems.push(`${name}=${JSON.stringify(raw)}: must be on or off`);
    return fallback;
  }
}

// loadConfig reads the sections in the order of the Config they build, so that the problems are listed in it.
export function loadConfig(env: Env = process.env): Config {
  const r = new EnvReader(env);
  const server = serverSettings(r);
  const { baseUrl, production } = server;
  const config: Config = {
    ...server,
    ...publicUrls(r, baseUrl),
    ...requestSettings(r),
    worker: r.bool('WORKER', true),
    catalogueCacheMs: r.count('CATALOGUE_CACHE_MS', 1000, 0, 60_000),
    rateLimits: r.onOff('RATE_LIMITS', true),
    trustProxy: trustedProxies(env.TRUST_PROXY, r.problems),
    seedDemo: r.onOff('SEED_DEMO', !production),
    blobStore: 'disk',
    supportPingMs: r.count('SUPPORT_PING_MS', 30_000, 50, 600_000),
    supportIdleMs: r.count('SUPPORT_IDLE_MS', 90_000, 100, 3_600_000),
    supportFeedPollMs: r.count('SUPPORT_FEED_POLL_MS', 50, 5, 10_000),
    env: { encryptionKey: envEncryptionKey(env.ENV_ENCRYPTION_KEY, r.problems) },
    activity: { relatedEvery: `${r.int('ACTIVITY_RELATED_MINUTES', 10, 1, 24 * 60)} minutes` },
    mcpAllowedOrigins: origins(env.MCP_ALLOWED_ORIGINS, r.problems),
    git: gitSettings(r, baseUrl, production),
    domains: domainSettings(env, baseUrl, r.count('DNS_TIMEOUT_MS', 3_000, 100, 30_000), r.problems),
    sites: sitesSettings(r, baseUrl),
    fx: fxSettings(r),
  };
  addProviders(r, config);
  addBlobStore(r, config);
  if (config.git.secret !== null && config.git.secret.length < 32)
    r.problems.push('GIT_CREDENTIAL_SECRET: must be at least 32 characters');
  if (production && config.embeddedStore.testCommands)
    r.problems.push('EMBEDDED_MONGO_TEST_COMMANDS: fail points are a test tool, never on with NODE_ENV=production');
  if (r.problems.length) throw new ConfigError(r.problems);
  return config;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Where the server listens, its logs, its store, and the origin every public URL defaults to. */
function serverSettings(r: EnvReader) {
  const { env, problems } = r;
  const port = r.count('PORT', 8080, 0, 65535);
  const host = env.HOST || '0.0.0.0';
  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL=${JSON.stringify(env.LOG_LEVEL)}: must be one of ${LOG_LEVELS.join(', ')}`);
  const logFormat = (env.LOG_FORMAT || 'auto') as Config['logFormat'];
  if (!['json', 'pretty', 'auto'].includes(logFormat))
    problems.push(`LOG_FORMAT=${JSON.stringify(env.LOG_FORMAT)}: must be json, pretty or auto`);
  const mongodbUri = env.MONGODB_URI || undefined;
  if (mongodbUri && !/^mongodb(\+srv)?:\/\//.test(mongodbUri))
    problems.push('MONGODB_URI: must start with mongodb:// or mongodb+srv://');
  const origin = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
  const baseUrl = r.url('BASE_URL', origin);
  return {
    port,
    host,
    production: env.NODE_ENV === 'production',
    dataDir: env.DATA_DIR || './data',
    mongodbUri,
    storePort: r.int('EMBEDDED_MONGO_PORT', undefined, 0, 65535),
    embeddedStore: {
      strict: r.onOff('EMBEDDED_MONGO_STRICT', false),
      testCommands: r.onOff('EMBEDDED_MONGO_TEST_COMMANDS', false),
    },
    logLevel,
    logFormat,
    baseUrl,
  };
}

/** The public origin of each surface and service, each defaulting to BASE_URL. */
function publicUrls(r: EnvReader, baseUrl: string) {
  return {
    linkUrl: r.url('LINK_URL', baseUrl),
    apiUrl: r.url('API_URL', baseUrl),
    uploadUrl: r.url('UPLOAD_URL', baseUrl),
    cdnUrl: r.url('CDN_URL', `${baseUrl}${FILES_PATH}`),
    payUrl: r.url('PAY_URL', `${baseUrl}/pay`),
  };
}

/** What a request may be sent from, how big, and how slowly. */
function requestSettings(r: EnvReader): Pick<Config, 'corsOrigins' | 'maxBodyBytes' | 'http'> {
  const corsRaw = r.env.CORS_ORIGINS;
  return {
    corsOrigins:
      !corsRaw || corsRaw === '*'
        ? '*'
        : corsRaw
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    maxBodyBytes: r.count('MAX_BODY_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
    http: {
      headersTimeoutMs: r.count('HTTP_HEADERS_TIMEOUT_MS', 20_000, 100, 600_000),
      bodyIdleTimeoutMs: r.count('HTTP_BODY_IDLE_TIMEOUT_MS', 20_000, 100, 3_600_000),
      requestTimeoutMs: r.count('HTTP_REQUEST_TIMEOUT_MS', 30 * 60_000, 0, 24 * 3_600_000),
    },
  };
}

function gitSettings(r: EnvReader, baseUrl: string, production: boolean): Config['git'] {
  const { env } = r;
  return {
    bin: env.GIT_BIN || 'git',
    publicUrl: r.url('GIT_URL', baseUrl),
    secret: env.GIT_CREDENTIAL_SECRET || null,
    timeoutMs: r.count('GIT_TIMEOUT_MS', 120_000, 1000, 60 * 60_000),
    maxPushBytes: r.count('GIT_MAX_PUSH_BYTES', 512 * 1024 * 1024, 1024 * 1024, 2 ** 40),
    connectAllowHttp: r.bool('GIT_CONNECT_ALLOW_HTTP', !production),
    connectHosts: env.GIT_CONNECT_HOSTS
      ? env.GIT_CONNECT_HOSTS.split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean)
      : null,
  };
}

function sitesSettings(r: EnvReader, baseUrl: string): Config['sites'] {
  const { env } = r;
  return {
    ...siteSettings(env.SITES_DOMAIN, baseUrl, r.problems),
    builds: r.onOff('SITE_BUILDS', false),
    buildTimeoutMs: r.count('SITE_BUILD_TIMEOUT_MS', 10 * 60_000, 1000, 60 * 60_000),
    buildMemoryMb: r.count('SITE_BUILD_MEMORY_MB', 2048, 64, 64 * 1024),
    buildSandbox: env.SITE_BUILD_SANDBOX || 'bwrap',
    buildNetwork: buildNetwork(env.SITE_BUILD_NETWORK, r.problems),
    buildProcesses: r.count('SITE_BUILD_PROCESSES', 256, 16, 65_536),
    buildCacheDir: resolvePath(env.SITE_BUILD_CACHE_DIR || join(tmpdir(), 'site-build-cache')),
    heartbeatMs: r.count('SITE_DEPLOY_HEARTBEAT_MS', 5000, 100, 60_000),
  };
}

function fxSettings(r: EnvReader): Config['fx'] {
  const { env } = r;
  return {
    table: env.FX_RATES || undefined,
    frankfurterUrl: env.FX_FRANKFURTER_URL ? r.url('FX_FRANKFURTER_URL', '') : undefined,
    timeoutMs: r.count('FX_TIMEOUT_MS', 5_000, 100, 60_000),
    cacheMs: r.count('FX_CACHE_MS', 10 * 60_000, 0, 24 * 60 * 60_000),
    feeBps: r.count('FX_FEE_BPS', 0, 0, 10_000),
    quoteTtlSeconds: r.count('FX_QUOTE_TTL_SECONDS', 15 * 60, 60, 24 * 60 * 60),
  };
}

/** The outside services configured by their key or URL: address autocomplete, the support responder. */
function addProviders(r: EnvReader, config: Config): void {
  const { env } = r;
  if (env.GOOGLE_PLACES_API_KEY) {
    config.places = {
      googleApiKey: env.GOOGLE_PLACES_API_KEY,
      googleBaseUrl: env.GOOGLE_PLACES_URL ? r.url('GOOGLE_PLACES_URL', '') : undefined,
      timeoutMs: r.int('PLACES_TIMEOUT_MS', 5_000, 100, 60_000),
    };
  }
  if (env.SUPPORT_AI_URL) {
    config.supportAi = {
      url: r.url('SUPPORT_AI_URL', ''),
      apiKey: env.SUPPORT_AI_KEY || undefined,
      model: env.SUPPORT_AI_MODEL || undefined,
      timeoutMs: r.int('SUPPORT_AI_TIMEOUT_MS', 15_000, 100, 120_000),
    };
  }
}

function addBlobStore(r: EnvReader, config: Config): void {
  const { env, problems } = r;
  const blobStore = env.BLOB_STORE || 'disk';
  if (blobStore !== 'disk' && blobStore !== 's3' && blobStore !== 'gridfs')
    problems.push(`BLOB_STORE=${JSON.stringify(blobStore)}: must be disk, s3 or gridfs`);
  config.blobStore = blobStore === 's3' || blobStore === 'gridfs' ? blobStore : 'disk';
  if (blobStore !== 's3') return;
  if (!env.S3_BUCKET) problems.push('S3_BUCKET: required with BLOB_STORE=s3');
  if (!env.S3_REGION) problems.push('S3_REGION: required with BLOB_STORE=s3 (auto for R2)');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: both or neither (neither: the SDK finds credentials itself)',
    );
  config.s3 = {
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION ?? '',
    endpoint: env.S3_ENDPOINT ? r.url('S3_ENDPOINT', '') : undefined,
    forcePathStyle: r.bool('S3_FORCE_PATH_STYLE', false),
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    prefix: env.S3_PREFIX || undefined,
  };
}

function buildNetwork(raw: string | undefined, problems: string[]): Config['sites']['buildNetwork'] {
  if (raw === undefined || raw === '' || raw === 'none') return 'none';
  if (raw === 'host') return 'host';
  problems.push(`SITE_BUILD_NETWORK=${JSON.stringify(raw)}: must be none or host`);
  return 'none';
}

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function siteSettings(
  raw: string | undefined,
  baseUrl: string,
  problems: string[],
): Pick<Config['sites'], 'domain' | 'scheme' | 'port'> {
  const domain = (raw || 'sites.localhost').toLowerCase();
  if (!HOSTNAME.test(domain))
    problems.push(`SITES_DOMAIN=${JSON.stringify(raw)}: must be a lower-case host name, e.g. sites.example.com`);
  const base = new URL(baseUrl);
  return { domain, scheme: base.protocol.replace(':', ''), port: base.port };
}

/** The URL of a site served under `<label>.<SITES_DOMAIN>`. */
export function siteOrigin(sites: Pick<Config['sites'], 'domain' | 'scheme' | 'port'>, label: string): string {
  return `${sites.scheme}://${label}.${sites.domain}${sites.port ? `:${sites.port}` : ''}`;
}

function domainSettings(env: Env, baseUrl: string, dnsTimeoutMs: number, problems: string[]): Config['domains'] {
  const dnsServers = (env.DNS_SERVERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const server of dnsServers) {
    // The forms Resolver.setServers takes: 1.2.3.4, 1.2.3.4:5353, ::1, [::1]:5353.
    const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(server) ??
      /^([^:]+)(?::(\d+))?$/.exec(server) ?? [server, server, undefined];
    const portOk = m[2] === undefined || (Number(m[2]) >= 1 && Number(m[2]) <= 65535);
    if (!isIP(m[1]) || !portOk)
      problems.push(
        `DNS_SERVERS: ${JSON.stringify(server)} must be an IP address with an optional port, e.g. 127.0.0.1:5353`,
      );
  }
  const baseHost = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '');
  let cnameTarget: string | null = isIP(baseHost) ? null : baseHost.toLowerCase();
  if (env.SITES_CNAME_TARGET) {
    cnameTarget = env.SITES_CNAME_TARGET.toLowerCase();
    if (!HOSTNAME.test(cnameTarget))
      problems.push(
        `SITES_CNAME_TARGET=${JSON.stringify(env.SITES_CNAME_TARGET)}: must be a host name, e.g. cname.sites.example.com`,
      );
  }
  let aRecord: string | null = isIPv4(baseHost) ? baseHost : null;
  if (env.SITES_A_RECORD) {
    aRecord = env.SITES_A_RECORD;
    if (!isIPv4(aRecord)) problems.push(`SITES_A_RECORD=${JSON.stringify(aRecord)}: must be an IPv4 address`);
  }
  // A server known only by an IPv6 address still needs somewhere to send custom domains.
  if (!cnameTarget && !aRecord) cnameTarget = (env.SITES_DOMAIN || 'sites.localhost').toLowerCase();
  return { dnsServers, dnsTimeoutMs, cnameTarget, aRecord, tlsAskSecret: env.TLS_ASK_SECRET || null };
}

/** ENV_ENCRYPTION_KEY: 64 hex digits, or base64 (standard or URL-safe) of exactly 32 bytes. */
function envEncryptionKey(raw: string | undefined, problems: string[]): Buffer | null {
  if (!raw) return null;
  const key = /^[0-9a-fA-F]{64}$/.test(raw)
    ? Buffer.from(raw, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(raw)
      ? Buffer.from(raw, 'base64')
      : null;
  if (key?.length === 32) return key;
  problems.push('ENV_ENCRYPTION_KEY: must be 32 bytes, as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)');
  return null;
}

/** TRUST_PROXY: comma-separated, each entry checked by the parser that will use it (src/http/client-ip.ts). */
function trustedProxies(raw: string | undefined, problems: string[]): string[] {
  const proxies = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const proxy of proxies) {
    try {
      proxyAddr.compile(proxy);
    } catch {
      problems.push(
        `TRUST_PROXY: ${JSON.stringify(proxy)} must be an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`,
      );
    }
  }
  return proxies;
}

function origins(raw: string | undefined, problems: string[]): string[] {
  try {
    return parseAllowedOrigins(raw);
  } catch (err) {
    problems.push((err as Error).message);
    return [];
  }
}
