import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readOverlay } from './order-overlay.js';

const event = {
  id: 'evt_1',
  type: 'shipped',
  occurred_at: '2026-04-12T09:00:00Z',
  line_items: [{ id: 'li_1', quantity: 1 }],
  tracking_number: 'T1',
};
const adjustment = {
  id: 'adj_1',
  type: 'refund',
  occurred_at: '2026-04-12T10:00:00Z',
  status: 'completed',
  amount: 500,
};

test('events and adjustments replace, extra members kept; a member left out keeps the current one', () => {
  const r = readOverlay({ fulfillment: { events: [event] }, adjustments: [adjustment], id: 'ignored' }, undefined);
  assert.equal(r, { overlay: { events: [event], adjustments: [adjustment] } });
  const kept = readOverlay({ adjustments: [] }, { events: [event] });
  assert.equal(kept, { overlay: { events: [event], adjustments: [] } });
  assert.equal(readOverlay({}, undefined), { overlay: {} });
});

test('an adjustment status outside pending, completed, failed is refused, naming it', () => {
  assert.equal(readOverlay({ adjustments: [adjustment, { ...adjustment, status: 'done' }] }, undefined), {
    violation: 'adjustments[1].status: must be one of pending, completed, failed',
  });
});

test('shapes a UCP order could not carry are refused', () => {
  const v = (body: unknown) =>
    'violation' in readOverlay(body, undefined)
      ? (readOverlay(body, undefined) as { violation: string }).violation
      : null;
  assert.is(v({ adjustments: 'x' }), 'adjustments: must be a list');
  assert.is(v({ fulfillment: { events: {} } }), 'fulfillment.events: must be a list');
  assert.is(v({ fulfillment: { events: [{ ...event, id: '' }] } }), 'fulfillment.events[0].id: required');
  assert.is(
    v({ fulfillment: { events: [{ ...event, occurred_at: 'yesterday' }] } }),
    'fulfillment.events[0].occurred_at: must be an RFC 3339 date-time',
  );
  assert.is(
    v({ fulfillment: { events: [{ ...event, line_items: [{ id: 'li_1', quantity: 0 }] }] } }),
    'fulfillment.events[0].line_items[0].quantity: must be a whole number of at least 1',
  );
  assert.is(v({ adjustments: [{ ...adjustment, line_items: [{ id: 'li_1', quantity: -1 }] }] }), null);
  assert.is(
    v({ fulfillment: { events: [{ ...event, line_items: undefined }] } }),
    'fulfillment.events[0].line_items: required',
  );
});

test.run();
