// The hosted pages over plain HTTP (the browser test drives them in Chromium): the pay page's content, escaping,
// CSRF check, Approve/Decline settling the payment and redirecting; the hosted checkout session from creation to a
// paid order.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as pf from '../../generated/sdk/platform/sdk.gen.js';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import type { PaymentDoc } from '../../src/modules/orders/model.js';
import { csrfOf, page } from '../harness/pages.js';
import { startOrders, type OrdersEnv } from './orders-support.js';

let env: OrdersEnv;
test.before(async () => {
  env = await startOrders();
});
test.after(async () => {
  await env?.close();
});

const get = (url: string, cookie?: string) => page(url, { cookie });
const post = (url: string, form: Record<string, string>, cookie?: string | null) => page(url, { form, cookie });
const payUrl = (ref: string) => `${env.srv.url}/pay/${ref}`;
const paymentStatus = async (id: string) =>
  (await env.srv.services.db.collection<PaymentDoc>('payments').findOne({ _id: id }))!.status;

test('the pay page shows merchant, amount and order number, escaped, with two labelled form buttons', async () => {
  const { payment } = await env.seedOrder({ order_number: '<img src=x onerror=alert(1)>' });
  const page = await get(payUrl(payment._id));
  assert.is(page.status, 200);
  assert.ok(page.html.includes('Osu Corner Café') || page.html.includes('Osu Corner Caf'), 'merchant name');
  assert.ok(page.html.includes('GHS 195.50'), 'amount');
  assert.ok(page.html.includes('&lt;img src=x onerror=alert(1)&gt;'), 'order number escaped');
  assert.not.ok(page.html.includes('<img src=x'), 'no raw markup from data');
  assert.is((page.html.match(/<form method="post"/g) ?? []).length, 2);
  assert.match(page.html, /<button type="submit"[^>]*id="approve">Approve payment/);
  assert.match(page.html, /<button type="submit"[^>]*id="decline">Decline payment/);
  assert.ok(csrfOf(page.html).length === 32);
  assert.match(page.cookie ?? '', /^page_csrf=/);
});

test("a POST without the page's CSRF cookie settles nothing (403)", async () => {
  const { payment } = await env.seedOrder();
  const page = await get(payUrl(payment._id));
  const forged = await post(`${payUrl(payment._id)}/approve`, { csrf_token: csrfOf(page.html) });
  assert.is(forged.status, 403);
  const mismatched = await post(`${payUrl(payment._id)}/approve`, { csrf_token: 'A'.repeat(32) }, page.cookie);
  assert.is(mismatched.status, 403);
  assert.is(await paymentStatus(payment._id), 'pending');
});

test('Approve settles the payment and redirects to success_url; pressing again changes nothing', async () => {
  const { payment, order, billToken } = await env.seedOrder(
    {},
    { success_url: 'https://shop.example.com/thanks', cancel_url: 'https://shop.example.com/cart' },
  );
  const page = await get(payUrl(payment._id));
  const done = await post(`${payUrl(payment._id)}/approve`, { csrf_token: csrfOf(page.html) }, page.cookie);
  assert.is(done.status, 303);
  assert.is(done.location, 'https://shop.example.com/thanks');
  const ps = await sf.getOrderPaymentStatus({ client: env.storefront({ billToken }), path: { order_id: order._id } });
  assert.is(ps.data!.data.payment_status, 'succeeded');
  assert.type(ps.data!.data.settled_at, 'string');
  const again = await post(`${payUrl(payment._id)}/decline`, { csrf_token: csrfOf(page.html) }, page.cookie);
  assert.is(again.status, 303);
  assert.is(again.location, 'https://shop.example.com/thanks', 'the outcome stands');
  assert.is(await paymentStatus(payment._id), 'succeeded');
  const types = (await env.events(order._id)).map((e) => e.type).sort();
  assert.equal(types, ['order.updated', 'payment.completed']);
  const revisit = await get(payUrl(payment._id));
  assert.match(revisit.html, /data-status="succeeded"/);
  assert.not.match(revisit.html, /id="approve"/);
});

test('Decline fails the payment; without a cancel_url the page shows the outcome', async () => {
  const { payment, order } = await env.seedOrder();
  const page = await get(payUrl(payment._id));
  const done = await post(`${payUrl(payment._id)}/decline`, { csrf_token: csrfOf(page.html) }, page.cookie);
  assert.is(done.status, 200);
  assert.match(done.html, /data-status="failed"/);
  assert.is(await paymentStatus(payment._id), 'failed');
  assert.ok((await env.events(order._id)).some((e) => e.type === 'payment.failed'));
});

test('a stored return URL that fails the rule (stored before it) is never followed: the outcome page instead', async () => {
  const { payment } = await env.seedOrder(
    {},
    { success_url: 'javascript:alert(document.cookie)', cancel_url: 'https://evil.example/' },
  );
  const page = await get(payUrl(payment._id));
  const done = await post(`${payUrl(payment._id)}/approve`, { csrf_token: csrfOf(page.html) }, page.cookie);
  assert.is(done.status, 200);
  assert.is(done.location, null);
  assert.match(done.html, /data-status="succeeded"/);
  assert.not.ok(done.html.includes('javascript:'));

  const declined = await env.seedOrder(
    {},
    { success_url: 'https://shop.example.com/thanks', cancel_url: '//evil.example/cart' },
  );
  const page2 = await get(payUrl(declined.payment._id));
  const no = await post(`${payUrl(declined.payment._id)}/decline`, { csrf_token: csrfOf(page2.html) }, page2.cookie);
  assert.is(no.status, 200);
  assert.is(no.location, null);
  assert.match(no.html, /data-status="failed"/);
});

test('unknown payment references are a 404 page', async () => {
  const page = await get(payUrl('pay_doesNotExist1234'));
  assert.is(page.status, 404);
  assert.match(page.html, /Payment not found/);
});

test('checkout sessions: secret key only; unknown cart 404; bad URLs 400; empty cart 409', async () => {
  const { cartId } = await env.cartWithItem();
  const body = {
    cart_id: cartId,
    success_url: 'https://shop.example.com/thanks?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://shop.example.com/cart',
  };
  const pk = await pf.createCheckoutSession({ client: env.platform(env.publishableKey), body });
  assert.is(pk.response.status, 403);
  const unknown = await pf.createCheckoutSession({
    client: env.platform(env.secretKey),
    body: { ...body, cart_id: 'cart_unknown12345' },
  });
  assert.is(unknown.response.status, 404);
  const live = await pf.createCheckoutSession({ client: env.platform(env.srv.demo!.live_secret_key), body });
  assert.is(live.response.status, 404, 'a sandbox cart is not visible to live keys');
  const badUrl = await pf.createCheckoutSession({
    client: env.platform(env.secretKey),
    body: { ...body, success_url: 'ftp://x' },
  });
  assert.is(badUrl.response.status, 400);
  const sessions = () => env.srv.services.db.collection('checkout_sessions').countDocuments({});
  const before = await sessions();
  for (const cancel_url of [
    'javascript:alert(document.cookie)',
    'https://u:p@evil.example/',
    '//evil.example/cart',
    '/cart',
    'https://shop.example.com/a b',
  ]) {
    const bad = await pf.createCheckoutSession({ client: env.platform(env.secretKey), body: { ...body, cancel_url } });
    assert.is(bad.response.status, 400, cancel_url);
    const error = (bad.error as { error: { code: string; message: string } }).error;
    assert.is(error.code, 'VALIDATION_ERROR');
    assert.match(error.message, /cancel_url: /, cancel_url);
  }
  const credentials = await pf.createCheckoutSession({
    client: env.platform(env.secretKey),
    body: { ...body, success_url: 'https://shop.example.com@evil.example/?s={CHECKOUT_SESSION_ID}' },
  });
  assert.is(credentials.response.status, 400);
  assert.match(
    (credentials.error as { error: { message: string } }).error.message,
    /^success_url: must not contain credentials/,
  );
  assert.is(await sessions(), before, 'no session created');
  await env.srv.services.db.collection('carts').updateOne({ _id: cartId as never }, { $set: { items: [] } });
  const empty = await pf.createCheckoutSession({ client: env.platform(env.secretKey), body });
  assert.is(empty.response.status, 409);
});

test('hosted checkout: the page lists the cart, the form creates the order, card goes to the pay page, approval completes the session', async () => {
  const { cartId } = await env.cartWithItem();
  const created = await pf.createCheckoutSession({
    client: env.platform(env.secretKey),
    headers: { 'Idempotency-Key': `cs-${cartId}` },
    body: {
      cart_id: cartId,
      success_url: 'https://shop.example.com/thanks?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example.com/cart',
    },
  });
  assert.is(created.response.status, 201);
  const cs = created.data!.data;
  assert.match(cs.id, /^cs_/);
  assert.is(cs.status, 'open');
  assert.is(cs.url, `${env.srv.url}/checkout/${cs.id}`);
  const replay = await pf.createCheckoutSession({
    client: env.platform(env.secretKey),
    headers: { 'Idempotency-Key': `cs-${cartId}` },
    body: {
      cart_id: cartId,
      success_url: 'https://shop.example.com/thanks?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example.com/cart',
    },
  });
  assert.is(replay.response.headers.get('idempotent-replayed'), 'true');
  assert.is(replay.data!.data.id, cs.id);

  const page = await get(cs.url);
  assert.is(page.status, 200);
  assert.match(page.html, /House blend coffee beans/);
  assert.match(page.html, /<label for="email">/);
  const incomplete = await post(
    cs.url,
    { csrf_token: csrfOf(page.html), name: 'Ama', payment_method: 'card' },
    page.cookie,
  );
  assert.is(incomplete.status, 400);
  assert.match(incomplete.html, /email address or a phone number/);

  const submitted = await post(
    cs.url,
    { csrf_token: csrfOf(page.html), name: 'Ama Mensah', email: 'ama@example.com', payment_method: 'card' },
    page.cookie,
  );
  assert.is(submitted.status, 303, submitted.html.slice(0, 500));
  assert.match(submitted.location ?? '', /\/pay\/pay_[A-Za-z0-9]+$/);

  const pay = await get(submitted.location!);
  const approved = await post(`${submitted.location}/approve`, { csrf_token: csrfOf(pay.html) }, pay.cookie);
  assert.is(approved.status, 303);
  assert.is(approved.location, `https://shop.example.com/thanks?session=${cs.id}`);
  const stored = await env.srv.services.db.collection('checkout_sessions').findOne({ _id: cs.id as never });
  assert.is(stored!.status, 'complete');
  const order = await env.order(stored!.order_id);
  assert.is(order.payment_status, 'succeeded');
  const closed = await get(cs.url);
  assert.match(closed.html, /data-status="complete"/);
});

test('hosted checkout with session URLs stored before the rule: no Cancel link, and approval shows the outcome', async () => {
  const { cartId } = await env.cartWithItem();
  const created = await pf.createCheckoutSession({
    client: env.platform(env.secretKey),
    body: {
      cart_id: cartId,
      success_url: 'https://shop.example.com/thanks?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example.com/cart',
    },
  });
  const cs = created.data!.data;
  await env.srv.services.db
    .collection('checkout_sessions')
    .updateOne(
      { _id: cs.id as never },
      { $set: { success_url: 'javascript:alert(document.cookie)', cancel_url: 'data:text/html,<b>x</b>' } },
    );
  const page = await get(cs.url);
  assert.is(page.status, 200);
  assert.not.match(page.html, /id="cancel"/);
  assert.not.ok(page.html.includes('javascript:') || page.html.includes('data:text'));
  const submitted = await post(
    cs.url,
    { csrf_token: csrfOf(page.html), name: 'Ama Mensah', email: 'ama@example.com', payment_method: 'card' },
    page.cookie,
  );
  assert.is(submitted.status, 303, submitted.html.slice(0, 500));
  assert.match(submitted.location ?? '', /\/pay\/pay_[A-Za-z0-9]+$/);
  const pay = await get(submitted.location!);
  const approved = await post(`${submitted.location}/approve`, { csrf_token: csrfOf(pay.html) }, pay.cookie);
  assert.is(approved.status, 200);
  assert.is(approved.location, null);
  assert.match(approved.html, /data-status="succeeded"/);
  const stored = await env.srv.services.db.collection('checkout_sessions').findOne({ _id: cs.id as never });
  assert.is(stored!.status, 'complete');
});

test('hosted checkout with mobile money: the wallet-code step approves with 123456, completing the session', async () => {
  const { cartId } = await env.cartWithItem();
  const created = await pf.createCheckoutSession({
    client: env.platform(env.secretKey),
    body: {
      cart_id: cartId,
      success_url: 'https://shop.example.com/thanks?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example.com/cart',
    },
  });
  const cs = created.data!.data;
  const page = await get(cs.url);
  const noWallet = await post(
    cs.url,
    { csrf_token: csrfOf(page.html), name: 'Ama', phone: '+233241234567', payment_method: 'mobile_money' },
    page.cookie,
  );
  assert.is(noWallet.status, 400);
  const submitted = await post(
    cs.url,
    {
      csrf_token: csrfOf(page.html),
      name: 'Ama',
      phone: '+233241234567',
      payment_method: 'mobile_money',
      wallet: '0241234567',
      network: 'mtn',
    },
    page.cookie,
  );
  assert.is(submitted.status, 303, submitted.html.slice(0, 400));
  assert.is(submitted.location, `${cs.url}/authorize`);
  const back = await get(cs.url);
  assert.is(back.location, `${cs.url}/authorize`, 'returning to the page resumes the code step');

  const step = await get(`${cs.url}/authorize`);
  assert.is(step.status, 200);
  assert.match(step.html, /<label for="code">/);
  const wrongCsrf = await post(`${cs.url}/authorize`, { csrf_token: 'B'.repeat(32), code: '123456' }, step.cookie);
  assert.is(wrongCsrf.status, 403);
  const done = await post(`${cs.url}/authorize`, { csrf_token: csrfOf(step.html), code: '123456' }, step.cookie);
  assert.is(done.status, 303, done.html.slice(0, 400));
  assert.is(done.location, `https://shop.example.com/thanks?session=${cs.id}`);
  const stored = await env.srv.services.db.collection('checkout_sessions').findOne({ _id: cs.id as never });
  assert.is(stored!.status, 'complete');
  assert.is((await env.order(stored!.order_id)).payment_status, 'succeeded');
});

test('responses conform to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
