import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dealRejection, discountOn, isDealRunning, normaliseCode, orderDeals, pickDealForCode } from './deals.js';
import type { DealDoc } from '../model.js';

const now = new Date('2026-03-01T12:00:00Z');
const deal = (over: Partial<DealDoc> = {}): DealDoc => ({
  _id: 'deal_1',
  business_id: 'b',
  livemode: false,
  created_at: now,
  updated_at: now,
  name: 'D',
  description: '',
  discount_type: 'percentage',
  value: 1000,
  currency: 'GHS',
  code: 'SAVE',
  min_subtotal: null,
  starts_at: new Date('2026-02-01T00:00:00Z'),
  ends_at: null,
  is_active: true,
  product_ids: [],
  category_ids: [],
  collection_ids: [],
  location_ids: [],
  usage_limit: null,
  usage_count: 0,
  ...over,
});
const order = (subtotal: number, locationId: string | null = null) => ({ subtotal, now, locationId });

test('the first failing rule is the reason, in the documented order', () => {
  assert.is(dealRejection(null, order(100)), 'not_found');
  assert.is(dealRejection(deal({ is_active: false, ends_at: new Date(0) }), order(100)), 'inactive');
  assert.is(dealRejection(deal({ starts_at: new Date('2026-04-01T00:00:00Z') }), order(100)), 'not_started');
  assert.is(dealRejection(deal({ ends_at: now }), order(100)), 'expired');
  assert.is(dealRejection(deal({ usage_limit: 5, usage_count: 5 }), order(100)), 'usage_limit_reached');
  assert.is(dealRejection(deal({ location_ids: ['loc_a'] }), order(100, 'loc_b')), 'not_valid_at_location');
  assert.is(dealRejection(deal({ location_ids: ['loc_a'] }), order(100, 'loc_a')), null);
  assert.is(dealRejection(deal({ min_subtotal: 2000 }), order(1999)), 'min_subtotal_not_met');
  assert.is(dealRejection(deal({ min_subtotal: 2000 }), order(2000)), null);
});

test('discounts round half-up to the minor unit and never exceed the subtotal', () => {
  assert.is(discountOn(deal({ value: 1250 }), 1004), 126); // 125.5 → 126
  assert.is(discountOn(deal({ value: 10000 }), 999), 999);
  assert.is(discountOn(deal({ discount_type: 'fixed_amount', value: 500 }), 300), 300);
  assert.is(discountOn(deal({ discount_type: 'fixed_amount', value: 500 }), 3000), 500);
});

test('among deals sharing a code, a usable one wins', () => {
  const expired = deal({ _id: 'deal_old', ends_at: new Date('2026-02-15T00:00:00Z') });
  const live = deal({ _id: 'deal_new' });
  assert.is(pickDealForCode([expired, live], order(100)).deal?._id, 'deal_new');
  assert.is(pickDealForCode([expired], order(100)).rejection, 'expired');
  assert.equal(pickDealForCode([], order(100)), { deal: null, rejection: 'not_found' });
  assert.is(normaliseCode('  save10 '), 'SAVE10');
});

test('running deals and their order: ending soonest first, open-ended last', () => {
  assert.is(isDealRunning(deal(), now), true);
  assert.is(isDealRunning(deal({ ends_at: now }), now), false);
  const ordered = orderDeals([
    deal({ _id: 'deal_c' }),
    deal({ _id: 'deal_b', ends_at: new Date('2026-05-01') }),
    deal({ _id: 'deal_a', ends_at: new Date('2026-04-01') }),
  ]);
  assert.equal(
    ordered.map((d) => d._id),
    ['deal_a', 'deal_b', 'deal_c'],
  );
});

test.run();
