// Shared ground of the cart and checkout test files: the harness with the demo business (shoppers with their own
// storefront session come from there), and direct store access to set stock and read back what checkout wrote.
// The service clock moves one second per request so the rate-limit windows (which follow it) never fill up; that
// is far below the 30-minute reservation hold. The clock starts at the real time (or TEST_CLOCK_START,
// test/harness/server.ts), not at a fixed date: the embedded store's TTL sweeper runs on the real clock, so
// documents dated in the past (carts, idempotency records) would vanish under the test.
import type { CheckoutRequest } from '../../generated/sdk/storefront/types.gen.js';
import { randomBase62 } from '../../src/kernel/ids.js';
import type { InventoryLevelDoc, LocationDoc, ProductDoc, VariantDoc } from '../../src/modules/catalogue/model.js';
import type { EventDoc } from '../../src/modules/events/model.js';
import type { OrderDoc, PaymentDoc } from '../../src/modules/orders/model.js';
import { tenantFilter, type TenantContext } from '../../src/store/index.js';
import {
  startHarness,
  type Harness,
  type HarnessOptions,
  type Shopper,
  type StorefrontClient,
} from '../harness/harness.js';

export type { Shopper, StorefrontClient };

export interface CheckoutEnv extends Harness {
  product(slug: string): Promise<ProductDoc>;
  variant(sku: string): Promise<VariantDoc>;
  /** The business's locations in its order (creation time, then id: the demo's two tie, so the order is random). */
  locations(): Promise<LocationDoc[]>;
  /** A demo location by its import handle (`osu`, `east-legon`). */
  location(ref: string): Promise<string>;
  /** Sets on-hand stock of a product (variantId null) or variant: `onHand` per location id, reservations cleared. */
  setStock(productId: string, variantId: string | null, onHand: Record<string, number>): Promise<void>;
  levels(productId: string, variantId?: string | null): Promise<InventoryLevelDoc[]>;
  order(id: string): Promise<OrderDoc | null>;
  payment(id: string): Promise<PaymentDoc | null>;
  orders(): Promise<OrderDoc[]>;
  events(type?: string): Promise<EventDoc[]>;
}

/** A complete guest card checkout body for `cartId`. */
export function cardBody(cartId: string, extra: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    cart_id: cartId,
    customer: { name: 'Ama Mensah', email: 'ama@example.com' },
    payment_method: 'card',
    ...extra,
  } as CheckoutRequest;
}

export async function startCheckoutEnv(opts: HarnessOptions = {}): Promise<CheckoutEnv> {
  const h = await startHarness({ seed: true, ...opts });
  const tenant: TenantContext = h.tenant;
  const db = h.db;
  const buying: Omit<CheckoutEnv, keyof Harness> = {
    async product(slug) {
      const p = await db.collection<ProductDoc>('products').findOne(tenantFilter<ProductDoc>(tenant, { slug }));
      if (!p) throw new Error(`no demo product ${slug}`);
      return p;
    },
    async variant(sku) {
      const v = await db.collection<VariantDoc>('variants').findOne(tenantFilter<VariantDoc>(tenant, { sku }));
      if (!v) throw new Error(`no demo variant ${sku}`);
      return v;
    },
    locations: () =>
      db
        .collection<LocationDoc>('locations')
        .find(tenantFilter<LocationDoc>(tenant, {}), { sort: { created_at: 1, _id: 1 } })
        .toArray(),
    async location(ref) {
      const l = await db.collection<LocationDoc>('locations').findOne(tenantFilter<LocationDoc>(tenant, { ref }));
      if (!l) throw new Error(`no demo location ${ref}`);
      return l._id;
    },
    async setStock(productId, variantId, onHand) {
      const levels = db.collection<InventoryLevelDoc>('inventory_levels');
      for (const [location_id, q] of Object.entries(onHand)) {
        await levels.updateOne(
          tenantFilter<InventoryLevelDoc>(tenant, { product_id: productId, variant_id: variantId, location_id }),
          {
            $set: { quantity_on_hand: q, quantity_reserved: 0, updated_at: h.clock.now() },
            $setOnInsert: { _id: `inv_${randomBase62(16)}` } as never,
          },
          { upsert: true },
        );
      }
    },
    levels: (productId, variantId = null) =>
      db
        .collection<InventoryLevelDoc>('inventory_levels')
        .find(tenantFilter<InventoryLevelDoc>(tenant, { product_id: productId, variant_id: variantId }))
        .toArray(),
    order: (id) => db.collection<OrderDoc>('orders').findOne(tenantFilter<OrderDoc>(tenant, { _id: id })),
    payment: (id) => db.collection<PaymentDoc>('payments').findOne(tenantFilter<PaymentDoc>(tenant, { _id: id })),
    orders: () => db.collection<OrderDoc>('orders').find(tenantFilter<OrderDoc>(tenant, {})).toArray(),
    events: (type) =>
      db
        .collection<EventDoc>('events')
        .find(tenantFilter<EventDoc>(tenant, type ? { type: type as EventDoc['type'] } : {}), {
          sort: { created_at: 1 },
        })
        .toArray(),
  };
  return Object.assign(h, buying);
}
