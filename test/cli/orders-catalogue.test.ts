// test-store: any (the CLI binary, a client of the HTTP API: the operations it calls run in every pass in the HTTP tests of their areas)
// catalogue import and orders through the real binary against a live server. catalogue: a small document imported
// (test mode, as the CLI's default) with --dry-run first (counts, nothing written), then for real (seen by the
// storefront), then again (every entity updated, no id changed); a file that is not JSON, a missing file and a
// document the API refuses, each named in the error. orders: a cash order placed through the storefront (a cart
// and a checkout), listed and filtered, marked paid, refunded in part after a confirmation (INTERACTIVE_REQUIRED
// without --yes and a terminal) and then in full; an order the API does not have is NOT_FOUND, with the next
// command when it exists in the other mode.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listProducts } from '../../generated/sdk/storefront/sdk.gen.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { cliEnv, dataOf, failed, type CliEnv } from './helpers.js';

let h: Harness;
let cli: CliEnv;

/** A small catalogue (a subset of the import operation's example): a category, a product with two variants, another. */
const catalogue = {
  version: 1,
  categories: [{ slug: 'cli-cold-drinks', name: 'Cold drinks', sort_order: 1 }],
  products: [
    {
      slug: 'cli-iced-latte',
      name: 'Iced latte',
      description: 'Double espresso over ice with fresh milk.',
      category: 'cli-cold-drinks',
      price: '32.00',
      axes: [{ name: 'size', values: ['Regular', 'Large'] }],
      variants: [
        { sku: 'CLI-LATTE-R', axis_values: { size: 'Regular' }, is_default: true },
        { sku: 'CLI-LATTE-L', axis_values: { size: 'Large' }, price_adjustment: '6.00' },
      ],
    },
    { slug: 'cli-sobolo', name: 'Sobolo', category: 'cli-cold-drinks', price: '12.00' },
  ],
};

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  cli = await cliEnv(h.url);
  dataOf(await cli.json(['login', '--api-key', '-'], { input: h.demo.business_key }));
  // The files sit in the directory the CLI runs in (its config home), so the messages name them as typed.
  await writeFile(join(cli.configHome, 'catalogue.json'), JSON.stringify(catalogue, null, 2));
  await writeFile(join(cli.configHome, 'broken.json'), '{\n  "version": 1\n  "products": []\n}\n');
  await writeFile(
    join(cli.configHome, 'refused.json'),
    JSON.stringify({
      version: 1,
      products: [{ slug: 'cli-orphan', name: 'Orphan', price: '5.00', category: 'no-such-category' }],
    }),
  );
});

test.after(async () => {
  await cli?.close();
  await h?.close();
});

/** The ids of the test-mode storefront's products in the imported category. */
async function onStorefront(): Promise<string[]> {
  const r = await listProducts({ client: h.storefront(), query: { category_slug: 'cli-cold-drinks' } });
  assert.is(r.response.status, 200);
  return r.data!.data.items.map((p) => p.id).sort();
}

const counts = (d: any) => ({
  categories: [d.created.categories, d.updated.categories],
  products: [d.created.products, d.updated.products],
  variants: [d.created.variants, d.updated.variants],
});

test('catalogue import --dry-run: the counts, nothing written', async () => {
  const dry = dataOf(await cli.json(['catalogue', 'import', 'catalogue.json', '--dry-run']));
  assert.equal([dry.dry_run, dry.livemode], [true, false]);
  assert.equal(counts(dry), { categories: [1, 0], products: [2, 0], variants: [2, 0] });
  assert.equal(await onStorefront(), []);
});

let ids: Record<string, string>;

test('catalogue import: created, seen by the storefront; imported again, every entity updated and no id changed', async () => {
  const first = dataOf(await cli.json(['catalogue', 'import', 'catalogue.json']));
  assert.equal([first.dry_run, first.livemode], [false, false]);
  assert.equal(counts(first), { categories: [1, 0], products: [2, 0], variants: [2, 0] });
  ids = first.ids;
  assert.match(ids['product:cli-iced-latte'], /^prod_/);
  assert.equal(await onStorefront(), [ids['product:cli-iced-latte'], ids['product:cli-sobolo']].sort());

  const again = dataOf(await cli.json(['catalogue', 'import', 'catalogue.json']));
  assert.equal(counts(again), { categories: [0, 1], products: [0, 2], variants: [0, 2] });
  assert.equal(again.ids, ids);

  // For people: progress on stderr, the counts as a table on stdout.
  const human = await cli.run(['catalogue', 'import', 'catalogue.json']);
  assert.is(human.code, 0, human.stderr);
  assert.match(human.stderr, 'Importing 2 products (1 kB, test mode)');
  assert.match(human.stdout, /│ products\s+│ 0\s+│ 2\s+│/);
  assert.match(human.stdout, /│ variants\s+│ 0\s+│ 2\s+│/);
  assert.not.match(human.stdout, /locations/, 'kinds the file has none of are left out');
});

test('catalogue import: a syntax error is INVALID_INPUT (30) naming the file, line and column; a missing file NOT_FOUND (9)', async () => {
  const syntax = failed(await cli.json(['catalogue', 'import', 'broken.json']), 'INVALID_INPUT');
  assert.is(
    syntax.message,
    "broken.json is not valid JSON at line 3, column 3: Expected ',' or '}' after property value",
  );
  const missing = failed(await cli.json(['catalogue', 'import', 'missing.json']), 'NOT_FOUND');
  assert.is(missing.message, 'missing.json: no such file');
});

test('catalogue import: a document the API refuses is INVALID_INPUT (30) with its JSON pointer; nothing written', async () => {
  const refused = failed(await cli.json(['catalogue', 'import', 'refused.json']), 'INVALID_INPUT');
  assert.is(refused.message, 'refused.json: /products/0/category: unknown category "no-such-category"');
  assert.is(refused.remediation, 'cimplify catalogue import refused.json --dry-run');
  const human = await cli.run(['catalogue', 'import', 'refused.json']);
  assert.is(human.code, 30);
  assert.is(human.stdout, '');
  assert.match(
    human.stderr,
    'Error: refused.json: /products/0/category: unknown category "no-such-category" (INVALID_INPUT)',
  );
  assert.is(await h.db.collection('products').countDocuments({ slug: 'cli-orphan' }), 0);
});

let order: { order_id: string; order_number: string; amount: string };

test('orders list: a test-mode order placed through the storefront, newest first; --status filters; --live has none of it', async () => {
  // A guest's cash order of the demo's house blend (cash: pending until the business marks it paid).
  const product = await h.db.collection('products').findOne({ ...h.tenant, slug: 'house-blend-coffee-beans' });
  const shopper = h.shopper();
  await shopper.add(String(product!._id));
  const placed = await shopper.checkout({
    cart_id: await shopper.cartId(),
    customer: { name: 'Ama Mensah', email: 'ama@example.com' },
    payment_method: 'cash',
  });
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  order = placed.body.data;

  const [all, pending, completed, live, badStatus, table] = await Promise.all([
    cli.json(['orders', 'list']),
    cli.json(['orders', 'list', '--status', 'pending', '--limit', '100']),
    cli.json(['orders', 'list', '--status', 'completed', '--limit', '100']),
    cli.json(['orders', 'list', '--live', '--limit', '100']),
    cli.json(['orders', 'list', '--status', 'lost']),
    cli.run(['orders', 'list', '--limit', '1']),
  ]);
  const list = dataOf(all);
  assert.is(list.orders[0].id, order.order_id);
  assert.equal(
    [list.orders[0].status, list.orders[0].payment_status, list.orders[0].payment_method, list.orders[0].total_price],
    ['pending', 'pending', 'cash', order.amount],
  );
  assert.ok(list.pagination.total >= 1);
  const has = (r: typeof all) => dataOf(r).orders.some((o: any) => o.id === order.order_id);
  assert.equal([has(pending), has(completed), has(live)], [true, false, false]);
  assert.match(failed(badStatus, 'INVALID_INPUT').message, /^--status "lost": must be one of .*"completed"/);

  assert.is(table.code, 0, table.stderr);
  assert.match(
    table.stdout,
    new RegExp(
      `│ ${order.order_id}\\s+│ ${order.order_number}\\s+│ pending\\s+│ pending\\s+│ ${order.amount.replace('.', '\\.')} GHS`,
    ),
  );
});

test('orders mark-paid: the cash order paid; again, unchanged', async () => {
  const paid = dataOf(await cli.json(['orders', 'mark-paid', order.order_id]));
  assert.equal([paid.id, paid.payment_status], [order.order_id, 'succeeded']);
  const again = await cli.run(['orders', 'mark-paid', order.order_id]);
  assert.is(again.code, 0, again.stderr);
  assert.is(again.stdout, `Paid ${order.order_number} (${order.order_id}): succeeded\n`);
});

test('orders refund: INTERACTIVE_REQUIRED (7) without --yes and a terminal; with --yes in part, then the rest', async () => {
  const error = failed(
    await cli.json(['orders', 'refund', order.order_id, '--amount', '2.00']),
    'INTERACTIVE_REQUIRED',
  );
  assert.is(error.remediation, `cimplify orders refund ${order.order_id} --amount 2.00 --json --yes`);
  failed(await cli.json(['orders', 'refund', order.order_id, '--amount', '2,00', '--yes']), 'INVALID_INPUT');

  const part = dataOf(
    await cli.json([
      'orders',
      'refund',
      order.order_id,
      '--amount',
      '2.00',
      '--reason',
      'Bag torn in transit',
      '--yes',
    ]),
  );
  assert.match(part.id, /^re_/);
  assert.equal(
    [part.order_id, part.amount, part.reason, part.status],
    [order.order_id, '2.00', 'Bag torn in transit', 'succeeded'],
  );
  assert.equal([part.order.payment_status, part.order.refunded_amount], ['partially_refunded', '2.00']);

  const rest = (Number(order.amount) - 2).toFixed(2);
  const human = await cli.run(['orders', 'refund', order.order_id, '-y']);
  assert.is(human.code, 0, human.stderr);
  assert.match(human.stdout, /^Refunded\n/);
  assert.match(human.stdout, new RegExp(`amount\\s+${rest.replace('.', '\\.')}\\n`));
  const after = dataOf(await cli.json(['orders', 'list', '--limit', '100'])).orders.find(
    (o: any) => o.id === order.order_id,
  );
  assert.equal([after.payment_status, after.refunded_amount], ['refunded', order.amount]);
  // Nothing left to refund: the API's CONFLICT, exit 1.
  const nothing = await cli.json(['orders', 'refund', order.order_id, '--yes']);
  assert.is(failed(nothing, 'CONFLICT').code, 'CONFLICT');
  assert.is(nothing.code, 1);
});

test('orders: an unknown order is NOT_FOUND (9); one of the other mode names the command that finds it', async () => {
  const unknown = failed(await cli.json(['orders', 'mark-paid', 'ord_NoSuchOrder00000']), 'NOT_FOUND');
  assert.is(unknown.remediation, 'cimplify orders list');
  const otherMode = failed(await cli.json(['orders', 'refund', order.order_id, '--live', '--yes']), 'NOT_FOUND');
  assert.is(otherMode.remediation, `cimplify orders refund ${order.order_id} --yes --json`);
});

test('the business key never appears in anything the CLI printed', () => {
  cli.assertNoSecrets([h.demo.business_key]);
});

test.run();
