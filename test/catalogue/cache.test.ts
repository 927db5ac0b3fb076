// The catalogue micro-cache over HTTP: repeated reads are served from it, an import through this instance
// invalidates at once, and tenants never share answers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
let srv: Harness['srv'];
// Every request below goes through the harness's fetch (checked against the contract); the clock stays still.
let fetch: Harness['fetch'];
test.before(async () => {
  h = await startHarness({ seed: true, tickMs: 0, env: { CATALOGUE_CACHE_MS: '60000' } });
  srv = h.srv;
  fetch = h.fetch;
});
test.after(async () => {
  await h?.close();
});

const list = async (key: string) => {
  const res = await fetch(`${srv.url}/api/v1/catalogue/products?limit=100`, { headers: { 'x-api-key': key } });
  assert.is(res.status, 200);
  return (await res.json()).data.items as { id: string; name: string }[];
};

test('a write straight to the store is not seen until the cache is invalidated by a catalogue write', async () => {
  const demo = srv.demo!;
  const before = await list(demo.publishable_key);
  const target = before[0];
  await srv.services.db
    .collection('products')
    .updateOne({ _id: target.id as never }, { $set: { name: 'Renamed behind the cache' } });
  assert.is((await list(demo.publishable_key)).find((p) => p.id === target.id)?.name, target.name);

  // The live catalogue is a different tenant: its own answers, unaffected.
  const live = await list(demo.live_publishable_key);
  assert.not.ok(live.some((p) => p.id === target.id));

  // An import through the platform API invalidates this tenant at once.
  const res = await fetch(`${srv.url}/v1/businesses/${demo.business_id}/catalogue/import?dry_run=false`, {
    method: 'POST',
    headers: { authorization: `Bearer ${demo.business_key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      version: 1,
      locations: [{ ref: 'cache-test', name: 'Cache test shop', timezone: 'Africa/Accra' }],
    }),
  });
  assert.is(res.status, 200, await res.clone().text());
  assert.is((await list(demo.publishable_key)).find((p) => p.id === target.id)?.name, 'Renamed behind the cache');
});

test('concurrent identical reads on a cold entry all get the same answer, errors included', async () => {
  const demo = srv.demo!;
  const headers = { 'x-api-key': demo.publishable_key };
  const url = `${srv.url}/api/v1/catalogue/products?limit=7&sort_by=name`;
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => fetch(url, { headers }).then(async (r) => [r.status, await r.text()] as const)),
  );
  assert.ok(answers.every(([status]) => status === 200));
  assert.is(new Set(answers.map(([, text]) => text)).size, 1);
  assert.is(JSON.parse(answers[0][1]).data.items.length, 7);

  const missing = await Promise.all(
    Array.from({ length: 5 }, () =>
      fetch(`${srv.url}/api/v1/catalogue/products/prod_nope`, { headers }).then(
        async (r) => [r.status, await r.json()] as const,
      ),
    ),
  );
  for (const [status, body] of missing) assert.equal([status, body.error.code], [404, 'NOT_FOUND']);
  // Each answer carries its own request id and rate-limit headers, cached or not.
  const [a, b] = await Promise.all([fetch(url, { headers }), fetch(url, { headers })]);
  assert.is.not(a.headers.get('x-request-id'), b.headers.get('x-request-id'));
  for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-session-id'])
    assert.ok(a.headers.get(h), h);
});

test('every response above conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
