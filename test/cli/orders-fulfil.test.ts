// test-store: any (the CLI binary, a client of the HTTP API, whose operations every pass runs elsewhere)
// orders fulfil and orders fulfilments through the real binary against a live server: a cash delivery of two bags
// placed through the storefront, read (nothing out), one bag shipped with carrier and tracking (JSON envelope), a
// quantity above what is left refused naming the --lines entry, an unknown --type naming --type, a malformed --lines
// refused before any call, the rest delivered (the `fulfill` spelling, for people), the tables; another mode's
// order NOT_FOUND with the command that finds it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import { cliEnv, dataOf, failed, type CliEnv } from './helpers.js';

let h: Harness;
let cli: CliEnv;
let order: { order_id: string; order_number: string };
let line: string;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  cli = await cliEnv(h.url);
  dataOf(await cli.json(['login', '--api-key', '-'], { input: h.demo.business_key }));
  const product = await h.db.collection('products').findOne({ ...h.tenant, slug: 'house-blend-coffee-beans' });
  const shopper = h.shopper();
  await shopper.add(String(product!._id), 2);
  const placed = await shopper.checkout({
    cart_id: await shopper.cartId(),
    customer: { name: 'Ama Mensah', email: 'ama@example.com' },
    payment_method: 'cash',
  });
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  order = placed.body.data;
});

test.after(async () => {
  await cli?.close();
  await h?.close();
});

test('orders fulfilments: nothing out yet, one line of two units', async () => {
  const f = dataOf(await cli.json(['orders', 'fulfilments', order.order_id]));
  assert.is(f.status, 'unfulfilled');
  assert.is(f.lines.length, 1);
  line = f.lines[0].line_item_id;
  assert.equal([f.lines[0].quantity, f.lines[0].fulfilled, f.lines[0].remaining, f.events], [2, 0, 2, []]);
});

test('orders fulfil: one unit shipped with carrier and tracking; the order moves to preparing', async () => {
  const done = dataOf(
    await cli.json([
      'orders',
      'fulfil',
      order.order_id,
      '--lines',
      `${line}:1`,
      '--carrier',
      'DHL',
      '--tracking',
      'JD0146000062',
      '--tracking-url',
      'https://track.example.com/JD0146000062',
    ]),
  );
  assert.match(done.fulfillment.id, /^ful_/);
  assert.equal(
    [done.fulfillment.type, done.fulfillment.line_items, done.fulfillment.carrier, done.fulfillment.tracking_number],
    ['shipped', [{ line_item_id: line, quantity: 1 }], 'DHL', 'JD0146000062'],
  );
  assert.equal([done.order.status, done.order.fulfillment.status], ['preparing', 'partial']);
});

test('orders fulfil: refused values are said of the flags that gave them; nothing recorded', async () => {
  const over = failed(await cli.json(['orders', 'fulfil', order.order_id, '--lines', `${line}:5`]), 'INVALID_INPUT');
  assert.is(
    over.message,
    `--lines ${line}:5: 5 is more than the 1 unit(s) of ${line} not yet shipped or delivered ` +
      '(2 ordered, 1 in transit, 0 delivered)',
  );
  const type = failed(await cli.json(['orders', 'fulfil', order.order_id, '--type', 'lost']), 'INVALID_INPUT');
  assert.match(type.message, /^--type "lost": must be one of "processing", "shipped"/);
  const malformed = failed(
    await cli.json(['orders', 'fulfil', order.order_id, '--lines', 'two bags']),
    'INVALID_INPUT',
  );
  assert.is(malformed.message, '--lines: "two bags" is not a line id with an optional quantity (li_…:2)');
  const human = await cli.run(['orders', 'fulfil', order.order_id, '--lines', `${line}:5`]);
  assert.is(human.code, 30);
  assert.is(dataOf(await cli.json(['orders', 'fulfilments', order.order_id])).events.length, 1);
});

test('orders fulfill (either spelling): the rest delivered, the order completed; the tables', async () => {
  const human = await cli.run(['orders', 'fulfill', order.order_id, '--type', 'delivered', '--note', 'At reception']);
  assert.is(human.code, 0, human.stderr);
  assert.is(
    human.stdout,
    `delivered ${order.order_number} (${order.order_id}): ${line} ×2\nOrder completed, fulfilment delivered\n`,
  );
  const tables = await cli.run(['orders', 'fulfilments', order.order_id]);
  assert.is(tables.code, 0, tables.stderr);
  assert.match(tables.stdout, /^Fulfilment delivered\n/);
  const row = `│ ${line}\\s+│ House blend[^│]*│ 2\\s+│ 2\\s+│ 2\\s+│ 0\\s+│`;
  assert.match(tables.stdout, new RegExp(row));
  assert.match(tables.stdout, /│ shipped\s+│/);
  assert.match(tables.stdout, /│ delivered\s+│/);
  assert.match(tables.stdout, /│ DHL\s+│ JD0146000062 │/);
});

test('orders fulfil: an order of the other mode is NOT_FOUND, with the command that finds it', async () => {
  const other = failed(await cli.json(['orders', 'fulfil', order.order_id, '--live']), 'NOT_FOUND');
  assert.is(other.remediation, `cimplify orders fulfil ${order.order_id} --json`);
  const unknown = failed(await cli.json(['orders', 'fulfilments', 'ord_NoSuchOrder00000']), 'NOT_FOUND');
  assert.is(unknown.remediation, 'cimplify orders list');
});

test('the business key never appears in anything the CLI printed', () => {
  cli.assertNoSecrets([h.demo.business_key]);
});

test.run();
