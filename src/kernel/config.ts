// Configuration from environment variables, validated once at start. Every bad value is reported at once, one
// line each, so a misconfigured deployment fails fast with a message that says what to fix. The variables, their
// kinds, defaults and one boolean grammar are described once in config-schema.ts; docs/configuration.md's tables
// are written from it (`npm run docs:config`).
import { readSettings, type Settings } from './config-schema.js';

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
   * How long the server waits for a request to arrive (408 beyond; src/http/kit/body-timeout.ts): its headers
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
   * TRUST_PROXY: the proxies whose X-Forwarded-For names the client (src/http/kit/client-ip.ts), as addresses, CIDR
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
    /**
     * SITE_BUILD_SANDBOX: the bubblewrap executable every build runs in (src/flows/deploy/sandbox.ts); unusable,
     * builds refuse.
     */
    buildSandbox: string;
    /**
     * SITE_BUILD_NETWORK: none (default: a build has no network at all) or host (the server's network, loopback
     * included).
     */
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
    /** TLS_ASK_SECRET: when set, the TLS terminator's ask must carry it as `secret` (src/modules/domains/routes.ts). */
    tlsAskSecret: string | null;
  };
  /** MCP_ALLOWED_ORIGINS: browser origins allowed to call /mcp (dev mode also allows loopback on any port). */
  mcpAllowedOrigins: string[];
  /**
   * MCP_CONFORMANCE_FIXTURES: /mcp adds the official conformance suite's fixture tools, resources and prompts
   * (src/mcp/fixtures/) to its own, for that suite's test only; refused with NODE_ENV=production.
   */
  mcpConformanceFixtures: boolean;
  /** How often the worker recomputes the recommendations' co-view, co-purchase and popularity documents. */
  activity: { relatedEvery: string };
  /**
   * Git repositories (src/modules/repos, src/providers/git): managed ones served under /git/, connected ones
   * fetched.
   */
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
  /** The S3_* settings with BLOB_STORE=s3, as the S3 blob store (src/providers/blobs/s3.ts) takes them. */
  s3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    forcePathStyle: boolean;
    accessKeyId?: string;
    secretAccessKey?: string;
    prefix?: string;
  };
}

export { FILES_PATH } from './config-schema.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * The configuration from the environment. Every variable is read through the schema (config-schema.ts), in its
 * order, so every bad value is reported at once and in that order; then Config is shaped from the values and the
 * rules between variables are checked.
 */
export function loadConfig(env: Env = process.env): Config {
  const { settings: s, problems } = readSettings(env);
  const config: Config = {
    ...serverSettings(s),
    linkUrl: s.LINK_URL,
    apiUrl: s.API_URL,
    uploadUrl: s.UPLOAD_URL,
    cdnUrl: s.CDN_URL,
    payUrl: s.PAY_URL,
    corsOrigins: s.CORS_ORIGINS,
    maxBodyBytes: s.MAX_BODY_BYTES,
    http: {
      headersTimeoutMs: s.HTTP_HEADERS_TIMEOUT_MS,
      bodyIdleTimeoutMs: s.HTTP_BODY_IDLE_TIMEOUT_MS,
      requestTimeoutMs: s.HTTP_REQUEST_TIMEOUT_MS,
    },
    worker: s.WORKER,
    catalogueCacheMs: s.CATALOGUE_CACHE_MS,
    rateLimits: s.RATE_LIMITS,
    trustProxy: s.TRUST_PROXY,
    seedDemo: s.SEED_DEMO,
    blobStore: s.BLOB_STORE,
    supportPingMs: s.SUPPORT_PING_MS,
    supportIdleMs: s.SUPPORT_IDLE_MS,
    supportFeedPollMs: s.SUPPORT_FEED_POLL_MS,
    env: { encryptionKey: s.ENV_ENCRYPTION_KEY },
    activity: { relatedEvery: `${s.ACTIVITY_RELATED_MINUTES} minutes` },
    mcpAllowedOrigins: s.MCP_ALLOWED_ORIGINS,
    mcpConformanceFixtures: s.MCP_CONFORMANCE_FIXTURES,
    git: gitSettings(s),
    domains: domainSettings(s),
    sites: sitesSettings(s),
    fx: fxSettings(s),
    ...providers(s),
  };
  problems.push(...rulesBetween(s));
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** Where the server listens, its logs, its store, and the origin every public URL defaults to. */
function serverSettings(s: Settings) {
  return {
    port: s.PORT,
    host: s.HOST,
    production: s.NODE_ENV === 'production',
    dataDir: s.DATA_DIR,
    mongodbUri: s.MONGODB_URI,
    storePort: s.EMBEDDED_MONGO_PORT,
    embeddedStore: { strict: s.EMBEDDED_MONGO_STRICT, testCommands: s.EMBEDDED_MONGO_TEST_COMMANDS },
    logLevel: s.LOG_LEVEL,
    logFormat: s.LOG_FORMAT,
    baseUrl: s.BASE_URL,
  };
}

function gitSettings(s: Settings): Config['git'] {
  return {
    bin: s.GIT_BIN,
    publicUrl: s.GIT_URL,
    secret: s.GIT_CREDENTIAL_SECRET,
    timeoutMs: s.GIT_TIMEOUT_MS,
    maxPushBytes: s.GIT_MAX_PUSH_BYTES,
    connectAllowHttp: s.GIT_CONNECT_ALLOW_HTTP,
    connectHosts: s.GIT_CONNECT_HOSTS,
  };
}

function sitesSettings(s: Settings): Config['sites'] {
  const base = new URL(s.BASE_URL);
  return {
    domain: s.SITES_DOMAIN,
    scheme: base.protocol.replace(':', ''),
    port: base.port,
    builds: s.SITE_BUILDS,
    buildTimeoutMs: s.SITE_BUILD_TIMEOUT_MS,
    buildMemoryMb: s.SITE_BUILD_MEMORY_MB,
    buildSandbox: s.SITE_BUILD_SANDBOX,
    buildNetwork: s.SITE_BUILD_NETWORK,
    buildProcesses: s.SITE_BUILD_PROCESSES,
    buildCacheDir: s.SITE_BUILD_CACHE_DIR,
    heartbeatMs: s.SITE_DEPLOY_HEARTBEAT_MS,
  };
}

function domainSettings(s: Settings): Config['domains'] {
  const aRecord = s.SITES_A_RECORD;
  // A server known only by an IPv6 address still needs somewhere to send custom domains.
  const cnameTarget = s.SITES_CNAME_TARGET ?? (aRecord ? null : s.SITES_DOMAIN);
  return {
    dnsServers: s.DNS_SERVERS,
    dnsTimeoutMs: s.DNS_TIMEOUT_MS,
    cnameTarget,
    aRecord,
    tlsAskSecret: s.TLS_ASK_SECRET,
  };
}

function fxSettings(s: Settings): Config['fx'] {
  return {
    table: s.FX_RATES,
    frankfurterUrl: s.FX_FRANKFURTER_URL,
    timeoutMs: s.FX_TIMEOUT_MS,
    cacheMs: s.FX_CACHE_MS,
    feeBps: s.FX_FEE_BPS,
    quoteTtlSeconds: s.FX_QUOTE_TTL_SECONDS,
  };
}

/** The outside services turned on by their key or URL: address autocomplete, the support responder, S3. */
function providers(s: Settings): Pick<Config, 'places' | 'supportAi' | 's3'> {
  const out: Pick<Config, 'places' | 'supportAi' | 's3'> = {};
  if (s.GOOGLE_PLACES_API_KEY)
    out.places = {
      googleApiKey: s.GOOGLE_PLACES_API_KEY,
      googleBaseUrl: s.GOOGLE_PLACES_URL,
      timeoutMs: s.PLACES_TIMEOUT_MS,
    };
  if (s.SUPPORT_AI_URL)
    out.supportAi = {
      url: s.SUPPORT_AI_URL,
      apiKey: s.SUPPORT_AI_KEY,
      model: s.SUPPORT_AI_MODEL,
      timeoutMs: s.SUPPORT_AI_TIMEOUT_MS,
    };
  if (s.BLOB_STORE === 's3')
    out.s3 = {
      bucket: s.S3_BUCKET ?? '',
      region: s.S3_REGION ?? '',
      endpoint: s.S3_ENDPOINT,
      forcePathStyle: s.S3_FORCE_PATH_STYLE,
      accessKeyId: s.S3_ACCESS_KEY_ID,
      secretAccessKey: s.S3_SECRET_ACCESS_KEY,
      prefix: s.S3_PREFIX,
    };
  return out;
}

/** What no single variable can say alone, in the refusal shape of a secret: `NAME: …`. */
function rulesBetween(s: Settings): string[] {
  const problems: string[] = [];
  if (s.BLOB_STORE === 's3') {
    if (!s.S3_BUCKET) problems.push('S3_BUCKET: required with BLOB_STORE=s3');
    if (!s.S3_REGION) problems.push('S3_REGION: required with BLOB_STORE=s3 (auto for R2)');
    if (Boolean(s.S3_ACCESS_KEY_ID) !== Boolean(s.S3_SECRET_ACCESS_KEY))
      problems.push(
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: both or neither (neither: the SDK finds credentials itself)',
      );
  }
  if (s.NODE_ENV === 'production' && s.EMBEDDED_MONGO_TEST_COMMANDS)
    problems.push('EMBEDDED_MONGO_TEST_COMMANDS: fail points are a test tool, never on with NODE_ENV=production');
  if (s.NODE_ENV === 'production' && s.MCP_CONFORMANCE_FIXTURES)
    problems.push(
      "MCP_CONFORMANCE_FIXTURES: the conformance suite's fixtures are a test tool, never on with NODE_ENV=production",
    );
  return problems;
}

/** The URL of a site served under `<label>.<SITES_DOMAIN>`. */
export function siteOrigin(sites: Pick<Config['sites'], 'domain' | 'scheme' | 'port'>, label: string): string {
  return `${sites.scheme}://${label}.${sites.domain}${sites.port ? `:${sites.port}` : ''}`;
}
