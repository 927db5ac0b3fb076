// Session activity over HTTP: events in, the snapshot, the intent with its signals, the messages of the documented
// rules and their dismissal, the incentive of a template the business configured, cart writes as signals, decay
// and expiry on the test clock, and the validation of a batch (nothing of a refused batch is recorded).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newSessionId, startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
const ids: Record<string, string> = {};

test.before(async () => {
  // A still clock: the test moves it where decay, the cart reminder and expiry need it.
  h = await startHarness({ seed: true, tickMs: 0, env: { RATE_LIMITS: 'off' } });
  for (const p of await h.db
    .collection('products')
    .find({ business_id: h.tenant.business_id, livemode: false })
    .toArray())
    ids[p.slug as string] = p._id as unknown as string;
});
test.after(async () => {
  await h?.close();
});

const MINUTE = 60_000;
const events = (sessionId: string, list: unknown[], extra: Record<string, unknown> = {}) =>
  h.raw('POST', '/api/v1/activity/events', { sessionId, body: { events: list, ...extra } });
const state = (sessionId: string) => h.raw('GET', '/api/v1/activity/state', { sessionId });
const view = (product: string) => ({ type: 'product_view', product_id: ids[product] });

test('a session without activity is anonymous: null activity, baseline, nothing to show', async () => {
  const r = await state(newSessionId());
  assert.is(r.status, 200);
  assert.equal(r.json.data, {
    activity: null,
    intent: 'baseline',
    intent_detail: { score: 0, half_life_minutes: 30, signals: [] },
    messages: [],
    incentive: null,
  });
});

test('events are recorded and folded: snapshot, intent and the signals behind it', async () => {
  const s = newSessionId();
  const r = await events(s, [view('iced-latte'), { type: 'category_view', category_id: 'cat_any' }], {
    domain: 'shop.example.com',
  });
  assert.is(r.status, 200);
  assert.equal(r.json.data, { processed: 2, intent: 'browsing', messages: [] });
  assert.is(
    (await events(s, [{ type: 'search', query: 'latte' }, view('iced-latte')], { domain: 'shop.example.com' })).json
      .data.intent,
    'considering',
  );
  const st = (await state(s)).json.data;
  assert.equal(st.activity, {
    viewed_products: [{ product_id: ids['iced-latte'], count: 2 }],
    viewed_categories: [{ category_id: 'cat_any', count: 1 }],
    search_count: 1,
  });
  // 1 (view) + 0.5 (category) + 1.5 (search) + 2 (repeat view) = 5 → considering.
  assert.is(st.intent, 'considering');
  assert.equal(st.intent_detail, {
    score: 5,
    half_life_minutes: 30,
    signals: [
      { type: 'repeat_view', count: 1, contribution: 2 },
      { type: 'search', count: 1, contribution: 1.5 },
      { type: 'product_view', count: 1, contribution: 1 },
      { type: 'category_view', count: 1, contribution: 0.5 },
    ],
  });
  // The raw signals: no search text, the origin kept.
  const rows = await h.db.collection('activity').find({ business_id: h.tenant.business_id, session_id: s }).toArray();
  assert.is(rows.length, 4);
  assert.ok(rows.every((d) => !('query' in d) && !('customer_id' in d)));
  assert.ok(rows.every((d) => d.domain === 'shop.example.com'));
});

test('intent decays with its 30-minute half-life on the test clock', async () => {
  const s = newSessionId();
  await events(s, [view('iced-latte'), view('iced-latte'), { type: 'search' }]); // 4.5
  assert.is((await state(s)).json.data.intent, 'considering');
  h.clock.advance(30 * MINUTE);
  const later = (await state(s)).json.data;
  assert.is(later.intent_detail.score, 2.25);
  assert.is(later.intent, 'browsing');
});

test('cart writes are signals: a cart with strong recent signals is ready_to_buy', async () => {
  const shopper = h.shopper();
  await shopper.add(ids['plantain-chips'], 2);
  let st = (await state(shopper.sessionId)).json.data;
  assert.equal(st.intent_detail.signals, [{ type: 'cart_add', count: 1, contribution: 4 }]);
  assert.is(st.intent, 'considering');
  await events(shopper.sessionId, [view('plantain-chips'), view('plantain-chips'), view('plantain-chips')]); // 4 + 1 + 2 + 2
  st = (await state(shopper.sessionId)).json.data;
  assert.is(st.intent, 'ready_to_buy');
  // The same signals without a cart are only considering.
  const s = newSessionId();
  await events(s, [
    { type: 'cart_add', product_id: ids['plantain-chips'] },
    { type: 'cart_remove', product_id: ids['plantain-chips'] },
    view('plantain-chips'),
    view('plantain-chips'),
    view('plantain-chips'),
  ]);
  assert.is((await state(s)).json.data.intent, 'considering');
});

test('low stock of a viewed product is a message; dismissed, it stays away for the session', async () => {
  const beans = ids['house-blend-coffee-beans'];
  // The seed's threshold for the beans is 5: leave 3 across both locations.
  const levels = h.db.collection('inventory_levels');
  const rows = await levels
    .find({ business_id: h.tenant.business_id, livemode: false, product_id: beans, variant_id: null })
    .toArray();
  const saved = rows.map((r) => ({ _id: r._id, on_hand: r.quantity_on_hand }));
  await levels.updateMany(
    { business_id: h.tenant.business_id, livemode: false, product_id: beans },
    { $set: { quantity_on_hand: 0, quantity_reserved: 0 } },
  );
  await levels.updateOne({ _id: rows[0]._id }, { $set: { quantity_on_hand: 3 } });
  try {
    const s = newSessionId();
    const r = await events(s, [view('house-blend-coffee-beans')]);
    const low = { code: `low_stock_${beans}`, title: 'Only 3 left: House Blend Coffee Beans', severity: 'warning' };
    assert.equal(
      r.json.data.messages.map((m: any) => m.code),
      [low.code],
    );
    assert.match(r.json.data.messages[0].title, /^Only 3 left: /);
    assert.is(r.json.data.messages[0].severity, 'warning');
    // Another session is not affected by this one's dismissal.
    const other = newSessionId();
    await events(other, [view('house-blend-coffee-beans')]);

    const d = await h.raw('POST', '/api/v1/activity/messages/dismiss', { sessionId: s, body: { code: low.code } });
    assert.is(d.status, 200);
    assert.equal(d.json.data, { dismissed: true, messages: [] });
    assert.equal((await state(s)).json.data.messages, []);
    assert.equal((await events(s, [view('house-blend-coffee-beans')])).json.data.messages, []);
    // Dismissing again, or a code never shown: false, nothing changes.
    assert.equal(
      (await h.raw('POST', '/api/v1/activity/messages/dismiss', { sessionId: s, body: { code: low.code } })).json.data,
      { dismissed: false, messages: [] },
    );
    assert.equal(
      (await h.raw('POST', '/api/v1/activity/messages/dismiss', { sessionId: s, body: { code: 'no_such_code' } })).json
        .data,
      { dismissed: false, messages: [] },
    );
    assert.equal(
      (await state(other)).json.data.messages.map((m: any) => m.code),
      [low.code],
    );
    // A dismissal for a session without activity is a no-op too.
    assert.equal(
      (
        await h.raw('POST', '/api/v1/activity/messages/dismiss', {
          sessionId: newSessionId(),
          body: { code: low.code },
        })
      ).json.data,
      { dismissed: false, messages: [] },
    );
  } finally {
    for (const r of saved) await levels.updateOne({ _id: r._id }, { $set: { quantity_on_hand: r.on_hand } });
  }
});

test('a deal the cart nearly reaches, and a cart left waiting, are messages', async () => {
  const deals = h.db.collection('deals');
  const now = h.clock.now();
  await deals.insertOne({
    _id: 'deal_actTestUnlock' as any,
    business_id: h.tenant.business_id,
    livemode: false,
    name: 'Snack stack',
    description: '',
    discount_type: 'percentage',
    value: 1500,
    currency: 'GHS',
    code: null,
    min_subtotal: 10000,
    starts_at: new Date(now.getTime() - MINUTE),
    ends_at: null,
    is_active: true,
    product_ids: [],
    category_ids: [],
    collection_ids: [],
    location_ids: [],
    usage_limit: null,
    usage_count: 0,
    created_at: now,
    updated_at: now,
  });
  try {
    const shopper = h.shopper();
    await shopper.add(ids['plantain-chips'], 2); // GHS 24.00
    const first = (await state(shopper.sessionId)).json.data.messages;
    assert.equal(first, [
      {
        code: 'deal_unlock_deal_actTestUnlock',
        title: 'Add GHS 76.00 more for 15 % off: Snack stack',
        severity: 'info',
      },
    ]);
    h.clock.advance(31 * MINUTE);
    const later = (await state(shopper.sessionId)).json.data.messages.map((m: any) => m.code);
    assert.equal(later, ['deal_unlock_deal_actTestUnlock', 'cart_waiting']);
  } finally {
    await deals.deleteOne({ _id: 'deal_actTestUnlock' as any });
  }
});

test('an incentive template configured on the platform is offered when intent and cart hold', async () => {
  const path = `/v1/businesses/${h.demo.business_id}/incentive-templates?mode=test`;
  const auth = { key: null, headers: { authorization: `Bearer ${h.businessKey}` } };
  const created = await h.raw('POST', path, {
    ...auth,
    body: {
      name: 'Cart rescue',
      agent_id: 'agt_Ye6Hb1Mc9Rtz',
      intents: ['ready_to_buy'],
      requires_cart_items: true,
      priority: 10,
    },
  });
  assert.is(created.status, 201, JSON.stringify(created.json));
  const template = created.json.data;
  try {
    const shopper = h.shopper();
    await shopper.add(ids['plantain-chips'], 1);
    assert.is((await state(shopper.sessionId)).json.data.incentive, null); // considering
    await events(shopper.sessionId, [view('plantain-chips'), view('plantain-chips'), view('plantain-chips')]);
    const st = (await state(shopper.sessionId)).json.data;
    assert.is(st.intent, 'ready_to_buy');
    assert.equal(st.incentive, { template_id: template.id, agent_id: 'agt_Ye6Hb1Mc9Rtz' });
    const recs = await h.raw('GET', '/api/v1/activity/recommendations', { sessionId: shopper.sessionId });
    assert.equal(recs.json.data.incentive, st.incentive);
    assert.is(recs.json.data.intent, 'ready_to_buy');
  } finally {
    await h.raw('DELETE', `/v1/businesses/${h.demo.business_id}/incentive-templates/${template.id}?mode=test`, auth);
  }
});

test('a session expires 30 days after its last signal, and starts over with the next', async () => {
  const s = newSessionId();
  await events(s, [view('iced-latte'), { type: 'search' }]);
  h.clock.advance(29 * 24 * 60 * MINUTE);
  assert.is((await state(s)).json.data.activity.search_count, 1);
  await events(s, [{ type: 'search' }]); // the 30 days start again
  h.clock.advance(29 * 24 * 60 * MINUTE);
  assert.is((await state(s)).json.data.activity.search_count, 2);
  h.clock.advance(24 * 60 * MINUTE + 1);
  const gone = (await state(s)).json.data;
  assert.is(gone.activity, null);
  assert.is(gone.intent, 'baseline');
  await events(s, [{ type: 'search' }]);
  assert.equal((await state(s)).json.data.activity, { viewed_products: [], viewed_categories: [], search_count: 1 });
  // The stored expiry is what the TTL index sweeps by.
  const doc = await h.db.collection('activity_sessions').findOne({ session_id: s });
  assert.is(doc!.expires_at.getTime(), h.clock.now().getTime() + 30 * 24 * 60 * MINUTE);
});

test('a bad batch is refused whole with the event named, and nothing of it is recorded', async () => {
  const s = newSessionId();
  const cases: [unknown, RegExp][] = [
    [
      { events: [view('iced-latte'), { type: 'wishlist_add', product_id: 'x' }] },
      /^body\.events\.1\.type: must be one of "product_view", "category_view", "search", "cart_add", "cart_remove"$/,
    ],
    [{ events: [{ product_id: 'x' }] }, /^body\.events\.0\.type: is required$/],
    [{ events: [{ type: 'product_view' }] }, /^body\.events\.0\.product_id: is required$/],
    [
      { events: [{ type: 'product_view', product_id: ids['iced-latte'], price: -1 }] },
      /^body\.events\.0\.price: must be >= 0$/,
    ],
    [{ events: [{ type: 'search', colour: 'red' }] }, /^body\.events\.0: unknown field "colour"$/],
    [{ events: [] }, /^body\.events: /],
    [
      { events: Array.from({ length: 51 }, () => ({ type: 'search' })) },
      /^body\.events: must NOT have more than 50 items$/,
    ],
    [{ events: [{ type: 'search' }], extra: 1 }, /^body: unknown field "extra"$/],
  ];
  for (const [body, field] of cases) {
    const r = await h.raw('POST', '/api/v1/activity/events', { sessionId: s, body });
    assert.is(r.status, 400, JSON.stringify(body).slice(0, 80));
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.match(r.json.error.message, field);
  }
  assert.is((await state(s)).json.data.activity, null);
  // 50 is the bound: accepted whole.
  const ok = await events(
    s,
    Array.from({ length: 50 }, () => ({ type: 'search' })),
  );
  assert.is(ok.json.data.processed, 50);
});

test('concurrent batches of one session all count', async () => {
  const s = newSessionId();
  const rs = await Promise.all(Array.from({ length: 8 }, () => events(s, [{ type: 'search' }, { type: 'search' }])));
  assert.ok(rs.every((r) => r.status === 200));
  assert.is((await state(s)).json.data.activity.search_count, 16);
});

test('every answer kept to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
