import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError, loadConfig } from './config.js';

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

test.run();
