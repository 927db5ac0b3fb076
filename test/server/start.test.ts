// `npm start` as a newcomer runs it: the real src/main.ts in its own process. A taken port is one clear line
// before anything is written; piped output is JSON lines only (the banner too), one access-log line per request,
// every 5xx with its stack; the demo images are served by the file host; a restart on another port brings the
// credentials file and the image URLs along, and brings a data directory of an older build up to date (a test-mode
// business key, the demo account as owner).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../scripts/lib/free-port.js';
import { hashSecret } from '../../src/kernel/secrets.js';
import { openStore } from '../../src/store/index.js';
import { tsEntry } from '../../scripts/lib/ts-entry.mjs';

const root = join(import.meta.dirname, '..', '..');

interface Started {
  child: ChildProcess;
  lines: string[];
  exited: Promise<number | null>;
  stderr: () => string;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, tsEntry(join(root, 'src', 'main.ts')), {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', MONGODB_URI: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  child.stdout!.on('data', (d: Buffer) => {
    const parts = (partial + d.toString()).split('\n');
    partial = parts.pop()!;
    lines.push(...parts);
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, lines, exited, stderr: () => err };
}

/** Polls `probe` until it answers; fails at once when the server `s` has exited meanwhile (with its stderr). */
async function waitFor<T>(what: string, probe: () => T | undefined, ms = 60_000, s?: Started): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (s && s.child.exitCode !== null)
      throw new Error(`the server exited (${s.child.exitCode}) before ${what}: ${s.stderr()}`);
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * `start` on a free port, answered once it listens. Another test process may take the port between the check and
 * the bind (the server then says so and exits): that is tried again on another port.
 */
async function startOnFreePort(env: Record<string, string>): Promise<{ s: Started; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const s = start({ ...env, PORT: String(port) });
    try {
      await waitFor(
        'listening',
        () => (s.lines.some((l) => l.includes(`listening on http://127.0.0.1:${port}`)) ? true : undefined),
        60_000,
        s,
      );
      return { s, port };
    } catch (err) {
      if (attempt < 5 && s.child.exitCode !== null && s.stderr().includes('is already in use')) continue;
      throw err;
    }
  }
}

async function stop(s: Started): Promise<void> {
  s.child.kill('SIGTERM');
  await s.exited;
}

/** The product list's images (each item's primary image). */
const imageUrls = (items: { image_url: string | null }[]) =>
  items.map((p) => p.image_url).filter((u): u is string => u !== null);

const json = (lines: string[]) => lines.filter((l) => l.trim()).map((l) => JSON.parse(l) as Record<string, any>);

let dataDir: string;
test.before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sfc-start-'));
});
test.after(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

test('a taken port is one line on stderr and exit 1, before the store is opened or anything written', async () => {
  const blocker = createServer();
  await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
  const port = (blocker.address() as { port: number }).port;
  const fresh = join(dataDir, 'never-created');
  try {
    const s = start({ PORT: String(port), DATA_DIR: fresh, LOG_FORMAT: 'json' });
    assert.is(await s.exited, 1);
    const lines = s.stderr().trim().split('\n');
    assert.equal(lines, [
      `Port ${port} on 127.0.0.1 is already in use (another server running?); stop it or start with PORT=<another port>.`,
    ]);
    assert.equal(
      s.lines.filter((l) => l.trim()),
      [],
    );
    assert.not.ok(existsSync(fresh), 'nothing was written');
  } finally {
    blocker.close();
  }
});

test('a second server on a DATA_DIR in use is one line on stderr and exit 1, and the first one serves on', async () => {
  const shared = join(dataDir, 'shared');
  const { s: first } = await startOnFreePort({ DATA_DIR: shared, LOG_FORMAT: 'json', SEED_DEMO: 'off' });
  try {
    await waitFor('the first banner', () =>
      json(first.lines).find((l) => /^Storefront Commerce Service listening on/.test(l.msg)),
    );
    const port = await freePort();
    const second = start({ PORT: String(port), DATA_DIR: shared, LOG_FORMAT: 'json', SEED_DEMO: 'off' });
    assert.is(await second.exited, 1);
    const lines = second.stderr().trim().split('\n');
    assert.is(lines.length, 1, second.stderr());
    assert.match(
      lines[0],
      new RegExp(
        `^DATA_DIR ${shared} is in use by another process \\(pid ${first.child.pid}, lock file .*mongod\\.lock\\)\\. Stop that process or point DATA_DIR somewhere else\\.$`,
      ),
    );
    assert.equal(
      second.lines.filter((l) => json([l])[0]?.level >= 50),
      [],
    );
    // The port it bound for a moment is free again, and the first server is untouched.
    await new Promise<void>((resolve, reject) => {
      const probe = createServer()
        .once('error', reject)
        .listen(port, '127.0.0.1', () => probe.close(() => resolve()));
    });
    const url = json(first.lines).find((l) => /^Storefront Commerce Service listening on/.test(l.msg))!.url;
    assert.is((await fetch(`${url}/readyz`)).status, 200);
  } finally {
    await stop(first);
  }
});

test('JSON logs: the banner is a log line, one access line per request, a 5xx with its stack; demo images are served', async () => {
  const { s, port } = await startOnFreePort({ DATA_DIR: dataDir, LOG_FORMAT: 'json' });
  try {
    const banner = await waitFor('the banner', () =>
      json(s.lines).find((l) => /^Storefront Commerce Service listening on/.test(l.msg)),
    );
    const base = `http://127.0.0.1:${port}`;
    assert.is(banner.url, base);
    assert.is(banner.surfaces.storefront, `${base}/api/v1`);
    // It names the agent endpoint, the guides and the command-line tool as well as the APIs and their reference.
    assert.is(banner.surfaces.mcp, `${base}/mcp`);
    assert.is(banner.surfaces.docs, `${base}/docs`);
    assert.is(banner.surfaces.guides, `${base}/docs/guides`);
    assert.is(banner.cli, 'npx cimplify --help');
    // Secret keys stay in the credentials file, out of the log.
    assert.not.match(JSON.stringify(banner), /sk_test_|sk_live_|dk_live_/);
    const creds = JSON.parse(await readFile(join(dataDir, 'demo-credentials.json'), 'utf8'));
    assert.is(creds.base_url, base);
    assert.is(banner.demo.publishable_key, creds.publishable_key);

    const res = await fetch(`${base}/api/v1/catalogue/products?limit=100`, {
      headers: { 'x-api-key': creds.publishable_key, 'x-request-id': 'req-start-test-1' },
    });
    assert.is(res.status, 200);
    const images = imageUrls(((await res.json()) as any).data.items);
    assert.ok(images.length >= 10, `demo products show images (${images.length})`);
    // The images are the demo business's own assets on the file host.
    const assetUrl = new RegExp(`^${base}/files/${creds.business_id}/up_[A-Za-z0-9]+/[^/]+\\.jpg$`);
    for (const url of images) {
      assert.match(url, assetUrl);
      const img = await fetch(url);
      assert.is(img.status, 200, url);
      assert.is(img.headers.get('content-type'), 'image/jpeg');
      const bytes = Buffer.from(await img.arrayBuffer());
      assert.equal([...bytes.subarray(0, 3)], [0xff, 0xd8, 0xff], `${url} is a JPEG`);
      assert.ok(bytes.length > 1000 && bytes.length < 100_000, `${url}: ${bytes.length} bytes`);
    }
    assert.is((await fetch(`${base}/files/${creds.business_id}/up_Nope0000000/nope.jpg`)).status, 404);
    const library = await fetch(`${base}/v1/businesses/${creds.business_id}/assets?folder=demo/products`, {
      headers: { authorization: `Bearer ${creds.business_key}` },
    });
    assert.ok(
      (((await library.json()) as any).data.assets as unknown[]).length >= 9,
      'the demo images are in the asset library',
    );

    // A live card checkout without a live provider is a 503: logged with its stack.
    const live = creds.live_publishable_key;
    const liveProducts = (
      (await (
        await fetch(`${base}/api/v1/catalogue/products?limit=100`, { headers: { 'x-api-key': live } })
      ).json()) as any
    ).data.items;
    const beans = liveProducts.find((p: { slug: string }) => p.slug === 'house-blend-coffee-beans').id;
    const session = { 'x-api-key': live, 'x-session-id': 'sess_' + 'a'.repeat(32), 'content-type': 'application/json' };
    const add = await fetch(`${base}/api/v1/cart/items`, {
      method: 'POST',
      headers: session,
      body: JSON.stringify({ item_id: beans, quantity: 1 }),
    });
    const sessionId = add.headers.get('x-session-id') ?? session['x-session-id'];
    const cart = (
      (await (await fetch(`${base}/api/v1/cart`, { headers: { ...session, 'x-session-id': sessionId } })).json()) as any
    ).data;
    const checkout = await fetch(`${base}/api/v1/checkout`, {
      method: 'POST',
      headers: { ...session, 'x-session-id': sessionId, 'x-request-id': 'req-start-test-503' },
      body: JSON.stringify({
        cart_id: cart.id,
        customer: { name: 'Ama Mensah', email: 'ama@example.com' },
        payment_method: 'card',
      }),
    });
    assert.is(checkout.status, 503);
    // The agent endpoint's answers are logged under the id it answered with, like the REST ones.
    const mcp = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'x-request-id': 'req-start-test-mcp',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.is(mcp.headers.get('x-request-id'), 'req-start-test-mcp');

    await waitFor('the access lines', () =>
      json(s.lines).some((l) => l.req_id === 'req-start-test-503') &&
      json(s.lines).some((l) => l.req_id === 'req-start-test-mcp')
        ? true
        : undefined,
    );
    const mcpLine = json(s.lines).find((l) => l.req_id === 'req-start-test-mcp');
    assert.is(mcpLine?.path, '/mcp');
    assert.is(mcpLine?.status, mcp.status);
    const entries = json(s.lines); // every line parses: no prose between the JSON lines
    const access = entries.filter((l) => l.req_id === 'req-start-test-1');
    assert.is(access.length, 1, 'one access line per request');
    assert.is(access[0].method, 'GET');
    assert.is(access[0].path, '/api/v1/catalogue/products');
    assert.is(access[0].status, 200);
    assert.type(access[0].ms, 'number');
    assert.not.ok(JSON.stringify(access[0]).includes('limit=100'), 'the query stays out of the log');
    const failed = entries.filter((l) => l.requestId === 'req-start-test-503' && l.level >= 50);
    assert.is(failed.length, 1, 'the 5xx is logged once');
    assert.match(failed[0].err.stack, /AppError: No live payment provider[\s\S]*\n\s+at /);
    assert.is(entries.filter((l) => l.req_id === 'req-start-test-503')[0].status, 503);
  } finally {
    await stop(s);
  }
});

test('a restart on another port rewrites the credentials file and moves the demo images along; pretty logs are no JSON', async () => {
  // A business key issued before a scope existed (here: bookings:read taken away while the server is down).
  const before = JSON.parse(await readFile(join(dataDir, 'demo-credentials.json'), 'utf8'));
  const store = await openStore({ dataDir, agenda: false });
  try {
    await store.db
      .collection('api_keys')
      .updateOne({ key_hash: hashSecret(before.business_key) }, { $pull: { scopes: 'bookings:read' } } as never);
    // And what an older build left: no test-mode business key in the file, no owner on the business or its keys.
    await store.db
      .collection('businesses')
      .updateOne({ _id: before.business_id }, { $unset: { owner_account_id: '' } });
    await store.db
      .collection('api_keys')
      .updateMany({ business_id: before.business_id }, { $unset: { owner_account_id: '' } });
    await store.db.collection('owner_accounts').deleteMany({});
  } finally {
    await store.close();
  }
  delete before.test_business_key;
  await writeFile(join(dataDir, 'demo-credentials.json'), JSON.stringify(before, null, 2));
  const { s, port } = await startOnFreePort({ DATA_DIR: dataDir, LOG_FORMAT: 'pretty' });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor('the banner', () => (s.lines.some((l) => l.includes(`listening on ${base}`)) ? true : undefined));
    await waitFor('the whole banner', () => (s.lines.some((l) => l.includes('business key')) ? true : undefined));
    for (const line of [
      `  agent (MCP)      ${base}/mcp`,
      `  API reference    ${base}/docs`,
      `  guides           ${base}/docs/guides`,
      `  CLI              npx cimplify --help   (${base}/docs/guides/cli)`,
    ]) {
      assert.ok(s.lines.includes(line), `banner line ${JSON.stringify(line)}`);
    }
    const creds = JSON.parse(await readFile(join(dataDir, 'demo-credentials.json'), 'utf8'));
    assert.is(creds.base_url, base);
    const res = await fetch(`${base}/api/v1/catalogue/products?limit=100`, {
      headers: { 'x-api-key': creds.publishable_key },
    });
    const images = imageUrls(((await res.json()) as any).data.items);
    assert.ok(images.length >= 10);
    for (const url of images) assert.ok(url.startsWith(`${base}/files/${creds.business_id}/up_`), url);
    assert.is((await fetch(images[0])).status, 200);
    // The demo business key holds every scope again after the start, the new ones included.
    const bookings = await fetch(`${base}/v1/businesses/${creds.business_id}/bookings?mode=test`, {
      headers: { authorization: `Bearer ${creds.business_key}` },
    });
    assert.is(bookings.status, 200);
    // The older data directory is brought up to date: a test-mode key in the file, the demo account its owner.
    assert.match(creds.test_business_key, /^dk_test_/);
    const who = await fetch(`${base}/v1/whoami`, { headers: { authorization: `Bearer ${creds.test_business_key}` } });
    const me = ((await who.json()) as any).data;
    assert.equal(
      [me.business_id, me.mode, me.account?.name, me.account?.email],
      [creds.business_id, 'test', 'Demo Owner', 'owner@osu-corner-cafe.example'],
    );
    const live = await fetch(`${base}/v1/businesses/${creds.business_id}/context`, {
      headers: { authorization: `Bearer ${creds.business_key}` },
    });
    assert.equal(((await live.json()) as any).data.account, me.account);
    await waitFor('the access line', () =>
      s.lines.some((l) => l.includes('GET /api/v1/catalogue/products 200')) ? true : undefined,
    );
    assert.equal(
      s.lines.filter((l) => l.trimStart().startsWith('{')),
      [],
      'no raw JSON among readable lines',
    );
  } finally {
    await stop(s);
  }
});

test.run();
