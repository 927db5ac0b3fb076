// Per-account limits under concurrency, over real HTTP, checked against the contract: bursts of simultaneous saves
// never take an account past 50 addresses or 20 mobile-money methods, never save one wallet twice, and never run
// more than 5 verifications of a method in an hour; enroll-and-link-order shares the address limit with plain
// saves. Also: Link sessions are swept by their TTL index once the refresh token has expired.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as link from '../../generated/sdk/link/sdk.gen.js';
import {
  MAX_ADDRESSES,
  MAX_MOBILE_MONEY,
  type LinkAddressDoc,
  type LinkMobileMoneyDoc,
} from '../../src/modules/link/saved.js';
import { linkSessions } from '../../src/modules/link/store.js';
import { startLinkEnv, uniquePhone, type LinkEnv } from './link-env.js';

let env: LinkEnv;
test.before(async () => {
  env = await startLinkEnv();
});
test.after(async () => {
  await env?.close();
});

const db = () => env.srv.services.db;
const statuses = (rs: { response: Response }[]) => rs.map((r) => r.response.status).sort();
const count = (xs: number[], v: number) => xs.filter((x) => x === v).length;
const address = (i: number | string) => ({ street_address: `${i} Burst Road`, city: 'Accra', country: 'GH' });

test('a burst of address saves at the limit: exactly 50 stored, the rest 409, one default', async () => {
  const a = await env.signIn();
  const prefill = MAX_ADDRESSES - 5;
  for (let i = 0; i < prefill; i++) {
    assert.is((await link.linkCreateAddress({ client: a.client, body: address(i) })).response.status, 201);
  }
  const burst = await Promise.all(
    Array.from({ length: 15 }, (_, i) => link.linkCreateAddress({ client: a.client, body: address(`b${i}`) })),
  );
  const s = statuses(burst);
  assert.equal([count(s, 201), count(s, 409)], [5, 10], s.join());
  assert.is(
    await db().collection<LinkAddressDoc>('link_addresses').countDocuments({ account_id: a.accountId }),
    MAX_ADDRESSES,
  );
  const list = (await link.linkListAddresses({ client: a.client })).data!.data;
  assert.is(list.length, MAX_ADDRESSES);
  assert.is(list.filter((x) => x.is_default).length, 1);
});

test('a burst of first saves: exactly one becomes the default', async () => {
  const a = await env.signIn();
  const burst = await Promise.all(
    Array.from({ length: 6 }, (_, i) => link.linkCreateAddress({ client: a.client, body: address(`first${i}`) })),
  );
  assert.equal(statuses(burst), [201, 201, 201, 201, 201, 201]);
  assert.is(burst.filter((r) => r.data!.data.is_default).length, 1);
  const list = (await link.linkListAddresses({ client: a.client })).data!.data;
  assert.is(list.filter((x) => x.is_default).length, 1);
});

test('the same wallet saved five times at once: one 201, four 409', async () => {
  const a = await env.signIn();
  const body = { phone_number: '+233241239876', provider: 'mtn' as const };
  const burst = await Promise.all(
    Array.from({ length: 5 }, () => link.linkCreateMobileMoney({ client: a.client, body })),
  );
  assert.equal(statuses(burst), [201, 409, 409, 409, 409]);
  assert.is(
    await db().collection<LinkMobileMoneyDoc>('link_mobile_money').countDocuments({ account_id: a.accountId }),
    1,
  );
});

test('a burst of wallet saves at the limit: exactly 20 stored', async () => {
  const a = await env.signIn();
  const prefill = MAX_MOBILE_MONEY - 3;
  for (let i = 0; i < prefill; i++) {
    const r = await link.linkCreateMobileMoney({
      client: a.client,
      body: { phone_number: `+2332000000${String(i).padStart(2, '0')}`, provider: 'mtn' },
    });
    assert.is(r.response.status, 201);
  }
  const burst = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      link.linkCreateMobileMoney({
        client: a.client,
        body: { phone_number: `+2332000001${String(i).padStart(2, '0')}`, provider: 'vodafone' },
      }),
    ),
  );
  const s = statuses(burst);
  assert.equal([count(s, 201), count(s, 409)], [3, 5], s.join());
  assert.is(
    await db().collection<LinkMobileMoneyDoc>('link_mobile_money').countDocuments({ account_id: a.accountId }),
    MAX_MOBILE_MONEY,
  );
});

test('eight verifications at once: exactly five run, three are 429 with Retry-After', async () => {
  const a = await env.signIn();
  const w = (
    await link.linkCreateMobileMoney({ client: a.client, body: { phone_number: '+233201112345', provider: 'telecel' } })
  ).data!.data;
  const burst = await Promise.all(
    Array.from({ length: 8 }, () => link.linkVerifyMobileMoney({ client: a.client, path: { id: w.id } })),
  );
  const s = statuses(burst);
  assert.equal([count(s, 200), count(s, 429)], [5, 3], s.join());
  for (const r of burst.filter((x) => x.response.status === 429))
    assert.ok(Number(r.response.headers.get('retry-after')) > 0);
  const stored = await db().collection<LinkMobileMoneyDoc>('link_mobile_money').findOne({ _id: w.id });
  assert.is(stored!.verifications.length, 5);
  assert.is(stored!.is_verified, true);
});

test('enroll-and-link-order and a plain save race for the last address slot: one wins', async () => {
  const phone = uniquePhone();
  const a = await env.signIn({ contact: phone });
  for (let i = 0; i < MAX_ADDRESSES - 1; i++) {
    assert.is((await link.linkCreateAddress({ client: a.client, body: address(i) })).response.status, 201);
  }
  const order = await env.seedOrder({ phone });
  const [enrolled, saved] = await Promise.all([
    link.linkEnrollAndLinkOrder({
      client: a.client,
      body: {
        order_id: order._id,
        business_id: order.business_id,
        address: address('enrolled'),
        order_type: 'delivery',
      },
    }),
    link.linkCreateAddress({ client: a.client, body: address('plain') }),
  ]);
  const outcome = `${enrolled.response.status} ${saved.response.status}`;
  assert.ok(outcome === '200 409' || outcome === '409 201', outcome);
  assert.is(
    await db().collection<LinkAddressDoc>('link_addresses').countDocuments({ account_id: a.accountId }),
    MAX_ADDRESSES,
  );
});

test('link_sessions: a TTL index on refresh_expires_at sweeps sessions whose refresh token has expired', async () => {
  const sessions = linkSessions(db());
  const ttl = (await sessions.indexes()).find((i) => i.key.refresh_expires_at === 1);
  assert.ok(ttl, 'a refresh_expires_at index');
  assert.is(ttl!.expireAfterSeconds, 0);

  // The store's sweeper runs on the real clock, so the documents are dated against it.
  const a = await env.signIn();
  const b = await env.signIn();
  await sessions.updateOne({ _id: a.sessionId }, { $set: { refresh_expires_at: new Date(Date.now() - 1000) } });
  for (let i = 0; i < 100 && (await sessions.countDocuments({ _id: a.sessionId })) > 0; i++)
    await new Promise((r) => setTimeout(r, 100));
  assert.is(await sessions.countDocuments({ _id: a.sessionId }), 0, 'the expired sign-in is gone');
  assert.is(await sessions.countDocuments({ _id: b.sessionId }), 1, 'a live sign-in stays');
  assert.is((await link.linkListSessions({ client: b.client })).response.status, 200);
});

test('every response conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
