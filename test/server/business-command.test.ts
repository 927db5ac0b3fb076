// `npm run business`: a second business with its keys, made by the real command beside a running server (through
// its store) and on a stopped data directory, then used over HTTP.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { realClockStart, startTestServer, type TestServer } from '../harness/server.js';
import { tsEntry } from '../../scripts/lib/ts-entry.mjs';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');

/** Where the command finds the store: a data directory of its own, or the running server's (its DATA_DIR, and its MONGODB_URI when it has one, as a deployment sets both for both). */
type StoreEnv = { DATA_DIR: string; MONGODB_URI: string };
const offline = (dir: string): StoreEnv => ({ DATA_DIR: dir, MONGODB_URI: '' });
const beside = (s: TestServer): StoreEnv => ({
  DATA_DIR: s.services.config.dataDir,
  MONGODB_URI: s.services.config.mongodbUri ?? '',
});

function business(args: string[], store: StoreEnv) {
  return run(process.execPath, [...tsEntry(join(root, 'scripts', 'business.ts')), ...args], {
    cwd: root,
    env: { ...process.env, ...store, LOG_LEVEL: 'silent' },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

let srv: TestServer;
test.before(async () => {
  // The command runs on the real clock beside the server (it lists businesses by when they were made).
  srv = await startTestServer({ seed: true, now: realClockStart() });
});
test.after(async () => {
  await srv?.close();
});

const get = (path: string, key: string, headers: Record<string, string> = {}) =>
  fetch(`${srv.url}${path}`, { headers: { 'x-api-key': key, ...headers } }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as any,
  }));

test('create beside the running server prints working keys for a business of its own', async () => {
  const out = await business(
    ['create', '--name', 'Second Shop', '--currency', 'usd', '--timezone', 'America/New_York', '--json'],
    beside(srv),
  );
  assert.is(out.code, 0, out.stderr);
  const made = JSON.parse(out.stdout);
  assert.match(made.business_id, /^biz_/);
  assert.is(made.name, 'Second Shop');
  assert.is(made.slug, 'second-shop');
  for (const k of ['publishable_key', 'secret_key']) assert.match(made[k], /_test_/);
  for (const k of ['live_publishable_key', 'live_secret_key']) assert.match(made[k], /_live_/);
  assert.match(made.business_key, /^dk_live_/);

  // Its keys work at once, on its own empty catalogue, and never reach the demo business.
  const own = await get('/api/v1/catalogue/products', made.publishable_key);
  assert.is(own.status, 200);
  assert.is(own.body.data.items.length, 0);
  const demo = await get('/api/v1/catalogue/products', srv.demo!.publishable_key);
  assert.ok(demo.body.data.items.length > 0);
  const across = await get('/api/v1/catalogue/products', made.publishable_key, {
    'x-business-id': srv.demo!.business_id,
  });
  assert.is(across.status, 403);
  assert.is(across.body.error.code, 'FORBIDDEN');
  // Its business key acts for it (an unknown order is 404 there) and for no other business (403).
  const markPaid = (bid: string) =>
    fetch(`${srv.url}/v1/businesses/${bid}/orders/ord_doesnotexist/mark-paid`, {
      method: 'POST',
      headers: { authorization: `Bearer ${made.business_key}` },
    });
  assert.is((await markPaid(made.business_id)).status, 404);
  assert.is((await markPaid(srv.demo!.business_id)).status, 403);

  // A second business of the same name gets its own slug.
  const again = JSON.parse((await business(['create', '--name', 'Second Shop', '--json'], beside(srv))).stdout);
  assert.is(again.slug, 'second-shop-2');
  const listed = await business(['list', '--json'], beside(srv));
  assert.equal(
    JSON.parse(listed.stdout).map((b: { name: string }) => b.name),
    ['Osu Corner Café', 'Second Shop', 'Second Shop'],
  );
});

test('--demo-catalogue gives the new business the demo catalogue in both modes', async () => {
  const made = JSON.parse(
    (await business(['create', '--name', 'Demo Copy', '--demo-catalogue', '--json'], beside(srv))).stdout,
  );
  const test = await get('/api/v1/catalogue/products', made.publishable_key);
  const live = await get('/api/v1/catalogue/products', made.live_publishable_key);
  const demo = await get('/api/v1/catalogue/products', srv.demo!.publishable_key);
  const names = (r: { body: any }) => r.body.data.items.map((p: { name: string }) => p.name).sort();
  assert.ok(names(demo).length > 0);
  assert.equal(names(test), names(demo));
  assert.equal(names(live), names(demo));
  // Same products, different ids: nothing is shared with the demo business.
  const demoIds = new Set(demo.body.data.items.map((p: { id: string }) => p.id));
  assert.not.ok(test.body.data.items.some((p: { id: string }) => demoIds.has(p.id)));
});

test('create on a stopped data directory opens the store itself; bad flags are named, nothing is written', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sfc-business-'));
  try {
    const bad = await business(
      ['create', '--name', '', '--currency', 'cedi', '--timezone', 'Mars/Base', '--tax-rate', '150'],
      offline(dir),
    );
    assert.is(bad.code, 2);
    for (const flag of ['--name is required', '--currency', '--timezone', '--tax-rate'])
      assert.ok(bad.stderr.includes(flag), bad.stderr);
    const human = await business(
      ['create', '--name', 'Offline Shop', '--tax-rate', '12.5', '--tax-inclusive'],
      offline(dir),
    );
    assert.is(human.code, 0, human.stderr);
    assert.match(human.stdout, /Created Offline Shop \(biz_\w+, GHS, Africa\/Accra\)/);
    assert.match(human.stdout, /publishable \(test\)\s+pk_test_\w+/);
    const listed = await business(['list'], offline(dir));
    assert.match(listed.stdout, /biz_\w+ {2}Offline Shop {2}\(offline-shop, GHS\)/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('create: a test-mode business key for the sandbox, and the owner account (one per email) in whoami', async () => {
  const store = beside(srv);
  const bad = await business(['create', '--name', 'Bad Owner', '--owner-email', 'not-an-email'], store);
  assert.is(bad.code, 2);
  assert.match(bad.stderr, '--owner-email must be an email address (got not-an-email)');

  const first = JSON.parse(
    (
      await business(
        ['create', '--name', 'Owned One', '--owner-name', 'Efua Owusu', '--owner-email', 'Efua@Example.com', '--json'],
        store,
      )
    ).stdout,
  );
  assert.match(first.test_business_key, /^dk_test_/);
  assert.match(first.account.id, /^usr_[A-Za-z0-9]{8,64}$/);
  assert.equal([first.account.name, first.account.email], ['Efua Owusu', 'efua@example.com']);
  // The same email: the same account, whatever name is given.
  const second = JSON.parse(
    (await business(['create', '--name', 'Owned Two', '--owner-email', 'efua@example.com', '--json'], store)).stdout,
  );
  assert.equal(second.account, first.account);
  // Without an owner flag, an account named after the business.
  const plain = JSON.parse((await business(['create', '--name', 'Plain Shop', '--json'], store)).stdout);
  assert.equal([plain.account.name, plain.account.email], ['Plain Shop owner', null]);

  const whoami = async (key: string) =>
    ((await (await fetch(`${srv.url}/v1/whoami`, { headers: { authorization: `Bearer ${key}` } })).json()) as any).data;
  const test = await whoami(second.test_business_key);
  assert.equal([test.business_id, test.mode, test.account], [second.business_id, 'test', first.account]);
  assert.equal(
    [(await whoami(second.business_key)).mode, (await whoami(second.business_key)).account],
    ['live', first.account],
  );

  const human = await business(['create', '--name', 'Printed Shop', '--owner-name', 'Yaw Asante'], store);
  assert.match(human.stdout, /owner\s+Yaw Asante \(usr_\w+\)/);
  assert.match(human.stdout, /business key \(test\) dk_test_\w+/);
  assert.match(human.stdout, /business key \(live\) dk_live_\w+/);
});

test.run();
