import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eligiblePlans } from './billing.js';
import type { BillingPlanDoc } from '../model.js';

const at = new Date('2026-01-01T00:00:00Z');
const plan = (id: string, over: Partial<BillingPlanDoc> = {}): BillingPlanDoc => ({
  _id: id,
  business_id: 'b',
  livemode: false,
  created_at: at,
  updated_at: at,
  name: id,
  interval: 'month',
  interval_count: 1,
  price: 1000,
  currency: 'GHS',
  trial_days: 7,
  product_ids: ['prod_1'],
  min_quantity: null,
  min_order_value: null,
  new_customers_only: false,
  is_active: true,
  ...over,
});
const input = (over: Partial<Parameters<typeof eligiblePlans>[1]> = {}) => ({
  productId: 'prod_1',
  quantity: 1,
  locationId: null,
  subscribedPlanIds: new Set<string>(),
  hadTrial: false,
  ...over,
});

test('eligible plans are priced for the quantity and sorted cheapest first', () => {
  const out = eligiblePlans([plan('plan_a', { price: 1200 }), plan('plan_b', { price: 900 })], input({ quantity: 2 }));
  assert.equal(
    out.map((p) => [p.plan._id, p.price]),
    [
      ['plan_b', 1800],
      ['plan_a', 2400],
    ],
  );
});

test('each eligibility rule excludes a plan', () => {
  const plans = [
    plan('plan_inactive', { is_active: false }),
    plan('plan_other', { product_ids: ['prod_2'] }),
    plan('plan_min_qty', { min_quantity: 3 }),
    plan('plan_max_qty', { max_quantity: 1 }),
    plan('plan_min_value', { min_order_value: 5000 }),
    plan('plan_loc', { location_ids: ['loc_a'] }),
    plan('plan_new', { new_customers_only: true }),
    plan('plan_ok'),
  ];
  const ids = (over: Partial<Parameters<typeof eligiblePlans>[1]>) =>
    eligiblePlans(plans, input(over))
      .map((p) => p.plan._id)
      .sort();
  assert.equal(ids({ quantity: 2, orderValue: 100, locationId: 'loc_b', subscribedPlanIds: new Set(['plan_new']) }), [
    'plan_ok',
  ]);
  assert.equal(ids({ quantity: 3, orderValue: 5000, locationId: 'loc_a' }), [
    'plan_loc',
    'plan_min_qty',
    'plan_min_value',
    'plan_new',
    'plan_ok',
  ]);
  // No order value given: the order-value limit is not applied.
  assert.ok(ids({}).includes('plan_min_value'));
});

test('a customer who has had a trial gets none', () => {
  assert.is(eligiblePlans([plan('plan_a')], input({ hadTrial: true }))[0].trial_days, 0);
  assert.is(eligiblePlans([plan('plan_a')], input())[0].trial_days, 7);
});

test.run();
