// A request with a body is watched until its last byte arrives (src/http/kit/body-timeout.ts); once it is answered,
// nothing of the server may keep it. The watch's timer used to stay armed for half the idle limit after the body
// had arrived, holding the request, its answer and their socket: under load, every request of the last 10 s stayed
// alive (7,400 at 700 requests/s), and the young generation's collections copied them all. Here: 40 answered POSTs
// with the default limits, then a full collection; their request objects must be gone.
import { channel } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let h: Harness;
test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
});

test('answered requests with a body are released (no watch timer holds them)', async () => {
  const seen: WeakRef<IncomingMessage>[] = [];
  const start = channel('http.server.request.start');
  const onStart = (m: unknown) => seen.push(new WeakRef((m as { request: IncomingMessage }).request));
  start.subscribe(onStart);
  try {
    for (let i = 0; i < 40; i++) {
      const r = await fetch(`${h.url}/api/v1/cart/items`, {
        method: 'POST',
        // A connection per request: a kept-alive socket may hold its last request, which is not the point here.
        headers: { 'x-api-key': h.publishableKey, 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ item_id: 'prod_missing', quantity: 1 }),
      });
      await r.arrayBuffer();
      assert.is(r.status, 404);
    }
  } finally {
    start.unsubscribe(onStart);
  }
  assert.is(seen.length, 40);
  // Sockets close and timers of the answers run on the next turns; WeakRefs clear only after a collection and
  // the end of the job that ran it.
  await new Promise((r) => setTimeout(r, 200));
  gc();
  await new Promise((r) => setTimeout(r, 0));
  gc();
  const alive = seen.filter((w) => w.deref() !== undefined).length;
  assert.ok(alive <= 2, `${alive} of 40 answered requests still held`);
});

test.run();
