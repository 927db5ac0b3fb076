// `cimplify fixtures FILE` through the real binary against a live server (docs/test-clocks.md, Fixtures): a file
// of API calls seeds the sandbox in one command, later steps using earlier answers (`${cart.items[0].id}`), the
// business (`${business.id}`) and the command's environment (`${env.EMAIL}`); each shipped example (fixtures/)
// seeds what it says; a bad file is refused naming the step and field before anything runs, a step that fails while
// running ends the run named, and a live key is refused. No key appears in what the CLI printed.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import { cliEnv, dataOf, failed, repoRoot, type CliEnv } from './helpers.js';

let h: Harness;
let cli: CliEnv;
let dir: string;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  cli = await cliEnv(h.url);
  dataOf(await cli.json(['login', '--api-key', '-'], { input: h.demo.test_business_key }));
  dir = await mkdtemp(join(tmpdir(), 'cimplify-fixtures-'));
});
test.after(async () => {
  await cli?.close();
  await h?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: unknown): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

const orders = () => h.db.collection('orders').countDocuments({});

/** A cart of two bags (the line's quantity changed through `${cart.items[0].id}`), checked out for `${env.EMAIL}`. */
const SHOP = {
  steps: [
    { name: 'beans', method: 'GET', path: '/api/v1/catalogue/products?search=house%20blend' },
    {
      name: 'line',
      method: 'POST',
      path: '/api/v1/cart/items',
      body: { item_id: '${beans.items[0].id}', quantity: 1 },
    },
    { name: 'cart', method: 'GET', path: '/api/v1/cart' },
    { name: 'two', method: 'PATCH', path: '/api/v1/cart/items/${cart.items[0].id}', body: { quantity: 2 } },
    {
      name: 'order',
      method: 'POST',
      path: '/api/v1/checkout',
      body: {
        cart_id: '${cart.id}',
        customer: { name: 'Ama Mensah', email: '${env.EMAIL}' },
        payment_method: 'cash',
        special_instructions: 'Seeded for ${env.EMAIL} (line ${line.id})',
      },
    },
    {
      name: 'confirmed',
      method: 'POST',
      path: '/v1/businesses/${business.id}/orders/${order.order_id}/status',
      body: { status: 'confirmed' },
    },
  ],
};

test('a file seeds a shop in one command: references to earlier answers, the business and env resolved', async () => {
  const path = await file('shop.json', SHOP);
  const r = await cli.json(['fixtures', path], { env: { EMAIL: 'kofi@example.com' } });
  const steps = dataOf(r).steps as { name: string; status: number; path: string; data: any }[];
  assert.equal(
    steps.map((s) => [s.name, s.status]),
    [
      ['beans', 200],
      ['line', 201],
      ['cart', 200],
      ['two', 200],
      ['order', 201],
      ['confirmed', 200],
    ],
  );
  const cart = steps[2].data;
  assert.is(steps[3].path, `/api/v1/cart/items/${cart.items[0].id}`);
  const order = await h.db.collection('orders').findOne({ _id: steps[4].data.order_id });
  assert.equal(
    [order!.customer.email, order!.items[0].quantity, order!.status, order!.special_instructions],
    ['kofi@example.com', 2, 'confirmed', `Seeded for kofi@example.com (line ${steps[1].data.id})`],
  );
  // The same seeding for a person: a table of the steps.
  const human = await cli.run(['fixtures', path], { env: { EMAIL: 'ama@example.com' } });
  assert.is(human.code, 0, human.stderr);
  assert.match(human.stdout, /Seeded: 6 steps/);
  assert.match(human.stdout, /order\W+201\W+POST \/api\/v1\/checkout\W+ord_/, human.stdout);
});

test('the shipped examples seed what they say', async () => {
  const sub = dataOf(await cli.json(['fixtures', join(repoRoot, 'fixtures', 'shop-with-subscription.json')])).steps;
  const subs = sub.find((s: { name: string }) => s.name === 'subscriptions').data;
  assert.is(subs.length, 1);
  // Three renewals on the clock: January's subscription renewed on the first of February, March and April.
  assert.is(subs[0].current_period_start, '2027-04-01T09:00:00.000Z');
  assert.is(await h.db.collection('orders').countDocuments({ 'metadata.subscription_id': subs[0].id }), 3);

  const day = dataOf(await cli.json(['fixtures', join(repoRoot, 'fixtures', 'day-of-bookings.json')])).steps;
  const bookings = day.find((s: { name: string }) => s.name === 'the_day').data.bookings;
  const byStatus = bookings.map((b: { status: string }) => b.status).sort();
  assert.is(bookings.length, 3);
  assert.ok(byStatus.includes('cancelled'), byStatus.join(','));

  const outage = dataOf(await cli.json(['fixtures', join(repoRoot, 'fixtures', 'webhook-outage.json')])).steps;
  const log = outage.find((s: { name: string }) => s.name === 'deliveries').data.deliveries;
  assert.ok(log.length >= 6, `attempts: ${log.length}`);
  assert.ok(log.every((d: { status: string }) => d.status === 'failed'));
});

test('a bad file is refused naming the step and field, before any step runs', async () => {
  const before = await orders();
  const later = await file('later.json', {
    steps: [
      { name: 'order', method: 'POST', path: '/api/v1/checkout', body: { cart_id: '${cart.id}' } },
      { name: 'cart', method: 'GET', path: '/api/v1/cart' },
    ],
  });
  const e1 = failed(await cli.json(['fixtures', later]), 'INVALID_INPUT');
  assert.is(e1.message, `${later}: steps[0] (order).body.cart_id: \${cart.id} refers to no earlier step named cart`);

  const path = await file('path.json', { steps: [{ name: 'list', method: 'GET', path: '/api/v1/nowhere' }] });
  const e2 = failed(await cli.json(['fixtures', path]), 'INVALID_INPUT');
  assert.match(
    e2.message,
    /steps\[0\] \(list\)\.path: GET \/api\/v1\/nowhere is not an operation of the storefront API/,
  );

  const env = await file('env.json', {
    steps: [{ name: 'code', method: 'POST', path: '/api/v1/auth/request-otp', body: { contact: '${env.NOPE_EMAIL}' } }],
  });
  const e3 = failed(await cli.json(['fixtures', env]), 'INVALID_INPUT');
  assert.match(e3.message, /steps\[0\] \(code\)\.body\.contact: \$\{env\.NOPE_EMAIL\}: NOPE_EMAIL is not set/);

  const twice = await file('twice.json', {
    steps: [
      { name: 'cart', method: 'GET', path: '/api/v1/cart' },
      { name: 'cart', method: 'GET', path: '/api/v1/cart' },
    ],
  });
  assert.match(
    failed(await cli.json(['fixtures', twice]), 'INVALID_INPUT').message,
    /steps\[1\] \(cart\)\.name: another step/,
  );

  const shape = await file('shape.json', { steps: [{ name: 'x', method: 'FETCH', path: '/api/v1/cart' }] });
  assert.match(failed(await cli.json(['fixtures', shape]), 'INVALID_INPUT').message, /steps\.0\.method/);

  const broken = await file('broken.json', '{ "steps": [\n  { "name": "x", }\n] }');
  assert.match(failed(await cli.json(['fixtures', broken]), 'INVALID_INPUT').message, /is not valid JSON at line 2/);
  assert.is(await orders(), before);
});

test('a step that fails while running ends the run, named; a live key is refused', async () => {
  const path = await file('empty.json', {
    steps: [
      { name: 'cart', method: 'GET', path: '/api/v1/cart' },
      {
        name: 'order',
        method: 'POST',
        path: '/api/v1/checkout',
        body: {
          cart_id: 'cart_doesnotexist0000',
          customer: { name: 'A', email: 'a@example.com' },
          payment_method: 'cash',
        },
      },
      { name: 'never', method: 'GET', path: '/api/v1/cart' },
    ],
  });
  const e = failed(await cli.json(['fixtures', path]), 'NOT_FOUND');
  assert.match(e.message, /^.*empty\.json: steps\[1\] \(order\): /);

  const live = await cli.json(['fixtures', path, '--api-key', h.demo.business_key]);
  const refused = failed(live, 'AUTH_FAILED');
  assert.match(refused.message, /test mode/);
  assert.match(refused.remediation, /dk_test_/);
});

test('no key appears in what the CLI printed', () => {
  cli.assertNoSecrets([h.demo.test_business_key, h.demo.business_key]);
});

test.run();
