// Uploads (src/flows/uploads.ts: init, the single-use PUT of the bytes, confirm) under MongoDB's failures, over
// HTTP on the demo business. Whatever fails, an upload ends confirmed once with its bytes served, or is left so
// that what the client is told to do next works: a PUT the store failed to note may be sent again, and a confirm
// is safe to repeat (503 retryable), never an upload stuck half-way.
import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exitWhenDone } from '../store/helpers.js';
import { assertStoreDown, failPointsOnly, startFailureHarness, type FailureHarness } from './support.js';

let h: FailureHarness | null;
const it = failPointsOnly(test);

test.before(async () => {
  h = await startFailureHarness({ seed: true, tickMs: 0, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
  exitWhenDone();
});

const bytes = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff);
const uploads = () => h!.db.collection<{ _id: string; status: string; sha256: string | null }>('uploads');

/** A customer upload started over HTTP: its id, its PUT URL, and what put()/confirm() answer. */
async function started(seed: number) {
  const sessionId = h!.shopper().sessionId;
  const body = bytes(20_000, seed);
  const init = await h!.raw('POST', '/api/v1/uploads/init', {
    sessionId,
    body: { filename: `photo-${seed}.png`, content_type: 'image/png', size_bytes: body.length },
  });
  assert.is(init.status, 200, JSON.stringify(init.json));
  const { upload_id, upload_url } = init.json.data;
  return {
    id: upload_id as string,
    body,
    put: () =>
      h!.fetch(upload_url, {
        method: 'PUT',
        body,
        headers: { 'content-type': 'image/png' },
        duplex: 'half',
      } as RequestInit),
    confirm: () => h!.raw('POST', '/api/v1/uploads/confirm', { sessionId, body: { upload_id } }),
  };
}

/** Confirmed once, and the file host serves exactly its bytes. */
async function served(u: Awaited<ReturnType<typeof started>>, url: string): Promise<void> {
  const row = await uploads().findOne({ _id: u.id });
  assert.is(row?.status, 'confirmed');
  assert.is(row?.sha256, createHash('sha256').update(u.body).digest('hex'));
  const file = await fetch(url);
  assert.is(file.status, 200);
  assert.equal(new Uint8Array(await file.arrayBuffer()), u.body);
}

it("the PUT's claim loses its reply (the connection closes): claimed once, stored, confirmed", async () => {
  const u = await started(1);
  const met = await h!.fail(
    { times: 1 },
    { failCommands: ['findAndModify'], namespace: h!.ns('uploads'), closeConnection: true },
  );
  const put = await u.put();
  assert.is(put.status, 204, await put.text());
  assert.is(await met(), 1);
  const confirmed = await u.confirm();
  assert.is(confirmed.status, 200, JSON.stringify(confirmed.json));
  await served(u, confirmed.json.data.url);
});

it('the store fails to note the bytes after the PUT stored them: 503, and the PUT sent again is taken (not refused until the URL lapses)', async () => {
  const u = await started(2);
  const met = await h!.fail({ times: 1 }, { failCommands: ['update'], namespace: h!.ns('uploads'), errorCode: 50 });
  const put = await u.put();
  assert.is(await met(), 1);
  const body = JSON.parse(await put.text());
  assertStoreDown({ status: put.status, body }, true);
  assert.is((await uploads().findOne({ _id: u.id }))?.status, 'pending', 'released for the PUT to come again');
  const again = await u.put();
  assert.is(again.status, 204, await again.text());
  const confirmed = await u.confirm();
  assert.is(confirmed.status, 200, JSON.stringify(confirmed.json));
  await served(u, confirmed.json.data.url);
});

it('confirm fails for good (MaxTimeMSExpired): 503 retryable (a confirm is safe to repeat); confirmed once afterwards', async () => {
  const u = await started(3);
  assert.is((await u.put()).status, 204);
  const met = await h!.fail('alwaysOn', {
    failCommands: ['findAndModify'],
    namespace: h!.ns('uploads'),
    errorCode: 50,
  });
  assertStoreDown(await u.confirm(), true);
  assert.ok((await met()) >= 1);
  assert.is((await uploads().findOne({ _id: u.id }))?.status, 'received');
  const confirmed = await u.confirm();
  assert.is(confirmed.status, 200);
  const twice = await u.confirm();
  assert.equal(twice.json.data, confirmed.json.data, 'a repeat answers the same record');
  await served(u, confirmed.json.data.url);
});

it('confirm commits but its reply is lost (a write concern error): 503 retryable; the repeat answers the confirmed upload', async () => {
  const u = await started(4);
  assert.is((await u.put()).status, 204);
  const met = await h!.fail(
    { times: 1 },
    {
      failCommands: ['findAndModify'],
      namespace: h!.ns('uploads'),
      writeConcernError: { code: 100, codeName: 'UnsatisfiableWriteConcern', errmsg: 'Not enough data-bearing nodes' },
    },
  );
  assertStoreDown(await u.confirm(), true);
  assert.is(await met(), 1);
  const confirmed = await u.confirm();
  assert.is(confirmed.status, 200);
  await served(u, confirmed.json.data.url);
});

it('every answer was one the contract documents', () => {
  if (h) assert.equal(h.responseViolations(), []);
});

test.run();
