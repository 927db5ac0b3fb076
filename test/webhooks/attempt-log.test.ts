// Attempt outcomes written together (src/modules/webhooks/attempt-log.ts), on the real store: an outcome alone is
// written at once; those that end while a write is in flight go as the next write, one command for all; each row
// gets its own outcome, in its own tenant only.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { logAttempt } from '../../src/modules/webhooks/attempt-log.js';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
/** The store's `update` commands on webhook_deliveries so far, each with its number of statements. */
const updates: number[] = [];

test.before(async () => {
  h = await startHarness({ monitorStoreCommands: true });
  h.srv.services.store.client.on('commandStarted', (e) => {
    if (e.commandName === 'update' && e.command.update === 'webhook_deliveries') updates.push(e.command.updates.length);
  });
});
test.after(async () => {
  await h?.close();
});

const deliveries = () => h.db.collection<{ _id: string; [k: string]: unknown }>('webhook_deliveries');
const row = (id: string, business_id = 'biz_log') => ({ _id: id, business_id, livemode: false, status: 'pending' });

test('one outcome is written at once; outcomes ending meanwhile go together in the next write', async () => {
  const rows = ['whd_l1', 'whd_l2', 'whd_l3', 'whd_l4', 'whd_l5'].map((id) => row(id));
  await deliveries().insertMany(rows);
  updates.length = 0;
  await Promise.all(
    rows.map((r, i) => logAttempt(h.srv.services, r, { status: 'succeeded', response_status: 200 + i } as never)),
  );
  assert.equal(updates, [1, 4], 'the first alone, the four that waited in one command');
  const stored = await deliveries()
    .find({ _id: { $in: rows.map((r) => r._id) } }, { sort: { _id: 1 } })
    .toArray();
  assert.equal(
    stored.map((d) => [d._id, d.status, d.response_status]),
    rows.map((r, i) => [r._id, 'succeeded', 200 + i]),
  );
});

test("an outcome reaches only its own tenant's row", async () => {
  await deliveries().insertOne(row('whd_other', 'biz_other'));
  await logAttempt(h.srv.services, row('whd_other', 'biz_log'), { status: 'failed' } as never);
  assert.is((await deliveries().findOne({ _id: 'whd_other' }))?.status, 'pending');
});

test.run();
