// Issue 12, defect 3: one person is one customer across the storefront and Link. Over real HTTP: a contact signs in
// on the storefront (OTP) and on Link (OTP) and gets one account; an order placed signed in on the storefront shows
// in GET /v1/link/orders and enroll-and-link-order on it succeeds; a guest order linked through Link shows in the
// storefront's GET /api/v1/orders (also when it was linked before the person ever signed in there); orders at
// another business show in Link but never on this business's storefront; another person sees none of them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as link from '../../generated/sdk/link/sdk.gen.js';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import { randomBase62 } from '../../src/kernel/ids.js';
import type { ProductDoc } from '../../src/modules/catalogue/model.js';
import type { OrderDoc } from '../../src/modules/orders/model.js';
import { tenantFilter } from '../../src/store/index.js';
import { codeFromOutbox, signInOverHttp } from '../harness/customers.js';
import { newSessionId, startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
test.before(async () => {
  h = await startHarness({ seed: true });
});
test.after(async () => {
  await h?.close();
});

const freshEmail = () => `person.${randomBase62(10).toLowerCase()}@example.com`;
const code = (r: { error?: unknown }) => (r.error as { error: { code: string } }).error.code;

/** Link sign-in over HTTP, as a checkout's Link widget does it (the demo's sandbox key picks the mode). */
async function linkSignIn(contact: string) {
  const client = h.link({ headers: { 'x-api-key': h.publishableKey } });
  const req = await link.linkRequestOtp({ client, body: { contact, contact_type: 'email' } });
  assert.is(req.response.status, 200);
  const otp = await codeFromOutbox(h.db, contact);
  const ver = await link.linkVerifyOtp({ client, body: { contact, contact_type: 'email', otp_code: otp } });
  assert.is(ver.response.status, 200, JSON.stringify(ver.error));
  const s = ver.data!.data;
  return { accountId: s.account_id, customerId: s.customer_id, client: h.link({ token: s.session_token }) };
}

/** Storefront sign-in over HTTP at the demo business. */
async function storefrontSignIn(contact: string) {
  const c = await h.customer({ contact });
  return { ...c, client: h.storefront({ customer: { token: c.token } }) };
}

/** A real checkout of one bag of plantain chips, signed in (`token`) or as a guest, with `contact` on the form. */
async function checkout(contact: string, token?: string) {
  const chips = (await h.db
    .collection<ProductDoc>('products')
    .findOne(tenantFilter<ProductDoc>(h.tenant, { slug: 'plantain-chips' })))!;
  const client = h.storefront({ sessionId: newSessionId(), ...(token ? { customer: { token } } : {}) });
  assert.is((await sf.addCartItem({ client, body: { item_id: chips._id } })).response.status, 201);
  const cartId = (await sf.getCart({ client })).data!.data.id;
  const res = await sf.checkout({
    client,
    body: { cart_id: cartId, customer: { name: 'Ama Mensah', email: contact }, payment_method: 'card' },
  });
  assert.is(res.response.status, 201, JSON.stringify(res.error));
  return res.data!.data;
}

const linkOrderIds = async (client: ReturnType<Harness['link']>, query: { business_id?: string } = {}) =>
  (await link.linkListOrders({ client, query: { limit: 100, ...query } })).data!.data.items.map((o) => o.id);
const storefrontOrderIds = async (client: ReturnType<Harness['storefront']>) =>
  (await sf.listOrders({ client, query: { limit: 100 } })).data!.data.map((o) => o.id);

test('signed in on both with one contact: one account; the storefront order is in Link and enroll-and-link-order on it succeeds', async () => {
  const contact = freshEmail();
  const shopper = await storefrontSignIn(contact);
  const person = await linkSignIn(contact);
  // The same person: one account. Each side keeps its own customer id (the storefront's is per business).
  assert.is(person.accountId, shopper.accountId);
  assert.is.not(person.customerId, shopper.id);

  const placed = await checkout(contact, shopper.token);
  assert.equal(await linkOrderIds(person.client), [placed.order_id]);
  const list = await link.linkListOrders({ client: person.client });
  assert.is(list.data!.data.pagination.total, 1);
  assert.is(list.data!.data.items[0].business_id, h.demo.business_id);
  assert.is(
    (await link.linkGetOrder({ client: person.client, path: { order_id: placed.order_id } })).response.status,
    200,
  );

  // "Save my details" on one's own order: not a 409; it enrolls and answers the order, which stays the customer's.
  const saved = await link.linkEnrollAndLinkOrder({
    client: person.client,
    body: { order_id: placed.order_id, business_id: h.demo.business_id, order_type: 'pickup' },
  });
  assert.is(saved.response.status, 200, JSON.stringify(saved.error));
  assert.is(saved.data!.data.order.id, placed.order_id);
  assert.equal(saved.data!.data.enrollment, {
    account_id: person.accountId,
    customer_id: person.customerId,
    created: true,
  });
  const again = await link.linkEnrollAndLinkOrder({
    client: person.client,
    body: { order_id: placed.order_id, business_id: h.demo.business_id },
  });
  assert.is(again.response.status, 200);
  assert.is(again.data!.data.enrollment.created, false);
  const mine = await sf.getOrder({ client: shopper.client, path: { order_id: placed.order_id } });
  assert.is(mine.data!.data.customer_id, shopper.id);
  assert.equal(await storefrontOrderIds(shopper.client), [placed.order_id]);

  // An order placed signed in with another contact on the checkout form is still the person's.
  const other = await checkout(freshEmail(), shopper.token);
  assert.equal(await linkOrderIds(person.client), [other.order_id, placed.order_id]);
  const own = await link.linkEnrollAndLinkOrder({
    client: person.client,
    body: { order_id: other.order_id, business_id: h.demo.business_id },
  });
  assert.is(own.response.status, 200, JSON.stringify(own.error));
});

test('a guest order linked through Link shows on the storefront for the same person, with the usual access', async () => {
  const contact = freshEmail();
  const shopper = await storefrontSignIn(contact);
  const person = await linkSignIn(contact);
  const guest = await checkout(contact);
  assert.equal(await storefrontOrderIds(shopper.client), [], "a guest order is nobody's until it is linked");

  const linked = await link.linkEnrollAndLinkOrder({
    client: person.client,
    body: { order_id: guest.order_id, business_id: h.demo.business_id },
  });
  assert.is(linked.response.status, 200, JSON.stringify(linked.error));
  assert.equal(await storefrontOrderIds(shopper.client), [guest.order_id]);
  // It joined the person's customer at this business, so the merchant sees it under that customer.
  const read = await sf.getOrder({ client: shopper.client, path: { order_id: guest.order_id } });
  assert.is(read.response.status, 200);
  assert.is(read.data!.data.customer_id, shopper.id);
  assert.equal(await linkOrderIds(person.client), [guest.order_id]);
  // Attaching it to the same customer on the storefront again is the no-op it always was.
  const reattach = await sf.attachOrderCustomer({
    client: shopper.client,
    path: { order_id: guest.order_id },
    query: { token: guest.bill_token },
    body: { customer_id: shopper.id },
  });
  assert.is(reattach.response.status, 200);
});

test('linked through Link before signing in on the storefront: the order is there at first sign-in, and can be cancelled', async () => {
  const contact = freshEmail();
  const person = await linkSignIn(contact);
  const guest = await checkout(contact);
  const linked = await link.linkEnrollAndLinkOrder({
    client: person.client,
    body: { order_id: guest.order_id, business_id: h.demo.business_id },
  });
  assert.is(linked.response.status, 200);
  // No customer at the business yet: the order carries the account's own customer id.
  assert.is(
    (await h.db.collection<OrderDoc>('orders').findOne({ _id: guest.order_id }))!.customer_id,
    person.customerId,
  );

  const shopper = await storefrontSignIn(contact);
  assert.is(shopper.accountId, person.accountId);
  assert.equal(await storefrontOrderIds(shopper.client), [guest.order_id]);
  const read = await sf.getOrder({ client: shopper.client, path: { order_id: guest.order_id } });
  assert.is(read.data!.data.customer_id, person.customerId);
  const status = await sf.getOrderPaymentStatus({ client: shopper.client, path: { order_id: guest.order_id } });
  assert.is(status.response.status, 200);
  // Attaching the storefront customer to the person's order is no conflict.
  const attach = await sf.attachOrderCustomer({
    client: shopper.client,
    path: { order_id: guest.order_id },
    query: { token: guest.bill_token },
    body: { customer_id: shopper.id },
  });
  assert.is(attach.response.status, 200, JSON.stringify(attach.error));
  const cancelled = await sf.cancelOrder({
    client: shopper.client,
    path: { order_id: guest.order_id },
    body: { reason: 'Changed my mind' },
  });
  assert.is(cancelled.response.status, 200, JSON.stringify(cancelled.error));
  assert.is(cancelled.data!.data.status, 'cancelled');
});

test("Link lists the person's orders at every business; each storefront only its own business's", async () => {
  const contact = freshEmail();
  const shopper = await storefrontSignIn(contact);
  const person = await linkSignIn(contact);
  const here = await checkout(contact, shopper.token);

  // The same person signs in at another business's storefront; that business has an order of theirs.
  const other = await h.business(`Other ${randomBase62(6)}`);
  const there = await signInOverHttp({
    baseUrl: h.url,
    apiKey: other.publishableKey,
    db: h.db,
    fetch: h.fetch,
    contact,
  });
  assert.is(there.accountId, person.accountId);
  const theirs = (await h.db.collection<OrderDoc>('orders').findOne({ _id: here.order_id }))!;
  const away: OrderDoc = {
    ...theirs,
    _id: `ord_${randomBase62(16)}`,
    business_id: other.tenant.business_id,
    order_number: 'B-1',
    customer_id: there.id,
    created_at: h.clock.now(),
  };
  await h.db.collection<OrderDoc>('orders').insertOne(away);

  assert.equal(await linkOrderIds(person.client), [away._id, here.order_id]);
  assert.equal(await linkOrderIds(person.client, { business_id: other.tenant.business_id }), [away._id]);
  assert.equal(await linkOrderIds(person.client, { business_id: h.demo.business_id }), [here.order_id]);
  // Tenancy: the demo storefront never shows the other business's order, not even to its owner.
  assert.equal(await storefrontOrderIds(shopper.client), [here.order_id]);
  const cross = await sf.getOrder({ client: shopper.client, path: { order_id: away._id } });
  assert.is(cross.response.status, 404);
  const atOther = h.storefront({ key: other.publishableKey, customer: { token: there.token } });
  assert.equal(await storefrontOrderIds(atOther), [away._id]);
});

test('another person sees none of it: lists, reads, actions and enroll-and-link-order', async () => {
  const contact = freshEmail();
  const shopper = await storefrontSignIn(contact);
  const person = await linkSignIn(contact);
  const placed = await checkout(contact, shopper.token);
  const guest = await checkout(contact);

  const strangerContact = freshEmail();
  const stranger = await storefrontSignIn(strangerContact);
  const strangerLink = await linkSignIn(strangerContact);
  assert.is.not(strangerLink.accountId, person.accountId);
  assert.equal(await storefrontOrderIds(stranger.client), []);
  assert.equal(await linkOrderIds(strangerLink.client), []);
  for (const r of [
    await sf.getOrder({ client: stranger.client, path: { order_id: placed.order_id } }),
    await sf.getOrderPaymentStatus({ client: stranger.client, path: { order_id: placed.order_id } }),
    await sf.cancelOrder({ client: stranger.client, path: { order_id: placed.order_id }, body: {} }),
  ]) {
    assert.is(r.response.status, 404);
    assert.is(code(r), 'NOT_FOUND');
  }
  assert.is(
    (await link.linkGetOrder({ client: strangerLink.client, path: { order_id: placed.order_id } })).response.status,
    404,
  );
  // Neither the person's order nor their guest order (another contact at checkout) can be linked by the stranger.
  for (const orderId of [placed.order_id, guest.order_id]) {
    const r = await link.linkEnrollAndLinkOrder({
      client: strangerLink.client,
      body: { order_id: orderId, business_id: h.demo.business_id },
    });
    assert.is(r.response.status, 404);
  }
  // Once the person linked the guest order, a stranger attaching themselves on the storefront (they hold the bill
  // token, say) is a conflict, and the order stays the person's.
  assert.is(
    (
      await link.linkEnrollAndLinkOrder({
        client: person.client,
        body: { order_id: guest.order_id, business_id: h.demo.business_id },
      })
    ).response.status,
    200,
  );
  const grab = await sf.attachOrderCustomer({
    client: stranger.client,
    path: { order_id: guest.order_id },
    query: { token: guest.bill_token },
    body: { customer_id: stranger.id },
  });
  assert.is(grab.response.status, 409);
  assert.equal(await storefrontOrderIds(stranger.client), []);
  assert.equal((await storefrontOrderIds(shopper.client)).sort(), [placed.order_id, guest.order_id].sort());
});

test("a contact put on another customer's profile signs its verified holder in as themselves, not as that customer", async () => {
  const holderContact = freshEmail();
  const other = await storefrontSignIn(freshEmail());
  // The other customer claims the contact through a profile edit (unverified) and places an order signed in.
  const edit = await sf.updateProfile({ client: other.client, body: { email: holderContact } });
  assert.is(edit.response.status, 200);
  const theirs = await checkout(holderContact, other.token);

  const holder = await storefrontSignIn(holderContact);
  assert.is.not(holder.id, other.id);
  assert.is.not(holder.accountId, other.accountId);
  assert.equal(await storefrontOrderIds(holder.client), []);
  assert.is((await sf.getOrder({ client: holder.client, path: { order_id: theirs.order_id } })).response.status, 404);
  assert.equal(await storefrontOrderIds(other.client), [theirs.order_id]);
  // The contact moved to its verified holder.
  assert.is((await sf.getAuthUser({ client: other.client })).data!.data.email, null);
  assert.is((await sf.getAuthUser({ client: holder.client })).data!.data.email, holderContact);
});

test('every response conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
