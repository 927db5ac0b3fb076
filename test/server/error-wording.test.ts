// Issue 12, defect 9: errors a client can act on. A pattern failure is said in words with an example; a sandbox
// order asked for in live mode on the platform API says which mode it is in.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
test.before(async () => {
  h = await startHarness({ seed: true });
});
test.after(async () => {
  await h?.close();
});

test('a phone that is not E.164 is refused in words, naming the field as sent', async () => {
  const res = await h.raw('POST', '/api/v1/auth/request-otp', { body: { contact: '0241234567' } });
  assert.is(res.status, 400);
  assert.is(res.json.error.code, 'VALIDATION_ERROR');
  assert.match(res.json.error.message, /contact: must be an E\.164 phone number .*e\.g\. \+233241234567/);
  assert.not.match(res.json.error.message, /\^|\[0-9\]/, 'no raw regular expression');
});

test('a sandbox order asked for in live mode on the platform API says so; mode=test finds it', async () => {
  const shopper = h.shopper();
  const products = await h.raw('GET', '/api/v1/catalogue/products?limit=100');
  const beans = products.json.data.items.find((p: { slug: string }) => p.slug === 'house-blend-coffee-beans').id;
  await shopper.add(beans, 1);
  const placed = await shopper.checkout({
    cart_id: await shopper.cartId(),
    customer: { name: 'Ama Mensah', email: 'ama@example.com' },
    payment_method: 'cash',
  });
  assert.is(placed.status, 201);
  const orderId = (placed.body as { data: { order_id: string } }).data.order_id;
  const bid = h.demo.business_id;
  const asBusiness = { key: null, headers: { authorization: `Bearer ${h.demo.business_key}` } };

  const live = await h.raw('POST', `/v1/businesses/${bid}/orders/${orderId}/mark-paid`, asBusiness);
  assert.is(live.status, 404);
  assert.is(live.json.error.code, 'NOT_FOUND');
  assert.match(live.json.error.message, new RegExp(`${orderId} is a sandbox \\(test mode\\) order .* add mode=test`));

  const sandbox = await h.raw('POST', `/v1/businesses/${bid}/orders/${orderId}/mark-paid?mode=test`, asBusiness);
  assert.is(sandbox.status, 200, JSON.stringify(sandbox.json));
  assert.is(sandbox.json.data.payment_status, 'succeeded');

  // A money amount that is not a two-decimal string is refused in words, naming the field.
  const refund = await h.raw('POST', `/v1/businesses/${bid}/orders/${orderId}/refunds?mode=test`, {
    ...asBusiness,
    body: { amount: '5' },
  });
  assert.is(refund.status, 400);
  assert.is(
    refund.json.error.message,
    'body.amount: must be a decimal amount string (negative with a leading -) with two fraction digits, e.g. "12.50"',
  );

  // An order that exists in neither mode stays a plain 404.
  const none = await h.raw('POST', `/v1/businesses/${bid}/orders/ord_doesnotexist0000/mark-paid`, asBusiness);
  assert.is(none.status, 404);
  assert.not.match(none.json.error.message, /mode/);
});

test('every response above conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
