// Shared ground of the subscription tests: the checkout environment (the harness with the demo business), a
// signed-in customer who checks out subscription lines of the demo coffee box, and direct
// store reads of what renewals wrote. Customers sign in over HTTP with OTP; their sessions (30 days) are then
// stretched in the store to outlive the months the tests move the service clock across.
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import type { BillingPlanDoc, ProductDoc } from '../../src/modules/catalogue/model.js';
import { newId } from '../../src/kernel/ids.js';
import type { OrderDoc } from '../../src/modules/orders/model.js';
import type { SubscriptionDoc } from '../../src/modules/subscriptions/model.js';
import { tenantFilter } from '../../src/store/index.js';
import { cardBody, startCheckoutEnv, type CheckoutEnv, type StorefrontClient } from '../buying/checkout-env.js';
import type { TestCustomer } from '../harness/customers.js';

const YEAR_MS = 366 * 24 * 3600 * 1000;

export interface Subscriber {
  customer: TestCustomer;
  client: StorefrontClient;
  subscriptionId: string;
  orderId: string;
}

export interface SubscriptionsEnv extends CheckoutEnv {
  box: ProductDoc;
  monthlyPlan: string;
  /** A monthly plan of the box priced 20.13: the sandbox declines its renewals. */
  decliningPlan: string;
  subscribe(planId: string, quantity?: number): Promise<Subscriber>;
  stored(id: string): Promise<SubscriptionDoc>;
  renewalOrders(subscriptionId: string): Promise<OrderDoc[]>;
}

export async function startSubscriptionsEnv(): Promise<SubscriptionsEnv> {
  const env = await startCheckoutEnv();
  const db = env.srv.services.db;
  const box = await env.product('monthly-coffee-box');
  const monthlyPlan = box.billing_plan_ids[0];
  const monthly = await db
    .collection<BillingPlanDoc>('billing_plans')
    .findOne(tenantFilter<BillingPlanDoc>(env.tenant, { _id: monthlyPlan }));
  if (!monthly) throw new Error('no demo monthly plan');
  const declining: BillingPlanDoc = {
    ...monthly,
    _id: newId('billingPlan'),
    ref: 'declining-test-plan',
    name: 'Declining box',
    price: 2013,
    product_ids: [box._id],
  };
  await db.collection<BillingPlanDoc>('billing_plans').insertOne(declining);

  const subscriptions: Omit<SubscriptionsEnv, keyof CheckoutEnv> = {
    box,
    monthlyPlan,
    decliningPlan: declining._id,
    async subscribe(planId, quantity = 1) {
      const customer = await env.customer({ profile: { name: 'Ama Mensah' } });
      await db
        .collection('customer_sessions')
        .updateOne(
          { customer_id: customer.id },
          { $set: { expires_at: new Date(env.srv.clock.now().getTime() + 3 * YEAR_MS) } },
        );
      const shopper = env.shopper({ headers: customer.headers });
      const added = await sf.addCartItem({
        client: shopper.client,
        body: { item_id: box._id, billing_plan_id: planId, quantity },
      });
      if (added.response.status !== 201)
        throw new Error(`add: ${added.response.status} ${JSON.stringify(added.error)}`);
      const placed = await shopper.checkout(cardBody(await shopper.cartId()));
      if (placed.status !== 201) throw new Error(`checkout: ${placed.status} ${JSON.stringify(placed.body)}`);
      const sub = await db
        .collection<SubscriptionDoc>('subscriptions')
        .findOne(tenantFilter<SubscriptionDoc>(env.tenant, { order_id: placed.body.data.order_id }));
      if (!sub) throw new Error('checkout created no subscription');
      return { customer, client: shopper.client, subscriptionId: sub._id, orderId: placed.body.data.order_id };
    },
    async stored(id) {
      const s = await db
        .collection<SubscriptionDoc>('subscriptions')
        .findOne(tenantFilter<SubscriptionDoc>(env.tenant, { _id: id }));
      if (!s) throw new Error(`no subscription ${id}`);
      return s;
    },
    renewalOrders: (subscriptionId) =>
      db
        .collection<OrderDoc>('orders')
        .find(tenantFilter<OrderDoc>(env.tenant, { 'metadata.subscription_id': subscriptionId } as never), {
          sort: { created_at: 1 },
        })
        .toArray(),
  };
  return Object.assign(env, subscriptions);
}
