// A failover, as MongoDB's drivers' own tests simulate one: for a few seconds every command fails with
// NotWritablePrimary (10107) or ShutdownInProgress (91), then the fail point goes off (a new primary is there).
// Meanwhile shoppers browse, add to their carts and check out over HTTP. Afterwards every answer must have been the
// truth (2xx, or a 503 whose `retryable` is true only for what is safe to send again: reads, checkouts with an
// Idempotency-Key, and a change without one only when it had made none), and once the clients have retried what they
// were told they may, each cart has exactly one order and the stock is exact (shop.ts assertConsistent).
//
// Two shapes: every command failing, `hello` included (the driver loses its primary and waits in server selection
// until one is back: requests pause, then complete), and every data command failing while `hello` still says
// primary (a stepdown the driver has not seen yet: its one retry fails too, so the service has to answer).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RawResponse, Shopper } from '../harness/harness.js';
import { failPointsOnly, NOT_WRITABLE_PRIMARY, SHUTDOWN_IN_PROGRESS, type FailData } from './support.js';
import { cardBody, newKey, shopSuite } from './shop.js';

const ctx = shopSuite(test, { seed: true });
const it = failPointsOnly(test);
const FAILOVER_MS = 2000;
const SHOPPERS = 6;
/** Every command a request of the service sends, but the handshake and monitoring (`hello`, `ping`). */
const DATA_COMMANDS = [
  'find',
  'getMore',
  'aggregate',
  'count',
  'distinct',
  'insert',
  'update',
  'delete',
  'findAndModify',
  'bulkWrite',
  'commitTransaction',
  'abortTransaction',
];

interface Checkout {
  s: Shopper;
  cartId: string;
  key?: string;
  first?: { status: number; body: any };
}

/** The answer is the truth: a success, or a 503 saying the store failed, retryable exactly when `safe`. */
function truthful(what: string, r: { status: number; body: any }, safe: boolean): void {
  if (r.status < 300) return;
  assert.is(r.status, 503, `${what}: ${r.status} ${JSON.stringify(r.body)}`);
  assert.is(r.body.error.code, 'SERVICE_UNAVAILABLE', what);
  assert.is(r.body.error.retryable, safe, `${what}: ${r.body.error.message}`);
}

/** Shoppers check out (half with a key), browse and add to carts while the store fails as `data` says for FAILOVER_MS. */
async function failover(data: FailData): Promise<{ checkouts: Checkout[]; answers: number[] }> {
  await ctx.h.off();
  await ctx.shop.setStock(20);
  const checkouts: Checkout[] = [];
  for (let i = 0; i < SHOPPERS; i++)
    checkouts.push({ ...(await ctx.shop.cart(1)), key: i % 2 === 0 ? newKey() : undefined });
  const browser = ctx.h.shopper();
  const before = await ctx.h.failPoint('alwaysOn', data);
  const recovered = new Promise<void>((resolve) => setTimeout(() => void ctx.h.off().then(resolve), FAILOVER_MS));
  const answers: number[] = [];
  const note = <T extends { status: number }>(r: T) => (answers.push(r.status), r);
  let added: { status: number; body: any } | undefined;
  const raw = (r: RawResponse) => ({ status: r.status, body: r.json });
  await Promise.all([
    ...checkouts.map(async (c) => {
      c.first = note(await c.s.checkout(cardBody(c.cartId), c.key ? { 'Idempotency-Key': c.key } : {}));
      // Without a key a checkout may still be called retryable when the store failed before it could change
      // anything (the API key's lookup, say); recover() then checks that it indeed placed nothing.
      const safe = Boolean(c.key) || c.first.body?.error?.retryable === true;
      truthful(`checkout ${c.key ? 'with' : 'without'} a key`, c.first, safe);
    }),
    (async () =>
      truthful(
        'product list',
        note(raw(await ctx.h.raw('GET', '/api/v1/catalogue/products?limit=5', { sessionId: browser.sessionId }))),
        true,
      ))(),
    (async () =>
      truthful(
        'cart read',
        note(raw(await ctx.h.raw('GET', '/api/v1/cart', { sessionId: browser.sessionId }))),
        true,
      ))(),
    (async () => {
      const r = note(
        raw(
          await ctx.h.raw('POST', '/api/v1/cart/items', {
            sessionId: browser.sessionId,
            body: { item_id: ctx.shop.beans, quantity: 1 },
          }),
        ),
      );
      added = r;
      truthful('add to cart', r, r.body?.error?.retryable === true);
    })(),
  ]);
  await recovered;
  assert.ok((await ctx.h.failPoint('off')) > before, 'the fail point was met');
  // Called retryable, the addition must have changed nothing (the store failed before it could, at the API key's
  // lookup say): the cart is still empty.
  if (added?.body?.error?.retryable === true) {
    const cart = await ctx.h.raw('GET', '/api/v1/cart', { sessionId: browser.sessionId });
    assert.equal(cart.json.data.items, [], 'an addition called retryable had been made');
  }
  return { checkouts, answers };
}

/** What a client does next: retries what it was told it may (with its key), looks before checking out again without one. */
async function recover(checkouts: Checkout[]): Promise<void> {
  for (const c of checkouts) {
    if (c.first!.status === 201) {
      if (c.key) {
        const replay = await c.s.checkout(cardBody(c.cartId), { 'Idempotency-Key': c.key });
        assert.is(replay.status, 201);
        assert.is(replay.body.data.order_id, c.first!.body.data.order_id, 'the replay is the same order');
      }
      continue;
    }
    if (c.key) {
      const again = await c.s.checkout(cardBody(c.cartId), { 'Idempotency-Key': c.key });
      assert.is(again.status, 201, JSON.stringify(again.body));
      continue;
    }
    const placed = (await ctx.shop.orders()).some((o) => o.cart_id === c.cartId);
    if (c.first!.body?.error?.retryable === true)
      assert.not.ok(placed, 'a checkout without a key was called retryable, yet it had placed its order');
    if (!placed) {
      const again = await c.s.checkout(cardBody(c.cartId));
      assert.is(again.status, 201, JSON.stringify(again.body));
    }
  }
  const orders = await ctx.shop.orders();
  assert.is(orders.length, SHOPPERS, 'one order per cart');
  await ctx.shop.assertConsistent();
}

it('every command fails with NotWritablePrimary, hello included, for 2 s: requests wait for the primary and complete truthfully; one order per cart', async () => {
  const { checkouts, answers } = await failover({ failAllCommands: true, errorCode: NOT_WRITABLE_PRIMARY });
  await recover(checkouts);
  assert.ok(answers.length === SHOPPERS + 3);
});

it('every command fails with ShutdownInProgress, hello included, for 2 s: the same', async () => {
  const { checkouts } = await failover({ failAllCommands: true, errorCode: SHUTDOWN_IN_PROGRESS });
  await recover(checkouts);
});

it('every data command fails with NotWritablePrimary while hello still says primary: 503s retryable only where safe; the retries place one order per cart', async () => {
  const { checkouts, answers } = await failover({ failCommands: DATA_COMMANDS, errorCode: NOT_WRITABLE_PRIMARY });
  assert.ok(answers.includes(503), `the service had to answer some requests with the store down: ${answers}`);
  await recover(checkouts);
});

it('every answer was one the contract documents', () => {
  if (ctx.h) assert.equal(ctx.h.responseViolations(), []);
});

test.run();
