// test-store: none (the profile fetch and its cache against a profile host on 127.0.0.1; no store is opened)
// Agent profiles fetched over real HTTP from a loopback host this file runs: kept for Cache-Control's max-age within
// the 60-s floor and 1-h cap (the clock a ManualClock, as the services' clock in tests), redirects not followed,
// oversized, non-JSON and schema-breaking answers refused as malformed, an unsupported version, unreachable hosts
// (500, refused connection, a hang past the limit), failures remembered with a doubling backoff, the LRU bound,
// concurrent requests sharing one fetch, and in the production configuration: http refused, loopback and private
// addresses refused before any connection.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ManualClock } from '../../src/kernel/clock.js';
import { AppError } from '../../src/kernel/errors.js';
import { AgentProfiles, profileTtlMs } from '../../src/modules/ucp/profiles.js';
import { agentProfile, legacyAgentProfile, startProfileServer, type ProfileServer } from './profile-server.js';

let host: ProfileServer;
test.before(async () => {
  host = await startProfileServer();
});
test.after(async () => {
  await host?.close();
});

const START = Date.UTC(2026, 5, 1, 12);
const fresh = (limits = {}, production = false) => {
  const clock = new ManualClock(START);
  return { clock, profiles: new AgentProfiles(clock, production, limits) };
};

/** The refusal `get` ends in: its catalogue code and message. */
async function refusal(profiles: AgentProfiles, url: string): Promise<{ code: string; message: string }> {
  try {
    await profiles.get(url);
  } catch (err) {
    assert.ok(err instanceof AppError, String(err));
    return { code: err.code, message: err.message };
  }
  throw new Error(`expected ${url} to be refused`);
}

test('a profile is kept for its max-age, then fetched again', async () => {
  host.set('/cached.json', { body: agentProfile(), headers: { 'cache-control': 'public, max-age=120' } });
  const { clock, profiles } = fresh();
  const url = `${host.origin}/cached.json`;
  const first = await profiles.get(url);
  assert.is(first.version, '2026-04-08');
  assert.is(first.legacy, false);
  assert.ok(first.capabilities['dev.ucp.shopping.checkout']);
  clock.advance(119_000);
  await profiles.get(url);
  assert.is(host.hits('/cached.json'), 1);
  clock.advance(2_000);
  await profiles.get(url);
  assert.is(host.hits('/cached.json'), 2);
});

test('the cache floor is 60 s whatever the answer says, and the cap 1 h', async () => {
  for (const [path, cacheControl] of [
    ['/short.json', 'public, max-age=5'],
    ['/nostore.json', 'no-store'],
    ['/none.json', undefined],
  ] as const) {
    host.set(path, { body: agentProfile(), headers: cacheControl ? { 'cache-control': cacheControl } : {} });
    const { clock, profiles } = fresh();
    await profiles.get(host.origin + path);
    clock.advance(59_000);
    await profiles.get(host.origin + path);
    assert.is(host.hits(path), 1, path);
    clock.advance(2_000);
    await profiles.get(host.origin + path);
    assert.is(host.hits(path), 2, path);
  }
  host.set('/long.json', { body: agentProfile(), headers: { 'cache-control': 'public, max-age=31536000' } });
  const { clock, profiles } = fresh();
  await profiles.get(`${host.origin}/long.json`);
  clock.advance(3_599_000);
  await profiles.get(`${host.origin}/long.json`);
  assert.is(host.hits('/long.json'), 1);
  clock.advance(2_000);
  await profiles.get(`${host.origin}/long.json`);
  assert.is(host.hits('/long.json'), 2);
});

test('Cache-Control read: s-maxage first, then max-age, within floor and cap', () => {
  assert.is(profileTtlMs('public, max-age=300'), 300_000);
  assert.is(profileTtlMs('public, max-age=300, s-maxage=600'), 600_000);
  assert.is(profileTtlMs('max-age="90"'), 90_000);
  assert.is(profileTtlMs('max-age=abc'), 60_000);
  assert.is(profileTtlMs('private, no-cache'), 60_000);
  assert.is(profileTtlMs(undefined), 60_000);
  assert.is(profileTtlMs('max-age=86400'), 3_600_000);
});

test('a redirect is not followed: profile_unreachable, and the target is never asked', async () => {
  host.set('/moved.json', { status: 302, headers: { location: `${host.origin}/target.json` } });
  host.set('/target.json', { body: agentProfile() });
  const { profiles } = fresh();
  const r = await refusal(profiles, `${host.origin}/moved.json`);
  assert.is(r.code, 'UCP_PROFILE_UNREACHABLE');
  assert.match(r.message, /HTTP 302: redirects are not followed/);
  assert.is(host.hits('/target.json'), 0);
});

test('an answer over 256 kB is refused, announced or not', async () => {
  const big = { ...agentProfile(), padding: 'x'.repeat(300 * 1024) };
  host.set('/big.json', { body: big });
  host.set('/big-chunked.json', { body: big, chunked: true });
  for (const path of ['/big.json', '/big-chunked.json']) {
    const r = await refusal(fresh().profiles, host.origin + path);
    assert.is(r.code, 'UCP_PROFILE_MALFORMED', path);
    assert.match(r.message, /larger than 256 kB/);
  }
  // Just under the cap is read.
  host.set('/fits.json', { body: { ...agentProfile(), padding: 'x'.repeat(200 * 1024) }, chunked: true });
  assert.is((await fresh().profiles.get(`${host.origin}/fits.json`)).version, '2026-04-08');
});

test('not JSON, not valid JSON, or not a profile: profile_malformed naming what is wrong', async () => {
  host.set('/page.html', { body: '<html></html>', headers: { 'content-type': 'text/html' } });
  host.set('/broken.json', { body: '{"ucp": ' });
  const noServices = agentProfile();
  delete noServices.ucp.services;
  host.set('/no-services.json', { body: noServices });
  const arrayCaps = agentProfile();
  arrayCaps.ucp.capabilities = [{ name: 'dev.ucp.shopping.checkout', version: '2026-04-08' }];
  host.set('/array-caps.json', { body: arrayCaps });
  for (const [path, message] of [
    ['/page.html', /must be JSON \(application\/json\), not text\/html/],
    ['/broken.json', /not valid JSON/],
    ['/no-services.json', /profile\.ucp\.services: is required/],
    ['/array-caps.json', /profile\.ucp\.capabilities: must be object/],
  ] as const) {
    const r = await refusal(fresh().profiles, host.origin + path);
    assert.is(r.code, 'UCP_PROFILE_MALFORMED', path);
    assert.match(r.message, message, r.message);
  }
});

test('a release this service does not speak: version_unsupported', async () => {
  const p = agentProfile();
  p.ucp.version = '2026-01-23';
  host.set('/jan23.json', { body: p });
  const r = await refusal(fresh().profiles, `${host.origin}/jan23.json`);
  assert.is(r.code, 'UCP_VERSION_UNSUPPORTED');
  assert.match(r.message, /2026-01-23 is not a version this business speaks/);
});

test("a 2026-01-11 profile (the conformance suite's shape) is read leniently", async () => {
  host.set('/legacy.json', { body: legacyAgentProfile('http://localhost:9/hooks') });
  const p = await fresh().profiles.get(`${host.origin}/legacy.json`);
  assert.is(p.legacy, true);
  assert.is(p.version, '2026-01-11');
  assert.ok(p.capabilities['dev.ucp.shopping.order']);
});

test('unreachable: a 5xx, a refused connection, an answer that does not come in time', async () => {
  host.set('/down.json', { status: 503 });
  let r = await refusal(fresh().profiles, `${host.origin}/down.json`);
  assert.equal(r, { code: 'UCP_PROFILE_UNREACHABLE', message: 'The agent profile answered HTTP 503' });
  const closed = await startProfileServer();
  await closed.close();
  r = await refusal(fresh().profiles, `${closed.origin}/gone.json`);
  assert.is(r.code, 'UCP_PROFILE_UNREACHABLE');
  assert.match(r.message, /ECONNREFUSED/);
  host.set('/hang.json', { hang: true });
  r = await refusal(fresh({ totalTimeoutMs: 300 }).profiles, `${host.origin}/hang.json`);
  assert.equal(r, { code: 'UCP_PROFILE_UNREACHABLE', message: 'The agent profile did not arrive within 300 ms' });
});

test('a failure is answered again without a fetch until its backoff ends; the backoff doubles', async () => {
  host.set('/flaky.json', { status: 500 });
  const { clock, profiles } = fresh();
  const url = `${host.origin}/flaky.json`;
  await refusal(profiles, url);
  await refusal(profiles, url);
  assert.is(host.hits('/flaky.json'), 1);
  clock.advance(10_001);
  await refusal(profiles, url);
  assert.is(host.hits('/flaky.json'), 2);
  clock.advance(10_001); // the second backoff is 20 s
  await refusal(profiles, url);
  assert.is(host.hits('/flaky.json'), 2);
  // Repaired: after the backoff the profile is fetched and kept.
  host.set('/flaky.json', { body: agentProfile() });
  clock.advance(10_000);
  assert.is((await profiles.get(url)).version, '2026-04-08');
  await profiles.get(url);
  assert.is(host.hits('/flaky.json'), 3);
});

test('the cache is bounded: the least recently used profile goes first', async () => {
  for (const p of ['/a.json', '/b.json', '/c.json']) host.set(p, { body: agentProfile() });
  const { profiles } = fresh({ maxEntries: 2 });
  await profiles.get(`${host.origin}/a.json`);
  await profiles.get(`${host.origin}/b.json`);
  await profiles.get(`${host.origin}/a.json`); // a is now the most recent
  await profiles.get(`${host.origin}/c.json`); // b goes
  await profiles.get(`${host.origin}/a.json`);
  assert.is(host.hits('/a.json'), 1);
  await profiles.get(`${host.origin}/b.json`);
  assert.is(host.hits('/b.json'), 2);
});

test('requests for one profile at the same moment share one fetch', async () => {
  host.set('/shared.json', { body: agentProfile() });
  const { profiles } = fresh();
  await Promise.all(Array.from({ length: 5 }, () => profiles.get(`${host.origin}/shared.json`)));
  assert.is(host.hits('/shared.json'), 1);
});

test('production: http refused; loopback and private addresses refused before any connection', async () => {
  host.set('/prod.json', { body: agentProfile() });
  const { profiles } = fresh({}, true);
  let r = await refusal(profiles, `${host.origin}/prod.json`);
  assert.equal(r, { code: 'UCP_INVALID_PROFILE_URL', message: 'The agent profile URL must use https' });
  for (const url of [
    `https://127.0.0.1:${host.port}/prod.json`,
    `https://localhost:${host.port}/prod.json`,
    'https://10.1.2.3/p.json',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/p.json',
    'https://[::ffff:192.168.0.1]/p.json',
  ]) {
    r = await refusal(profiles, url);
    assert.is(r.code, 'UCP_INVALID_PROFILE_URL', url);
    assert.match(r.message, /resolves to a non-public address/, url);
  }
  assert.is(host.hits('/prod.json'), 0);
  // The same loopback host outside production is fetched.
  assert.is((await fresh().profiles.get(`${host.origin}/prod.json`)).version, '2026-04-08');
});

test.run();
