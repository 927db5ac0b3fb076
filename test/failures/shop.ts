// What the buying failure tests share: the suite around them (shopSuite: the failure harness and the shop opened
// before the tests, closed after), the demo business's coffee beans with a known stock, shoppers with a cart, and the
// checks every such test ends with (checkedTest), on what is stored:
//   - stock exact: on hand + sold = what there was, and what is reserved is exactly what unpaid orders hold;
//   - no order twice: one order per cart, each order with its payment;
//   - nothing left half-done: no cart converted without its order, no idempotency record left in progress.
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CheckoutRequest } from '../../generated/sdk/storefront/types.gen.js';
import { randomBase62 } from '../../src/kernel/ids.js';
import { flushQueuedSignals } from '../../src/modules/activity/record.js';
import type { InventoryLevelDoc, ProductDoc } from '../../src/modules/catalogue/model.js';
import type { OrderDoc, PaymentDoc } from '../../src/modules/orders/model.js';
import { revisionUpdate, tenantFilter } from '../../src/store/index.js';
import { exitWhenDone } from '../store/helpers.js';
import { newSessionId, type HarnessOptions, type RawResponse, type Shopper } from '../harness/harness.js';
import { startFailureHarness, type FailureHarness } from './support.js';

/** A complete guest card checkout body for `cartId`. */
export function cardBody(cartId: string, extra: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    cart_id: cartId,
    customer: { name: 'Ama Mensah', email: 'ama@example.com' },
    payment_method: 'card',
    ...extra,
  } as CheckoutRequest;
}

export interface Shop {
  h: FailureHarness;
  beans: string;
  /** The location the beans are stocked at. */
  osu: string;
  /** The beans' stock when the test began (setStock). */
  initial: number;
  /** Orders there were before setStock: the checks look at the orders placed since. */
  before: Set<string>;
  setStock(onHand: number, lowStockThreshold?: number): Promise<void>;
  /** A shopper whose cart holds `quantity` beans, and the cart's id; queued activity written, so nothing else runs. */
  cart(quantity?: number): Promise<{ s: Shopper; cartId: string }>;
  /** A signed-in customer's session whose cart holds `quantity` beans; checkout sends as that customer. */
  customerCart(
    quantity?: number,
  ): Promise<{ cartId: string; checkout(body: CheckoutRequest, key?: string): Promise<RawResponse> }>;
  /** The orders placed since setStock. */
  orders(): Promise<OrderDoc[]>;
  payment(id: string): Promise<PaymentDoc | null>;
  levels(): Promise<InventoryLevelDoc[]>;
  /** Asserts what every failure test ends with (see the top of this file). */
  assertConsistent(): Promise<void>;
}

export async function openShop(h: FailureHarness): Promise<Shop> {
  const db = h.db;
  const tenant = h.tenant;
  const beans = (await db
    .collection<ProductDoc>('products')
    .findOne(tenantFilter<ProductDoc>(tenant, { slug: 'house-blend-coffee-beans' })))!._id;
  const locations = await db
    .collection<{ _id: string; ref: string }>('locations')
    .find(tenantFilter(tenant, {}))
    .toArray();
  const osu = locations.find((l) => l.ref === 'osu')!._id;
  const levels = () =>
    db
      .collection<InventoryLevelDoc>('inventory_levels')
      .find(tenantFilter<InventoryLevelDoc>(tenant, { product_id: beans, variant_id: null }))
      .toArray();
  const allOrders = () => db.collection<OrderDoc>('orders').find(tenantFilter<OrderDoc>(tenant, {})).toArray();
  const orders = async () => (await allOrders()).filter((o) => !shop.before.has(o._id));

  const shop: Shop = {
    h,
    beans,
    osu,
    initial: 0,
    before: new Set(),
    async setStock(onHand, lowStockThreshold = 0) {
      // Every location but Osu empty, so all of it is at one level.
      for (const l of locations) {
        await db.collection<InventoryLevelDoc>('inventory_levels').updateOne(
          tenantFilter<InventoryLevelDoc>(tenant, { product_id: beans, variant_id: null, location_id: l._id }),
          {
            $set: { quantity_on_hand: l._id === osu ? onHand : 0, quantity_reserved: 0, updated_at: h.clock.now() },
            $setOnInsert: { _id: `inv_${randomBase62(16)}` } as never,
          },
          { upsert: true },
        );
      }
      // A threshold at or above the stock makes every checkout cross it: the transaction's own path (queue.ts).
      await db.collection<ProductDoc>('products').updateOne(tenantFilter<ProductDoc>(tenant, { _id: beans }), {
        $set: { low_stock_threshold: lowStockThreshold },
      });
      // Written behind the service's back: a new catalogue revision, so no process prices from its cached copy.
      await db.collection<{ _id: string }>('businesses').updateOne({ _id: tenant.business_id }, revisionUpdate());
      shop.initial = onHand;
      shop.before = new Set((await allOrders()).map((o) => o._id));
    },
    async cart(quantity = 1) {
      const s = h.shopper();
      await s.add(beans, quantity);
      const cartId = await s.cartId();
      await flushQueuedSignals(db);
      return { s, cartId };
    },
    async customerCart(quantity = 1) {
      const sessionId = newSessionId();
      const customer = await h.customer({ sessionId });
      const added = await h.raw('POST', '/api/v1/cart/items', {
        sessionId,
        headers: customer.headers,
        body: { item_id: beans, quantity },
      });
      assert.is(added.status, 201, JSON.stringify(added.json));
      const cart = await h.raw('GET', '/api/v1/cart', { sessionId, headers: customer.headers });
      await flushQueuedSignals(db);
      return {
        cartId: cart.json.data.id,
        checkout: (body, key) =>
          h.raw('POST', '/api/v1/checkout', {
            sessionId,
            headers: { ...customer.headers, ...(key ? { 'idempotency-key': key } : {}) },
            body,
          }),
      };
    },
    orders,
    payment: (id) => db.collection<PaymentDoc>('payments').findOne(tenantFilter<PaymentDoc>(tenant, { _id: id })),
    levels,
    async assertConsistent() {
      const all = await orders();
      const held = (o: OrderDoc) =>
        o.reservations.filter((r) => r.product_id === beans).reduce((n, r) => n + r.quantity, 0);
      const sold = (o: OrderDoc) =>
        (o.committed_stock ?? []).filter((r) => r.product_id === beans).reduce((n, r) => n + r.quantity, 0);
      const ls = await levels();
      const onHand = ls.reduce((n, l) => n + l.quantity_on_hand, 0);
      const reserved = ls.reduce((n, l) => n + (l.quantity_reserved ?? 0), 0);
      assert.is(
        onHand + all.reduce((n, o) => n + sold(o), 0),
        shop.initial,
        'stock on hand + sold = the stock there was',
      );
      assert.is(
        reserved,
        all.reduce((n, o) => n + held(o), 0),
        'reserved = what unpaid orders hold',
      );
      const carts = all.map((o) => o.cart_id);
      assert.is(new Set(carts).size, carts.length, `one order per cart: ${JSON.stringify(carts)}`);
      const numbers = all.map((o) => o.order_number);
      assert.is(new Set(numbers).size, numbers.length, 'order numbers unique');
      for (const o of all)
        assert.ok(o.payment_id && (await shop.payment(o.payment_id)), `order ${o._id} has its payment`);
      const everCarts = new Set<unknown>((await allOrders()).map((o) => o.cart_id));
      const converted = await db
        .collection('carts')
        .find(tenantFilter(tenant, { status: 'converted' }))
        .toArray();
      for (const c of converted) assert.ok(everCarts.has(c._id), `cart ${c._id} converted with an order`);
      const pending = await db.collection('idempotency_keys').countDocuments({ state: 'in_progress' });
      assert.is(pending, 0, 'no idempotency record left in progress');
    },
  };
  return shop;
}

/** A new Idempotency-Key. */
export const newKey = () => `key-${randomBase62(12)}`;

/** What a suite's tests reach: set before the tests, and left unset where the store has no fail points (they skip). */
export interface ShopContext {
  h: FailureHarness;
  shop: Shop;
}

export interface SuiteHooks {
  /** More to set up once the shop is open (not run where the tests skip). */
  setup?(ctx: ShopContext): Promise<void>;
  /** More to close once the harness is closed. */
  teardown?(): Promise<void>;
}

/** The failure harness started with `opts` and the shop opened on it before `suite`'s tests; closed after them. */
export function shopSuite(suite: Test, opts: HarnessOptions, hooks: SuiteHooks = {}): ShopContext {
  const ctx = {} as ShopContext;
  let h: FailureHarness | null = null;
  suite.before(async () => {
    h = await startFailureHarness(opts);
    if (!h) return;
    ctx.h = h;
    ctx.shop = await openShop(h);
    await hooks.setup?.(ctx);
  });
  suite.after(async () => {
    await h?.close();
    await hooks.teardown?.();
    exitWhenDone();
  });
  return ctx;
}

type Run = (name: string, fn: () => Promise<void>) => void;

/**
 * Tests through `run` (failPointsOnly) that start with 20 beans at one location and no fail point, and end with the
 * stored state checked.
 */
export function checkedTest(run: Run, ctx: ShopContext): Run {
  return (name, fn) =>
    run(name, async () => {
      await ctx.h.off();
      await ctx.shop.setStock(20);
      try {
        await fn();
      } finally {
        await ctx.h.off();
      }
      await ctx.shop.assertConsistent();
    });
}
