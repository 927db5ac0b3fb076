// The working context over HTTP: getContext (the account owning the key, the business, the attached project or
// null) and attachProject (stored on the calling key, replacing the previous one; the project presented as
// getProject shows it); 404 for an unknown project or one of another business; an attachment whose project is gone
// reads as none; projects:read required (403 naming it), another business's key 403, no key 401.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { hashSecret } from '../../src/kernel/secrets.js';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off', SITES_DOMAIN: 'sites.test' } });
});
test.after(async () => {
  await h?.close();
});

const bearer = (key: string | null) =>
  key ? { key: null, headers: { authorization: `Bearer ${key}` } } : { key: null };
const biz = (businessId = h.demo.business_id) => `/v1/businesses/${businessId}`;
const as = (key: string | null = h.businessKey, businessId?: string) => ({
  context: () => h.raw('GET', `${biz(businessId)}/context`, bearer(key)),
  attach: (body: unknown) => h.raw('POST', `${biz(businessId)}/context/attach`, { ...bearer(key), body }),
  project: async (name: string) => {
    const r = await h.raw('POST', `${biz(businessId)}/projects`, { ...bearer(key), body: { name } });
    assert.is(r.status, 201, JSON.stringify(r.json));
    return r.json.data;
  },
  getProject: (id: string) => h.raw('GET', `${biz(businessId)}/projects/${id}`, bearer(key)),
});
const scoped = async (scopes: string[], businessId = h.demo.business_id) =>
  (await issueApiKey(h.db, { kind: 'business', livemode: true, business_id: businessId, scopes, now: h.clock.now() }))
    .key;
const demoAccount = async () => {
  const a = await h.db.collection('owner_accounts').findOne({ email: 'owner@osu-corner-cafe.example' });
  return { id: a!._id, name: a!.name, email: a!.email };
};
const storedAttachment = async (key: string) =>
  (await h.db.collection('api_keys').findOne({ key_hash: hashSecret(key) }))!.attached_project_id ?? null;

test('context: the demo account, the business, no project before anything is attached', async () => {
  const r = await as().context();
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.data, {
    account: await demoAccount(),
    business: { id: h.demo.business_id, name: 'Osu Corner Café' },
    project: null,
  });
});

test('attach: stored on the calling key, answered and read back as the context; a second attach replaces it', async () => {
  const key = await scoped(['projects:read', 'projects:write']);
  const a = await as(key).project('Context Alpha');
  const b = await as(key).project('Context Beta');
  const r = await as(key).attach({ project_id: a.id });
  assert.is(r.status, 200, JSON.stringify(r.json));
  const shown = (await as(key).getProject(a.id)).json.data;
  // A key issued without an owner: its business's owner stands in.
  assert.equal(r.json.data, {
    account: await demoAccount(),
    business: { id: h.demo.business_id, name: 'Osu Corner Café' },
    project: shown,
  });
  assert.is(await storedAttachment(key), a.id);
  assert.equal((await as(key).context()).json.data, r.json.data);

  const again = await as(key).attach({ project_id: b.id });
  assert.is(again.status, 200);
  assert.is(again.json.data.project.id, b.id);
  assert.is((await as(key).context()).json.data.project.id, b.id);
  assert.is(await storedAttachment(key), b.id);
  // Attaching the same project twice is harmless.
  assert.equal((await as(key).attach({ project_id: b.id })).json.data, again.json.data);
});

test('attach: per key, not per business; changes made to the project show in the context', async () => {
  const one = await scoped(['projects:read', 'projects:write']);
  const two = await scoped(['projects:read']);
  const p = await as(one).project('Per Key Site');
  await as(one).attach({ project_id: p.id });
  assert.is((await as(two).context()).json.data.project, null);
  assert.is(await storedAttachment(two), null);
  const put = await h.raw('PUT', `${biz()}/projects/${p.id}`, {
    ...bearer(one),
    body: { name: 'Per Key Site, renamed' },
  });
  assert.is(put.status, 200, JSON.stringify(put.json));
  assert.is((await as(one).context()).json.data.project.name, 'Per Key Site, renamed');
});

test("attach: unknown project and another business's project are 404, leaving the attachment as it was", async () => {
  const key = await scoped(['projects:read', 'projects:write']);
  const mine = await as(key).project('Kept Attached');
  await as(key).attach({ project_id: mine.id });

  const unknown = await as(key).attach({ project_id: 'prj_doesnotexist0000' });
  assert.is(unknown.status, 404, JSON.stringify(unknown.json));
  assert.is(unknown.json.error.code, 'NOT_FOUND');

  const other = await h.business('Context Other Co');
  const otherKey = await scoped(['projects:read', 'projects:write'], other.tenant.business_id);
  const theirs = await as(otherKey, other.tenant.business_id).project('Their Site');
  const foreign = await as(key).attach({ project_id: theirs.id });
  assert.is(foreign.status, 404, JSON.stringify(foreign.json));
  assert.is(await storedAttachment(key), mine.id);
  assert.is((await as(key).context()).json.data.project.id, mine.id);
});

test('attach: validation names project_id; a project that is gone reads as no project', async () => {
  for (const body of [{}, { project_id: '' }, { project_id: 'prj_x', extra: 1 }]) {
    const r = await as().attach(body);
    assert.is(r.status, 400, `${JSON.stringify(body)} → ${JSON.stringify(r.json)}`);
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
  }
  const key = await scoped(['projects:read', 'projects:write']);
  const p = await as(key).project('Soon Gone');
  await as(key).attach({ project_id: p.id });
  // No operation deletes a project yet; the store is changed directly to stand for one.
  await h.db.collection('projects').deleteOne({ _id: p.id });
  const r = await as(key).context();
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.is(r.json.data.project, null);
});

test("scopes: projects:read for both (403 naming it); another business's key 403; no key 401", async () => {
  const p = await as().project('Scope Site');
  const noRead = await scoped(['mcp:invoke', 'projects:write']);
  for (const call of [() => as(noRead).context(), () => as(noRead).attach({ project_id: p.id })]) {
    const r = await call();
    assert.is(r.status, 403, JSON.stringify(r.json));
    assert.is(r.json.error.code, 'FORBIDDEN');
    assert.ok(r.json.error.message.includes('projects:read'), r.json.error.message);
  }
  assert.is(await storedAttachment(noRead), null);

  const other = await h.business('Context Intruder Co');
  const intruder = await scoped(['projects:read', 'projects:write', 'mcp:invoke'], other.tenant.business_id);
  for (const call of [() => as(intruder).context(), () => as(intruder).attach({ project_id: p.id })]) {
    const r = await call();
    assert.is(r.status, 403, JSON.stringify(r.json));
    assert.is(r.json.error.code, 'FORBIDDEN');
  }
  assert.is(await storedAttachment(intruder), null);
  for (const call of [() => as(null).context(), () => as(null).attach({ project_id: p.id })])
    assert.is((await call()).status, 401);
});

test('every response matched the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
