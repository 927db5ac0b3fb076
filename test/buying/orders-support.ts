// Shared ground of the orders test files: the demo business on a test server, every request through Prism's
// validation proxy, SDK clients per kind of caller, and orders written straight into the store (so the order
// rules are tested on their own, independent of checkout; the browser test goes through the real checkout).
// Customers sign in over HTTP through OTP, as a client would.
import { createClient as createStorefrontClient } from '../../generated/sdk/storefront/client/index.js';
import { createClient as createPlatformClient } from '../../generated/sdk/platform/client/index.js';
import { newId } from '../../src/kernel/ids.js';
import { hashSecret, newToken } from '../../src/kernel/secrets.js';
import type { EventDoc, OrderDoc, PaymentDoc } from '../../src/modules/orders/model.js';
import type { TenantContext } from '../../src/store/index.js';
import { startConformance, type Conformance } from '../support/conformance.js';
import { signInOverHttp, type TestCustomer } from '../support/customers.js';
import { startTestServer, type TestServer } from '../support/server.js';

export interface OrdersEnv {
  srv: TestServer;
  conformance: Conformance;
  /** The proxy's URL: send every request here. */
  url: string;
  tenant: TenantContext;
  publishableKey: string;
  secretKey: string;
  businessKey: string;
  /** Storefront SDK client: key plus, optionally, a customer session token and a bill token. */
  storefront(who?: { customer?: TestCustomer; billToken?: string; key?: string }): ReturnType<typeof createStorefrontClient>;
  /** Platform SDK client with a bearer key (the business key by default). */
  platform(key?: string): ReturnType<typeof createPlatformClient>;
  /** A new customer, signed in over HTTP with OTP (request-otp, the code from the dev outbox, verify-otp). */
  customer(): Promise<TestCustomer>;
  seedOrder(overrides?: Partial<OrderDoc>, payment?: Partial<PaymentDoc>): Promise<SeededOrder>;
  events(orderId: string): Promise<EventDoc[]>;
  order(orderId: string): Promise<OrderDoc>;
  /** A storefront session whose cart holds one bag of the demo's tracked house blend. */
  cartWithItem(): Promise<{ sessionId: string; cartId: string }>;
  /** The real storefront checkout of such a cart (card by default); the API's CheckoutResult. */
  checkout(body?: Record<string, unknown>): Promise<CheckoutResult>;
  close(): Promise<void>;
}

export interface CheckoutResult {
  order_id: string;
  order_number: string;
  bill_token: string;
  payment_status: string;
  payment_reference: string;
  redirect_url: string | null;
  amount: string;
  currency: string;
}

export interface SeededOrder {
  order: OrderDoc;
  payment: PaymentDoc;
  billToken: string;
}

let orderCounter = 1000;

export async function startOrders(): Promise<OrdersEnv> {
  const srv = await startTestServer({ seed: true });
  const conformance = await startConformance(srv.url);
  const demo = srv.demo!;
  const tenant: TenantContext = { business_id: demo.business_id, livemode: false };
  const db = srv.services.db;
  // The rate limits follow the service clock; moving it a little per request keeps windows realistic.
  const tick = () => srv.clock.advance(50);

  const env: OrdersEnv = {
    srv,
    conformance,
    url: conformance.url,
    tenant,
    publishableKey: demo.publishable_key,
    secretKey: demo.secret_key,
    businessKey: demo.business_key,
    storefront(who = {}) {
      const c = createStorefrontClient({
        baseUrl: conformance.url,
        auth: (scheme) => {
          if (scheme.name === 'X-API-Key') return who.key ?? demo.publishable_key;
          if (scheme.type === 'http' && scheme.scheme === 'bearer') return who.customer?.token;
          return undefined;
        },
      });
      c.interceptors.request.use(async (req) => {
        tick();
        if (!who.billToken) return req;
        // The guest's bill token travels as query `token` (the SDK's auth hook offers it only with no bearer).
        const url = new URL(req.url);
        url.searchParams.set('token', who.billToken);
        const body = req.body ? await req.arrayBuffer() : undefined;
        return new Request(url, { method: req.method, headers: req.headers, body });
      });
      return c;
    },
    platform(key = demo.business_key) {
      const c = createPlatformClient({ baseUrl: conformance.url, auth: () => key });
      c.interceptors.request.use((req) => {
        tick();
        return req;
      });
      return c;
    },
    async customer() {
      // Signed in as a client would: request-otp, the code from the dev outbox, verify-otp, then the profile name.
      return signInOverHttp({ baseUrl: conformance.url, apiKey: demo.publishable_key, db, profile: { name: 'Ama Mensah' }, beforeRequest: tick });
    },
    async seedOrder(overrides = {}, paymentOverrides = {}) {
      const now = srv.clock.now();
      const billToken = newToken('bt');
      const orderId = newId('order');
      const paymentId = newId('payment');
      const order: OrderDoc = {
        _id: orderId,
        business_id: tenant.business_id,
        livemode: tenant.livemode,
        // Prefixed so they never collide with the numbers real checkouts draw from the business's sequence.
        order_number: `T-${++orderCounter}`,
        status: 'pending',
        order_type: 'pickup',
        items: [
          {
            id: newId('lineItem'),
            product_id: newId('product'),
            product_name: 'House blend coffee beans, 500 g',
            variant_id: null,
            variant_name: null,
            quantity: 2,
            unit_price: 8500,
            total: 17000,
            add_on_option_ids: [],
            special_instructions: null,
            scheduled_start: null,
            scheduled_end: null,
            staff_id: null,
            billing_plan_id: null,
          },
        ],
        subtotal: 17000,
        discount_amount: 0,
        tax_amount: 2550,
        total_price: 19550,
        currency: 'GHS',
        customer: { name: 'Ama Mensah', email: 'ama@example.com', phone: null, notes: null },
        customer_id: null,
        delivery_address: null,
        payment_method: 'card',
        payment_status: 'pending',
        payment_id: paymentId,
        refunded_amount: 0,
        bill_token_hash: hashSecret(billToken),
        session_id: null,
        cart_id: newId('cart'),
        location_id: null,
        special_instructions: null,
        metadata: {},
        coupon: null,
        reservations: [],
        reservation_expires_at: null,
        pay_currency: null,
        fx_quote_id: null,
        created_at: now,
        updated_at: now,
        cancelled_at: null,
        cancel_reason: null,
        ...overrides,
      };
      const payment: PaymentDoc = {
        _id: paymentId,
        business_id: tenant.business_id,
        livemode: tenant.livemode,
        order_id: orderId,
        provider: 'sandbox',
        method: order.payment_method,
        status: order.payment_status,
        amount: order.total_price,
        currency: order.currency,
        provider_ref: `sbx_${paymentId}`,
        phone_number: null,
        next_action: null,
        success_url: null,
        cancel_url: null,
        failure_reason: null,
        refunded_amount: order.refunded_amount,
        settled_at: ['succeeded', 'partially_refunded', 'refunded'].includes(order.payment_status) ? now : null,
        created_at: now,
        updated_at: now,
        ...paymentOverrides,
      };
      await db.collection<OrderDoc>('orders').insertOne(order);
      await db.collection<PaymentDoc>('payments').insertOne(payment);
      srv.clock.advance(1000);
      return { order, payment, billToken };
    },
    events: (orderId) =>
      db
        .collection<EventDoc>('events')
        .find({ business_id: tenant.business_id, livemode: tenant.livemode, $or: [{ 'data.id': orderId }, { 'data.order_id': orderId }] })
        .sort({ created_at: 1, _id: 1 })
        .toArray(),
    async cartWithItem() {
      const product = await db.collection('products').findOne({ ...tenant, slug: 'house-blend-coffee-beans' });
      const headers = { 'x-api-key': demo.publishable_key, 'content-type': 'application/json' };
      tick();
      const add = await fetch(`${conformance.url}/api/v1/cart/items`, { method: 'POST', headers, body: JSON.stringify({ item_id: product!._id, quantity: 1 }) });
      if (add.status !== 201) throw new Error(`add to cart: ${add.status} ${await add.text()}`);
      const sessionId = add.headers.get('x-session-id')!;
      tick();
      const cart = await fetch(`${conformance.url}/api/v1/cart`, { headers: { ...headers, 'x-session-id': sessionId } });
      const json = (await cart.json()) as { data: { id: string } };
      return { sessionId, cartId: json.data.id };
    },
    async checkout(body = {}) {
      const { sessionId, cartId } = await env.cartWithItem();
      tick();
      const res = await fetch(`${conformance.url}/api/v1/checkout`, {
        method: 'POST',
        headers: { 'x-api-key': demo.publishable_key, 'content-type': 'application/json', 'x-session-id': sessionId },
        body: JSON.stringify({ cart_id: cartId, customer: { name: 'Ama Mensah', email: 'ama@example.com' }, payment_method: 'card', ...body }),
      });
      if (res.status !== 201) throw new Error(`checkout: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: CheckoutResult }).data;
    },
    order: async (orderId) => (await db.collection<OrderDoc>('orders').findOne({ _id: orderId }))!,
    async close() {
      await conformance.close();
      await srv.close();
    },
  };
  return env;
}
