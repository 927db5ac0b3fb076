// Live mode never settles through the sandbox: with no live payment provider configured, card and mobile money
// answer 503 with the reason (nothing created), and cash orders are taken, pending until the business marks them
// paid.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cardBody, startCheckoutEnv, type CheckoutEnv } from './checkout-env.js';

let env: CheckoutEnv;
let liveKey: string;
let liveBeans: string;

test.before(async () => {
  env = await startCheckoutEnv();
  liveKey = env.srv.demo!.live_publishable_key;
  const res = await env.raw('GET', '/api/v1/catalogue/products?limit=100', { headers: { 'x-api-key': liveKey } });
  liveBeans = res.json.data.items.find((p: { slug: string }) => p.slug === 'house-blend-coffee-beans').id;
});
test.after(async () => {
  await env?.close();
});

test('a live card checkout is 503 SERVICE_UNAVAILABLE naming the missing provider; nothing is created', async () => {
  const shopper = env.shopper({ key: liveKey });
  await shopper.add(liveBeans, 1);
  const before = await env.srv.services.db.collection('orders').countDocuments({ livemode: true });
  const res = await shopper.checkout(cardBody(await shopper.cartId()));
  assert.is(res.status, 503);
  assert.is(res.body.error.code, 'SERVICE_UNAVAILABLE');
  assert.match(res.body.error.message, /No live payment provider/);
  // A configuration problem: retrying cannot help, so the answer does not invite it.
  assert.is(res.body.error.retryable, false);
  assert.not.match(res.body.error.message, /retry/);
  assert.is(await env.srv.services.db.collection('orders').countDocuments({ livemode: true }), before);
});

test('a live cash checkout is taken and stays pending', async () => {
  const shopper = env.shopper({ key: liveKey });
  await shopper.add(liveBeans, 1);
  const res = await shopper.checkout(cardBody(await shopper.cartId(), { payment_method: 'cash' }));
  assert.is(res.status, 201, JSON.stringify(res.body));
  assert.is(res.body.data.payment_status, 'pending');
  assert.is(res.body.data.redirect_url, null);
});

test('every response above conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
