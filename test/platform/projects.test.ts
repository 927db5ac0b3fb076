// Site projects over HTTP: create (defaults, derived and explicit slugs, the 100 cap under concurrency,
// idempotency), list, read, update (settings replaced whole), and the refusals: validation naming the field, a taken
// slug, an unknown project, a key without the scope, another business's key.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { MAX_PROJECTS } from '../../src/modules/projects/model.js';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off', SITES_DOMAIN: 'sites.test' } });
});
test.after(async () => {
  await h?.close();
});

const bearer = (key: string) => ({ key: null, headers: { authorization: `Bearer ${key}` } });
const base = () => `/v1/businesses/${h.demo.business_id}/projects`;
const as = (key = h.businessKey) => ({
  post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
    h.raw('POST', path, { ...bearer(key), headers: { ...bearer(key).headers, ...headers }, body }),
  get: (path: string) => h.raw('GET', path, bearer(key)),
  put: (path: string, body: unknown) => h.raw('PUT', path, { ...bearer(key), body }),
});

test('create: defaults, a slug derived from the name, no repo or deployment yet', async () => {
  const r = await as().post(base(), { name: 'Osu Coffee Site' });
  assert.is(r.status, 201, JSON.stringify(r.json));
  const p = r.json.data;
  assert.match(p.id, /^prj_[A-Za-z0-9]{8,64}$/);
  assert.is(p.slug, 'osu-coffee-site');
  assert.equal(p.settings, {
    mcp_destructive_ops_enabled: false,
    production_branch: 'main',
    build_command: null,
    output_directory: null,
    node_version: '20',
  });
  assert.equal([p.repo, p.last_deployment, p.production_url], [null, null, null]);
  // The same name again gets the next free slug; an explicit taken slug is refused.
  assert.is((await as().post(base(), { name: 'Osu coffee site!' })).json.data.slug, 'osu-coffee-site-2');
  const taken = await as().post(base(), { name: 'Other', slug: 'osu-coffee-site' });
  assert.is(taken.status, 409);
  assert.match(taken.json.error.message, /^slug: osu-coffee-site is taken/);
  const stored = await h.db.collection('projects').findOne({ _id: p.id });
  assert.is(stored!.livemode, true);
  assert.match(stored!.host_label, /^osu-coffee-site-[a-z0-9]{6}$/);
});

test('read, list newest first with paging, update replacing the settings whole', async () => {
  const a = (await as().post(base(), { name: 'Alpha', slug: 'alpha' })).json.data;
  h.clock.advance(1000);
  const b = (await as().post(base(), { name: 'Beta', slug: 'beta' })).json.data;
  assert.equal((await as().get(`${base()}/${a.id}`)).json.data, a);
  const page = (await as().get(`${base()}?limit=2`)).json.data;
  assert.equal(
    page.projects.map((p: any) => p.id),
    [b.id, a.id],
  );
  assert.is(page.pagination.limit, 2);
  assert.ok(page.pagination.total >= 2);

  const put = await as().put(`${base()}/${a.id}`, {
    name: 'Alpha site',
    settings: { mcp_destructive_ops_enabled: true, output_directory: 'site' },
  });
  assert.is(put.status, 200, JSON.stringify(put.json));
  assert.is(put.json.data.name, 'Alpha site');
  assert.equal(put.json.data.settings, {
    mcp_destructive_ops_enabled: true,
    production_branch: 'main',
    build_command: null,
    output_directory: 'site',
    node_version: '20',
  });
  // Omitted settings fields return to their defaults.
  const again = await as().put(`${base()}/${a.id}`, { settings: { node_version: '22' } });
  assert.equal(again.json.data.settings, {
    mcp_destructive_ops_enabled: false,
    production_branch: 'main',
    build_command: null,
    output_directory: null,
    node_version: '22',
  });
  assert.is(again.json.data.slug, 'alpha');
});

test('refusals: the field named, unknown project 404, scope, another business', async () => {
  const bad: [unknown, RegExp][] = [
    [{}, /^body\.name: is required$/],
    [{ name: '' }, /^body\.name: /],
    [{ name: 'x', slug: 'Not A Slug' }, /^body\.slug: /],
    [{ name: 'x', colour: 'red' }, /^body: unknown field "colour"$/],
  ];
  for (const [body, message] of bad) {
    const r = await as().post(base(), body);
    assert.is(r.status, 400, JSON.stringify(body));
    assert.match(r.json.error.message, message);
  }
  assert.is((await as().put(`${base()}/prj_doesnotexist1`, { name: 'x' })).status, 404);
  assert.is((await as().get(`${base()}/prj_doesnotexist1`)).status, 404);
  assert.match((await as().put(`${base()}/prj_doesnotexist1`, {})).json.error.message, /body/);

  const { key: reader } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['projects:read'],
    name: 'reader',
  });
  assert.is((await as(reader).get(base())).status, 200);
  const denied = await as(reader).post(base(), { name: 'Nope' });
  assert.is(denied.status, 403);
  assert.match(denied.json.error.message, /projects:write/);
  const other = await h.business('Elsewhere Ltd');
  const { key: otherKey } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: other.tenant.business_id,
    scopes: ['projects:read', 'projects:write'],
    name: 'other',
  });
  assert.is((await as(otherKey).get(base())).status, 403);
  assert.is((await as(otherKey).post(base(), { name: 'Mine' })).status, 403);
  // Their own projects are theirs alone.
  const theirs = (await as(otherKey).post(`/v1/businesses/${other.tenant.business_id}/projects`, { name: 'Theirs' }))
    .json.data;
  assert.is((await as().get(`${base()}/${theirs.id}`)).status, 404);
});

test('idempotency_key: a repeat answers the first project; other input with the key is 409', async () => {
  const first = await as().post(base(), { name: 'Once', idempotency_key: 'create-once-1' });
  const again = await as().post(base(), { name: 'Once', idempotency_key: 'create-once-1' });
  assert.is(again.status, 201);
  assert.is(again.json.data.id, first.json.data.id);
  assert.is(again.headers.get('idempotent-replayed'), 'true');
  assert.is((await as().post(base(), { name: 'Twice', idempotency_key: 'create-once-1' })).status, 409);
});

test(`at most ${MAX_PROJECTS} projects per business, also when created at once`, async () => {
  const biz = await h.business('Many Projects Ltd');
  const { key } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: biz.tenant.business_id,
    scopes: ['projects:read', 'projects:write'],
    name: 'many',
  });
  const path = `/v1/businesses/${biz.tenant.business_id}/projects`;
  const now = new Date();
  await h.db.collection('projects').insertMany(
    Array.from({ length: MAX_PROJECTS - 3 }, (_, i) => ({
      _id: `prj_seeded${String(i).padStart(6, '0')}` as any,
      business_id: biz.tenant.business_id,
      livemode: true,
      name: `P${i}`,
      slug: `p-${i}`,
      host_label: `p-${i}-many${String(i).padStart(4, '0')}`,
      settings: {
        mcp_destructive_ops_enabled: false,
        production_branch: 'main',
        build_command: null,
        output_directory: null,
        node_version: '20',
      },
      production_deployment_id: null,
      created_at: now,
      updated_at: now,
    })),
  );
  const results = await Promise.all(Array.from({ length: 8 }, (_, i) => as(key).post(path, { name: `Burst ${i}` })));
  assert.equal(results.map((r) => r.status).sort(), [201, 201, 201, 409, 409, 409, 409, 409]);
  assert.is(await h.db.collection('projects').countDocuments({ business_id: biz.tenant.business_id }), MAX_PROJECTS);
  assert.match(results.find((r) => r.status === 409)!.json.error.message, /at most 100 projects/);
});

test('every answer kept to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
