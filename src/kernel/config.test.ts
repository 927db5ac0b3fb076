import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseSwitch, type Variable } from './config-kinds.js';
import { ENVIRONMENT } from './config-schema.js';
import { type Config, ConfigError, loadConfig } from './config.js';

const variables = Object.entries(ENVIRONMENT) as [string, Variable<unknown>][];

/** The problems loadConfig reports for `env`; none when it accepts it. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    assert.instance(err, ConfigError);
    return (err as ConfigError).problems;
  }
}

/** The value at a dotted path of Config (`sites.buildNetwork`), and whether the field exists. */
function at(config: Config, path: string): { found: boolean; value: unknown } {
  const keys = path.split('.');
  let o: unknown = config;
  for (const k of keys.slice(0, -1)) o = (o as Record<string, unknown> | undefined)?.[k];
  const last = keys[keys.length - 1];
  const found = typeof o === 'object' && o !== null && last in o;
  return { found, value: found ? (o as Record<string, unknown>)[last] : undefined };
}

/** What turns on every optional part of Config: places, the support responder, S3. */
const EVERY_PART: Record<string, string> = {
  GOOGLE_PLACES_API_KEY: 'k',
  SUPPORT_AI_URL: 'http://ai.test/v1',
  BLOB_STORE: 's3',
  S3_BUCKET: 'b',
  S3_REGION: 'auto',
};

test('defaults: port 8080, dev mode, every public URL on the one origin', () => {
  const c = loadConfig({});
  assert.is(c.port, 8080);
  assert.is(c.production, false);
  assert.is(c.baseUrl, 'http://127.0.0.1:8080');
  assert.is(c.linkUrl, c.baseUrl);
  assert.is(c.payUrl, 'http://127.0.0.1:8080/pay');
  assert.is(c.corsOrigins, '*');
  assert.is(c.worker, true);
});

test('every bad value is reported, one line each', () => {
  try {
    loadConfig({
      PORT: 'eighty',
      MONGODB_URI: 'postgres://x',
      BASE_URL: 'ftp://a',
      LOG_LEVEL: 'loud',
      WORKER: 'maybe',
    });
    assert.unreachable('should throw');
  } catch (err) {
    assert.instance(err, ConfigError);
    const problems = (err as ConfigError).problems;
    assert.is(problems.length, 5);
    assert.match(problems.join('\n'), /PORT="eighty": must be an integer/);
    assert.match(problems.join('\n'), /MONGODB_URI: must start with mongodb:\/\//);
  }
});

test('build sandbox settings: bwrap, no network, 256 processes by default; a bad network value stops the start', () => {
  const c = loadConfig({});
  assert.equal([c.sites.buildSandbox, c.sites.buildNetwork, c.sites.buildProcesses], ['bwrap', 'none', 256]);
  assert.is(
    loadConfig({ SITE_BUILD_NETWORK: 'host', SITE_BUILD_CACHE_DIR: '/var/cache/builds' }).sites.buildCacheDir,
    '/var/cache/builds',
  );
  assert.throws(
    () => loadConfig({ SITE_BUILD_NETWORK: 'registry' }),
    (err: ConfigError) => /SITE_BUILD_NETWORK="registry": must be none or host/.test(err.problems.join('\n')),
  );
});

test('production mode, explicit origins and CORS list', () => {
  const c = loadConfig({
    NODE_ENV: 'production',
    BASE_URL: 'https://shop.example.com/',
    CORS_ORIGINS: 'https://a.example, https://b.example',
  });
  assert.is(c.production, true);
  assert.is(c.baseUrl, 'https://shop.example.com');
  assert.equal(c.corsOrigins, ['https://a.example', 'https://b.example']);
});

test('MCP_ALLOWED_ORIGINS: origins normalised; a value that is no origin stops the start, naming it', () => {
  assert.equal(loadConfig({}).mcpAllowedOrigins, []);
  assert.equal(
    loadConfig({ MCP_ALLOWED_ORIGINS: 'https://Agent.example.com:443, http://tools.test:3000' }).mcpAllowedOrigins,
    ['https://agent.example.com', 'http://tools.test:3000'],
  );
  try {
    loadConfig({ MCP_ALLOWED_ORIGINS: 'https://agent.example.com/path' });
    assert.unreachable('a path is not an origin');
  } catch (err) {
    assert.instance(err, ConfigError);
    assert.match(
      (err as ConfigError).problems.join('\n'),
      /MCP_ALLOWED_ORIGINS: "https:\/\/agent.example.com\/path" is not an origin/,
    );
  }
});

test('one grammar for every switch: on/off, true/false, 1/0 in any case; anything else refused, naming it', () => {
  const switches = variables.filter(([, v]) => v.parse === parseSwitch);
  assert.ok(switches.length >= 8, 'WORKER, SEED_DEMO, RATE_LIMITS, SITE_BUILDS, … are switches');
  for (const [name, v] of switches) {
    for (const [raw, want] of [
      ['on', true],
      ['OFF', false],
      ['True', true],
      ['false', false],
      ['1', true],
      ['0', false],
    ] as const) {
      const env = {
        [name]: raw,
        ...(name === 'S3_FORCE_PATH_STYLE' ? { BLOB_STORE: 's3', S3_BUCKET: 'b', S3_REGION: 'r' } : {}),
      };
      assert.is(at(loadConfig(env), v.feeds).value, want, `${name}=${raw}`);
    }
    for (const raw of ['yes', 'no', 'maybe'])
      assert.equal(problemsOf({ [name]: raw }), [`${name}=${JSON.stringify(raw)}: must be on or off`]);
  }
});

test('every variable feeds the field of Config it names, and a plain default arrives there unchanged', () => {
  const config = loadConfig(EVERY_PART);
  for (const [name, v] of variables) {
    const { found, value } = at(config, v.feeds);
    assert.ok(found, `${name} feeds ${v.feeds}, which Config has`);
    const plain = ['number', 'boolean', 'string'].includes(typeof v.default);
    if (plain && !(name in EVERY_PART) && name !== 'ACTIVITY_RELATED_MINUTES')
      assert.equal(value, v.default, `${name}'s default`);
  }
  assert.is(config.activity.relatedEvery, `${ENVIRONMENT.ACTIVITY_RELATED_MINUTES.default} minutes`);
});

test('HOST: an IPv6 address gives a bracketed origin; a value that names no host is refused', () => {
  assert.is(loadConfig({ HOST: '::1', PORT: '9000' }).baseUrl, 'http://[::1]:9000');
  assert.is(loadConfig({ HOST: '::' }).baseUrl, 'http://127.0.0.1:8080');
  assert.equal(problemsOf({ HOST: 'a b' }), ['HOST="a b": must be an IP address or a host name']);
});

test('every refusal starts with its variable; a secret is never repeated', () => {
  const bad = '%not valid%';
  const problems = problemsOf(Object.fromEntries(variables.map(([name]) => [name, bad])));
  for (const line of problems) {
    const name = /^([A-Z0-9_]+)(=|: )/.exec(line)?.[1] ?? '';
    assert.ok(name in ENVIRONMENT, line);
    if (ENVIRONMENT[name as keyof typeof ENVIRONMENT].secret) assert.not.ok(line.includes(bad), line);
  }
  // Every kind that can refuse did: integers, URLs, switches, words, lists, checked text.
  for (const name of ['PORT', 'BASE_URL', 'WORKER', 'LOG_FORMAT', 'TRUST_PROXY', 'SITES_DOMAIN', 'MONGODB_URI'])
    assert.ok(
      problems.some((p) => p.startsWith(name)),
      `${name} refused`,
    );
});

test('every variable is checked even when its feature is off', () => {
  assert.equal(problemsOf({ PLACES_TIMEOUT_MS: '5' }), ['PLACES_TIMEOUT_MS="5": must be an integer from 100 to 60000']);
});

test.run();
