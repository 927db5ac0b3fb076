import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FulfillmentDoc, FulfillmentEventType, OrderDoc, OrderItemDoc } from '../model.js';
import {
  eventLines,
  fulfillmentRefusal,
  fulfillmentStatus,
  lineFulfillment,
  statusAfterFulfillment,
  takesFulfillment,
} from './fulfillment.js';

const line = (id: string, quantity: number, booking = false): OrderItemDoc => ({
  id,
  product_id: `prod_${id}`,
  product_name: id,
  variant_id: null,
  variant_name: null,
  quantity,
  unit_price: 1000,
  total: 1000 * quantity,
  add_on_option_ids: [],
  special_instructions: null,
  scheduled_start: booking ? new Date('2026-03-02T10:00:00Z') : null,
  scheduled_end: booking ? new Date('2026-03-02T11:00:00Z') : null,
  staff_id: null,
  billing_plan_id: null,
});

type Fixture = Pick<
  OrderDoc,
  '_id' | 'status' | 'order_type' | 'items' | 'fulfillments' | 'payment_method' | 'payment_status'
>;

const order = (over: Partial<Fixture> = {}): Fixture => ({
  _id: 'ord_test',
  status: 'confirmed',
  order_type: 'delivery',
  items: [line('li_a', 3), line('li_b', 1)],
  payment_method: 'card',
  payment_status: 'succeeded',
  ...over,
});

const event = (type: FulfillmentEventType, ...lines: [string, number][]): FulfillmentDoc => ({
  id: `ful_${type}`,
  type,
  occurred_at: new Date('2026-03-01T00:00:00Z'),
  line_items: lines.map(([line_item_id, quantity]) => ({ line_item_id, quantity })),
  carrier: null,
  tracking_number: null,
  tracking_url: null,
  description: null,
});

const withEvents = (o: Fixture, ...events: FulfillmentDoc[]): Fixture => ({
  ...o,
  fulfillments: [...(o.fulfillments ?? []), ...events],
});

const counts = (o: Fixture) => lineFulfillment(o).map((l) => [l.line_item_id, l.in_transit, l.delivered]);

const message = (f: () => unknown): string => {
  try {
    f();
  } catch (err) {
    return `${(err as { code: string }).code}: ${(err as Error).message}`;
  }
  return 'no error';
};

test('shipping, then delivery: units move open → in transit → delivered; the order status follows', () => {
  const o = order();
  const partial = withEvents(o, event('shipped', ['li_a', 2]));
  assert.equal(counts(partial), [
    ['li_a', 2, 0],
    ['li_b', 0, 0],
  ]);
  assert.is(fulfillmentStatus(partial), 'partial');
  assert.is(statusAfterFulfillment(partial), 'preparing');

  const shipped = withEvents(partial, event('shipped', ['li_a', 1], ['li_b', 1]));
  assert.is(fulfillmentStatus(shipped), 'fulfilled');
  assert.is(statusAfterFulfillment(shipped), 'ready');

  const tracked = withEvents(shipped, event('in_transit', ['li_a', 3]), event('failed_attempt', ['li_b', 1]));
  assert.equal(counts(tracked), counts(shipped), 'tracking events move no unit');

  const delivered = withEvents(tracked, event('delivered', ['li_a', 3], ['li_b', 1]));
  assert.equal(counts(delivered), [
    ['li_a', 0, 3],
    ['li_b', 0, 1],
  ]);
  assert.is(fulfillmentStatus(delivered), 'delivered');
  assert.is(statusAfterFulfillment(delivered), 'completed');
});

test('delivered without shipping takes open units; returned and canceled bring units back to open', () => {
  const handed = withEvents(order({ order_type: 'pickup' }), event('delivered', ['li_a', 3], ['li_b', 1]));
  assert.is(fulfillmentStatus(handed), 'delivered');

  const back = withEvents(
    order(),
    event('shipped', ['li_a', 3]),
    event('undeliverable', ['li_a', 3]),
    event('returned_to_sender', ['li_a', 2]),
    event('canceled', ['li_a', 1]),
  );
  assert.equal(counts(back), [
    ['li_a', 0, 0],
    ['li_b', 0, 0],
  ]);
  assert.is(fulfillmentStatus(back), 'unfulfilled');
  assert.is(statusAfterFulfillment({ ...back, status: 'ready' }), null, 'never backwards');

  const mixed = withEvents(order(), event('shipped', ['li_a', 1]), event('delivered', ['li_a', 2]));
  assert.equal(counts(mixed)[0], ['li_a', 0, 2], 'the unit in transit is delivered first, then one open unit');
});

test('quantities: never more than the units the type covers, the field named; each line once; known lines only', () => {
  const o = withEvents(order(), event('shipped', ['li_a', 2]));
  assert.equal(eventLines(o, 'shipped', [{ line_item_id: 'li_a', quantity: 1 }]), [
    { line_item_id: 'li_a', quantity: 1 },
  ]);
  assert.is(
    message(() => eventLines(o, 'shipped', [{ line_item_id: 'li_b' }, { line_item_id: 'li_a', quantity: 2 }])),
    'VALIDATION_ERROR: body.line_items.1.quantity: 2 is more than the 1 unit(s) of li_a not yet shipped or delivered ' +
      '(3 ordered, 2 in transit, 0 delivered)',
  );
  assert.is(
    message(() => eventLines(o, 'in_transit', [{ line_item_id: 'li_b', quantity: 1 }])),
    'VALIDATION_ERROR: body.line_items.0.quantity: 1 is more than the 0 unit(s) of li_b in transit ' +
      '(1 ordered, 0 in transit, 0 delivered)',
  );
  assert.is(
    message(() => eventLines(o, 'delivered', [{ line_item_id: 'li_a', quantity: 4 }])),
    'VALIDATION_ERROR: body.line_items.0.quantity: 4 is more than the 3 unit(s) of li_a not yet delivered ' +
      '(3 ordered, 2 in transit, 0 delivered)',
  );
  assert.is(
    message(() => eventLines(o, 'shipped', [{ line_item_id: 'li_x', quantity: 1 }])),
    'VALIDATION_ERROR: body.line_items.0.line_item_id: the order has no line li_x',
  );
  assert.is(
    message(() => eventLines(o, 'shipped', [{ line_item_id: 'li_b' }, { line_item_id: 'li_b' }])),
    'VALIDATION_ERROR: body.line_items.1.line_item_id: li_b is listed twice',
  );
  const full = withEvents(o, event('shipped', ['li_a', 1], ['li_b', 1]));
  assert.is(
    message(() => eventLines(full, 'shipped', [{ line_item_id: 'li_a' }])),
    'VALIDATION_ERROR: body.line_items.0.line_item_id: no unit of li_a is not yet shipped or delivered ' +
      '(3 ordered, 3 in transit, 0 delivered)',
  );
});

test('no lines named: every unit the type covers; none left is a conflict', () => {
  const o = withEvents(order(), event('shipped', ['li_a', 2]));
  assert.equal(eventLines(o, 'shipped', undefined), [
    { line_item_id: 'li_a', quantity: 1 },
    { line_item_id: 'li_b', quantity: 1 },
  ]);
  assert.equal(eventLines(o, 'in_transit', undefined), [{ line_item_id: 'li_a', quantity: 2 }]);
  assert.is(
    message(() => eventLines(order(), 'returned_to_sender', undefined)),
    'CONFLICT: Order ord_test has no unit in transit to mark returned_to_sender',
  );
});

test('bookings take no fulfilment event; an order with bookings goes no further than preparing', () => {
  const o = order({ items: [line('li_a', 1), line('li_bk', 1, true)] });
  assert.equal(counts(o), [['li_a', 0, 0]]);
  assert.is(
    message(() => eventLines(o, 'shipped', [{ line_item_id: 'li_bk', quantity: 1 }])),
    'VALIDATION_ERROR: body.line_items.0.line_item_id: li_bk is a booking; a booking is fulfilled by completing it',
  );
  const delivered = withEvents(o, event('delivered', ['li_a', 1]));
  assert.is(fulfillmentStatus(delivered), 'delivered');
  assert.is(statusAfterFulfillment(delivered), 'preparing');
  const onlyBookings = order({ items: [line('li_bk', 1, true)] });
  assert.not.ok(takesFulfillment(onlyBookings));
  assert.match(fulfillmentRefusal(onlyBookings) ?? '', /has only bookings/);
});

test('refused: cancelled, dine-in or walk-in, unpaid; cash may go out before it is paid; refunds do not', () => {
  const why = (over: Partial<Fixture>) => fulfillmentRefusal(order(over));
  assert.is(why({}), null);
  assert.is(why({ status: 'cancelled' }), 'Order ord_test is cancelled');
  assert.is(
    why({ order_type: 'dine-in' }),
    'Order ord_test is a dine-in order: fulfilment is recorded for delivery and pickup orders',
  );
  assert.is(fulfillmentStatus(order({ order_type: 'walk-in' })), 'not_applicable');
  for (const payment_status of ['pending', 'processing', 'failed', 'cancelled'] as const)
    assert.is(
      why({ payment_status }),
      `Order ord_test is not paid (payment ${payment_status}): only paid or cash orders are fulfilled`,
    );
  assert.is(why({ payment_method: 'cash', payment_status: 'pending' }), null);
  assert.match(why({ payment_method: 'cash', payment_status: 'failed' }) ?? '', /not paid/);
  for (const payment_status of ['partially_refunded', 'refunded'] as const) assert.is(why({ payment_status }), null);
});

test('the status moves only forward; completed stays', () => {
  const delivered = withEvents(order(), event('delivered', ['li_a', 3], ['li_b', 1]));
  assert.is(statusAfterFulfillment({ ...delivered, status: 'pending' }), 'completed');
  assert.is(statusAfterFulfillment({ ...delivered, status: 'completed' }), null);
  const started = withEvents(order(), event('processing', ['li_a', 3]));
  assert.is(fulfillmentStatus(started), 'unfulfilled');
  assert.is(statusAfterFulfillment(started), 'preparing');
  assert.is(statusAfterFulfillment({ ...started, status: 'preparing' }), null);
});

test.run();
