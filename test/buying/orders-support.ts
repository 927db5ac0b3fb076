// Shared ground of the orders test files: the harness with the demo business (SDK clients per kind of caller,
// customers signed in over HTTP through OTP, as a client would), and orders written straight into the store (so
// the order rules are tested on their own, independent of checkout; the browser test goes through the real
// checkout). The service clock moves 50 ms per request, which keeps the rate-limit windows realistic.
import { newId } from '../../src/kernel/ids.js';
import { hashSecret, newToken } from '../../src/kernel/secrets.js';
import type { EventDoc } from '../../src/modules/events/model.js';
import type { OrderDoc, PaymentDoc } from '../../src/modules/orders/model.js';
import type { TenantContext } from '../../src/store/index.js';
import type { TestCustomer } from '../harness/customers.js';
import { startHarness, type Harness } from '../harness/harness.js';

export interface OrdersEnv extends Harness {
  /** A new customer (named Ama Mensah), signed in over HTTP with OTP (request-otp, the code from the outbox, verify-otp). */
  customer(opts?: Parameters<Harness['customer']>[0]): Promise<TestCustomer & { accountId: string; contact: string }>;
  seedOrder(overrides?: Partial<OrderDoc>, payment?: Partial<PaymentDoc>): Promise<SeededOrder>;
  events(orderId: string): Promise<EventDoc[]>;
  order(orderId: string): Promise<OrderDoc>;
  /** A storefront session whose cart holds one bag of the demo's tracked house blend. */
  cartWithItem(): Promise<{ sessionId: string; cartId: string }>;
  /** The real storefront checkout of such a cart (card by default); the API's CheckoutResult. */
  checkout(body?: Record<string, unknown>): Promise<CheckoutResult>;
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
  const h = await startHarness({ seed: true, tickMs: 50 });
  const srv = h.srv;
  const tenant: TenantContext = h.tenant;
  const db = h.db;
  const signIn = h.customer;

  const orders: Omit<OrdersEnv, Exclude<keyof Harness, 'customer'>> = {
    // Signed in as a client would: request-otp, the code from the dev outbox, verify-otp, then the profile name.
    customer: (o = {}) => signIn({ profile: { name: 'Ama Mensah' }, ...o }),
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
        .find({
          business_id: tenant.business_id,
          livemode: tenant.livemode,
          $or: [{ 'data.id': orderId }, { 'data.order_id': orderId }],
        })
        .sort({ created_at: 1, _id: 1 })
        .toArray(),
    async cartWithItem() {
      const product = await db.collection('products').findOne({ ...tenant, slug: 'house-blend-coffee-beans' });
      const add = await h.raw('POST', '/api/v1/cart/items', { body: { item_id: product!._id, quantity: 1 } });
      if (add.status !== 201) throw new Error(`add to cart: ${add.status} ${JSON.stringify(add.json)}`);
      const sessionId = add.headers.get('x-session-id')!;
      const cart = await h.raw('GET', '/api/v1/cart', { sessionId });
      return { sessionId, cartId: (cart.json as { data: { id: string } }).data.id };
    },
    async checkout(body = {}) {
      const { sessionId, cartId } = await orders.cartWithItem();
      const res = await h.raw('POST', '/api/v1/checkout', {
        sessionId,
        body: {
          cart_id: cartId,
          customer: { name: 'Ama Mensah', email: 'ama@example.com' },
          payment_method: 'card',
          ...body,
        },
      });
      if (res.status !== 201) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.json)}`);
      return (res.json as { data: CheckoutResult }).data;
    },
    order: async (orderId) => (await db.collection<OrderDoc>('orders').findOne({ _id: orderId }))!,
  };
  return Object.assign(h, orders);
}
