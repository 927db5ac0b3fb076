import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { OrderItemDoc } from '../../orders/model.js';
import {
  itemKey,
  lineStatus,
  type OrderOrigin,
  orderTotals,
  type ProjectedOrder,
  type ProjectedRefund,
  projectOrder,
} from './order-projection.js';

const at = new Date('2026-04-10T12:00:00.000Z');

function item(id: string, over: Partial<OrderItemDoc> = {}): OrderItemDoc {
  return {
    id,
    product_id: 'prod_roses',
    product_name: 'Red Roses',
    variant_id: null,
    variant_name: null,
    quantity: 2,
    unit_price: 3500,
    total: 7000,
    add_on_option_ids: [],
    special_instructions: null,
    scheduled_start: null,
    scheduled_end: null,
    staff_id: null,
    billing_plan_id: null,
    allocation: { discount: 700, tax: 0, paid: 6300 },
    ...over,
  };
}

function order(over: Partial<ProjectedOrder> = {}): ProjectedOrder {
  return {
    _id: 'ord_1',
    order_number: 'ORD-1001',
    status: 'confirmed',
    order_type: 'delivery',
    items: [
      item('li_a'),
      item('li_b', {
        product_id: 'prod_pot',
        product_name: 'Pot',
        variant_id: 'var_blue',
        variant_name: 'Blue',
        quantity: 1,
        unit_price: 1500,
        total: 1500,
        allocation: { discount: 150, tax: 0, paid: 1350 },
      }),
    ],
    currency: 'USD',
    subtotal: 8500,
    discount_amount: 850,
    tax_amount: 0,
    shipping: 500,
    total_price: 8150,
    fulfillments: [],
    cancelled_at: null,
    cancel_reason: null,
    ...over,
  };
}

const origin: OrderOrigin = {
  checkout_id: 'chk_1',
  item_ids: { [itemKey('prod_roses', null)]: 'bouquet_roses', [itemKey('prod_pot', 'var_blue')]: 'pot_blue' },
  promised: [
    {
      method_type: 'shipping',
      destination: { street_address: '1 Main St', address_locality: 'Springfield', address_country: 'US' },
      description: 'Standard Shipping',
      line_keys: [],
    },
  ],
};

const sum = (totals: { type: string; amount: number }[]) =>
  totals.filter((t) => t.type !== 'total').reduce((n, t) => n + t.amount, 0);
const one = (totals: { type: string }[], type: string) => totals.filter((t) => t.type === type).length;

test('lines: the agent item ids, quantities, line totals and status', () => {
  const o = projectOrder(order(), origin, [], 'https://shop.example/orders/ord_1');
  assert.is(o.id, 'ord_1');
  assert.is(o.label, 'ORD-1001');
  assert.is(o.checkout_id, 'chk_1');
  assert.is(o.currency, 'USD');
  assert.equal(o.line_items[0], {
    id: 'li_a',
    item: { id: 'bouquet_roses', title: 'Red Roses', price: 3500 },
    quantity: { original: 2, total: 2, fulfilled: 0 },
    totals: [
      { type: 'subtotal', amount: 7000 },
      { type: 'items_discount', amount: -700 },
      { type: 'total', amount: 6300 },
    ],
    status: 'processing',
  });
  assert.is(o.line_items[1].item.id, 'pot_blue');
  assert.is(o.line_items[1].item.title, 'Pot (Blue)');
});

test('totals: one subtotal and one total, discounts negative, shipping, adding up', () => {
  const t = orderTotals(order());
  assert.equal(t, [
    { type: 'subtotal', amount: 8500 },
    { type: 'items_discount', amount: -850 },
    { type: 'fulfillment', display_text: 'Shipping', amount: 500 },
    { type: 'total', amount: 8150 },
  ]);
  assert.is(sum(t), 8150);
  // Tax added on top is shown; an order-level discount not carried by the lines is `discount`.
  const taxed = order({
    tax_amount: 1000,
    total_price: 9150,
    items: [item('li_a', { allocation: undefined })],
    subtotal: 7000,
    discount_amount: 350,
    shipping: undefined,
    order_type: 'pickup',
  });
  const tt = orderTotals({ ...taxed, total_price: 7000 - 350 + 1000 });
  assert.equal(
    tt.map((x) => x.type),
    ['subtotal', 'discount', 'tax', 'total'],
  );
  assert.is(sum(tt), 7650);
  // A tax-inclusive price: no tax entry (it would count the tax twice).
  const inclusive = orderTotals(order({ tax_amount: 900, total_price: 8150 }));
  assert.is(one(inclusive, 'tax'), 0);
  assert.is(sum(inclusive), 8150);
  for (const x of [t, tt, inclusive]) {
    assert.is(one(x, 'subtotal'), 1);
    assert.is(one(x, 'total'), 1);
  }
});

test('fulfilment: events from the records, fulfilled quantities and line status', () => {
  const shipped = order({
    status: 'preparing',
    fulfillments: [
      {
        id: 'ful_1',
        type: 'shipped',
        occurred_at: at,
        line_items: [{ line_item_id: 'li_a', quantity: 1 }],
        carrier: 'DHL',
        tracking_number: 'JD1',
        tracking_url: 'https://track.example/JD1',
        description: null,
      },
    ],
  });
  const o = projectOrder(shipped, origin, [], 'https://x.example/o');
  assert.equal(o.line_items[0].quantity, { original: 2, total: 2, fulfilled: 1 });
  assert.is(o.line_items[0].status, 'partial');
  assert.equal(o.fulfillment.events, [
    {
      id: 'ful_1',
      occurred_at: '2026-04-10T12:00:00.000Z',
      type: 'shipped',
      line_items: [{ id: 'li_a', quantity: 1 }],
      tracking_number: 'JD1',
      tracking_url: 'https://track.example/JD1',
      carrier: 'DHL',
    },
  ]);
  assert.equal(o.fulfillment.expectations, [
    {
      id: 'exp_1',
      line_items: [
        { id: 'li_a', quantity: 2 },
        { id: 'li_b', quantity: 1 },
      ],
      method_type: 'shipping',
      destination: { street_address: '1 Main St', address_locality: 'Springfield', address_country: 'US' },
      description: 'Standard Shipping',
    },
  ]);
});

test('line status derivation', () => {
  assert.is(lineStatus(0, 0), 'removed');
  assert.is(lineStatus(2, 2), 'fulfilled');
  assert.is(lineStatus(2, 1), 'partial');
  assert.is(lineStatus(2, 0), 'processing');
});

test('adjustments: refunds (money back, negative) and the cancellation (units no longer owed)', () => {
  const refunds: ProjectedRefund[] = [
    {
      _id: 're_2',
      amount: 300,
      status: 'pending',
      reason: null,
      created_at: new Date(at.getTime() + 2000),
      settled_at: null,
    },
    {
      _id: 're_1',
      amount: 1000,
      status: 'succeeded',
      reason: 'Damaged',
      created_at: at,
      settled_at: new Date(at.getTime() + 1000),
    },
  ];
  const cancelled = order({ status: 'cancelled', cancelled_at: at, cancel_reason: 'Out of roses' });
  const o = projectOrder(cancelled, origin, refunds, 'https://x.example/o');
  assert.equal(o.adjustments, [
    {
      id: 're_1',
      type: 'refund',
      occurred_at: '2026-04-10T12:00:01.000Z',
      status: 'completed',
      totals: [{ type: 'total', amount: -1000 }],
      description: 'Damaged',
    },
    {
      id: 're_2',
      type: 'refund',
      occurred_at: '2026-04-10T12:00:02.000Z',
      status: 'pending',
      totals: [{ type: 'total', amount: -300 }],
    },
    {
      id: 'ord_1_cancellation',
      type: 'cancellation',
      occurred_at: '2026-04-10T12:00:00.000Z',
      status: 'completed',
      line_items: [
        { id: 'li_a', quantity: -2 },
        { id: 'li_b', quantity: -1 },
      ],
      description: 'Out of roses',
    },
  ]);
  assert.equal(
    o.line_items.map((l) => [l.quantity.total, l.status]),
    [
      [0, 'removed'],
      [0, 'removed'],
    ],
  );
});

test('the test helper overlay replaces events and adjustments', () => {
  const events = [{ id: 'e', type: 'delivered' }];
  const o = projectOrder(order(), { ...origin, overlay: { events, adjustments: [] } }, [], 'https://x.example/o');
  assert.equal(o.fulfillment.events, events);
  assert.equal(o.adjustments, []);
});

test('a booking line is fulfilled once the order is completed', () => {
  const booking = item('li_s', {
    scheduled_start: at,
    scheduled_end: at,
    quantity: 1,
    total: 3500,
    allocation: { discount: 0, tax: 0, paid: 3500 },
  });
  const open = projectOrder(
    order({
      items: [booking],
      subtotal: 3500,
      discount_amount: 0,
      total_price: 3500,
      order_type: 'pickup',
      shipping: undefined,
    }),
    origin,
    [],
    'https://x.example/o',
  );
  assert.is(open.line_items[0].status, 'processing');
  assert.equal(open.fulfillment.expectations, []);
  const done = projectOrder(
    order({
      status: 'completed',
      items: [booking],
      subtotal: 3500,
      discount_amount: 0,
      total_price: 3500,
      order_type: 'pickup',
      shipping: undefined,
    }),
    origin,
    [],
    'https://x.example/o',
  );
  assert.is(done.line_items[0].status, 'fulfilled');
});

test.run();
