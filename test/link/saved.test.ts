// Link account data over real HTTP: addresses, mobile money, preferences, profile and the one-shot read, with
// idempotency, limits, defaults, and another customer's ids answered 404.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as link from '../../generated/sdk/link/sdk.gen.js';
import { startLinkEnv, uniquePhone, type LinkEnv } from './link-env.js';

let env: LinkEnv;
test.before(async () => {
  env = await startLinkEnv();
});
test.after(async () => {
  await env?.close();
});

const code = (r: { error?: unknown }) => (r.error as { error: { code: string } }).error.code;
const home = {
  label: 'Home',
  street_address: '14 Ring Road East',
  apartment: 'Flat 3B',
  city: 'Accra',
  region: 'Greater Accra',
  country: 'GH',
};

test('addresses: the first is the default, list order, update, default, track usage, delete', async () => {
  const a = await env.signIn();
  const first = await link.linkCreateAddress({ client: a.client, body: home });
  assert.is(first.response.status, 201);
  const h = first.data!.data;
  assert.is(h.is_default, true);
  assert.is(h.usage_count, 0);
  assert.is(h.last_used_at, null);
  const office = (
    await link.linkCreateAddress({
      client: a.client,
      body: { street_address: '3 Independence Ave', city: 'Accra', country: 'GH' },
    })
  ).data!.data;
  assert.is(office.is_default, false);
  assert.is(office.label, null);

  const used = await link.linkTrackAddressUsage({ client: a.client, path: { id: office.id } });
  assert.is(used.data!.data.usage_count, 1);
  assert.ok(used.data!.data.last_used_at);
  const list = (await link.linkListAddresses({ client: a.client })).data!.data;
  assert.equal(
    list.map((x) => x.id),
    [h.id, office.id],
  );

  const upd = await link.linkUpdateAddress({
    client: a.client,
    path: { id: office.id },
    body: { apartment: 'Suite 2', label: 'Office' },
  });
  assert.is(upd.response.status, 200);
  assert.is(upd.data!.data.apartment, 'Suite 2');
  assert.is(upd.data!.data.street_address, '3 Independence Ave');
  const cleared = await link.linkUpdateAddress({ client: a.client, path: { id: office.id }, body: { label: null } });
  assert.is(cleared.data!.data.label, null);
  const empty = await link.linkUpdateAddress({ client: a.client, path: { id: office.id }, body: {} });
  assert.is(empty.response.status, 400);

  const def = await link.linkSetDefaultAddress({ client: a.client, path: { id: office.id } });
  assert.is(def.data!.data.is_default, true);
  const prefs = (await link.linkGetPreferences({ client: a.client })).data!.data;
  assert.is(prefs.default_address_id, office.id);

  const del = await link.linkDeleteAddress({ client: a.client, path: { id: office.id } });
  assert.equal(del.data!.data, { id: office.id, deleted: true });
  assert.is((await link.linkGetPreferences({ client: a.client })).data!.data.default_address_id, null);
  const again = await link.linkDeleteAddress({ client: a.client, path: { id: office.id } });
  assert.is(again.response.status, 404);
  const rest = (await link.linkListAddresses({ client: a.client })).data!.data;
  assert.equal(
    rest.map((x) => [x.id, x.is_default]),
    [[h.id, false]],
  );
});

test('addresses: validation names the field; unknown fields are refused', async () => {
  const a = await env.signIn();
  const bad = await link.linkCreateAddress({ client: a.client, body: { ...home, country: 'gh' } });
  assert.is(bad.response.status, 400);
  assert.is(code(bad), 'VALIDATION_ERROR');
  assert.match((bad.error as { error: { message: string } }).error.message, /country/);
  const extra = await link.linkCreateAddress({ client: a.client, body: { ...home, zip: '1' } as never });
  assert.is(extra.response.status, 400);
});

test('addresses: at most 50, the 51st is 409', async () => {
  const a = await env.signIn();
  for (let i = 0; i < 50; i++) {
    const r = await link.linkCreateAddress({
      client: a.client,
      body: { street_address: `${i} Road`, city: 'Accra', country: 'GH' },
    });
    assert.is(r.response.status, 201);
  }
  const full = await link.linkCreateAddress({
    client: a.client,
    body: { street_address: 'Extra', city: 'Accra', country: 'GH' },
  });
  assert.is(full.response.status, 409);
  assert.is(code(full), 'CONFLICT');
});

test('Idempotency-Key replays the first answer; another body with the key is 409', async () => {
  const a = await env.signIn();
  const headers = { 'Idempotency-Key': 'addr-1' };
  const one = await link.linkCreateAddress({ client: a.client, body: home, headers });
  const two = await link.linkCreateAddress({ client: a.client, body: home, headers });
  assert.is(two.response.status, 201);
  assert.is(two.response.headers.get('idempotent-replayed'), 'true');
  assert.is(two.data!.data.id, one.data!.data.id);
  assert.is((await link.linkListAddresses({ client: a.client })).data!.data.length, 1);
  const other = await link.linkCreateAddress({ client: a.client, body: { ...home, city: 'Kumasi' }, headers });
  assert.is(other.response.status, 409);
  // Keys are per account: another customer's same key is a fresh request.
  const b = await env.signIn();
  const theirs = await link.linkCreateAddress({ client: b.client, body: home, headers });
  assert.is(theirs.response.status, 201);
  assert.is(theirs.response.headers.get('idempotent-replayed'), null);
  assert.is.not(theirs.data!.data.id, one.data!.data.id);
});

test("another customer's address and wallet are 404 on every route", async () => {
  const a = await env.signIn();
  const b = await env.signIn();
  const addr = (await link.linkCreateAddress({ client: a.client, body: home })).data!.data;
  const mm = (
    await link.linkCreateMobileMoney({ client: a.client, body: { phone_number: '+233241234567', provider: 'mtn' } })
  ).data!.data;
  const path = { id: addr.id };
  for (const r of [
    await link.linkUpdateAddress({ client: b.client, path, body: { label: 'x' } }),
    await link.linkDeleteAddress({ client: b.client, path }),
    await link.linkSetDefaultAddress({ client: b.client, path }),
    await link.linkTrackAddressUsage({ client: b.client, path }),
    await link.linkUpdatePreferences({ client: b.client, body: { default_address_id: addr.id } }),
    await link.linkDeleteMobileMoney({ client: b.client, path: { id: mm.id } }),
    await link.linkSetDefaultMobileMoney({ client: b.client, path: { id: mm.id } }),
    await link.linkTrackMobileMoneyUsage({ client: b.client, path: { id: mm.id } }),
    await link.linkVerifyMobileMoney({ client: b.client, path: { id: mm.id } }),
  ]) {
    assert.is(r.response.status, 404);
    assert.is(code(r), 'NOT_FOUND');
  }
  const theirData = (await link.linkGetAccountData({ client: b.client })).data!.data;
  assert.equal(theirData.addresses, []);
  assert.equal(theirData.mobile_money, []);
  assert.is((await link.linkListAddresses({ client: a.client })).data!.data[0].label, 'Home');
});

test('mobile money: create, duplicate 409, default, usage, verify outcomes, delete', async () => {
  const a = await env.signIn();
  const ok = await link.linkCreateMobileMoney({
    client: a.client,
    body: { phone_number: '+233241234567', provider: 'mtn', label: 'Personal' },
  });
  assert.is(ok.response.status, 201);
  const w1 = ok.data!.data;
  assert.is(w1.is_default, true);
  assert.is(w1.is_verified, false);
  const dup = await link.linkCreateMobileMoney({
    client: a.client,
    body: { phone_number: '+233241234567', provider: 'mtn' },
  });
  assert.is(dup.response.status, 409);
  const w2 = (
    await link.linkCreateMobileMoney({
      client: a.client,
      body: { phone_number: '+233241231111', provider: 'vodafone', is_default: true },
    })
  ).data!.data;
  assert.is(w2.is_default, true);
  const w3 = (
    await link.linkCreateMobileMoney({ client: a.client, body: { phone_number: '+233241230000', provider: 'mtn' } })
  ).data!.data;

  const v1 = await link.linkVerifyMobileMoney({ client: a.client, path: { id: w1.id } });
  assert.is(v1.response.status, 200);
  assert.is(v1.data!.data.verification.status, 'verified');
  assert.is(v1.data!.data.is_verified, true);
  const v2 = await link.linkVerifyMobileMoney({ client: a.client, path: { id: w2.id } });
  assert.is(v2.data!.data.verification.status, 'failed');
  assert.is(v2.data!.data.is_verified, false);
  const v3 = await link.linkVerifyMobileMoney({ client: a.client, path: { id: w3.id } });
  assert.is(v3.response.status, 503);
  assert.is(code(v3), 'SERVICE_UNAVAILABLE');

  const def = await link.linkSetDefaultMobileMoney({ client: a.client, path: { id: w1.id } });
  assert.is(def.data!.data.is_default, true);
  const used = await link.linkTrackMobileMoneyUsage({ client: a.client, path: { id: w3.id } });
  assert.is(used.data!.data.usage_count, 1);
  const list = (await link.linkListMobileMoney({ client: a.client })).data!.data;
  assert.equal(
    list.map((w) => w.id),
    [w1.id, w3.id, w2.id],
  );

  const del = await link.linkDeleteMobileMoney({ client: a.client, path: { id: w1.id } });
  assert.equal(del.data!.data, { id: w1.id, deleted: true });
  const data = (await link.linkGetAccountData({ client: a.client })).data!.data;
  assert.is(data.default_mobile_money, null);
  assert.is(data.mobile_money.length, 2);
});

test('mobile money: at most 5 verifications per method per hour', async () => {
  const a = await env.signIn();
  const w = (
    await link.linkCreateMobileMoney({ client: a.client, body: { phone_number: '+233201234567', provider: 'telecel' } })
  ).data!.data;
  for (let i = 0; i < 5; i++)
    assert.is((await link.linkVerifyMobileMoney({ client: a.client, path: { id: w.id } })).response.status, 200);
  const sixth = await link.linkVerifyMobileMoney({ client: a.client, path: { id: w.id } });
  assert.is(sixth.response.status, 429);
  assert.ok(Number(sixth.response.headers.get('retry-after')) > 0);
});

test('mobile money: at most 20 methods', async () => {
  const a = await env.signIn();
  for (let i = 0; i < 20; i++) {
    const r = await link.linkCreateMobileMoney({
      client: a.client,
      body: { phone_number: `+2332412345${String(i).padStart(2, '0')}`, provider: 'mtn' },
    });
    assert.is(r.response.status, 201);
  }
  const full = await link.linkCreateMobileMoney({
    client: a.client,
    body: { phone_number: '+233241239999', provider: 'mtn' },
  });
  assert.is(full.response.status, 409);
});

test('preferences: defaults, partial update, default address through preferences, empty body 400', async () => {
  const a = await env.signIn();
  const start = (await link.linkGetPreferences({ client: a.client })).data!.data;
  assert.equal(start, { preferred_order_type: null, default_address_id: null, notify_on_order: true });
  const addr = (await link.linkCreateAddress({ client: a.client, body: home })).data!.data;
  const other = (await link.linkCreateAddress({ client: a.client, body: { ...home, street_address: 'Other' } })).data!
    .data;
  const upd = await link.linkUpdatePreferences({
    client: a.client,
    body: { preferred_order_type: 'pickup', default_address_id: other.id, notify_on_order: false },
  });
  assert.equal(upd.data!.data, {
    preferred_order_type: 'pickup',
    default_address_id: other.id,
    notify_on_order: false,
  });
  const list = (await link.linkListAddresses({ client: a.client })).data!.data;
  assert.equal(
    list.map((x) => [x.id, x.is_default]),
    [
      [other.id, true],
      [addr.id, false],
    ],
  );
  const clear = await link.linkUpdatePreferences({ client: a.client, body: { default_address_id: null } });
  assert.is(clear.data!.data.default_address_id, null);
  assert.is(clear.data!.data.preferred_order_type, 'pickup');
  assert.is((await link.linkUpdatePreferences({ client: a.client, body: {} })).response.status, 400);
  const unknown = await link.linkUpdatePreferences({ client: a.client, body: { default_address_id: 'addr_nope' } });
  assert.is(unknown.response.status, 404);
});

test("profile: read, update, the sign-in contact is fixed (403), another account's verified contact is 409", async () => {
  const phone = uniquePhone();
  const a = await env.signIn({ contact: phone });
  const b = await env.signIn({ type: 'email' });
  const p = (await link.linkGetProfile({ client: a.client })).data!.data;
  assert.equal(p, { id: a.customerId, name: null, email: null, phone });
  const upd = await link.linkUpdateProfile({
    client: a.client,
    body: { name: 'Ama Mensah', email: 'ama.new@example.com' },
  });
  assert.is(upd.response.status, 200);
  assert.equal(upd.data!.data, { id: a.customerId, name: 'Ama Mensah', email: 'ama.new@example.com', phone });
  const fixed = await link.linkUpdateProfile({ client: a.client, body: { phone: null } });
  assert.is(fixed.response.status, 403);
  assert.is(code(fixed), 'FORBIDDEN');
  const taken = await link.linkUpdateProfile({ client: a.client, body: { email: b.contact } });
  assert.is(taken.response.status, 409);
  assert.is((await link.linkUpdateProfile({ client: a.client, body: {} })).response.status, 400);
  const data = (await link.linkGetAccountData({ client: a.client })).data!.data;
  assert.is(data.customer.name, 'Ama Mensah');
});

test('signed-in routes without a session are 401', async () => {
  for (const r of [
    await link.linkGetAccountData({ client: env.anonymous() }),
    await link.linkListAddresses({ client: env.withToken('lst_notarealtokennotarealtoken') }),
    await link.linkListSessions({ client: env.anonymous() }),
  ]) {
    assert.is(r.response.status, 401);
    assert.is(code(r), 'UNAUTHORIZED');
  }
});

test('every response conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
