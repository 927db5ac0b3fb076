// A bearer session that is sent must be valid: a signed-in shopper whose session lapsed gets 401 and refreshes,
// instead of silently becoming a guest (a checkout would otherwise make an order no account owns). The sign-in
// status answers "not signed in", and signing in ignores the stale header.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sdk from '../../generated/sdk/storefront/sdk.gen.js';
import type { ProductDoc } from '../../src/modules/catalogue/model.js';
import { scoped } from '../../src/store/index.js';
import { startAuthEnv, freshPhone, type AuthEnv } from './auth-env.js';

let env: AuthEnv;
test.before(async () => {
  env = await startAuthEnv();
});
test.after(async () => {
  await env?.close();
});

const tenant = () => scoped(env.srv.services.db, { business_id: env.businessId, livemode: false });

test('a revoked session is 401 on checkout, and no order is made; without the header the guest checks out', async () => {
  const beans = await tenant().collection<ProductDoc>('products').findOne({ slug: 'house-blend-coffee-beans' });
  const guest = env.client();
  assert.is(
    (await sdk.addCartItem({ client: guest.client, body: { item_id: beans!._id, quantity: 1 } })).response.status,
    201,
  );
  const phone = freshPhone();
  const token = await env.signIn(phone, guest.sessionId);
  const signedIn = env.client({ sessionId: guest.sessionId, token });
  const cart = (await sdk.getCart({ client: signedIn.client })).data!.data;
  assert.is((await sdk.logoutCustomer({ client: signedIn.client })).response.status, 200);

  const orders = tenant().collection('orders');
  const before = await orders.countDocuments({});
  const body = { cart_id: cart.id, customer: { name: 'Ama Mensah', phone }, payment_method: 'cash' as const };
  const stale = await sdk.checkout({ client: signedIn.client, body });
  assert.is(stale.response.status, 401);
  const err = stale.error as { success: false; error: { code: string; message: string } };
  assert.is(err.error.code, 'UNAUTHORIZED');
  assert.match(err.error.message, /Invalid or expired session token/);
  assert.is(await orders.countDocuments({}), before, 'no order was made');
  assert.is(
    (await sdk.getCart({ client: env.client({ sessionId: guest.sessionId }).client })).data!.data.items.length,
    1,
    'the cart is untouched',
  );

  // The same session without the header checks out as a guest.
  const asGuest = await sdk.checkout({ client: env.client({ sessionId: guest.sessionId }).client, body });
  assert.is(asGuest.response.status, 201);
  const order = await orders.findOne({ _id: asGuest.data!.data.order_id } as never);
  assert.is(order?.customer_id, null, 'a guest order');
});

test('a malformed or unknown token is 401 on reads and cart writes that take a session', async () => {
  for (const token of ['not-a-session', 'sess_' + 'x'.repeat(40)]) {
    const { client } = env.client({ token });
    assert.is((await sdk.getCart({ client })).response.status, 401, `getCart with ${token}`);
    assert.is((await sdk.listProducts({ client })).response.status, 401, `listProducts with ${token}`);
  }
});

test('the sign-in status reads a revoked session as a guest, and signing in ignores it', async () => {
  const phone = freshPhone();
  const s = env.client();
  const token = await env.signIn(phone, s.sessionId);
  const signedIn = env.client({ sessionId: s.sessionId, token });
  assert.is((await sdk.getAuthStatus({ client: signedIn.client })).data!.data.is_authenticated, true);
  assert.is((await sdk.logoutCustomer({ client: signedIn.client })).response.status, 200);

  const status = await sdk.getAuthStatus({ client: signedIn.client });
  assert.is(status.response.status, 200);
  assert.is(status.data!.data.is_authenticated, false);

  assert.is((await sdk.requestOtp({ client: signedIn.client, body: { contact: phone } })).response.status, 200);
  const again = await sdk.verifyOtp({
    client: signedIn.client,
    body: { contact: phone, otp_code: await env.sentCode(phone) },
  });
  assert.is(again.response.status, 200);
  const fresh = env.client({ sessionId: s.sessionId, token: again.data!.data.session_token });
  assert.is((await sdk.getAuthStatus({ client: fresh.client })).data!.data.is_authenticated, true);
});

test.run();
