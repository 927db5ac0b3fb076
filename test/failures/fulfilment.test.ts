// Recording a fulfilment event (src/flows/fulfil-order.ts) under an Idempotency-Key while the store fails: the key's
// record completes in the event's own transaction, so a failure of what would come after (the update of the
// record) cannot leave a recorded shipment without its replayable answer, and a retry never records it twice.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { OrderDoc } from '../../src/modules/orders/model.js';
import { tenantFilter } from '../../src/store/index.js';
import { failPointsOnly } from './support.js';
import { cardBody, checkedTest, newKey, shopSuite } from './shop.js';

const ctx = shopSuite(test, { seed: true });
const run = failPointsOnly(test);
const it = checkedTest(run, ctx);

const fulfil = (orderId: string, key: string) =>
  ctx.h.raw('POST', `/v1/businesses/${ctx.h.tenant.business_id}/orders/${orderId}/fulfillments?mode=test`, {
    key: null,
    headers: { authorization: `Bearer ${ctx.h.businessKey}`, 'idempotency-key': key },
    body: { type: 'delivered', description: 'Handed over at the counter' },
  });

it("the key's record cannot be updated after the transaction: not needed; 201, replayed, one event", async () => {
  const { s, cartId } = await ctx.shop.cart(1);
  const placed = await s.checkout(cardBody(cartId, { payment_method: 'cash' }), { 'Idempotency-Key': newKey() });
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  const orderId = placed.body.data.order_id;
  const key = newKey();
  // Every update of a key's record fails (twice, past the driver's one retry of a retryable write).
  const met = await ctx.h.fail(
    { times: 2 },
    { failCommands: ['update'], namespace: ctx.h.ns('idempotency_keys'), closeConnection: true },
  );
  const first = await fulfil(orderId, key);
  assert.is(first.status, 201, JSON.stringify(first.json));
  assert.is(await met(), 0, 'the record completed in the transaction, with no update of its own');
  const again = await fulfil(orderId, key);
  assert.is(again.status, 201, JSON.stringify(again.json));
  assert.is(again.headers.get('idempotent-replayed'), 'true');
  assert.equal(again.json, first.json);
  const order = await ctx.h.db
    .collection<OrderDoc>('orders')
    .findOne(tenantFilter<OrderDoc>(ctx.h.tenant, { _id: orderId }));
  assert.is(order?.fulfillments?.length, 1);
  assert.is(order?.status, 'completed');
  const events = await ctx.h.db
    .collection('events')
    .countDocuments({ ...ctx.h.tenant, 'data.id': orderId, type: 'order.fulfillment_created' });
  assert.is(events, 1);
});

test.run();
