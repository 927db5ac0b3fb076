// Signing in merges the storefront session's guest cart with the customer's cart from earlier sessions.
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

async function productId(slug: string): Promise<string> {
  const p = await scoped(env.srv.services.db, { business_id: env.businessId, livemode: false })
    .collection<ProductDoc>('products')
    .findOne({ slug });
  assert.ok(p, slug);
  return p!._id;
}

test('the guest cart keeps its lines and absorbs the customer cart from an earlier session', async () => {
  const beans = await productId('house-blend-coffee-beans');
  const chips = await productId('plantain-chips');
  const phone = freshPhone();

  // Session A: a guest fills a cart, then signs in; the cart becomes the customer's.
  const a = env.client();
  assert.is((await sdk.addCartItem({ client: a.client, body: { item_id: beans, quantity: 2 } })).response.status, 201);
  const tokenA = await env.signIn(phone, a.sessionId);
  const cartA = (await sdk.getCart({ client: env.client({ sessionId: a.sessionId, token: tokenA }).client })).data!
    .data;
  assert.equal(
    cartA.items.map((i) => [i.item_id, i.quantity]),
    [[beans, 2]],
  );

  // Session B (another device): a guest adds beans and chips, then signs in as the same customer.
  const b = env.client();
  await sdk.addCartItem({ client: b.client, body: { item_id: beans, quantity: 1 } });
  await sdk.addCartItem({ client: b.client, body: { item_id: chips, quantity: 3 } });
  const guestCart = (await sdk.getCart({ client: b.client })).data!.data;
  const tokenB = await env.signIn(phone, b.sessionId);
  const merged = (await sdk.getCart({ client: env.client({ sessionId: b.sessionId, token: tokenB }).client })).data!
    .data;
  assert.is(merged.id, guestCart.id, 'the session keeps its cart');
  assert.equal(
    merged.items.map((i) => [i.item_id, i.quantity]).sort(),
    [
      [beans, 3],
      [chips, 3],
    ].sort(),
  );
  // The earlier cart was folded in: session A, signed in, now sees the one merged cart.
  const fromA = (await sdk.getCart({ client: env.client({ sessionId: a.sessionId, token: tokenA }).client })).data!
    .data;
  assert.is(fromA.id, merged.id);
});

test('signing in without a cart leaves nothing behind', async () => {
  const s = env.client();
  const token = await env.signIn(freshPhone(), s.sessionId);
  const cart = await sdk.getCart({ client: env.client({ sessionId: s.sessionId, token }).client });
  assert.is(cart.response.status, 200);
  assert.equal(cart.data!.data.items, []);
});

test('no response broke the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
