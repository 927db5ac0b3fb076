// The recipes of the subscription events, which only time brings about: a test clock frozen at now, a customer
// signed in and subscribed on it (every storefront call names the clock), then the clock advanced past the period's
// end, so the renewal sweep renews the subscription (subscription.renewed) or ends the one cancelled at period end
// (subscription.cancelled), as real time would a month later.
import { conflict } from '../../../kernel/errors.js';
import { CatalogueReader } from '../../../modules/catalogue/index.js';
import type { EventType } from '../../../modules/events/index.js';
import { clockWhenReady } from './clock-wait.js';
import { inStep } from './sandbox.js';
import type { EventMatch, Recipe, TriggerRun } from './trigger-run.js';

/** The sandbox's OTP code (SANDBOX.md). */
const SANDBOX_OTP = '123456';

interface Subscribed {
  subscriptionId: string;
  periodEnd: string;
  clockId: string;
  headers: Record<string, string>;
  token: string;
}

/** A clock frozen at now, and a signed-in customer on it (each call of the run names the clock). */
async function customerOnClock(
  r: TriggerRun,
): Promise<{ clockId: string; headers: Record<string, string>; token: string; contact: string }> {
  const clock = await r.step<{ id: string }>('create a test clock', 'createTestClock', {
    body: { frozen_time: r.sandbox.services.clock.now().toISOString(), name: `cimplify trigger ${r.event}` },
  });
  r.objects.test_clock = clock.id;
  const headers = { 'cimplify-test-clock': clock.id };
  const contact = r.email();
  await r.step('ask for a sign-in code', 'requestOtp', { headers, body: { contact, contact_type: 'email' } });
  const signedIn = await r.step<{ session_token: string; customer?: { id?: string } }>('sign in', 'verifyOtp', {
    headers,
    body: { contact, contact_type: 'email', otp_code: SANDBOX_OTP },
  });
  if (signedIn.customer?.id) r.objects.customer = signedIn.customer.id;
  return { clockId: clock.id, headers, token: signedIn.session_token, contact };
}

/** The customer's subscription to the first product with a billing plan, checked out on the clock. */
async function subscribed(r: TriggerRun): Promise<Subscribed> {
  const product = await new CatalogueReader(r.sandbox.services.db, r.sandbox.tenant).products.findOne(
    { is_active: true, archived: false, billing_plan_ids: { $ne: [] } },
    { sort: { created_at: 1, _id: 1 } },
  );
  if (!product) throw conflict(`${r.event}: the sandbox has no product with a billing plan`);
  r.objects.product = product._id;
  const { clockId, headers, token, contact } = await customerOnClock(r);
  const as = { headers, customerToken: token };
  await r.step('add the plan to the cart', 'addCartItem', {
    ...as,
    body: { item_id: product._id, billing_plan_id: product.billing_plan_ids[0], quantity: r.count('quantity', 1) },
  });
  const cart = await r.step<{ id: string }>('read the cart', 'getCart', as);
  r.objects.cart = cart.id;
  const placed = await r.step<{ order_id: string }>('check out', 'checkout', {
    ...as,
    body: {
      cart_id: cart.id,
      customer: { name: r.text('name', 'Ama Mensah'), email: contact },
      payment_method: 'card',
    },
  });
  r.objects.order = placed.order_id;
  const list = await r.step<{ id: string; current_period_end: string }[]>(
    'read the subscription',
    'listSubscriptions',
    as,
  );
  const sub = list[0];
  if (!sub) throw conflict(`${r.event}: the checkout of order ${placed.order_id} started no subscription`);
  r.objects.subscription = sub.id;
  return { subscriptionId: sub.id, periodEnd: sub.current_period_end, clockId, headers, token };
}

/** Advances the clock a minute past `to`, and waits for the advance to end. */
async function advancePast(r: TriggerRun, clockId: string, to: string): Promise<void> {
  const target = new Date(new Date(to).getTime() + 60_000).toISOString();
  await r.step('advance the clock one period', 'advanceTestClock', {
    params: { clock_id: clockId },
    body: { frozen_time: target },
  });
  try {
    await clockWhenReady(r.sandbox, clockId);
  } catch (err) {
    throw inStep(err, `${r.event}: advance the clock`);
  }
}

const bySubscription = (id: string): EventMatch => ({ field: 'id', id });

export const subscriptionRecipes: Partial<Record<EventType, Recipe>> = {
  'subscription.renewed': {
    takes: ['quantity', 'email', 'name'],
    async run(r) {
      const s = await subscribed(r);
      await advancePast(r, s.clockId, s.periodEnd);
      return bySubscription(s.subscriptionId);
    },
  },
  'subscription.cancelled': {
    takes: ['quantity', 'email', 'name', 'reason'],
    async run(r) {
      const s = await subscribed(r);
      await r.step('cancel at the end of the period', 'cancelSubscription', {
        headers: s.headers,
        customerToken: s.token,
        params: { subscription_id: s.subscriptionId },
        body: { reason: r.text('reason', 'Cancelled by cimplify trigger') },
      });
      await advancePast(r, s.clockId, s.periodEnd);
      return bySubscription(s.subscriptionId);
    },
  },
};
