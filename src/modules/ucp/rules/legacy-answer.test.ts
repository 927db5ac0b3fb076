import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { legacyCheckout, legacyOrder, legacyOrderEvent, legacyRefusal, renderForAgent } from './legacy-answer.js';

const handlers = {
  'localhost.sandbox': [
    {
      id: 'mock_payment_handler',
      version: '2026-04-08',
      spec: 'http://x/docs',
      available_instruments: [{ type: 'card' }],
    },
  ],
};

const checkout = (over: Record<string, unknown> = {}) => ({
  ucp: {
    version: '2026-01-11',
    status: 'success',
    capabilities: {
      'dev.ucp.shopping.checkout': [{ version: '2026-01-11' }],
      'dev.ucp.shopping.discount': [{ version: '2026-01-11', extends: 'dev.ucp.shopping.checkout' }],
    },
    payment_handlers: handlers,
  },
  id: 'chk_1',
  status: 'incomplete',
  currency: 'USD',
  line_items: [
    {
      id: 'li_1',
      item: { id: 'roses', title: 'Roses', price: 3500 },
      quantity: 1,
      totals: [
        { type: 'subtotal', amount: 3500 },
        { type: 'items_discount', amount: -350 },
        { type: 'total', amount: 3150 },
      ],
    },
  ],
  totals: [
    { type: 'subtotal', amount: 3500 },
    { type: 'items_discount', amount: -350 },
    { type: 'fulfillment', display_text: 'Shipping', amount: 500 },
    { type: 'gift_wrap', display_text: 'Gift wrap', amount: 200 },
    { type: 'total', amount: 3850 },
  ],
  links: [],
  ...over,
});

test('a checkout: capabilities listed by name, positive totals, payment handlers under payment', () => {
  const out = legacyCheckout(checkout());
  assert.equal(out.ucp, {
    version: '2026-01-11',
    capabilities: [
      { name: 'dev.ucp.shopping.checkout', version: '2026-01-11' },
      { name: 'dev.ucp.shopping.discount', version: '2026-01-11', extends: 'dev.ucp.shopping.checkout' },
    ],
  });
  assert.equal(out.totals, [
    { type: 'subtotal', amount: 3500 },
    { type: 'items_discount', amount: 350 },
    { type: 'fulfillment', display_text: 'Shipping', amount: 500 },
    { type: 'fee', display_text: 'Gift wrap', amount: 200 },
    { type: 'total', amount: 3850 },
  ]);
  assert.equal((out.line_items as any)[0].totals[1], { type: 'items_discount', amount: 350 });
  assert.equal(out.payment, {
    handlers: [
      {
        id: 'mock_payment_handler',
        name: 'localhost.sandbox',
        version: '2026-01-11',
        spec: 'http://x/docs',
        config_schema: 'http://x/docs',
        instrument_schemas: ['https://ucp.dev/schemas/shopping/types/card_payment_instrument.json'],
        config: {},
      },
    ],
    instruments: [],
  });
});

test('a checkout: the selected instrument is named; unrecoverable errors become the buyer’s to resolve', () => {
  const out = legacyCheckout(
    checkout({
      payment: { instruments: [{ id: 'instr_1', handler_id: 'mock_payment_handler', type: 'card', selected: true }] },
      messages: [{ type: 'error', code: 'x', content: 'gone', severity: 'unrecoverable' }],
    }),
  );
  assert.is((out.payment as any).selected_instrument_id, 'instr_1');
  assert.is((out.messages as any)[0].severity, 'requires_buyer_input');
});

const order = {
  ucp: {
    version: '2026-01-11',
    status: 'success',
    capabilities: { 'dev.ucp.shopping.order': [{ version: '2026-01-11' }] },
  },
  id: 'ord_1',
  checkout_id: 'chk_1',
  permalink_url: 'http://x/pay/1',
  currency: 'USD',
  line_items: [
    {
      id: 'l1',
      item: { id: 'a', title: 'A', price: 100 },
      quantity: { original: 2, total: 2, fulfilled: 1 },
      totals: [],
      status: 'partial',
    },
    {
      id: 'l2',
      item: { id: 'b', title: 'B', price: 100 },
      quantity: { original: 1, total: 0, fulfilled: 0 },
      totals: [],
      status: 'removed',
    },
  ],
  fulfillment: {
    expectations: [],
    events: [{ id: 'f1', type: 'shipped', occurred_at: '2026-01-01T00:00:00Z', line_items: [] }],
  },
  adjustments: [
    {
      id: 'r1',
      type: 'refund',
      occurred_at: '2026-01-02T00:00:00Z',
      status: 'completed',
      totals: [{ type: 'total', amount: -500 }],
    },
    {
      id: 'c1',
      type: 'cancellation',
      occurred_at: '2026-01-02T00:00:00Z',
      status: 'completed',
      line_items: [{ id: 'l2', quantity: -1 }],
    },
    { id: 'x1', type: 'credit', occurred_at: '2026-01-03T00:00:00Z', status: 'pending', amount: 250 },
  ],
  totals: [
    { type: 'subtotal', amount: 300 },
    { type: 'discount', amount: -30 },
    { type: 'total', amount: 270 },
  ],
};

test('an order: quantities {total, fulfilled} with 2026-01-11 statuses, positive totals and adjustment amounts', () => {
  const out = legacyOrder(order) as any;
  assert.equal(out.ucp.capabilities, [{ name: 'dev.ucp.shopping.order', version: '2026-01-11' }]);
  assert.equal(out.line_items[0].quantity, { total: 2, fulfilled: 1 });
  assert.is(out.line_items[0].status, 'partial');
  assert.is(out.line_items[1].status, 'fulfilled');
  assert.equal(out.totals[1], { type: 'discount', amount: 30 });
  assert.equal(out.adjustments[0], {
    id: 'r1',
    type: 'refund',
    occurred_at: '2026-01-02T00:00:00Z',
    status: 'completed',
    amount: 500,
  });
  assert.equal(out.adjustments[1].line_items, [{ id: 'l2', quantity: 1 }]);
  assert.is(out.adjustments[2].amount, 250);
});

test('an order event: the order plus the event fields and a copy under `order`; fulfilment named by its type', () => {
  const meta = { type: 'order.fulfillment_created', event_id: 'evt_1', created_time: '2026-01-04T00:00:00.000Z' };
  const out = legacyOrderEvent(order, meta) as any;
  assert.is(out.event_type, 'order_shipped');
  assert.is(out.checkout_id, 'chk_1');
  assert.is(out.order.id, 'ord_1');
  assert.equal(out.order.line_items, out.line_items);
  assert.is(out.event_id, 'evt_1');
  assert.is(out.created_time, meta.created_time);
  assert.is(legacyOrderEvent(order, { ...meta, type: 'order.created' }).event_type, 'order_placed');
});

test('refusals: stock and unknown items on create/update; a missing fulfilment choice on completion', () => {
  const oos = {
    type: 'error',
    code: 'out_of_stock',
    content: 'Gardenias: out of stock',
    severity: 'recoverable',
    path: '$.line_items[0]',
  };
  assert.equal(legacyRefusal(checkout({ messages: [oos] }), false), {
    status: 'incomplete',
    messages: [oos],
    detail: 'Insufficient stock: Gardenias: out of stock',
  });
  const unknown = {
    type: 'error',
    code: 'not_found',
    content: 'No item pink',
    severity: 'unrecoverable',
    path: '$.line_items[0]',
  };
  const r = legacyRefusal({ ucp: { version: '2026-01-11', status: 'error' }, messages: [unknown] }, false)!;
  assert.match(String(r.detail), /not found/);
  const ship = {
    type: 'error',
    code: 'missing',
    content: 'Choose shipping',
    severity: 'recoverable',
    path: '$.fulfillment.methods',
  };
  assert.is(legacyRefusal(checkout({ messages: [ship] }), false), null);
  assert.match(
    String(legacyRefusal(checkout({ messages: [ship] }), true)!.detail),
    /^Fulfillment address and option must be selected/,
  );
  const declined = {
    type: 'error',
    code: 'payment_failed',
    content: 'declined',
    severity: 'recoverable',
    path: '$.payment',
  };
  assert.is(legacyRefusal(checkout({ status: 'ready_for_complete', messages: [declined] }), true), null);
  assert.is(legacyRefusal(checkout({ status: 'completed', messages: [oos] }), true), null);
});

test('renderForAgent: only 2026-01-11 agents, only checkout and order answers; a refusal is a 400', () => {
  const answer = { status: 201, data: checkout(), headers: { a: 'b' } };
  assert.is(renderForAgent('createUcpCheckout', { version: '2026-04-08' }, answer), answer);
  const old = renderForAgent('createUcpCheckout', { version: '2026-01-11' }, answer);
  assert.is(old.status, 201);
  assert.equal(old.headers, { a: 'b' });
  assert.ok(Array.isArray((old.data as any).ucp.capabilities));
  const oos = {
    type: 'error',
    code: 'out_of_stock',
    content: 'none left',
    severity: 'recoverable',
    path: '$.line_items[0]',
  };
  const refused = renderForAgent(
    'updateUcpCheckout',
    { version: '2026-01-11' },
    { status: 200, data: checkout({ messages: [oos] }) },
  );
  assert.is(refused.status, 400);
  assert.ok((refused.data as any).detail.includes('Insufficient stock'));
  const got = renderForAgent(
    'getUcpCheckout',
    { version: '2026-01-11' },
    { status: 200, data: checkout({ messages: [oos] }) },
  );
  assert.is(got.status, 200);
  const shipping = { status: 200, data: { status: 'shipped' } };
  assert.is(renderForAgent('simulateUcpShipping', { version: '2026-01-11' }, shipping), shipping);
  const notFound = {
    ucp: { version: '2026-01-11', status: 'error' },
    messages: [{ type: 'error', code: 'not_found', content: 'No checkout', severity: 'unrecoverable' }],
  };
  const nf = renderForAgent('getUcpOrder', { version: '2026-01-11' }, { status: 200, data: notFound });
  assert.equal(nf.data, { ...notFound, messages: [{ ...notFound.messages[0], severity: 'requires_buyer_input' }] });
});

test.run();
