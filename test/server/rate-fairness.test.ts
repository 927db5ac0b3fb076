// The publishable-key limits are fair: one IP may use at most 250 of its business's 1,000 requests a minute, and
// refused requests spend no budget, so one client cannot lock every other shopper out. Clients bind different
// loopback addresses (127.0.0.0/8 is all local), as shoppers on different networks would arrive.
import { request } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;

test.before(async () => {
  // The clock moves only when this file moves it: at most 90 requests per second of service time per IP, so the
  // per-second limit never decides, and the whole test stays inside one minute window.
  h = await startHarness({ seed: true, tickMs: 0 });
  const now = h.clock.now().getTime();
  h.clock.set(now - (now % 60_000) + 60_000);
});
test.after(async () => {
  await h?.close();
});

function getFrom(ip: string, path: string): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(`${h.url}${path}`, { localAddress: ip, headers: { 'x-api-key': h.publishableKey } }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] as string | undefined }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** `n` requests from `ip`, the clock moving one second every 90, answering the statuses seen. */
async function burst(ip: string, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    if (i > 0 && i % 90 === 0) h.clock.advance(1000);
    statuses.push((await getFrom(ip, '/api/v1/catalogue/categories')).status);
  }
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

test('one IP gets a fair share of the business budget; refused requests spend none of it; the others go on', async () => {
  const greedy = await burst('127.0.0.1', 330);
  assert.is(count(greedy, 200), 250, 'the first 250 are admitted');
  assert.is(count(greedy, 429), 80, 'the rest are refused');
  const refused = await getFrom('127.0.0.1', '/api/v1/catalogue/categories');
  assert.is(refused.status, 429);
  assert.ok(Number(refused.retryAfter) >= 1);

  // Three more shoppers use the rest of the minute's 1,000: the 81 refused requests above spent nothing.
  for (const ip of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
    const statuses = await burst(ip, 250);
    assert.is(count(statuses, 200), 250, ip);
  }
  // Now the business budget is spent, for everyone.
  assert.is((await getFrom('127.0.0.5', '/api/v1/catalogue/categories')).status, 429);
  // The next minute, everyone is back.
  h.clock.advance(60_000);
  assert.is((await getFrom('127.0.0.1', '/api/v1/catalogue/categories')).status, 200);
  assert.is((await getFrom('127.0.0.5', '/api/v1/catalogue/categories')).status, 200);
});

test.run();
