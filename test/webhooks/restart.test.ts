// Pending deliveries survive a restart: the server stops with a first attempt and a retry queued, a new one starts
// on the same store with the worker, and each pending delivery is made exactly once more. An attempt whose job
// was lost in a crash is swept up by the next server's worker.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import { recordEvent } from '../../src/modules/events/record.js';
import {
  ATTEMPT_JOB,
  ORPHAN_GRACE_MS,
  SWEEP_JOB,
  dispatchPendingEvents,
  runDeliveryAttempt,
} from '../../src/modules/webhooks/delivery.js';
import type { DeliveryDoc } from '../../src/modules/webhooks/model.js';
import { sampleEventData } from '../../src/modules/webhooks/samples.js';
import { startHarness } from '../harness/harness.js';
import { realClockStart, startTestServer, type TestServer } from '../harness/server.js';
import { lastingStore, type LastingStore } from '../harness/store-mode.js';
import { exitWhenDone } from '../store/helpers.js';
import { startReceiver, verifyDelivery, type Receiver } from './receiver.js';

// Agenda schedules and runs jobs on the real clock: both servers' clocks start at the real time (realClockStart).
// Each restart is on a lastingStore: the same DATA_DIR, and on MONGODB_URI the same database.
let store: LastingStore;
let rx: Receiver;
let second: TestServer | undefined;
test.before(async () => {
  store = await lastingStore('sfc-webhooks-restart-');
  rx = await startReceiver();
});
test.after(async () => {
  await second?.close();
  await rx?.close();
  await store?.remove();
  exitWhenDone();
});

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  // Waits for the worker (Agenda polls every second); the bound only turns a hang into a failure.
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

test('deliveries pending at shutdown are made exactly once by the next server', async () => {
  const first = await startHarness({ seed: true, tickMs: 0, now: realClockStart(), env: store.env });
  const demo = first.demo;
  const tenant = { business_id: demo.business_id, livemode: false };
  const client = first.storefront(demo.secret_key);
  const a = (await sf.createWebhook({ client, body: { url: rx.url('/a'), events: ['order.created'] } })).data!.data;
  const b = (await sf.createWebhook({ client, body: { url: rx.url('/b'), events: ['order.created'] } })).data!.data;
  rx.answer('/b', 500);
  const event = await recordEvent(first.db, tenant, {
    type: 'order.created',
    data: sampleEventData('order.created'),
    now: first.clock.now(),
  });
  assert.is(await dispatchPendingEvents(first.srv.services), 2);
  // b's first attempt fails before the stop (its retry is queued a minute out); a's first attempt is still pending.
  const rows = first.db.collection<DeliveryDoc>('webhook_deliveries');
  const bFirst = (await rows.findOne({ webhook_id: b.id }))!;
  assert.is((await runDeliveryAttempt(first.srv.services, bFirst._id))!.status, 'failed');
  assert.equal(first.responseViolations(), []);
  await first.close();
  assert.is(rx.received.length, 1);

  second = await startTestServer({ worker: true, now: realClockStart(), env: store.env });
  const db = second.services.db;
  // The retry is due in a minute: bring its job forward rather than wait.
  const bRetry = (await db
    .collection<DeliveryDoc>('webhook_deliveries')
    .findOne({ webhook_id: b.id, status: 'pending' }))!;
  await db
    .collection('agendaJobs')
    .updateOne({ name: ATTEMPT_JOB, 'data.delivery_id': bRetry._id }, { $set: { nextRunAt: new Date() } });
  await until(
    'both deliveries acknowledged',
    async () => (await db.collection<DeliveryDoc>('webhook_deliveries').countDocuments({ status: 'succeeded' })) === 2,
  );
  // The worker's dispatcher has run by now too (it starts with the worker): nothing is sent again.
  await until(
    'the dispatcher to have run',
    async () =>
      (await db
        .collection('agendaJobs')
        .findOne({ name: 'webhook-dispatch-events', lastFinishedAt: { $ne: null } })) !== null,
  );
  assert.is(await db.collection<DeliveryDoc>('webhook_deliveries').countDocuments({ status: 'pending' }), 0);
  // A finished attempt's job is deleted (src/jobs/webhooks.ts): none is left behind to slow the worker's queries.
  await until(
    "the finished attempts' jobs to be removed",
    async () => (await db.collection('agendaJobs').countDocuments({ name: ATTEMPT_JOB })) === 0,
  );

  const toA = rx.received.filter((r) => r.path === '/a');
  const toB = rx.received.filter((r) => r.path === '/b');
  assert.is(toA.length, 1, 'a: exactly once');
  assert.is(toB.length, 2, 'b: the failed attempt before the stop, then exactly one more');
  for (const r of toA) assert.is(verifyDelivery(a.secret, r, Number(r.headers['webhook-timestamp'])), null);
  for (const r of toB) assert.is(verifyDelivery(b.secret, r, Number(r.headers['webhook-timestamp'])), null);
  assert.ok([...toA, ...toB].every((r) => r.body.id === event._id));
});

test("a queued attempt that lost its job before a crash is swept up and delivered by the next server's worker", async () => {
  const crashed = await lastingStore('sfc-webhooks-orphan-');
  let next: TestServer | undefined;
  try {
    const first = await startHarness({ seed: true, tickMs: 0, now: realClockStart(), env: crashed.env });
    const demo = first.demo;
    const tenant = { business_id: demo.business_id, livemode: false };
    const client = first.storefront(demo.secret_key);
    const hook = (await sf.createWebhook({ client, body: { url: rx.url('/orphan'), events: ['order.created'] } })).data!
      .data;
    const event = await recordEvent(first.db, tenant, {
      type: 'order.created',
      data: sampleEventData('order.created'),
      now: first.clock.now(),
    });
    assert.is(await dispatchPendingEvents(first.srv.services), 1);
    // The process dies after writing the attempt's row and before its job: no job in the store.
    await first.db.collection('agendaJobs').deleteMany({ name: ATTEMPT_JOB });
    assert.equal(first.responseViolations(), []);
    await first.close();

    // The next server starts with its worker once the attempt is overdue past the grace period; the sweep runs
    // when the worker starts, as the dispatcher does.
    next = await startTestServer({
      worker: true,
      now: new Date(realClockStart().getTime() + ORPHAN_GRACE_MS + 5000),
      env: crashed.env,
    });
    const rows = next.services.db.collection<DeliveryDoc>('webhook_deliveries');
    await until(
      'the orphaned attempt delivered',
      async () => (await rows.countDocuments({ webhook_id: hook.id, status: 'succeeded' })) === 1,
    );
    const got = rx.received.filter((r) => r.path === '/orphan');
    assert.is(got.length, 1);
    assert.is(got[0].body.id, event._id);
    assert.ok(
      await next.services.db.collection('agendaJobs').findOne({ name: SWEEP_JOB }),
      'the sweep is a recurring job',
    );
  } finally {
    await next?.close();
    await crashed.remove();
  }
});

test.run();
