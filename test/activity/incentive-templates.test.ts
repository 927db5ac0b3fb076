// Incentive templates over HTTP on the platform API: create, read, list order, partial update, delete; the
// validation of each field; scopes, another business's key, the live/test sets kept apart; the 100-per-mode cap,
// also under concurrent creates; and what the storefront's read (activeTemplates, then chooseIncentive) sees after
// each write. Every answer is checked against the contract by the harness.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { activeTemplates, MAX_TEMPLATES_PER_MODE } from '../../src/modules/activity/incentives.js';
import { chooseIncentive } from '../../src/modules/activity/rules/incentive.js';
import type { IncentiveTemplateDoc } from '../../src/modules/activity/model.js';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
});

type Mode = 'live' | 'test';
const base = (businessId = h.demo.business_id) => `/v1/businesses/${businessId}/incentive-templates`;
/** A platform call with a business key (the demo's by default), in `mode` (test by default). */
const pf = (method: string, path: string, body?: unknown, opts: { key?: string | null; mode?: Mode } = {}) => {
  const key = opts.key === undefined ? h.businessKey : opts.key;
  return h
    .fetch(`${h.url}${path}${path.includes('?') ? '&' : '?'}mode=${opts.mode ?? 'test'}`, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    .then(async (r) => ({ status: r.status, json: r.status === 204 ? null : ((await r.json()) as any) }));
};
const create = async (body: Record<string, unknown>, opts: { key?: string; mode?: Mode; businessId?: string } = {}) => {
  const r = await pf(
    'POST',
    base(opts.businessId),
    { agent_id: 'agt_concierge', intents: ['considering'], ...body },
    opts,
  );
  assert.is(r.status, 201, JSON.stringify(r.json));
  return r.json.data;
};

test('create: the stored template with its defaults; read it back', async () => {
  const r = await pf('POST', base(), {
    name: 'Welcome tips',
    agent_id: 'agt_concierge',
    intents: ['browsing', 'considering'],
  });
  assert.is(r.status, 201, JSON.stringify(r.json));
  const t = r.json.data;
  assert.match(t.id, /^tpl_[A-Za-z0-9]{8,64}$/);
  assert.equal(
    { ...t, id: undefined, created_at: undefined, updated_at: undefined },
    {
      id: undefined,
      name: 'Welcome tips',
      agent_id: 'agt_concierge',
      intents: ['browsing', 'considering'],
      min_cart_total: null,
      requires_cart_items: false,
      priority: 0,
      active: true,
      created_at: undefined,
      updated_at: undefined,
    },
  );
  assert.is(t.created_at, t.updated_at);
  const got = await pf('GET', `${base()}/${t.id}`);
  assert.is(got.status, 200);
  assert.equal(got.json.data, t);

  const full = await create({
    name: 'Free delivery over 50',
    agent_id: 'agt_checkout',
    intents: ['ready_to_buy'],
    min_cart_total: '50.00',
    requires_cart_items: true,
    priority: 10,
    active: false,
  });
  assert.equal([full.min_cart_total, full.requires_cart_items, full.priority, full.active], ['50.00', true, 10, false]);
  const stored = await h.db.collection('incentive_templates').findOne({ _id: full.id });
  assert.equal(
    {
      business_id: stored?.business_id,
      livemode: stored?.livemode,
      min_cart_total: stored?.min_cart_total,
      intents: stored?.intents,
    },
    { business_id: h.demo.business_id, livemode: false, min_cart_total: 5000, intents: ['ready_to_buy'] },
  );
  for (const id of [t.id, full.id]) assert.is((await pf('DELETE', `${base()}/${id}`)).status, 204);
});

test('list: highest priority first, then oldest; paged with limit and offset; total counts all', async () => {
  const biz = await h.business('Incentive Lister');
  const { key } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: biz.tenant.business_id,
    scopes: ['incentives:read', 'incentives:write'],
  });
  const made: string[] = [];
  for (const [name, priority] of [
    ['low', 1],
    ['high-older', 5],
    ['mid', 3],
    ['high-newer', 5],
    ['off', 9],
  ] as const) {
    made.push(
      (await create({ name, priority, active: name !== 'off' }, { key, businessId: biz.tenant.business_id })).name,
    );
  }
  const all = await pf('GET', base(biz.tenant.business_id), undefined, { key });
  assert.is(all.status, 200);
  assert.equal(
    all.json.data.templates.map((t: any) => t.name),
    ['off', 'high-older', 'high-newer', 'mid', 'low'],
  );
  assert.equal(all.json.data.pagination, { limit: 20, offset: 0, total: 5 });
  const page = await pf('GET', `${base(biz.tenant.business_id)}?limit=2&offset=2`, undefined, { key });
  assert.equal(
    page.json.data.templates.map((t: any) => t.name),
    ['high-newer', 'mid'],
  );
  assert.equal(page.json.data.pagination, { limit: 2, offset: 2, total: 5 });
  assert.is((await pf('GET', `${base(biz.tenant.business_id)}?limit=101`, undefined, { key })).status, 400);
  assert.is((await pf('GET', `${base(biz.tenant.business_id)}?offset=-1`, undefined, { key })).status, 400);
});

test('update: only the fields sent change; updated_at moves, created_at stays; null clears the minimum', async () => {
  const t = await create({ name: 'Spend 40', min_cart_total: '40.00', priority: 2 });
  h.tick();
  const r = await pf('PATCH', `${base()}/${t.id}`, { priority: 7, intents: ['considering', 'ready_to_buy'] });
  assert.is(r.status, 200, JSON.stringify(r.json));
  const u = r.json.data;
  assert.equal(
    { ...u, updated_at: undefined },
    { ...t, priority: 7, intents: ['considering', 'ready_to_buy'], updated_at: undefined },
  );
  assert.ok(Date.parse(u.updated_at) > Date.parse(t.updated_at), `${u.updated_at} after ${t.updated_at}`);
  const cleared = await pf('PATCH', `${base()}/${t.id}`, {
    min_cart_total: null,
    active: false,
    name: 'Anything',
    agent_id: 'agt_other',
    requires_cart_items: true,
  });
  assert.equal(
    [
      cleared.json.data.min_cart_total,
      cleared.json.data.active,
      cleared.json.data.name,
      cleared.json.data.agent_id,
      cleared.json.data.requires_cart_items,
    ],
    [null, false, 'Anything', 'agt_other', true],
  );
  assert.equal((await pf('GET', `${base()}/${t.id}`)).json.data, cleared.json.data);
  assert.is((await pf('PATCH', `${base()}/tpl_doesnotexist0000`, { priority: 1 })).status, 404);
  await pf('DELETE', `${base()}/${t.id}`);
});

test('delete: 204, then gone (404 to read or update); deleting again is 204', async () => {
  const t = await create({ name: 'Short lived' });
  assert.is((await pf('DELETE', `${base()}/${t.id}`)).status, 204);
  assert.is((await pf('GET', `${base()}/${t.id}`)).status, 404);
  assert.is((await pf('PATCH', `${base()}/${t.id}`, { priority: 1 })).status, 404);
  assert.is((await pf('DELETE', `${base()}/${t.id}`)).status, 204);
  assert.is(await h.db.collection('incentive_templates').countDocuments({ _id: t.id }), 0);
});

test('validation: each bad field is 400 VALIDATION_ERROR naming it; nothing is stored', async () => {
  const before = await h.db.collection('incentive_templates').countDocuments({ business_id: h.demo.business_id });
  const ok = { name: 'n', agent_id: 'agt_a', intents: ['browsing'] };
  const cases: [Record<string, unknown>, string][] = [
    [{ ...ok, discount: 10 }, 'discount'],
    [{ agent_id: 'agt_a', intents: ['browsing'] }, 'name'],
    [{ ...ok, name: '' }, 'name'],
    [{ ...ok, name: 'x'.repeat(201) }, 'name'],
    [{ name: 'n', intents: ['browsing'] }, 'agent_id'],
    [{ ...ok, agent_id: 'a'.repeat(129) }, 'agent_id'],
    [{ ...ok, intents: [] }, 'intents'],
    [{ ...ok, intents: ['browsing', 'browsing'] }, 'intents'],
    [{ ...ok, intents: ['baseline'] }, 'intents'],
    [{ ...ok, min_cart_total: '12.5' }, 'min_cart_total'],
    [{ ...ok, min_cart_total: 12.5 }, 'min_cart_total'],
    [{ ...ok, min_cart_total: '-1.00' }, 'min_cart_total'],
    [{ ...ok, priority: 1001 }, 'priority'],
    [{ ...ok, priority: -1 }, 'priority'],
    [{ ...ok, priority: 1.5 }, 'priority'],
    [{ ...ok, requires_cart_items: 'yes' }, 'requires_cart_items'],
    [{ ...ok, active: 1 }, 'active'],
  ];
  for (const [body, field] of cases) {
    const r = await pf('POST', base(), body);
    assert.is(r.status, 400, `${JSON.stringify(body)}: ${JSON.stringify(r.json)}`);
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.ok(r.json.error.message.includes(field), `${field}: ${r.json.error.message}`);
  }
  assert.is(await h.db.collection('incentive_templates').countDocuments({ business_id: h.demo.business_id }), before);

  const t = await create({ name: 'Patch me', min_cart_total: '10.00' });
  const patches: [Record<string, unknown>, string][] = [
    [{ colour: 'red' }, 'colour'],
    [{ priority: 2000 }, 'priority'],
    [{ min_cart_total: '-0.01' }, 'min_cart_total'],
    [{ intents: ['considering', 'considering'] }, 'intents'],
    [{ name: null }, 'name'],
  ];
  for (const [body, field] of patches) {
    const r = await pf('PATCH', `${base()}/${t.id}`, body);
    assert.is(r.status, 400, `${JSON.stringify(body)}: ${JSON.stringify(r.json)}`);
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.ok(r.json.error.message.includes(field), `${field}: ${r.json.error.message}`);
  }
  const empty = await pf('PATCH', `${base()}/${t.id}`, {});
  assert.is(empty.status, 400);
  assert.is(empty.json.error.code, 'VALIDATION_ERROR');
  assert.equal((await pf('GET', `${base()}/${t.id}`)).json.data, t);
  assert.is((await pf('GET', `${base()}/not-a-template`)).status, 400);
  await pf('DELETE', `${base()}/${t.id}`);
});

test('scopes: incentives:read reads but cannot write; without incentives:read nothing; no key is 401', async () => {
  const t = await create({ name: 'Scoped' });
  const { key: reader } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['incentives:read'],
    name: 'incentive reader',
  });
  assert.is((await pf('GET', base(), undefined, { key: reader })).status, 200);
  assert.is((await pf('GET', `${base()}/${t.id}`, undefined, { key: reader })).status, 200);
  for (const [method, path, body] of [
    ['POST', base(), { name: 'no', agent_id: 'agt_a', intents: ['browsing'] }],
    ['PATCH', `${base()}/${t.id}`, { priority: 9 }],
    ['DELETE', `${base()}/${t.id}`, undefined],
  ] as const) {
    const denied = await pf(method, path, body, { key: reader });
    assert.is(denied.status, 403, `${method} ${JSON.stringify(denied.json)}`);
    assert.is(denied.json.error.code, 'FORBIDDEN');
    assert.ok(denied.json.error.message.includes('incentives:write'), denied.json.error.message);
  }
  assert.is((await pf('GET', `${base()}/${t.id}`)).json.data.priority, 0);

  const { key: support } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['support:read'],
    name: 'support only',
  });
  const list = await pf('GET', base(), undefined, { key: support });
  assert.is(list.status, 403);
  assert.ok(list.json.error.message.includes('incentives:read'), list.json.error.message);
  assert.is((await pf('GET', base(), undefined, { key: null })).status, 401);
  await pf('DELETE', `${base()}/${t.id}`);
});

test("another business: its key is 403 on this business's templates, and its own path does not reach them", async () => {
  const t = await create({ name: 'Ours' });
  const other = await h.business('Other Incentives Co');
  const { key: otherKey } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: other.tenant.business_id,
    scopes: ['incentives:read', 'incentives:write'],
    name: 'other',
  });
  for (const [method, path, body] of [
    ['GET', base(), undefined],
    ['GET', `${base()}/${t.id}`, undefined],
    ['POST', base(), { name: 'x', agent_id: 'agt_a', intents: ['browsing'] }],
    ['PATCH', `${base()}/${t.id}`, { active: false }],
    ['DELETE', `${base()}/${t.id}`, undefined],
  ] as const) {
    const r = await pf(method, path, body, { key: otherKey });
    assert.is(r.status, 403, `${method} ${path}: ${JSON.stringify(r.json)}`);
    assert.is(r.json.error.code, 'FORBIDDEN');
  }
  const theirs = base(other.tenant.business_id);
  assert.is((await pf('GET', `${theirs}/${t.id}`, undefined, { key: otherKey })).status, 404);
  assert.is((await pf('PATCH', `${theirs}/${t.id}`, { active: false }, { key: otherKey })).status, 404);
  assert.is((await pf('DELETE', `${theirs}/${t.id}`, undefined, { key: otherKey })).status, 204);
  assert.equal((await pf('GET', `${theirs}`, undefined, { key: otherKey })).json.data.templates, []);
  assert.equal((await pf('GET', `${base()}/${t.id}`)).json.data, t);
  await pf('DELETE', `${base()}/${t.id}`);
});

test('modes: live and test are separate sets; live is the default', async () => {
  const inTest = await create({ name: 'Sandbox offer' }, { mode: 'test' });
  const live = await h.fetch(`${h.url}${base()}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${h.businessKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Live offer', agent_id: 'agt_live', intents: ['browsing'] }),
  });
  assert.is(live.status, 201);
  const inLive = ((await live.json()) as any).data;
  const names = async (mode: Mode) =>
    (await pf('GET', base(), undefined, { mode })).json.data.templates.map((t: any) => t.name);
  assert.ok((await names('test')).includes('Sandbox offer'));
  assert.not.ok((await names('test')).includes('Live offer'));
  assert.ok((await names('live')).includes('Live offer'));
  assert.not.ok((await names('live')).includes('Sandbox offer'));
  assert.is((await pf('GET', `${base()}/${inTest.id}`, undefined, { mode: 'live' })).status, 404);
  assert.is((await pf('PATCH', `${base()}/${inTest.id}`, { priority: 3 }, { mode: 'live' })).status, 404);
  assert.is((await pf('DELETE', `${base()}/${inTest.id}`, undefined, { mode: 'live' })).status, 204);
  assert.is((await pf('GET', `${base()}/${inTest.id}`)).status, 200, 'a live delete leaves the test template');
  assert.equal((await pf('GET', `${base()}/${inLive.id}`, undefined, { mode: 'live' })).json.data, inLive);
  assert.is((await pf('GET', `${base()}?mode=sandbox`)).status, 400);
  for (const [id, mode] of [
    [inTest.id, 'test'],
    [inLive.id, 'live'],
  ] as const)
    await pf('DELETE', `${base()}/${id}`, undefined, { mode });
});

test('the cap: 100 templates per mode, the 101st is 409 CONFLICT; a delete makes room; the other mode is separate', async () => {
  const biz = await h.business('Incentive Hoarder');
  const businessId = biz.tenant.business_id;
  const { key } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: businessId,
    scopes: ['incentives:read', 'incentives:write'],
  });
  const ids: string[] = [];
  for (let i = 0; i < MAX_TEMPLATES_PER_MODE; i++)
    ids.push((await create({ name: `Offer ${i}`, priority: i % 7 }, { key, businessId })).id);
  const full = await pf(
    'POST',
    base(businessId),
    { name: 'One too many', agent_id: 'agt_a', intents: ['browsing'] },
    { key },
  );
  assert.is(full.status, 409, JSON.stringify(full.json));
  assert.is(full.json.error.code, 'CONFLICT');
  assert.match(full.json.error.message, /at most 100/);
  assert.is(
    await h.db.collection('incentive_templates').countDocuments({ business_id: businessId, livemode: false }),
    100,
  );
  // Inactive templates count too: deactivating does not make room, deleting does.
  assert.is((await pf('PATCH', `${base(businessId)}/${ids[0]}`, { active: false }, { key })).status, 200);
  assert.is(
    (await pf('POST', base(businessId), { name: 'Still full', agent_id: 'agt_a', intents: ['browsing'] }, { key }))
      .status,
    409,
  );
  assert.is((await pf('DELETE', `${base(businessId)}/${ids[1]}`, undefined, { key })).status, 204);
  await create({ name: 'Room again' }, { key, businessId });
  assert.is(
    (await pf('POST', base(businessId), { name: 'Full again', agent_id: 'agt_a', intents: ['browsing'] }, { key }))
      .status,
    409,
  );
  await create({ name: 'Live is its own set' }, { key, businessId, mode: 'live' });
  assert.is((await pf('GET', `${base(businessId)}?limit=100`, undefined, { key })).json.data.pagination.total, 100);
});

test('the cap holds under concurrent creates: with 95 held, 10 at once store exactly 5', async () => {
  const biz = await h.business('Incentive Racer');
  const businessId = biz.tenant.business_id;
  const { key } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: businessId,
    scopes: ['incentives:write'],
  });
  const now = h.clock.now();
  const held: IncentiveTemplateDoc[] = Array.from({ length: 95 }, (_, i) => ({
    _id: `tpl_held${String(i).padStart(8, '0')}`,
    business_id: businessId,
    livemode: false,
    name: `Held ${i}`,
    agent_id: 'agt_a',
    intents: ['browsing'],
    min_cart_total: null,
    requires_cart_items: false,
    priority: 0,
    active: true,
    created_at: now,
    updated_at: now,
  }));
  await h.db.collection<IncentiveTemplateDoc>('incentive_templates').insertMany(held);
  const burst = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      pf('POST', base(businessId), { name: `Racer ${i}`, agent_id: 'agt_a', intents: ['browsing'] }, { key }),
    ),
  );
  assert.equal(burst.map((r) => r.status).sort(), [201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
  assert.is(
    await h.db.collection('incentive_templates').countDocuments({ business_id: businessId, livemode: false }),
    100,
  );
});

test("the storefront's read: active templates of the tenant's mode, each write seen at once; chooseIncentive over them", async () => {
  const biz = await h.business('Incentive Shop');
  const businessId = biz.tenant.business_id;
  const tenant = { business_id: businessId, livemode: false };
  const { key } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: businessId,
    scopes: ['incentives:read', 'incentives:write'],
  });
  const opts = { key, businessId };
  const read = async () => (await activeTemplates(h.db, tenant)).map((t) => t.name);
  assert.equal(await read(), []);

  const browse = await create(
    { name: 'Browse tips', intents: ['browsing', 'considering'], agent_id: 'agt_concierge' },
    opts,
  );
  assert.equal(await read(), ['Browse tips'], 'a create is seen by the next read');
  const spend = await create(
    {
      name: 'Spend 50',
      intents: ['considering', 'ready_to_buy'],
      agent_id: 'agt_checkout',
      min_cart_total: '50.00',
      requires_cart_items: true,
      priority: 10,
    },
    opts,
  );
  await create({ name: 'Paused', intents: ['considering'], priority: 99, active: false }, opts);
  await create({ name: 'Live only', intents: ['considering'], priority: 500 }, { ...opts, mode: 'live' });
  assert.equal(await read(), ['Spend 50', 'Browse tips'], 'active ones of this mode, best first');

  const offer = async (
    intent: 'baseline' | 'browsing' | 'considering' | 'ready_to_buy',
    cartItems: number,
    cartSubtotal: number,
  ) => chooseIncentive(await activeTemplates(h.db, tenant), { intent, cartItems, cartSubtotal });
  assert.equal(await offer('considering', 2, 5000), { template_id: spend.id, agent_id: 'agt_checkout' });
  assert.equal(await offer('considering', 2, 4999), { template_id: browse.id, agent_id: 'agt_concierge' });
  assert.equal(await offer('ready_to_buy', 0, 9000), null, 'requires cart items');
  assert.equal(await offer('baseline', 2, 9000), null);

  // An update and a delete are seen at once too.
  assert.is((await pf('PATCH', `${base(businessId)}/${spend.id}`, { min_cart_total: '20.00' }, { key })).status, 200);
  assert.equal(await offer('considering', 2, 4999), { template_id: spend.id, agent_id: 'agt_checkout' });
  assert.is((await pf('PATCH', `${base(businessId)}/${spend.id}`, { active: false }, { key })).status, 200);
  assert.equal(await read(), ['Browse tips']);
  assert.is((await pf('DELETE', `${base(businessId)}/${browse.id}`, undefined, { key })).status, 204);
  assert.equal(await read(), []);
  assert.equal(await offer('considering', 2, 9000), null);
  // The list is shared by every caller until it is dropped, so no caller can change it in place.
  await create({ name: 'Again' }, opts);
  await create({ name: 'And again', priority: 1 }, opts);
  const shared = await activeTemplates(h.db, tenant);
  assert.equal(
    shared.map((t) => t.name),
    ['And again', 'Again'],
  );
  assert.throws(() => shared.sort((a, b) => a.priority - b.priority));
  assert.throws(() => shared.push(shared[0]));
});

test('every answer matched the contract', () => {
  assert.equal(h.responseViolations(), []);
  assert.ok(h.checkedResponses() > 100);
});

test.run();
