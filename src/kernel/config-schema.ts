// Every environment variable the service reads, described once: its kind and allowed values, its default, the
// field of Config it feeds and one sentence for the documentation. loadConfig (config.ts) parses through it, and
// `npm run docs:config` writes docs/configuration.md's tables from it (test/contract/config-docs.test.ts fails
// when they differ), so the code and the documentation cannot drift apart.
import { isIP, isIPv4, isIPv6 } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import proxyAddr from 'proxy-addr';
import {
  type Basis,
  type Declared,
  Derived,
  type ValueOf,
  type Variable,
  Refused,
  custom,
  derived,
  entries,
  flag,
  integer,
  list,
  oneOf,
  refuse,
  refusalLine,
  text,
  url,
} from './config-kinds.js';
import { normaliseOrigin } from './origins.js';

/** Where the file host answers on this server: {cdn_url} defaults here, and a CDN in front of it forwards here. */
export const FILES_PATH = '/files';

/** The headings the documentation lists the variables under, in order. */
export const SECTIONS = {
  server: 'Server, logs and store',
  urls: 'Public URLs',
  requests: 'Requests',
  catalogue: 'Catalogue and recommendations',
  blobs: 'Stored bytes',
  places: 'Address autocomplete',
  fx: 'FX rates and quotes',
  support: 'Support chat',
  sites: 'Sites and builds',
  domains: 'Custom domains',
  git: 'Git repositories',
} as const;

function group<G extends Record<string, Declared<unknown>>>(
  section: keyof typeof SECTIONS,
  vars: G,
): { [K in keyof G]: Variable<ValueOf<G[K]>> } {
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(vars)) out[name] = { ...v, section };
  return out as { [K in keyof G]: Variable<ValueOf<G[K]>> };
}

/** The host of a URL, without an IPv6 address's brackets. */
function hostOf(origin: string): string {
  return new URL(origin).hostname.replace(/^\[|\]$/g, '');
}

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const lower = (raw: string) => raw.toLowerCase();
const SECONDS_PER_DAY = 24 * 60 * 60;

const server = group('server', {
  PORT: integer({
    min: 0,
    max: 65535,
    default: 8080,
    feeds: 'port',
    description: 'The port the one HTTP server listens on.',
  }),
  HOST: text({
    type: 'IP address or host name',
    default: '0.0.0.0',
    check: (v) => (isIP(v) || HOSTNAME.test(v.toLowerCase()) ? undefined : 'must be an IP address or a host name'),
    feeds: 'host',
    description: 'The address the HTTP server listens on.',
  }),
  NODE_ENV: text({
    type: '`production`, or anything else',
    unset: '(unset: development)',
    feeds: 'production',
    description: '`production` turns on production mode: Secure cookies, HTTPS-only webhook URLs, no generated keys.',
  }),
  DATA_DIR: text({
    default: './data',
    feeds: 'dataDir',
    description: "This process's own files (embedded store, demo credentials, git caches, disk blobs), never shared.",
  }),
  MONGODB_URI: text({
    secret: true,
    type: '`mongodb://` or `mongodb+srv://` URI',
    check: (v) => (/^mongodb(\+srv)?:\/\//.test(v) ? undefined : 'must start with mongodb:// or mongodb+srv://'),
    unset: '(unset: the embedded store)',
    feeds: 'mongodbUri',
    description: 'A MongoDB replica set to use instead of starting the embedded store.',
  }),
  EMBEDDED_MONGO_PORT: integer({
    min: 0,
    max: 65535,
    unset: 'a free port',
    feeds: 'storePort',
    description: 'A fixed port for the embedded store (printed at start).',
  }),
  EMBEDDED_MONGO_STRICT: flag({
    default: false,
    feeds: 'embeddedStore.strict',
    description: 'The embedded store answers as MongoDB does where it is otherwise friendlier.',
  }),
  EMBEDDED_MONGO_TEST_COMMANDS: flag({
    default: false,
    feeds: 'embeddedStore.testCommands',
    description: "The embedded store accepts MongoDB's fail points, for tests; refused in production.",
  }),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    default: 'info',
    feeds: 'logLevel',
    description: 'The least severe log entry written (pino levels).',
  }),
  LOG_FORMAT: oneOf(['json', 'pretty', 'auto'], {
    default: 'auto',
    feeds: 'logFormat',
    description: 'One JSON line per entry, one readable line, or readable on a terminal and JSON otherwise.',
  }),
  WORKER: flag({
    default: true,
    feeds: 'worker',
    description: 'Run the job worker in this process; off for API-only processes.',
  }),
  SEED_DEMO: flag({
    default: derived('`on` (`off` in production)', (b) => !b.production),
    feeds: 'seedDemo',
    description: 'Seed the demo business when the database has no business at all.',
  }),
});

const urls = group('urls', {
  BASE_URL: url({
    default: derived("this server's origin", (b) => b.origin),
    feeds: 'baseUrl',
    description: 'The public origin of the service, which every other public URL defaults to.',
  }),
  LINK_URL: url({
    default: derived('`BASE_URL`', (b) => b.baseUrl),
    feeds: 'linkUrl',
    description: 'The public origin of the Link surface.',
  }),
  API_URL: url({
    default: derived('`BASE_URL`', (b) => b.baseUrl),
    feeds: 'apiUrl',
    description: 'The public origin of the APIs.',
  }),
  UPLOAD_URL: url({
    default: derived('`BASE_URL`', (b) => b.baseUrl),
    feeds: 'uploadUrl',
    description: 'The public origin upload URLs name.',
  }),
  CDN_URL: url({
    default: derived(`\`BASE_URL\` + \`${FILES_PATH}\``, (b) => `${b.baseUrl}${FILES_PATH}`),
    feeds: 'cdnUrl',
    description: "The public origin of stored files: this server's file host, or a CDN in front of it.",
  }),
  PAY_URL: url({
    default: derived('`BASE_URL` + `/pay`', (b) => `${b.baseUrl}/pay`),
    feeds: 'payUrl',
    description: 'The public address of the hosted payment page.',
  }),
});

const requests = group('requests', {
  CORS_ORIGINS: custom<'*' | string[]>({
    type: '`*` or comma-separated origins',
    default: '*',
    parse: (raw) => (raw === '*' ? '*' : entries(raw)),
    feeds: 'corsOrigins',
    description: 'The origins browsers may call the APIs from.',
  }),
  MAX_BODY_BYTES: integer({
    min: 1024,
    max: 64 * 1024 * 1024,
    default: 1024 * 1024,
    feeds: 'maxBodyBytes',
    description: 'The largest JSON request body (413 beyond).',
  }),
  HTTP_HEADERS_TIMEOUT_MS: integer({
    min: 100,
    max: 600_000,
    default: 20_000,
    feeds: 'http.headersTimeoutMs',
    description: "How long a request's headers may take to arrive (408 beyond).",
  }),
  HTTP_BODY_IDLE_TIMEOUT_MS: integer({
    min: 100,
    max: 3_600_000,
    default: 20_000,
    feeds: 'http.bodyIdleTimeoutMs',
    description: 'How long a request body may go without a byte while the server waits for it (408 beyond).',
  }),
  HTTP_REQUEST_TIMEOUT_MS: integer({
    min: 0,
    max: 24 * 3_600_000,
    default: 30 * 60_000,
    feeds: 'http.requestTimeoutMs',
    description: 'The longest a whole request, body included, may take to arrive (408 beyond; `0`: no limit).',
  }),
  TRUST_PROXY: list({
    type: 'comma-separated addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`',
    entry: (item) => {
      try {
        proxyAddr.compile(item);
        return item;
      } catch {
        return { wrong: 'must be an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal' };
      }
    },
    unset: '(unset: trust no proxy)',
    feeds: 'trustProxy',
    description: "The proxies in front of the service whose `X-Forwarded-For` names the client's address.",
  }),
  RATE_LIMITS: flag({
    default: true,
    feeds: 'rateLimits',
    description: 'Enforce the rate limits; off only for load benchmarks.',
  }),
  MCP_ALLOWED_ORIGINS: list({
    type: 'comma-separated origins',
    entry: (item) => {
      const origin = normaliseOrigin(item);
      return origin && origin !== 'null' ? origin : { wrong: 'is not an origin (scheme://host[:port])' };
    },
    unset: '(unset: none; development also allows loopback)',
    feeds: 'mcpAllowedOrigins',
    description: 'The browser origins allowed to call the agent endpoint `/mcp`.',
  }),
  MCP_CONFORMANCE_FIXTURES: flag({
    default: false,
    feeds: 'mcpConformanceFixtures',
    description:
      "`/mcp` also serves the MCP conformance suite's test tools, resources and prompts; refused in production.",
  }),
});

const catalogue = group('catalogue', {
  CATALOGUE_CACHE_MS: integer({
    min: 0,
    max: 60_000,
    default: 1000,
    feeds: 'catalogueCacheMs',
    description: 'How long this process serves catalogue reads from its own cache (`0`: no cache).',
  }),
  ACTIVITY_RELATED_MINUTES: integer({
    min: 1,
    max: 24 * 60,
    default: 10,
    feeds: 'activity.relatedEvery',
    description: "How often the worker recomputes the recommendations' co-view, co-purchase and popularity data.",
  }),
});

const blobs = group('blobs', {
  BLOB_STORE: oneOf(['disk', 's3', 'gridfs'], {
    default: 'disk',
    feeds: 'blobStore',
    description: "Where stored bytes live: `DATA_DIR/blobs`, an S3-compatible bucket, or MongoDB's GridFS.",
  }),
  S3_BUCKET: text({ feeds: 's3.bucket', description: 'The bucket; required with `BLOB_STORE=s3`.' }),
  S3_REGION: text({
    feeds: 's3.region',
    description: "The bucket's region (`auto` for R2); required with `BLOB_STORE=s3`.",
  }),
  S3_ENDPOINT: url({
    unset: 'AWS',
    feeds: 's3.endpoint',
    description: 'The URL of an S3-compatible server (R2, MinIO) instead of AWS.',
  }),
  S3_FORCE_PATH_STYLE: flag({
    default: false,
    feeds: 's3.forcePathStyle',
    description: 'Address the bucket in the path rather than in the host name.',
  }),
  S3_ACCESS_KEY_ID: text({
    secret: true,
    unset: "the SDK's own lookup",
    feeds: 's3.accessKeyId',
    description: 'The access key, given with its secret or not at all.',
  }),
  S3_SECRET_ACCESS_KEY: text({
    secret: true,
    unset: "the SDK's own lookup",
    feeds: 's3.secretAccessKey',
    description: 'The secret of `S3_ACCESS_KEY_ID`.',
  }),
  S3_PREFIX: text({ feeds: 's3.prefix', description: "A folder inside the bucket for this service's keys." }),
});

const places = group('places', {
  GOOGLE_PLACES_API_KEY: text({
    secret: true,
    unset: '(unset: the places operations answer 500)',
    feeds: 'places.googleApiKey',
    description: 'Turns on address autocomplete and details through Google Places API (New).',
  }),
  GOOGLE_PLACES_URL: url({
    unset: "Google's endpoint",
    feeds: 'places.googleBaseUrl',
    description: 'Another endpoint that speaks the same API (tests use a local one).',
  }),
  PLACES_TIMEOUT_MS: integer({
    min: 100,
    max: 60_000,
    default: 5_000,
    feeds: 'places.timeoutMs',
    description: 'How long a places request may take (503 beyond).',
  }),
});

const fx = group('fx', {
  FX_RATES: text({
    type: 'JSON rate table',
    unset: 'the built-in development table',
    feeds: 'fx.table',
    description: 'The exchange rates the FX endpoints quote, checked at start.',
  }),
  FX_FRANKFURTER_URL: url({
    unset: '(unset: the table)',
    feeds: 'fx.frankfurterUrl',
    description: 'Rates from a Frankfurter service instead of a table.',
  }),
  FX_TIMEOUT_MS: integer({
    min: 100,
    max: 60_000,
    default: 5_000,
    feeds: 'fx.timeoutMs',
    description: 'How long a request to Frankfurter may take (503 beyond).',
  }),
  FX_CACHE_MS: integer({
    min: 0,
    max: SECONDS_PER_DAY * 1000,
    default: 10 * 60_000,
    feeds: 'fx.cacheMs',
    description: 'How long rates fetched from Frankfurter answer before it is asked again (`0`: every time).',
  }),
  FX_FEE_BPS: integer({
    min: 0,
    max: 10_000,
    default: 0,
    feeds: 'fx.feeBps',
    description: 'The fee a quote adds to the converted amount, in basis points (`150` is 1.5 %).',
  }),
  FX_QUOTE_TTL_SECONDS: integer({
    min: 60,
    max: SECONDS_PER_DAY,
    default: 15 * 60,
    feeds: 'fx.quoteTtlSeconds',
    description: "How long a quote's rate holds.",
  }),
});

const support = group('support', {
  SUPPORT_PING_MS: integer({
    min: 50,
    max: 600_000,
    default: 30_000,
    feeds: 'supportPingMs',
    description: 'How often the support WebSocket is pinged.',
  }),
  SUPPORT_IDLE_MS: integer({
    min: 100,
    max: 3_600_000,
    default: 90_000,
    feeds: 'supportIdleMs',
    description: 'How long a support WebSocket may go without a pong before it is closed (4408).',
  }),
  SUPPORT_FEED_POLL_MS: integer({
    min: 5,
    max: 10_000,
    default: 50,
    feeds: 'supportFeedPollMs',
    description: 'How often a process reads the support feed while it holds sockets.',
  }),
  SUPPORT_AI_URL: url({
    unset: '(unset: no responder)',
    feeds: 'supportAi.url',
    description: 'An OpenAI-compatible endpoint (`…/v1`) that answers shoppers before a person does.',
  }),
  SUPPORT_AI_KEY: text({ secret: true, feeds: 'supportAi.apiKey', description: "The responder's bearer key." }),
  SUPPORT_AI_MODEL: text({
    unset: '`gpt-4o-mini`',
    feeds: 'supportAi.model',
    description: 'The model the responder asks for.',
  }),
  SUPPORT_AI_TIMEOUT_MS: integer({
    min: 100,
    max: 120_000,
    default: 15_000,
    feeds: 'supportAi.timeoutMs',
    description: "How long the responder's answer may take.",
  }),
});

const sites = group('sites', {
  SITES_DOMAIN: text({
    type: 'host name',
    default: 'sites.localhost',
    normalise: lower,
    check: (v) => (HOSTNAME.test(v) ? undefined : 'must be a lower-case host name, e.g. sites.example.com'),
    feeds: 'sites.domain',
    description: 'Deployed sites answer as `<label>.<SITES_DOMAIN>`.',
  }),
  SITE_BUILDS: flag({
    default: false,
    feeds: 'sites.builds',
    description: "Run a project's build command (untrusted code) in the sandbox before publishing.",
  }),
  SITE_BUILD_TIMEOUT_MS: integer({
    min: 1000,
    max: 60 * 60_000,
    default: 10 * 60_000,
    feeds: 'sites.buildTimeoutMs',
    description: "A build's wall-clock limit, after which the whole sandbox is killed.",
  }),
  SITE_BUILD_MEMORY_MB: integer({
    min: 64,
    max: 64 * 1024,
    default: 2048,
    feeds: 'sites.buildMemoryMb',
    description: "A build's address-space limit per process (`RLIMIT_AS`), also the size of its `/tmp`.",
  }),
  SITE_BUILD_PROCESSES: integer({
    min: 16,
    max: 65_536,
    default: 256,
    feeds: 'sites.buildProcesses',
    description: 'The most processes the build user may have at once (`RLIMIT_NPROC`).',
  }),
  SITE_BUILD_NETWORK: oneOf(['none', 'host'], {
    default: 'none',
    feeds: 'sites.buildNetwork',
    description: "No network in a build, or the server's network, loopback included.",
  }),
  SITE_BUILD_SANDBOX: text({
    default: 'bwrap',
    feeds: 'sites.buildSandbox',
    description: 'The bubblewrap executable every build runs in; when it is unusable, builds are refused.',
  }),
  SITE_BUILD_CACHE_DIR: text({
    type: 'path',
    default: derived('`<temp dir>/site-build-cache`', () => resolvePath(join(tmpdir(), 'site-build-cache'))),
    normalise: (raw) => resolvePath(raw),
    feeds: 'sites.buildCacheDir',
    description: "One folder per project kept between its builds (npm's cache), outside `DATA_DIR` on purpose.",
  }),
  SITE_DEPLOY_HEARTBEAT_MS: integer({
    min: 100,
    max: 60_000,
    default: 5000,
    feeds: 'sites.heartbeatMs',
    description: "A running deployment's heartbeat; a run silent for 6 beats is taken up again.",
  }),
  ENV_ENCRYPTION_KEY: custom<Buffer | null>({
    secret: true,
    type: '32 bytes: 64 hex digits or base64',
    default: null,
    parse: encryptionKey,
    unset: 'development: generated into `DATA_DIR`; production: none',
    feeds: 'env.encryptionKey',
    description:
      "The AES-256-GCM key projects' environment variables and (through a key derived from it) businesses' UCP signing keys are sealed with at rest.",
  }),
});

const domains = group('domains', {
  DNS_SERVERS: list({
    type: 'comma-separated `ip` or `ip:port`',
    entry: (item) =>
      dnsServerOk(item) ? item : { wrong: 'must be an IP address with an optional port, e.g. 127.0.0.1:5353' },
    unset: "the system's resolvers",
    feeds: 'domains.dnsServers',
    description: 'The resolvers custom-domain verification asks, afresh every time.',
  }),
  DNS_TIMEOUT_MS: integer({
    min: 100,
    max: 30_000,
    default: 3_000,
    feeds: 'domains.dnsTimeoutMs',
    description: 'How long one DNS query may take, per try (two tries); beyond, verification answers 503.',
  }),
  SITES_CNAME_TARGET: text({
    type: 'host name',
    default: derived("`BASE_URL`'s host name", (b) => (isIP(hostOf(b.baseUrl)) ? null : lower(hostOf(b.baseUrl)))),
    normalise: lower,
    check: (v) => (HOSTNAME.test(v) ? undefined : 'must be a host name, e.g. cname.sites.example.com'),
    feeds: 'domains.cnameTarget',
    description: "The host custom domains' CNAME records point at; it must reach this server or its TLS terminator.",
  }),
  SITES_A_RECORD: text({
    type: 'IPv4 address',
    default: derived("`BASE_URL`'s host when it is an IPv4 address", (b) =>
      isIPv4(hostOf(b.baseUrl)) ? hostOf(b.baseUrl) : null,
    ),
    check: (v) => (isIPv4(v) ? undefined : 'must be an IPv4 address'),
    feeds: 'domains.aRecord',
    description: "The address an apex domain's A record points at; unset, apex domains get the CNAME too.",
  }),
  TLS_ASK_SECRET: text({
    secret: true,
    default: null,
    unset: '(unset: the ask is open)',
    feeds: 'domains.tlsAskSecret',
    description: "The shared secret the TLS terminator's on-demand certificate ask must carry as `secret`.",
  }),
});

const git = group('git', {
  GIT_BIN: text({ default: 'git', feeds: 'git.bin', description: 'The git executable (2.31 or later).' }),
  GIT_URL: url({
    default: derived('`BASE_URL`', (b) => b.baseUrl),
    feeds: 'git.publicUrl',
    description: 'The public origin clone URLs name; the `/git/` routes answer on it.',
  }),
  GIT_CREDENTIAL_SECRET: text({
    secret: true,
    default: null,
    check: (v) => (v.length >= 32 ? undefined : 'must be at least 32 characters'),
    unset: 'development: generated into `DATA_DIR`; production: none',
    feeds: 'git.secret',
    description: "Signs clone-URL credentials and seals connected repositories' tokens; at least 32 characters.",
  }),
  GIT_TIMEOUT_MS: integer({
    min: 1000,
    max: 60 * 60_000,
    default: 120_000,
    feeds: 'git.timeoutMs',
    description: 'How long one `ls-remote` or fetch of a connected repository may take (503 beyond).',
  }),
  GIT_MAX_PUSH_BYTES: integer({
    min: 1024 * 1024,
    max: 2 ** 40,
    default: 512 * 1024 * 1024,
    feeds: 'git.maxPushBytes',
    description: 'The largest push, its request body inflated (413 beyond, and nothing of it stored).',
  }),
  GIT_CONNECT_ALLOW_HTTP: flag({
    default: derived('`on` (`off` in production)', (b) => !b.production),
    feeds: 'git.connectAllowHttp',
    description: 'Connecting a repository accepts `http://` clone URLs.',
  }),
  GIT_CONNECT_HOSTS: list({
    type: 'comma-separated host names',
    entry: lower,
    default: null,
    unset: 'any host',
    feeds: 'git.connectHosts',
    description: 'The only hosts connecting a repository may fetch from; set it in production.',
  }),
});

/** Every variable, in the order the documentation lists them and a refusal reports them. */
export const ENVIRONMENT = {
  ...server,
  ...urls,
  ...requests,
  ...catalogue,
  ...blobs,
  ...places,
  ...fx,
  ...support,
  ...sites,
  ...domains,
  ...git,
};

export type VariableName = keyof typeof ENVIRONMENT;
export type Settings = { [K in VariableName]: ValueOf<(typeof ENVIRONMENT)[K]> };
type Env = Record<string, string | undefined>;

/**
 * Reads every variable of the schema, in its order, collecting what is wrong with each instead of stopping at the
 * first. Unset and empty are the same: the default. A refused value reads as its default, so the rest still parse.
 */
export function readSettings(env: Env): { settings: Settings; problems: string[] } {
  const values: Partial<Record<VariableName, unknown>> = {};
  const problems: string[] = [];
  const get = <K extends VariableName>(name: K): Settings[K] => {
    if (!(name in values)) values[name] = read(name);
    return values[name] as Settings[K];
  };
  const basis: Basis = {
    get production() {
      return get('NODE_ENV') === 'production';
    },
    get origin() {
      // Listening on every address: the origin names loopback. An IPv6 address is bracketed, as URLs write it.
      const host = get('HOST');
      const name = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : isIPv6(host) ? `[${host}]` : host;
      return `http://${name}:${get('PORT')}`;
    },
    get baseUrl() {
      return get('BASE_URL');
    },
  };
  const read = (name: VariableName): unknown => {
    const v: Variable<unknown> = ENVIRONMENT[name];
    // A list's empty default is copied, so no two Configs share an array.
    const fallback = () =>
      v.default instanceof Derived ? v.default.from(basis) : Array.isArray(v.default) ? [...v.default] : v.default;
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback();
    const parsed = v.parse(raw);
    if (!(parsed instanceof Refused)) return parsed;
    for (const p of parsed.problems) problems.push(refusalLine(name, raw, v.secret === true, p));
    return fallback();
  };
  for (const name of Object.keys(ENVIRONMENT) as VariableName[]) get(name);
  return { settings: values as Settings, problems };
}

/** DNS_SERVERS' entries in the forms Resolver.setServers takes: 1.2.3.4, 1.2.3.4:5353, ::1, [::1]:5353. */
function dnsServerOk(server: string): boolean {
  const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(server) ??
    /^([^:]+)(?::(\d+))?$/.exec(server) ?? [server, server, undefined];
  const portOk = m[2] === undefined || (Number(m[2]) >= 1 && Number(m[2]) <= 65535);
  return isIP(m[1]) !== 0 && portOk;
}

/** ENV_ENCRYPTION_KEY: 64 hex digits, or base64 (standard or URL-safe) of exactly 32 bytes. */
function encryptionKey(raw: string): Buffer | Refused {
  const key = /^[0-9a-fA-F]{64}$/.test(raw)
    ? Buffer.from(raw, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(raw)
      ? Buffer.from(raw, 'base64')
      : null;
  if (key?.length === 32) return key;
  return refuse('must be 32 bytes, as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)');
}
