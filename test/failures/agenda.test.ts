// Agenda's job locking under MongoDB's failures, with the worker running as in production (WORKER=true): Agenda
// takes each due job with a findOneAndUpdate on agendaJobs (its lock). While that fails the worker must carry on
// (Agenda reports the error and tries again on its next tick), and once the store answers every job runs, once: here
// the webhook dispatcher and the attempt it queues, for an order placed over HTTP while the locks failed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ATTEMPT_JOB } from '../../src/modules/webhooks/delivery.js';
import type { DeliveryDoc } from '../../src/modules/webhooks/model.js';
import { realClockStart } from '../harness/server.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { failPointsOnly, NOT_WRITABLE_PRIMARY, type FailData, type FailMode } from './support.js';
import { cardBody, newKey, shopSuite } from './shop.js';

let rx: Receiver;
// Agenda schedules on the real clock: the service's starts there too (tickMs 0 keeps it there).
const ctx = shopSuite(
  test,
  { seed: true, worker: true, now: realClockStart(), tickMs: 0, env: { RATE_LIMITS: 'off' } },
  {
    async setup({ shop }) {
      await shop.setStock(100);
      rx = await startReceiver();
    },
    teardown: async () => rx?.close(),
  },
);
const it = failPointsOnly(test);

async function until(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An endpoint for order.created, an order placed while the fail point is on for `ms`, and its delivery awaited. */
async function deliveredOnceThrough(path: string, mode: FailMode, data: FailData, ms: number): Promise<void> {
  const hook = await ctx.h.raw('POST', '/api/v1/webhooks', {
    key: ctx.h.secretKey,
    body: { url: rx.url(path), events: ['order.created'] },
  });
  assert.is(hook.status, 201);
  const { s, cartId } = await ctx.shop.cart(1);
  const before = await ctx.h.failPoint(mode, data);
  const placed = await s.checkout(cardBody(cartId), { 'Idempotency-Key': newKey() });
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  await new Promise((r) => setTimeout(r, ms));
  assert.ok((await ctx.h.failPoint('off')) > before, 'Agenda met the fail point');
  const got = () => rx.received.filter((r) => r.path === path);
  await until(`the delivery to ${path}`, async () => got().length > 0);
  // The dispatcher runs every 5 s: a second delivery would have come by its next runs.
  const rows = ctx.h.db.collection<DeliveryDoc>('webhook_deliveries');
  await until(
    'the attempt logged',
    async () => (await rows.countDocuments({ webhook_id: hook.json.data.id, status: 'succeeded' })) === 1,
  );
  await new Promise((r) => setTimeout(r, 6000));
  assert.is(got().length, 1, 'delivered once');
  assert.equal(got()[0].body.data.id, placed.body.data.order_id);
  assert.is(await rows.countDocuments({ webhook_id: hook.json.data.id, status: 'pending' }), 0);
  await until(
    'the attempt job removed',
    async () => (await ctx.h.db.collection('agendaJobs').countDocuments({ name: ATTEMPT_JOB })) === 0,
  );
  assert.is((await ctx.h.raw('DELETE', `/api/v1/webhooks/${hook.json.data.id}`, { key: ctx.h.secretKey })).status, 200);
}

it('every job lock fails with NotWritablePrimary for 4 s: the worker carries on, and then the delivery is made once', async () => {
  await deliveredOnceThrough(
    '/locks-down',
    'alwaysOn',
    { failCommands: ['findAndModify'], namespace: ctx.h.ns('agendaJobs'), errorCode: NOT_WRITABLE_PRIMARY },
    4000,
  );
});

it("a job lock's connection closes before its reply: the lock is sent again and taken once; delivered once", async () => {
  await deliveredOnceThrough(
    '/lock-lost',
    { times: 2 },
    { failCommands: ['findAndModify'], namespace: ctx.h.ns('agendaJobs'), closeConnection: true },
    2000,
  );
});

it('every answer was one the contract documents', () => {
  if (ctx.h) assert.equal(ctx.h.responseViolations(), []);
});

test.run();
