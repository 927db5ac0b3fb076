// Registering, listing and deleting endpoints: the secret is shown once, publishable keys are refused, event types
// and duplicate URLs are checked (also under concurrency), delete is idempotent; in production, http and
// non-public addresses are refused; in dev mode, only loopback is added to the public addresses.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import { startWebhookEnv, type WebhookEnv } from './env.js';

let dev: WebhookEnv;
let prod: WebhookEnv;
test.before(async () => {
  dev = await startWebhookEnv();
  prod = await startWebhookEnv({ env: { NODE_ENV: 'production' } });
});
test.after(async () => {
  await dev?.close();
  await prod?.close();
});

test('register shows the secret once; the list never does; one endpoint per URL; delete is idempotent', async () => {
  const client = dev.storefront();
  const created = await sf.createWebhook({
    client,
    body: { url: 'http://127.0.0.1:9/a', events: ['order.created', 'booking.created'] },
  });
  assert.is(created.response.status, 201);
  const hook = created.data!.data;
  assert.match(hook.id, /^whk_/);
  assert.match(hook.secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
  assert.equal([hook.status, hook.failure_count, hook.last_delivery_at, hook.description], ['active', 0, null, null]);

  const list = await sf.listWebhooks({ client });
  const listed = list.data!.data.find((w) => w.id === hook.id)!;
  assert.ok(listed);
  assert.not.ok('secret' in listed);
  assert.not.ok(JSON.stringify(list.data).includes(hook.secret));

  const again = await sf.createWebhook({ client, body: { url: 'http://127.0.0.1:9/a', events: ['order.updated'] } });
  assert.is(again.response.status, 409);

  for (let i = 0; i < 2; i++) {
    const del = await sf.deleteWebhook({ client, path: { webhook_id: hook.id } });
    assert.is(del.response.status, 200);
    assert.equal(del.data!.data, { id: hook.id, deleted: true });
  }
  assert.not.ok((await sf.listWebhooks({ client })).data!.data.some((w) => w.id === hook.id));
});

test('concurrent registrations of one URL: exactly one succeeds, the others are 409; other modes and businesses are separate', async () => {
  const client = dev.storefront();
  const url = 'http://127.0.0.1:9/race';
  const burst = await Promise.all(
    Array.from({ length: 8 }, () => sf.createWebhook({ client, body: { url, events: ['order.created'] } })),
  );
  const statuses = burst.map((r) => r.response.status).sort();
  assert.equal(statuses, [201, 409, 409, 409, 409, 409, 409, 409]);
  for (const r of burst.filter((x) => x.response.status === 409))
    assert.is((r.error as { error: { code: string } }).error.code, 'CONFLICT');
  const listed = (await sf.listWebhooks({ client })).data!.data.filter((w) => w.url === url);
  assert.is(listed.length, 1);
  // The same URL in live mode is another endpoint.
  const live = await sf.createWebhook({
    client: dev.storefront(dev.srv.demo!.live_secret_key),
    body: { url, events: ['order.created'] },
  });
  assert.is(live.response.status, 201);
  // After a delete the URL can be registered again.
  await sf.deleteWebhook({ client, path: { webhook_id: listed[0].id } });
  assert.is((await sf.createWebhook({ client, body: { url, events: ['order.updated'] } })).response.status, 201);
});

test('publishable keys are refused; unknown and repeated event types are 400', async () => {
  const pk = dev.storefront(dev.srv.demo!.publishable_key);
  assert.is(
    (await sf.createWebhook({ client: pk, body: { url: 'http://127.0.0.1:9/b', events: ['order.created'] } })).response
      .status,
    403,
  );
  assert.is((await sf.listWebhooks({ client: pk })).response.status, 403);
  assert.is((await sf.deleteWebhook({ client: pk, path: { webhook_id: 'whk_x1234567' } })).response.status, 403);
  const sk = dev.storefront();
  assert.is(
    (await sf.createWebhook({ client: sk, body: { url: 'http://127.0.0.1:9/b', events: ['order.shipped' as never] } }))
      .response.status,
    400,
  );
  assert.is(
    (
      await sf.createWebhook({
        client: sk,
        body: { url: 'http://127.0.0.1:9/b', events: ['order.created', 'order.created'] },
      })
    ).response.status,
    400,
  );
});

test('production refuses http and URLs resolving to loopback, private, link-local, CGNAT or metadata addresses', async () => {
  const client = prod.storefront();
  for (const url of [
    'http://93.184.215.14/hook',
    'https://127.0.0.1/hook',
    'https://10.0.0.5/hook',
    'https://192.168.1.20/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.1.1/hook',
    'https://[::1]/hook',
    'https://localhost/hook',
  ]) {
    const res = await sf.createWebhook({ client, body: { url, events: ['order.created'] } });
    assert.is(res.response.status, 400, url);
    const err = (res.error as { error: { code: string; message: string } }).error;
    assert.is(err.code, 'VALIDATION_ERROR', url);
    assert.match(err.message, /^url: /, url);
  }
  const ok = await sf.createWebhook({ client, body: { url: 'https://93.184.215.14/hook', events: ['order.created'] } });
  assert.is(ok.response.status, 201);
});

test('dev mode takes http and loopback receivers, but not private networks or cloud metadata', async () => {
  const client = dev.storefront();
  for (const url of [
    'https://169.254.169.254/latest/meta-data',
    'http://10.0.0.1/hook',
    'https://[fd00::1]/hook',
    'http://172.16.5.4/hook',
  ]) {
    const res = await sf.createWebhook({ client, body: { url, events: ['order.created'] } });
    assert.is(res.response.status, 400, url);
    assert.match(
      (res.error as { error: { message: string } }).error.message,
      /^url: must resolve to a public or loopback address/,
      url,
    );
  }
  for (const url of ['http://127.0.0.1:9/dev-hook', 'http://[::1]:9/dev-hook']) {
    assert.is((await sf.createWebhook({ client, body: { url, events: ['order.created'] } })).response.status, 201, url);
  }
});

test('every response conformed to the contract', () => {
  assert.equal(dev.responseViolations(), []);
  assert.equal(prod.responseViolations(), []);
});

test.run();
