// Shared ground of the checkout test files: the demo business on a test server, traffic through Prism's validation
// proxy (optional, the concurrency file talks to the server directly), shoppers as SDK clients with their own
// storefront session, and direct store access to set stock and read back what checkout wrote. The service clock
// moves one second per request so the rate-limit windows (which follow it) never fill up; that is far below the
// 30-minute reservation hold. The clock starts at the real time: the embedded store's TTL sweeper runs on the real
// clock, so documents dated in the past (carts, idempotency records) would vanish under the test.
import { createClient } from '../../generated/sdk/storefront/client/index.js';
import { addCartItem, checkout, getCart } from '../../generated/sdk/storefront/sdk.gen.js';
import type { CheckoutRequest } from '../../generated/sdk/storefront/types.gen.js';
import { randomBase62 } from '../../src/kernel/ids.js';
import type { InventoryLevelDoc, LocationDoc, ProductDoc, VariantDoc } from '../../src/modules/catalogue/model.js';
import type { EventDoc, OrderDoc, PaymentDoc } from '../../src/modules/orders/model.js';
import { tenantFilter, type TenantContext } from '../../src/store/index.js';
import { startConformance, type Conformance } from '../support/conformance.js';
import { startTestServer, type TestServer } from '../support/server.js';

export type StorefrontClient = ReturnType<typeof createClient>;

export interface Shopper {
  client: StorefrontClient;
  sessionId: string;
  add(productId: string, quantity?: number, variantId?: string): Promise<void>;
  cartId(): Promise<string>;
  checkout(body: Partial<CheckoutRequest>, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
}

export interface CheckoutEnv {
  srv: TestServer;
  conf: Conformance | null;
  /** Where requests go: the proxy, or the server itself. */
  url: string;
  tenant: TenantContext;
  publishableKey: string;
  secretKey: string;
  shopper(opts?: { key?: string; headers?: Record<string, string> }): Shopper;
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
  raw(method: string, path: string, init?: { body?: unknown; sessionId?: string; headers?: Record<string, string> }): Promise<{ status: number; json: any; headers: Headers }>;
  /**
   * Makes the service clock move `stepMs` every time the server reads it. Per-request ticks cannot spread a burst
   * of simultaneous requests over rate-limit windows (they all land at one instant); a clock that moves as it is
   * read does, the way real time passes while a burst is processed.
   */
  moveClockOnEveryRead(stepMs: number): void;
  close(): Promise<void>;
}

export const newSessionId = () => `sess_${randomBase62(32)}`;

/** A complete guest card checkout body for `cartId`. */
export function cardBody(cartId: string, extra: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return { cart_id: cartId, customer: { name: 'Ama Mensah', email: 'ama@example.com' }, payment_method: 'card', ...extra } as CheckoutRequest;
}

export async function startCheckoutEnv(opts: { conformance?: boolean } = {}): Promise<CheckoutEnv> {
  const srv = await startTestServer({ seed: true });
  const conf =
    opts.conformance === false
      ? null
      : await startConformance(srv.url).catch(async (err) => {
          await srv.close();
          throw err;
        });
  const url = conf?.url ?? srv.url;
  const demo = srv.demo!;
  const tenant: TenantContext = { business_id: demo.business_id, livemode: false };
  const db = srv.services.db;
  let ticking = true;
  const tick = () => {
    if (ticking) srv.clock.advance(1000);
  };

  const shopper: CheckoutEnv['shopper'] = (o = {}) => {
    const sessionId = newSessionId();
    const key = o.key ?? demo.publishable_key;
    const client = createClient({
      baseUrl: url,
      headers: { 'x-session-id': sessionId, ...(o.headers ?? {}) },
      auth: (scheme) => (scheme.name === 'X-API-Key' ? key : undefined),
    });
    client.interceptors.request.use((req) => {
      tick();
      return req;
    });
    return {
      client,
      sessionId,
      async add(productId, quantity = 1, variantId) {
        const r = await addCartItem({ client, body: { item_id: productId, quantity, ...(variantId ? { variant_id: variantId } : {}) } });
        if (r.response.status !== 201) throw new Error(`add to cart: ${r.response.status} ${JSON.stringify(r.error)}`);
      },
      async cartId() {
        const r = await getCart({ client });
        if (!r.data) throw new Error(`get cart: ${r.response.status} ${JSON.stringify(r.error)}`);
        return r.data.data.id;
      },
      async checkout(body, headers = {}) {
        const r = await checkout({ client, body: body as CheckoutRequest, headers });
        return { status: r.response.status, body: r.data ?? r.error, headers: r.response.headers };
      },
    };
  };

  return {
    srv,
    conf,
    url,
    tenant,
    publishableKey: demo.publishable_key,
    secretKey: demo.secret_key,
    shopper,
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
    locations: () => db.collection<LocationDoc>('locations').find(tenantFilter<LocationDoc>(tenant, {}), { sort: { created_at: 1, _id: 1 } }).toArray(),
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
          { $set: { quantity_on_hand: q, quantity_reserved: 0, updated_at: srv.clock.now() }, $setOnInsert: { _id: `inv_${randomBase62(16)}` } as never },
          { upsert: true },
        );
      }
    },
    levels: (productId, variantId = null) =>
      db.collection<InventoryLevelDoc>('inventory_levels').find(tenantFilter<InventoryLevelDoc>(tenant, { product_id: productId, variant_id: variantId })).toArray(),
    order: (id) => db.collection<OrderDoc>('orders').findOne(tenantFilter<OrderDoc>(tenant, { _id: id })),
    payment: (id) => db.collection<PaymentDoc>('payments').findOne(tenantFilter<PaymentDoc>(tenant, { _id: id })),
    orders: () => db.collection<OrderDoc>('orders').find(tenantFilter<OrderDoc>(tenant, {})).toArray(),
    events: (type) => db.collection<EventDoc>('events').find(tenantFilter<EventDoc>(tenant, type ? { type: type as EventDoc['type'] } : {}), { sort: { created_at: 1 } }).toArray(),
    async raw(method, path, init = {}) {
      tick();
      const headers: Record<string, string> = { 'x-api-key': demo.publishable_key, ...(init.headers ?? {}) };
      if (init.sessionId) headers['x-session-id'] = init.sessionId;
      let body: string | undefined;
      if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers['content-type'] = 'application/json';
      }
      const res = await fetch(url + path, { method, headers, body });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
    },
    moveClockOnEveryRead(stepMs) {
      ticking = false;
      const clock = srv.clock;
      let t = clock.now().getTime();
      clock.now = () => new Date((t += stepMs));
      clock.advance = (ms: number) => {
        t += ms;
      };
    },
    async close() {
      await conf?.close();
      await srv.close();
    },
  };
}
