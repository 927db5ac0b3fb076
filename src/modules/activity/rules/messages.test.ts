import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sessionMessages, type MessageDeal, type MessageInput } from './messages.js';

const now = new Date('2026-11-24T10:00:00.000Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

const deal = (over: Partial<MessageDeal>): MessageDeal => ({
  _id: 'deal_a',
  name: 'Big basket',
  code: null,
  discount_type: 'percentage',
  value: 1000,
  min_subtotal: 20000,
  starts_at: minutesAgo(600),
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

const base: MessageInput = { now, viewed: [], cart: null, automaticDeals: [], dismissed: [] };
const cart = (subtotal: number, updatedMinutesAgo = 1) => ({
  items: 2,
  subtotal,
  currency: 'GHS',
  location_id: null,
  lines: [{ product_id: 'prod_x', category_ids: ['cat_1'], collection_ids: [], line_total: subtotal }],
  updated_at: minutesAgo(updatedMinutesAgo),
});

test('nothing to say to a session without cart or scarce products', () => {
  assert.equal(sessionMessages(base), []);
});

test('low stock: tracked products with 1 left or more, under their threshold, among the 3 most recent views', () => {
  const viewed = [
    { product_id: 'prod_1', name: 'One', available: 3, threshold: null },
    { product_id: 'prod_2', name: 'Two', available: null, threshold: null },
    { product_id: 'prod_3', name: 'Three', available: 0, threshold: null },
    { product_id: 'prod_4', name: 'Four', available: 1, threshold: null },
  ];
  assert.equal(sessionMessages({ ...base, viewed }), [
    { code: 'low_stock_prod_1', title: 'Only 3 left: One', severity: 'warning' },
  ]);
  const many = [1, 2, 4].map((n) => ({ product_id: `prod_${n}`, name: `P${n}`, available: n, threshold: null }));
  assert.equal(
    sessionMessages({ ...base, viewed: many }).map((m) => m.code),
    ['low_stock_prod_1', 'low_stock_prod_2'],
  );
  // Under the default 5 is low; 5 is not. A product's own threshold moves the line.
  assert.equal(
    sessionMessages({ ...base, viewed: [{ product_id: 'prod_9', name: 'Nine', available: 5, threshold: null }] }),
    [],
  );
  assert.equal(
    sessionMessages({ ...base, viewed: [{ product_id: 'prod_9', name: 'Nine', available: 8, threshold: 10 }] }).length,
    1,
  );
  assert.equal(
    sessionMessages({ ...base, viewed: [{ product_id: 'prod_9', name: 'Nine', available: 2, threshold: 2 }] }),
    [],
  );
});

test('deal unlock: the nearest automatic deal the cart misses only by its minimum', () => {
  const deals = [
    deal({}),
    deal({ _id: 'deal_b', name: 'Treat', discount_type: 'fixed_amount', value: 500, min_subtotal: 15000 }),
  ];
  assert.equal(sessionMessages({ ...base, cart: cart(12000), automaticDeals: deals }), [
    { code: 'deal_unlock_deal_b', title: 'Add GHS 30.00 more for GHS 5.00 off: Treat', severity: 'info' },
  ]);
  // Met already, expired, used up, or targeting nothing in the cart: no nudge.
  assert.equal(sessionMessages({ ...base, cart: cart(25000), automaticDeals: [deal({})] }), []);
  assert.equal(sessionMessages({ ...base, cart: cart(12000), automaticDeals: [deal({ ends_at: minutesAgo(1) })] }), []);
  assert.equal(
    sessionMessages({ ...base, cart: cart(12000), automaticDeals: [deal({ usage_limit: 1, usage_count: 1 })] }),
    [],
  );
  assert.equal(
    sessionMessages({ ...base, cart: cart(12000), automaticDeals: [deal({ category_ids: ['cat_other'] })] }),
    [],
  );
  assert.equal(
    sessionMessages({ ...base, cart: cart(12000), automaticDeals: [deal({ category_ids: ['cat_1'] })] })[0].title,
    'Add GHS 80.00 more for 10 % off: Big basket',
  );
  // No cart, no nudge.
  assert.equal(sessionMessages({ ...base, automaticDeals: [deal({})] }), []);
});

test('cart waiting after 30 quiet minutes', () => {
  assert.equal(sessionMessages({ ...base, cart: cart(1000, 29) }), []);
  assert.equal(sessionMessages({ ...base, cart: cart(1000, 30) }), [
    { code: 'cart_waiting', title: '2 items are waiting in your cart', severity: 'info' },
  ]);
  assert.equal(sessionMessages({ ...base, cart: { ...cart(1000, 45), items: 0 } }), []);
});

test('dismissed codes are left out; the others stay', () => {
  const input: MessageInput = {
    ...base,
    viewed: [{ product_id: 'prod_1', name: 'One', available: 2, threshold: null }],
    cart: cart(1000, 40),
  };
  assert.equal(
    sessionMessages(input).map((m) => m.code),
    ['low_stock_prod_1', 'cart_waiting'],
  );
  assert.equal(
    sessionMessages({ ...input, dismissed: ['cart_waiting'] }).map((m) => m.code),
    ['low_stock_prod_1'],
  );
});

test.run();
