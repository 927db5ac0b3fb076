// test-store: any (the SDK packages as a consumer installs them; the server they call is incidental)
// The generated SDKs as a consumer meets them (issue 12):
//   - the guide "Use it from TypeScript" (docs/sdk.md) is run as written: its install command installs the storefront package from
//     its folder into a scratch project (offline, so a runtime dependency would fail it), its example type-checks
//     under strict nodenext with the project's tsc and runs against a real server;
//   - the plain hey-api setup `auth: () => key` works on operations of every kind (X-Business-Id is a header
//     parameter, not a security scheme, so `auth` never writes the key into it), and the header still works;
//   - createStorefrontClient keeps the storefront session and sends the customer's bearer.
// The tests import the packages' compiled dist/, which is what a consumer runs.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sf from '../../generated/sdk/storefront/dist/index.js';
import * as pf from '../../generated/sdk/platform/dist/index.js';
import { repoRoot as root } from '../harness/contract.js';
import { startHarness, type Harness } from '../harness/harness.js';

const run = promisify(execFile);
let h: Harness;
let scratch: string;

/** The guide "Use it from TypeScript" (docs/sdk.md): the `npm install` line of its shell blocks and its one TypeScript block. */
async function guideExample(): Promise<{ install: string; code: string }> {
  const section = await readFile(join(root, 'docs', 'sdk.md'), 'utf8');
  assert.ok(section.startsWith('# Use it from TypeScript\n'), 'docs/sdk.md is the guide "Use it from TypeScript"');
  const blocks = [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1], text: m[2] }));
  const install = blocks
    .filter((b) => b.lang === 'sh')
    .flatMap((b) => b.text.split('\n'))
    .find((l) => l.startsWith('npm install '));
  const code = blocks.filter((b) => b.lang === 'ts');
  assert.ok(install, 'the section shows an npm install command');
  assert.is(code.length, 1, 'the section shows one TypeScript program');
  return { install: install!, code: code[0].text };
}

/** The environment a shell in the scratch project gets: none of npm's own variables (an npm running this test
 * exports npm_config_local_prefix and friends, which would make the child npm install into this repository). */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k) && k !== 'INIT_CWD') env[k] = v;
  return { ...env, ...extra };
}

/** Installs the SDK and compiles the example in the scratch project; resolves to the example's JS path. */
async function prepareExample(): Promise<string> {
  const { install, code } = await guideExample();
  await writeFile(
    join(scratch, 'package.json'),
    JSON.stringify({ name: 'sdk-example', private: true, type: 'module' }, null, 2),
  );
  await writeFile(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        // Stands in for the consumer's own @types/node (the example reads process.env); the SDK needs none.
        typeRoots: [join(root, 'node_modules', '@types')],
        types: ['node'],
      },
      files: ['shop.ts'],
    }),
  );
  await writeFile(join(scratch, 'shop.ts'), code);
  // Offline, with no audit: a local folder with no dependencies installs without the registry.
  await run('bash', ['-c', install], {
    cwd: scratch,
    env: cleanEnv({
      SERVICE_DIR: root,
      npm_config_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    }),
  });
  const installed = JSON.parse(
    await readFile(join(scratch, 'node_modules', '@storefront-commerce', 'storefront-sdk', 'package.json'), 'utf8'),
  );
  assert.is(installed.name, '@storefront-commerce/storefront-sdk');
  const deps = JSON.parse(await readFile(join(scratch, 'package.json'), 'utf8')).dependencies;
  assert.ok(deps?.['@storefront-commerce/storefront-sdk'], 'npm install recorded the dependency');
  try {
    await run(
      process.execPath,
      [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', scratch, '--pretty', 'false'],
      { cwd: scratch },
    );
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    assert.unreachable(`the example of docs/sdk.md does not type-check:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
  return join(scratch, 'shop.js');
}

let example: Promise<string>;

test.before(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'sdk-example-'));
  // Install and compile while the server starts: the compile is the slow part.
  example = prepareExample();
  example.catch(() => undefined);
  h = await startHarness({ seed: true });
});

test.after(async () => {
  await h?.close();
  await rm(scratch, { recursive: true, force: true });
});

test('the TypeScript example of docs/sdk.md installs, type-checks under strict nodenext and runs against the server', async () => {
  const shop = await example;
  assert.ok(existsSync(shop));
  const { stdout } = await run(process.execPath, [shop], {
    cwd: scratch,
    env: cleanEnv({ STOREFRONT_URL: h.url, STOREFRONT_KEY: h.publishableKey }),
  });
  const [sessionLine, cartLine] = stdout.trim().split('\n');
  const session = /^session (sess_[A-Za-z0-9]{32})$/.exec(sessionLine)?.[1];
  assert.ok(session, `first line names the session: ${stdout}`);
  const m = /^1 line\(s\): 2 × (.+); total (\d+\.\d{2}) ([A-Z]{3})$/.exec(cartLine);
  assert.ok(m, `second line shows one line of quantity 2 (the add and the read share a session): ${stdout}`);
  // The cart the program printed is the server's cart of that session.
  const cart = await h.raw('GET', '/api/v1/cart', { sessionId: session });
  assert.is(cart.status, 200);
  assert.is(cart.json.data.items.length, 1);
  assert.is(cart.json.data.items[0].name, m![1]);
  assert.is(cart.json.data.items[0].quantity, 2);
  assert.is(cart.json.data.pricing.total_price, m![2]);
  assert.is(cart.json.data.pricing.currency, m![3]);
});

/** A fetch that records the headers each request carried, then sends it through the harness's checked fetch. */
function recording() {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const req = new Request(input, init);
    sent.push({ url: req.url, headers: Object.fromEntries(req.headers) });
    return h.fetch(req);
  };
  return { sent, fetch };
}

test('auth: () => key alone works on catalogue, cart, secret-key and platform operations; X-Business-Id is never written', async () => {
  const rec = recording();
  // The documented hey-api setup, nothing else.
  const client = sf.createClient(sf.createConfig({ baseUrl: h.url, fetch: rec.fetch }));
  client.setConfig({ auth: () => h.publishableKey });

  const list = await sf.listProducts({ client, query: { limit: 50 } });
  assert.is(list.response.status, 200, JSON.stringify(list.error));
  const bySlug = new Map(list.data!.data.items.map((p) => [p.slug, p]));
  const chips = bySlug.get('plantain-chips')!;
  const box = bySlug.get('monthly-coffee-box')!;
  assert.ok(chips && box, 'the demo catalogue has its plain and subscription products');

  const one = await sf.getProduct({ client, path: { product_id: chips.id } });
  assert.is(one.response.status, 200, JSON.stringify(one.error));
  // This operation also accepts a customer's bearer, so hey-api offers `auth` the bearer scheme too and sends the
  // key there as well: the server must take a key-shaped bearer for no customer, not refuse it.
  const plans = await sf.listEligibleBillingPlans({ client, path: { product_id: box.id } });
  assert.is(plans.response.status, 200, JSON.stringify(plans.error));
  assert.ok(plans.data!.data.length > 0);

  const session = list.response.headers.get('x-session-id')!;
  const added = await sf.addCartItem({
    client,
    headers: { 'X-Session-Id': session },
    body: { item_id: chips.id, quantity: 1 },
  });
  assert.is(added.response.status, 201, JSON.stringify(added.error));
  const cart = await sf.getCart({ client, headers: { 'X-Session-Id': session } });
  assert.is(cart.response.status, 200, JSON.stringify(cart.error));
  assert.equal(
    cart.data!.data.items.map((i) => i.item_id),
    [chips.id],
  );

  // A secret-key-only storefront operation with the secret key in the same setup.
  const secret = sf.createClient(sf.createConfig({ baseUrl: h.url, fetch: rec.fetch, auth: () => h.secretKey }));
  const hooks = await sf.listWebhooks({ client: secret });
  assert.is(hooks.response.status, 200, JSON.stringify(hooks.error));

  // Platform: a business key as the bearer, and hosted checkout with the secret key as the bearer.
  const platform = pf.createClient(pf.createConfig({ baseUrl: h.url, fetch: rec.fetch, auth: () => h.businessKey }));
  const dryRun = await pf.importCatalogue({
    client: platform,
    path: { business_id: h.demo.business_id },
    query: { dry_run: true },
    body: { version: 1 },
  });
  assert.is(dryRun.response.status, 200, JSON.stringify(dryRun.error));
  const sessions = pf.createClient(pf.createConfig({ baseUrl: h.url, fetch: rec.fetch, auth: () => h.secretKey }));
  const hosted = await pf.createCheckoutSession({
    client: sessions,
    body: {
      cart_id: cart.data!.data.id,
      success_url: 'https://shop.example.com/thanks',
      cancel_url: 'https://shop.example.com/cart',
    },
  });
  assert.is(hosted.response.status, 201, JSON.stringify(hosted.error));

  assert.is(rec.sent.length, 8);
  for (const r of rec.sent) {
    assert.not.ok('x-business-id' in r.headers, `${r.url} carried X-Business-Id`);
    if (r.url.includes('/api/v1/'))
      assert.ok([h.publishableKey, h.secretKey].includes(r.headers['x-api-key']), `${r.url} carried no X-API-Key`);
    else assert.match(r.headers.authorization ?? '', /^Bearer (dk_live_|sk_test_)/, `${r.url} carried no bearer key`);
  }
  assert.equal(h.responseViolations(), []);
});

test('a guest reads their order with the bill token under auth: () => key; no key ever lands in a URL', async () => {
  const rec = recording();
  const client = sf.createClient(sf.createConfig({ baseUrl: h.url, fetch: rec.fetch, auth: () => h.publishableKey }));
  const list = await sf.listProducts({ client, query: { limit: 50 } });
  const chips = list.data!.data.items.find((p) => p.slug === 'plantain-chips')!;
  const headers = { 'X-Session-Id': list.response.headers.get('x-session-id')! };
  await sf.addCartItem({ client, headers, body: { item_id: chips.id, quantity: 1 }, throwOnError: true });
  const cart = await sf.getCart({ client, headers, throwOnError: true });
  const placed = await sf.checkout({
    client,
    headers,
    body: {
      cart_id: cart.data.data.id,
      customer: { name: 'Ama Mensah', email: 'ama@example.com' },
      payment_method: 'cash',
    },
    throwOnError: true,
  });
  const { order_id, bill_token } = placed.data.data;
  assert.ok(bill_token, 'a guest checkout returns the bill token');

  // The bill token is a query parameter, not a credential: `auth` cannot overwrite it with the key.
  const order = await sf.getOrder({ client, path: { order_id }, query: { token: bill_token! } });
  assert.is(order.response.status, 200, JSON.stringify(order.error));
  assert.is(order.data!.data.id, order_id);
  const status = await sf.getOrderPaymentStatus({ client, path: { order_id }, query: { token: bill_token! } });
  assert.is(status.response.status, 200, JSON.stringify(status.error));
  for (const r of rec.sent) assert.not.ok(r.url.includes(h.publishableKey), `${r.url} carries the key`);
  assert.ok(rec.sent.some((r) => new URL(r.url).searchParams.get('token') === bill_token));
  assert.equal(h.responseViolations(), []);
});

test('X-Business-Id is an optional header parameter: accepted for a business the key serves, 403 for another', async () => {
  const client = sf.createClient(sf.createConfig({ baseUrl: h.url, fetch: h.fetch, auth: () => h.publishableKey }));
  const own = await sf.listProducts({ client, headers: { 'X-Business-Id': h.demo.business_id } });
  assert.is(own.response.status, 200, JSON.stringify(own.error));
  const other = await sf.listProducts({ client, headers: { 'X-Business-Id': 'biz_bbbbbbbbbbbb' } });
  assert.is(other.response.status, 403);
  assert.is((other.error as { error: { code: string } }).error.code, 'FORBIDDEN');
});

test('the contracts declare X-Business-Id as a parameter wherever a key acts for a business, never as a credential', async () => {
  for (const surface of ['storefront', 'platform', 'link']) {
    const doc = JSON.parse(await readFile(join(root, 'generated', 'openapi', `${surface}.deref.json`), 'utf8'));
    for (const scheme of Object.values<{ type: string; name?: string }>(doc.components?.securitySchemes ?? {})) {
      assert.is.not(scheme.name?.toLowerCase(), 'x-business-id', `${surface}: X-Business-Id is a security scheme`);
    }
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const method of ['get', 'put', 'post', 'patch', 'delete']) {
        const op = item[method];
        if (!op) continue;
        const schemes = new Set((op.security ?? doc.security ?? []).flatMap((r: object) => Object.keys(r)));
        // The guard honours X-Business-Id for a key unless the platform path names the business itself.
        const honoured =
          ['PublishableKey', 'SecretKey', 'SecretKeyBearer', 'BusinessKey'].some((s) => schemes.has(s)) &&
          !path.includes('{business_id}');
        const declared = [...(item.parameters ?? []), ...(op.parameters ?? [])].some(
          (p) => p.in === 'header' && p.name === 'X-Business-Id',
        );
        assert.is(
          declared,
          honoured,
          `${surface} ${method.toUpperCase()} ${path}: X-Business-Id ${honoured ? 'missing' : 'declared where it is ignored'}`,
        );
      }
    }
  }
});

test('createStorefrontClient keeps one session across calls, parallel first calls included, and sends the customer bearer', async () => {
  const rec = recording();
  const client = sf.createStorefrontClient({ baseUrl: h.url, apiKey: h.publishableKey, fetch: rec.fetch });
  assert.is(client.session.id, undefined);
  const list = await sf.listProducts({
    client: sf.createClient(sf.createConfig({ baseUrl: h.url, fetch: h.fetch, auth: () => h.publishableKey })),
    query: { limit: 50 },
  });
  const ids = list
    .data!.data.items.filter((p) => ['plantain-chips', 'hibiscus-iced-tea'].includes(p.slug))
    .map((p) => p.id);
  assert.is(ids.length, 2);

  // Two adds as the client's very first calls: without the jar's wait they would start two sessions (two carts).
  const adds = await Promise.all(ids.map((id) => sf.addCartItem({ client, body: { item_id: id, quantity: 1 } })));
  for (const a of adds) assert.is(a.response.status, 201, JSON.stringify(a.error));
  assert.match(client.session.id ?? '', /^sess_/);
  const cart = await sf.getCart({ client });
  assert.equal(cart.data!.data.items.map((i) => i.item_id).sort(), [...ids].sort());
  assert.is(
    new Set(adds.map((a) => a.response.headers.get('x-session-id'))).size,
    1,
    'both adds answered in one session',
  );

  // A customer signed in from this session: once its token is set, customer routes see the customer.
  const anonymous = await sf.getAuthUser({ client });
  assert.is(anonymous.response.status, 401);
  const customer = await h.customer({ sessionId: client.session.id });
  client.session.customerToken = customer.token;
  const me = await sf.getAuthUser({ client });
  assert.is(me.response.status, 200, JSON.stringify(me.error));
  const last = rec.sent.at(-1)!;
  assert.is(last.headers['x-api-key'], h.publishableKey);
  assert.is(last.headers.authorization, `Bearer ${customer.token}`);
  assert.is(last.headers['x-session-id'], client.session.id);
  // The key never travels as the bearer or in the query through this client.
  for (const r of rec.sent) {
    assert.is.not(r.headers.authorization, `Bearer ${h.publishableKey}`);
    assert.not.ok(new URL(r.url).searchParams.has('token'));
  }
  assert.equal(h.responseViolations(), []);
});

test.run();
