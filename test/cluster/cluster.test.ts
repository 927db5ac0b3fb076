// test-store: own (its store is a process of its own, scripts/db.ts through scripts/lib/cluster.ts, whatever the pass)
// The production topology, proven on one machine (issue 20): the embedded store on its own, two job workers and
// three API processes (WORKER=false), all src/main.ts on that store, behind the round-robin front of
// scripts/lib/cluster.ts; one cluster for the whole file. The store is all the processes share (issue 33): each has
// a DATA_DIR of its own, and uploads, site builds and git packs are in GridFS (BLOB_STORE=gridfs). Everything goes
// over real HTTP on 127.0.0.1, most of it to each API process's own port in turn (so the work is spread for certain,
// not as the front happens to pick), and what was written is read back from the store with a MongoClient of its own:
//   - a cart written through two processes is the same cart through all three;
//   - 100 concurrent checkouts with one Idempotency-Key over the three processes make one order;
//   - 200 concurrent checkouts of a product with 50 in stock make exactly 50 orders, the others 409;
//   - with two workers, each webhook event reaches the receiver exactly once;
//   - an MCP session opened on one process is served by the others, and a DELETE on one ends it on all;
//   - a support socket on one process gets a message posted through another;
//   - a git push through one process, deployed by a worker, and the site served by a third process; two pushes to
//     one branch through two processes at once, one accepted and the other refused;
//   - an upload PUT through one process, confirmed through another and served by the third;
//   - each API process in turn stopped (SIGTERM) and started again under a steady load of writes through the
//     front: no answer is 5xx and every acknowledged write is in the store.
// The cluster runs with RATE_LIMITS=off: the whole load comes from one IP here, where it would come from many, so
// the per-IP limits would measure the limiter (test/server/rate-fairness.test.ts covers them). Every storefront
// answer is checked against the contract (test/harness/conformance.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startCluster, type Cluster } from '../../scripts/lib/cluster.js';
import { randomBase62 } from '../../src/kernel/ids.js';
import type { InventoryLevelDoc, LocationDoc, ProductDoc } from '../../src/modules/catalogue/model.js';
import type { CartDoc } from '../../src/modules/cart/model.js';
import type { EventDoc } from '../../src/modules/events/model.js';
import type { OrderDoc } from '../../src/modules/orders/model.js';
import { DEMO_CREDENTIALS_FILE, type DemoCredentials } from '../../src/seed/demo.js';
import { tenantFilter, type TenantContext } from '../../src/store/index.js';
import { ALL_TOOL_SCOPES, businessKey, openSession, raw as mcp, request as rpc } from '../mcp/mcp-client.js';
import { frameViolations, openSocket, SUPPORT_WS_PATH } from '../support-chat/socket-client.js';
import { conformanceLog } from '../harness/conformance.js';
import { jsonOf } from '../harness/harness.js';
import { runGit, runGitOk } from '../platform/git-helpers.js';
import { getByHostAt, until, via } from '../platform/helpers.js';
import { startReceiver, verifyDelivery, type Receiver } from '../webhooks/receiver.js';

let c: Cluster;
let dataDir: string;
let mongo: MongoClient;
let db: Db;
let demo: DemoCredentials;
let tenant: TenantContext;
let beans: string;
let chips: string;
let coldBrew: string;
let osu: string;
let eastLegon: string;
const log = conformanceLog();

test.before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sfc-cluster-'));
  // LOG_LEVEL=warn: an access-log line per request would cost each process CPU that the load needs.
  c = await startCluster({ api: 3, workers: 2, dataDir, env: { RATE_LIMITS: 'off', LOG_LEVEL: 'warn' } });
  demo = JSON.parse(readFileSync(join(dataDir, DEMO_CREDENTIALS_FILE), 'utf8'));
  tenant = { business_id: demo.business_id, livemode: false };
  mongo = await new MongoClient(c.storeUri).connect();
  db = mongo.db('storefront');
  const product = async (slug: string) =>
    (await db.collection<ProductDoc>('products').findOne(tenantFilter<ProductDoc>(tenant, { slug })))!._id;
  const location = async (ref: string) =>
    (await db.collection<LocationDoc>('locations').findOne(tenantFilter<LocationDoc>(tenant, { ref })))!._id;
  [beans, chips, coldBrew, osu, eastLegon] = await Promise.all([
    product('house-blend-coffee-beans'),
    product('plantain-chips'),
    product('cold-brew'),
    location('osu'),
    location('east-legon'),
  ]);
});

test.after(async () => {
  await mongo?.close();
  await c?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** API process i (mod 3)'s own origin. */
const at = (i: number) => c.api[i % c.api.length].url;
const newSession = () => `sess_${randomBase62(32)}`;

interface Answer {
  status: number;
  json: any;
  headers: Headers;
}

/** A storefront request to `base` with the demo's publishable key (or `key`), its answer checked against the contract. */
async function call(
  base: string,
  method: string,
  path: string,
  o: { session?: string; body?: unknown; key?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-api-key': o.key ?? demo.publishable_key, ...o.headers };
  if (o.session) headers['x-session-id'] = o.session;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  const res = await log.fetch(`${base}${path}`, {
    method,
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  // Not always the service's answer: the front's 502 is plain text, kept for the failure message.
  return { status: res.status, json: await jsonOf(res), headers: res.headers };
}

async function addToCart(
  base: string,
  session: string,
  itemId: string,
  quantity = 1,
  headers?: Record<string, string>,
): Promise<Answer> {
  return call(base, 'POST', '/api/v1/cart/items', { session, body: { item_id: itemId, quantity }, headers });
}

async function cartId(base: string, session: string): Promise<string> {
  const r = await call(base, 'GET', '/api/v1/cart', { session });
  assert.is(r.status, 200, JSON.stringify(r.json));
  return r.json.data.id;
}

const checkoutBody = (cart: string) => ({
  cart_id: cart,
  customer: { name: 'Ama Mensah', phone: '+233241234567' },
  payment_method: 'mobile_money',
  mobile_money_details: { phone_number: '0241234567', provider: 'mtn' },
});

const checkout = (base: string, session: string, cart: string, key?: string) =>
  call(base, 'POST', '/api/v1/checkout', {
    session,
    body: checkoutBody(cart),
    headers: key ? { 'idempotency-key': key } : undefined,
  });

const orders = (filter: Record<string, unknown>) =>
  db
    .collection<OrderDoc>('orders')
    .find(tenantFilter<OrderDoc>(tenant, filter as never))
    .toArray();
const levels = (productId: string) =>
  db
    .collection<InventoryLevelDoc>('inventory_levels')
    .find(tenantFilter<InventoryLevelDoc>(tenant, { product_id: productId, variant_id: null }))
    .toArray();

/** On-hand stock of a product per location, reservations cleared. */
async function setStock(productId: string, onHand: Record<string, number>): Promise<void> {
  for (const [location_id, q] of Object.entries(onHand)) {
    await db.collection<InventoryLevelDoc>('inventory_levels').updateOne(
      tenantFilter<InventoryLevelDoc>(tenant, { product_id: productId, variant_id: null, location_id }),
      {
        $set: { quantity_on_hand: q, quantity_reserved: 0, updated_at: new Date() },
        $setOnInsert: { _id: `inv_${randomBase62(16)}` } as never,
      },
      { upsert: true },
    );
  }
}

/** A shopper of its own with one unit of `productId` in the cart, added through process i; its session and cart. */
async function shopperWith(i: number, productId: string): Promise<{ session: string; cart: string }> {
  const session = newSession();
  const added = await addToCart(at(i), session, productId);
  assert.is(added.status, 201, JSON.stringify(added.json));
  return { session, cart: await cartId(at(i + 1), session) };
}

test('a cart written through two processes is the same cart, items and totals, through each of the three', async () => {
  const session = newSession();
  assert.is((await addToCart(at(0), session, coldBrew, 2)).status, 201);
  assert.is((await addToCart(at(1), session, chips, 3)).status, 201);
  const seen = await Promise.all(c.api.map((p) => call(p.url, 'GET', '/api/v1/cart', { session })));
  for (const r of seen) assert.is(r.status, 200, JSON.stringify(r.json));
  const cart = seen[0].json.data;
  assert.equal(
    cart.items.map((l: any) => [l.item_id, l.quantity]),
    [
      [coldBrew, 2],
      [chips, 3],
    ],
  );
  assert.ok(Number(cart.pricing.total_price) > 0, JSON.stringify(cart.pricing));
  assert.equal(seen[1].json.data, cart);
  assert.equal(seen[2].json.data, cart);
});

test('with two workers, each webhook event is delivered exactly once (30 orders over three processes)', async () => {
  const rx: Receiver = await startReceiver();
  try {
    const hook = await call(at(0), 'POST', '/api/v1/webhooks', {
      key: demo.secret_key,
      body: { url: rx.url('/cluster'), events: ['order.created'] },
    });
    assert.is(hook.status, 201, JSON.stringify(hook.json));
    const shoppers = await Promise.all(Array.from({ length: 30 }, (_, i) => shopperWith(i, chips)));
    const placed = await Promise.all(shoppers.map((s, i) => checkout(at(i + 2), s.session, s.cart)));
    assert.ok(
      placed.every((r) => r.status === 201),
      JSON.stringify(placed.filter((r) => r.status !== 201).map((r) => r.json)),
    );
    const orderIds = placed.map((r) => r.json.data.order_id as string);
    const events = await db
      .collection<EventDoc>('events')
      .find(tenantFilter<EventDoc>(tenant, { type: 'order.created', 'data.id': { $in: orderIds } } as never))
      .toArray();
    assert.is(events.length, 30);
    const expected = new Set(events.map((e) => e._id));

    // Delivered by whichever worker claims each attempt; the dispatcher runs every 5 s.
    const arrived = () => new Set(rx.received.map((r) => r.body.id).filter((id) => expected.has(id)));
    for (const deadline = Date.now() + 30_000; arrived().size < expected.size && Date.now() < deadline; )
      await sleep(200);
    assert.is(arrived().size, expected.size, `${arrived().size} of ${expected.size} events arrived`);
    // A second delivery of any of them would come within the next worker poll or two.
    await sleep(2500);
    const ids = rx.received.map((r) => r.body.id);
    assert.is(ids.length, new Set(ids).size, `duplicates: ${ids.filter((id, k) => ids.indexOf(id) !== k)}`);
    assert.equal(new Set(ids), expected);
    for (const r of rx.received)
      assert.is(verifyDelivery(hook.json.data.secret, r, Number(r.headers['webhook-timestamp'])), null);

    // The endpoint goes, so the orders of the later tests are not delivered while they run.
    assert.is(
      (await call(at(1), 'DELETE', `/api/v1/webhooks/${hook.json.data.id}`, { key: demo.secret_key })).status,
      200,
    );
  } finally {
    await rx.close();
  }
});

test('100 concurrent checkouts with one Idempotency-Key over the three processes: one order, every 2xx names it, the rest 409', async () => {
  await setStock(beans, { [osu]: 50, [eastLegon]: 0 });
  const session = newSession();
  assert.is((await addToCart(at(0), session, beans, 2)).status, 201);
  const cart = await cartId(at(1), session);
  const key = `cluster-${randomBase62(12)}`;
  const results = await Promise.all(Array.from({ length: 100 }, (_, i) => checkout(at(i), session, cart, key)));
  const ok = results.filter((r) => r.status === 201);
  // The contract: a replay of a finished key is the same 201 (Idempotent-Replayed: true); a key whose first
  // request is still running is 409 CONFLICT.
  const conflicts = results.filter((r) => r.status === 409 && r.json?.error?.code === 'CONFLICT');
  assert.is(
    ok.length + conflicts.length,
    100,
    JSON.stringify(results.filter((r) => !ok.includes(r) && !conflicts.includes(r)).map((r) => [r.status, r.json])),
  );
  const stored = await orders({ cart_id: cart });
  assert.is(stored.length, 1, 'one order in the store');
  assert.ok(ok.length >= 1);
  assert.equal([...new Set(ok.map((r) => r.json.data.order_id))], [stored[0]._id], 'every 2xx names that order');
  assert.is(
    ok.filter((r) => r.headers.get('idempotent-replayed') !== 'true').length,
    1,
    'one original, the other 2xx replays',
  );
  assert.is((await levels(beans)).find((l) => l.location_id === osu)!.quantity_reserved, 2, 'reserved once');
  // Once the first request has finished, the key replays that order on every process, whichever ran it: the
  // record is the store's, not a process's (the cart alone would turn a second order away, but with a 409).
  const late = await Promise.all(c.api.map((p) => checkout(p.url, session, cart, key)));
  assert.equal(
    late.map((r) => [r.status, r.headers.get('idempotent-replayed'), r.json.data?.order_id]),
    c.api.map(() => [201, 'true', stored[0]._id]),
  );
});

test('200 concurrent checkouts of 50 in stock over the three processes: exactly 50 orders, the others 409; stock ends at 0', async () => {
  await setStock(beans, { [osu]: 50, [eastLegon]: 0 });
  const before = new Set((await orders({ 'items.product_id': beans })).map((o) => o._id));
  const shoppers = await Promise.all(Array.from({ length: 200 }, (_, i) => shopperWith(i, beans)));
  const results = await Promise.all(shoppers.map((s, i) => checkout(at(i + 1), s.session, s.cart)));
  const created = results.filter((r) => r.status === 201);
  const refused = results.filter((r) => r.status === 409 && r.json?.error?.code === 'CONFLICT');
  const others = results.filter((r) => !created.includes(r) && !refused.includes(r)).map((r) => [r.status, r.json]);
  assert.is(created.length, 50, JSON.stringify(others.slice(0, 3)));
  assert.is(refused.length, 150, JSON.stringify(others.slice(0, 3)));

  const placed = (await orders({ 'items.product_id': beans })).filter((o) => !before.has(o._id));
  assert.is(placed.length, 50);
  assert.equal(new Set(placed.map((o) => o._id)), new Set(created.map((r) => r.json.data.order_id)));
  const held = (await levels(beans)).find((l) => l.location_id === osu)!;
  assert.equal([held.quantity_on_hand, held.quantity_reserved], [50, 50], 'all 50 held, none beyond');

  // The 50 payments settle (each through another process than its checkout): the units leave the shelf.
  const settled = await Promise.all(
    created.map((r, k) => {
      const { session } = shoppers[results.indexOf(r)];
      return call(at(k), 'POST', '/api/v1/payments/authorization', {
        session,
        body: { reference: r.json.data.payment_reference, auth_type: 'otp', value: '123456' },
      });
    }),
  );
  assert.ok(
    settled.every((a) => a.status === 200 && a.json.data.status === 'approved'),
    JSON.stringify(settled.find((a) => a.status !== 200)?.json),
  );
  const stock = await call(at(2), 'GET', `/api/v1/inventory/products/${beans}/stock?location_id=${osu}`);
  assert.equal(stock.json.data.locations, [{ location_id: osu, quantity_on_hand: 0, quantity_available: 0 }]);
  for (const l of await levels(beans))
    assert.ok(
      l.quantity_on_hand >= 0 &&
        (l.quantity_reserved ?? 0) >= 0 &&
        l.quantity_on_hand - (l.quantity_reserved ?? 0) >= 0,
      JSON.stringify(l),
    );
});

test('an MCP session opened on one process is served by the others; a DELETE on one ends it on all', async () => {
  const key = await businessKey(db, demo.business_id, ALL_TOOL_SCOPES);
  const session = await openSession(at(0), key);
  // The initialized notification, then a list and a call, each on another process than the one before.
  assert.is((await mcp(at(1), { jsonrpc: '2.0', method: 'notifications/initialized' }, { key, session })).status, 202);
  const list = await mcp(at(2), rpc('tools/list'), { key, session });
  assert.is(list.status, 200, JSON.stringify(list.json));
  assert.is(list.json.result.tools.length, 26);
  const whoami = await mcp(at(0), rpc('tools/call', { name: 'platform_whoami', arguments: {} }), { key, session });
  assert.is(whoami.status, 200, JSON.stringify(whoami.json));
  assert.not.ok(whoami.json.result.isError, JSON.stringify(whoami.json));
  assert.is(whoami.json.result.structuredContent.business_id, demo.business_id);
  const created = await mcp(
    at(1),
    rpc('tools/call', { name: 'platform_create_project', arguments: { name: 'Made Across Processes' } }),
    { key, session },
  );
  assert.not.ok(created.json.result?.isError, JSON.stringify(created.json));
  const project = created.json.result.structuredContent.id;
  const listed = await mcp(at(2), rpc('tools/call', { name: 'platform_list_projects', arguments: {} }), {
    key,
    session,
  });
  assert.ok(JSON.stringify(listed.json.result.structuredContent).includes(project), JSON.stringify(listed.json));

  assert.is((await mcp(at(1), undefined, { key, session, method: 'DELETE' })).status, 204);
  // The others may serve it from their session cache for up to a second (src/mcp/mcp-sessions.ts); then they refuse.
  const refusedOn = async (base: string) => {
    for (const deadline = Date.now() + 5000; ; await sleep(100)) {
      const r = await mcp(base, rpc('tools/list'), { key, session });
      if (r.status === 404 || Date.now() > deadline) return [r.status, r.json?.error?.code];
    }
  };
  assert.equal(await Promise.all(c.api.map((p) => refusedOn(p.url))), [
    [404, -32004],
    [404, -32004],
    [404, -32004],
  ]);
});

test('a support socket on one process gets the message frame of a message posted through another', async () => {
  const session = newSession();
  const socket = await openSocket(
    `${at(0).replace(/^http/, 'ws')}${SUPPORT_WS_PATH}?key=${demo.publishable_key}&session_id=${session}`,
    { timeoutMs: 5000 },
  );
  try {
    assert.is((await socket.next()).type, 'resync');
    const sent = await call(at(1), 'POST', '/api/v1/support/conversation/messages', {
      session,
      body: { content: 'Posted to process 2' },
    });
    assert.is(sent.status, 201, JSON.stringify(sent.json));
    assert.equal((await socket.next((f) => f.type === 'message')).message, sent.json.data);
    // And through the front, which passes the upgrade on to whichever process is next.
    const viaFront = await openSocket(
      `${c.url.replace(/^http/, 'ws')}${SUPPORT_WS_PATH}?key=${demo.publishable_key}&session_id=${session}`,
      { timeoutMs: 5000 },
    );
    assert.is((await viaFront.next()).latest_message_id, sent.json.data.id);
    const again = await call(at(2), 'POST', '/api/v1/support/conversation/messages', {
      session,
      body: { content: 'Posted to process 3' },
    });
    assert.equal((await viaFront.next((f) => f.type === 'message')).message, again.json.data);
    viaFront.ws.close();
  } finally {
    socket.ws.close();
  }
  assert.equal(frameViolations, []);
});

/** A platform request (the demo's business key) to `base`. */
async function platform(base: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${base}/v1/businesses/${demo.business_id}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${demo.business_key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await jsonOf(res), headers: res.headers };
}

/** GET / of a site by its Host, from the process at `base`: its status and body. */
const siteAt = (base: string, host: string) => getByHostAt(base, host).then(({ status, body }) => ({ status, body }));

test("every process has a DATA_DIR of its own, and none holds blobs, builds or the demo's images: they are in GridFS", async () => {
  const dirs = [...c.api, ...c.workers].map((p) => p.dataDir);
  assert.is(new Set(dirs).size, dirs.length);
  for (const dir of dirs)
    for (const sub of ['blobs', 'sites']) assert.not.ok(existsSync(join(dir, sub)), `${dir}/${sub}`);
  // The demo catalogue's images, uploaded by the worker that seeded it, are served by every API process.
  const image = await db
    .collection('uploads')
    .findOne({ business_id: demo.business_id, livemode: true, kind: 'asset', status: 'confirmed' });
  assert.ok(image, 'the demo has images');
  assert.ok(await db.collection('blobs.files').findOne({ filename: image.blob_key }));
  for (const p of c.api) {
    const served = await fetch(`${p.url}/files/${demo.business_id}/${image._id}/${encodeURIComponent(image.filename)}`);
    assert.is(served.status, 200, p.name);
    assert.is(Number(served.headers.get('content-length')), image.size_bytes);
    await served.arrayBuffer();
  }
});

test('a git push through one process, deployed by a worker, is served by a third; two pushes to one branch at once: one is refused', async () => {
  const home = await mkdtemp(join(tmpdir(), 'cluster-git-'));
  try {
    const git = (cwd: string, ...args: string[]) => runGit(home, cwd, ...args);
    const gitOk = (cwd: string, ...args: string[]) => runGitOk(home, cwd, ...args);
    const project = await platform(at(0), 'POST', '/projects', { name: 'Cluster Site' });
    assert.is(project.status, 201, JSON.stringify(project.json));
    const projectId = project.json.data.id;
    const repo = await platform(at(1), 'POST', `/projects/${projectId}/repo/provision`, {});
    assert.is(repo.status, 201, JSON.stringify(repo.json));
    const cloneUrl = (await platform(at(2), 'POST', `/projects/${projectId}/repo/clone-url`, { ttl_secs: 3600 })).json
      .data.url;

    const work = join(home, 'site');
    await gitOk(home, 'init', '--quiet', '--initial-branch=main', work);
    await writeFile(join(work, 'index.html'), '<h1>Served across the cluster</h1>');
    await gitOk(work, 'add', '.');
    await gitOk(work, 'commit', '--quiet', '-m', 'site');
    const sha = await gitOk(work, 'rev-parse', 'HEAD');
    await gitOk(work, 'push', '--quiet', via(cloneUrl, at(0)), 'main');

    // Deployed through process 2, run by a worker, served by process 3.
    const created = await platform(at(1), 'POST', `/projects/${projectId}/deployments`, { git_sha: sha });
    assert.is(created.status, 201, JSON.stringify(created.json));
    const done = await until(
      'the deployment',
      () => platform(at(2), 'GET', `/deployments/${created.json.data.id}`).then((r) => r.json.data),
      (d) => ['active', 'failed'].includes(d.status),
      60_000,
    );
    assert.is(done.status, 'active', JSON.stringify(done));
    const host = new URL((await platform(at(0), 'GET', `/projects/${projectId}`)).json.data.production_url).hostname;
    for (const p of c.api)
      assert.equal(await siteAt(p.url, host), { status: 200, body: '<h1>Served across the cluster</h1>' }, p.name);
    assert.ok(
      await db.collection('blobs.files').findOne({ filename: `sites/${done.id}/manifest.json` }),
      'the build is in GridFS',
    );
    // The worker that ran it read the commit from its own copy, brought up from the store.
    const copies = c.workers.filter((w) =>
      existsSync(join(w.dataDir, 'git', demo.business_id, `${repo.json.data.id}.git`)),
    );
    assert.ok(copies.length >= 1);

    // Two pushes to main from the same commit, through processes 2 and 3 at once.
    const [w1, w2] = [join(home, 'w1'), join(home, 'w2')];
    for (const [dir, file] of [
      [w1, 'one.txt'],
      [w2, 'two.txt'],
    ]) {
      await gitOk(home, 'clone', '--quiet', via(cloneUrl, at(2)), dir);
      await writeFile(join(dir, file), file);
      await gitOk(dir, 'add', '.');
      await gitOk(dir, 'commit', '--quiet', '-m', file);
    }
    const pushes = await Promise.all([
      git(w1, 'push', via(cloneUrl, at(1)), 'main'),
      git(w2, 'push', via(cloneUrl, at(2)), 'main'),
    ]);
    const accepted = pushes.filter((r) => r.code === 0);
    assert.is(accepted.length, 1, pushes.map((r) => r.stderr).join('\n'));
    const loser = pushes.find((r) => r.code !== 0)!;
    assert.match(loser.stderr, /rejected/);
    const winner = pushes[0].code === 0 ? w1 : w2;
    const head = await gitOk(winner, 'rev-parse', 'HEAD');
    const state = await db.collection('git_refs').findOne({ _id: repo.json.data.id });
    assert.equal(state!.refs, [['refs/heads/main', head]]);
    for (const p of c.api)
      assert.match(
        await gitOk(home, 'ls-remote', via(cloneUrl, p.url), 'refs/heads/main'),
        new RegExp(`^${head}\t`),
        p.name,
      );
  } finally {
    await rm(home, { recursive: true, force: true });
  }
});

test('an upload PUT through one process and confirmed through another is served by the third', async () => {
  const bytes = randomBytes(300_000);
  const init = await platform(at(0), 'POST', '/assets/init', {
    folder: 'cluster',
    filename: 'photo.jpg',
    content_type: 'image/jpeg',
    size_bytes: bytes.length,
  });
  assert.is(init.status, 200, JSON.stringify(init.json));
  const { upload_id, upload_url, public_url_preview } = init.json.data;
  const put = await fetch(via(upload_url, at(1)), {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': 'image/jpeg' },
  });
  assert.is(put.status, 204);
  const confirmed = await platform(at(2), 'POST', '/assets/confirm', { upload_id });
  assert.is(confirmed.status, 200, JSON.stringify(confirmed.json));
  for (const p of c.api) {
    const served = await fetch(via(public_url_preview, p.url));
    assert.is(served.status, 200, p.name);
    assert.ok(Buffer.from(await served.arrayBuffer()).equals(bytes), p.name);
  }
  // Byte ranges too, from GridFS's chunks.
  const part = await fetch(via(public_url_preview, at(1)), { headers: { range: 'bytes=261000-261999' } });
  assert.is(part.status, 206);
  assert.ok(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(261_000, 262_000)));
});

test('rolling restart under load through the front: no 5xx, and every acknowledged write is in the store', async () => {
  const statuses = new Map<string, number>();
  const count = (s: string) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
  /** Cart lines acknowledged (201) in carts that are never checked out, and orders acknowledged (201). */
  const lines: { session: string; line: string }[] = [];
  const placed: string[] = [];
  let acknowledged = 0;
  let running = true;
  /**
   * A write through the front; transport failures count as answers too (none is expected). Every write carries an
   * Idempotency-Key, as a client following the contract sends one: a request cut off unread by a stopping process
   * on a fresh connection is then one the front may send to the next process (scripts/lib/cluster.ts).
   */
  const write = async (f: () => Promise<Answer>): Promise<Answer | undefined> => {
    try {
      const r = await f();
      count(r.status >= 500 ? `${r.status} ${JSON.stringify(r.json)}` : String(r.status));
      if (r.status < 300) acknowledged++;
      return r;
    } catch (err) {
      count(`fetch failed: ${(err as Error).cause ?? err}`);
      return undefined;
    }
  };
  // Each client pauses a little between writes: a steady load, which leaves the restarting process the CPU to start.
  const cartWriter = async () => {
    for (; running; await sleep(10)) {
      const session = newSession();
      const r = await write(() => addToCart(c.url, session, chips, 1, { 'idempotency-key': randomBase62(16) }));
      if (r?.status === 201) lines.push({ session, line: r.json.data.id });
    }
  };
  const buyer = async () => {
    for (; running; await sleep(10)) {
      const session = newSession();
      const added = await write(() => addToCart(c.url, session, chips, 2, { 'idempotency-key': randomBase62(16) }));
      if (added?.status !== 201) continue;
      const cart = await write(() => call(c.url, 'GET', '/api/v1/cart', { session }));
      if (cart?.status !== 200) continue;
      const r = await write(() => checkout(c.url, session, cart.json.data.id, randomBase62(16)));
      if (r?.status === 201) placed.push(r.json.data.order_id);
    }
  };
  const load = [...Array.from({ length: 2 }, cartWriter), ...Array.from({ length: 2 }, buyer)];

  // Each process in turn: stopped (it drains what it is serving, the front routes around it), started again on
  // its port. Writes must be acknowledged while each one is away, or the restart proved nothing.
  const duringRestart: number[] = [];
  await sleep(200);
  for (const p of c.api) {
    const ackedBefore = acknowledged;
    await p.stop();
    await p.start();
    duringRestart.push(acknowledged - ackedBefore);
  }
  await sleep(200);
  running = false;
  await Promise.all(load);

  // Only successes: a process that stops finishes what it accepted and reads nothing more (src/server.ts), so no
  // write is refused or answered twice (a 409 here once meant a request run by a stopping process, never answered).
  const failures = [...statuses].filter(([s]) => s !== '200' && s !== '201');
  assert.equal(failures, [], `answers: ${JSON.stringify(Object.fromEntries(statuses))}`);
  assert.ok(
    duringRestart.every((n) => n > 0),
    `writes acknowledged during each restart: ${duringRestart}`,
  );
  assert.ok(lines.length > 0 && placed.length > 0);

  const stored = new Set((await orders({ _id: { $in: placed } })).map((o) => o._id));
  assert.is(stored.size, placed.length, `orders missing from the store: ${placed.filter((id) => !stored.has(id))}`);
  const carts = await db
    .collection<CartDoc>('carts')
    .find(tenantFilter<CartDoc>(tenant, { session_id: { $in: lines.map((l) => l.session) } } as never))
    .toArray();
  const storedLines = new Set(carts.flatMap((cart) => cart.items.map((l) => `${cart.session_id} ${l.id}`)));
  const missing = lines.filter((l) => !storedLines.has(`${l.session} ${l.line}`));
  assert.equal(missing, [], `${missing.length} of ${lines.length} acknowledged cart lines missing`);
  console.log(
    `rolling restart: ${JSON.stringify(Object.fromEntries(statuses))}; ${lines.length} cart lines, ${placed.length} orders; acknowledged during each restart: ${duringRestart}`,
  );
});

test('every storefront answer matched the contract', () => {
  assert.ok(log.checked() > 0);
  assert.equal(log.responseViolations(), []);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test.run();
