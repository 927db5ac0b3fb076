// Deployments end to end with the real git CLI: a project, a managed repository, a static site pushed over HTTP with
// a minted write URL, deployed by SHA and polled to active, served by Host; a second version deployed and then rolled
// back, the first served again; a custom domain served once attached and not at once when detached (by the process
// that detached it, and by a second server process within RESOLVE_CACHE_MS); a deploy by branch (its head at the
// call, recorded); dedupe, logs, cancel, the refusals; and a deployment left building by a process that died taken
// up again and finished.
import { cp, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { recoverDeployments } from '../../src/flows/deploy/recover.js';
import { RESOLVE_CACHE_MS } from '../../src/modules/deployments/routes.js';
import { exitWhenDone } from '../store/helpers.js';
import { startChildServer } from '../harness/child-server.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { runGitOk } from './git-helpers.js';
import { getByHost, getByHostAt, until } from './helpers.js';

let h: Harness;
let work: string;
const SITES = 'sites.test';

test.before(async () => {
  h = await startHarness({ seed: true, worker: true, env: { RATE_LIMITS: 'off', SITES_DOMAIN: SITES } });
  work = await mkdtemp(join(tmpdir(), 'deploy-test-'));
});
test.after(async () => {
  await h?.close();
  if (work) await rm(work, { recursive: true, force: true });
  // Agenda's worker leaves a handle behind after it stops (as in the other worker tests).
  exitWhenDone();
});

const bearer = { key: null, headers: { authorization: '' } };
const api = (method: string, path: string, body?: unknown) =>
  h.raw(method, `/v1/businesses/${h.demo.business_id}${path}`, {
    ...bearer,
    headers: { authorization: `Bearer ${h.businessKey}` },
    body,
  });

/** git with a throw-away home: no user or system configuration leaks in. */
const git = (cwd: string, ...args: string[]) => runGitOk(work, cwd, ...args);
/** GET with a Host header (the site is chosen by it), against the test server itself. */
const site = (host: string, path?: string) => getByHost(h, host, path);

const deployment = (id: string) => api('GET', `/deployments/${id}`).then((r) => r.json.data);
const settled = (d: any) => ['active', 'failed', 'cancelled', 'superseded'].includes(d.status);

let project: any;
let shas: string[] = [];

test('push a static site with a minted write URL, deploy it, and see it served by Host', async () => {
  project = (await api('POST', '/projects', { name: 'Shop front' })).json.data;
  const repo = await api('POST', `/projects/${project.id}/repo/provision`, {});
  assert.is(repo.status, 201, JSON.stringify(repo.json));
  const write = (await api('POST', `/projects/${project.id}/repo/clone-url`, { access: 'write', ttl_secs: 600 })).json
    .data.url;

  const src = join(work, 'site');
  await mkdir(join(src, 'public', 'assets'), { recursive: true });
  await git(work, 'init', '-q', '-b', 'main', src);
  await writeFile(join(src, 'public', 'index.html'), '<h1>Version one</h1>');
  await writeFile(join(src, 'public', 'assets', 'app.3f9a1c2b.js'), 'console.log(1)');
  await writeFile(join(src, 'public', '404.html'), '<h1>Lost</h1>');
  await writeFile(join(src, 'README.md'), 'not published');
  await git(src, 'add', '.');
  await git(src, 'commit', '-q', '-m', 'one');
  shas.push(await git(src, 'rev-parse', 'HEAD'));
  await git(src, 'push', '-q', write, 'main');

  const created = await api('POST', `/projects/${project.id}/deployments`, { git_sha: shas[0] });
  assert.is(created.status, 201, JSON.stringify(created.json));
  assert.is(created.json.data.status, 'queued');
  assert.is(created.json.data.url, null);
  // The same commit and scope again: the same deployment, 200.
  const dup = await api('POST', `/projects/${project.id}/deployments`, { git_sha: shas[0] });
  assert.equal([dup.status, dup.json.data.id], [200, created.json.data.id]);

  const done = await until('the first deployment', () => deployment(created.json.data.id), settled);
  assert.is(done.status, 'active', JSON.stringify(done));
  assert.ok(done.started_at && done.finished_at);
  const p = (await api('GET', `/projects/${project.id}`)).json.data;
  assert.is(p.last_deployment.id, done.id);
  assert.match(p.production_url, new RegExp(`^http://shop-front-[a-z0-9]{6}\\.${SITES.replace('.', '\\.')}:\\d+$`));

  const host = new URL(p.production_url).hostname;
  const home = await site(host, '/');
  assert.equal([home.status, home.body], [200, '<h1>Version one</h1>']);
  assert.match(String(home.headers['cache-control']), /must-revalidate/);
  const asset = await site(host, '/assets/app.3f9a1c2b.js');
  assert.is(asset.status, 200);
  assert.is(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.match(String(asset.headers['content-type']), /^text\/javascript/);
  const missing = await site(host, '/no/such/page');
  assert.equal([missing.status, missing.body], [404, '<h1>Lost</h1>']);
  assert.is((await site(host, '/../README.md')).status, 404);
  assert.is((await site(host, '/README.md')).status, 404); // only public/ is published
  // The deployment's own host serves it too.
  assert.is((await site(new URL(done.url).hostname, '/')).body, '<h1>Version one</h1>');

  const logs = (await api('GET', `/deployments/${done.id}/logs`)).json.data;
  assert.ok(logs.lines.length >= 3);
  assert.equal(
    logs.lines.map((l: any) => l.seq),
    logs.lines.map((_: unknown, i: number) => i + 1),
  );
  assert.ok(logs.lines.some((l: any) => l.source === 'system' && /^Active at /.test(l.message)));
  const tail = (await api('GET', `/deployments/${done.id}/logs?after_seq=${logs.lines.length - 1}&limit=1`)).json.data;
  assert.equal([tail.lines.length, tail.has_more, tail.next_after_seq], [1, false, logs.lines.length]);
});

test('a second version supersedes the first; rolling back serves the first again without a build', async () => {
  const src = join(work, 'site');
  await writeFile(join(src, 'public', 'index.html'), '<h1>Version two</h1>');
  await git(src, 'commit', '-q', '-am', 'two');
  shas.push(await git(src, 'rev-parse', 'HEAD'));
  const write = (await api('POST', `/projects/${project.id}/repo/clone-url`, {})).json.data.url;
  await git(src, 'push', '-q', write, 'main');
  const second = (await api('POST', `/projects/${project.id}/deployments`, { git_sha: shas[1] })).json.data;
  assert.is((await until('the second deployment', () => deployment(second.id), settled)).status, 'active');
  const host = new URL((await api('GET', `/projects/${project.id}`)).json.data.production_url).hostname;
  assert.is((await site(host)).body, '<h1>Version two</h1>');
  const first = (await api('GET', `/projects/${project.id}/deployments?status=superseded`)).json.data.deployments;
  assert.equal(
    first.map((d: any) => d.git_sha),
    [shas[0]],
  );

  const rb = await api('POST', `/projects/${project.id}/rollback`, {});
  assert.is(rb.status, 201, JSON.stringify(rb.json));
  assert.equal([rb.json.data.rollback_of, rb.json.data.git_sha], [first[0].id, shas[0]]);
  const back = await until('the rollback', () => deployment(rb.json.data.id), settled);
  assert.is(back.status, 'active');
  assert.is((await site(host)).body, '<h1>Version one</h1>');
  assert.is((await deployment(second.id)).status, 'superseded');
  const lines = (await api('GET', `/deployments/${back.id}/logs`)).json.data.lines.map((l: any) => l.message);
  assert.ok(lines.some((m: string) => /without rebuilding/.test(m)));
  assert.not.ok(lines.some((m: string) => /^Checking out/.test(m)));
});

test('a custom domain serves production once attached, and stops at once when detached', async () => {
  const added = await api('POST', `/projects/${project.id}/domains`, { hostname: 'shop.example-coffee.com' });
  assert.is(added.status, 201, JSON.stringify(added.json));
  const host = 'shop.example-coffee.com';
  // Pending: not a site, so the host gets what any unknown host gets (the service itself), never the site.
  assert.not.match((await site(host)).body, /Version one/);
  // DNS verification is its own test (test/platform/domains.test.ts); here the record is taken as seen.
  await h.db
    .collection('domains')
    .updateOne({ _id: added.json.data.id }, { $set: { status: 'verified', verified_at: new Date() } });
  // The pending host's answer ("not a site") was kept for a moment: attaching through this process drops it.
  assert.is((await api('POST', `/domains/${added.json.data.id}/attach`)).status, 200);
  const served = await site(host);
  assert.equal([served.status, served.body], [200, '<h1>Version one</h1>']);
  // And detaching drops the kept "serve the site" answer: the very next request is not served.
  assert.is((await api('DELETE', `/domains/${added.json.data.id}`)).status, 200);
  assert.not.match((await site(host)).body, /Version one/);
});

test('detached through one process, a custom domain stops serving on another within RESOLVE_CACHE_MS', async () => {
  const host = 'two.example-coffee.com';
  const added = (await api('POST', `/projects/${project.id}/domains`, { hostname: host })).json.data;
  await h.db
    .collection('domains')
    .updateOne({ _id: added.id }, { $set: { status: 'verified', verified_at: new Date() } });
  assert.is((await api('POST', `/domains/${added.id}/attach`)).status, 200);
  // Process B: the real server in a child process on the same store, its blobs (the builds) a copy of A's disk
  // blob store (as a shared volume would be; test/cluster runs the processes on GridFS instead).
  const dataDir = await mkdtemp(join(tmpdir(), 'deploy-b-'));
  const { config, store } = h.srv.services;
  if (config.blobStore === 'disk') await cp(join(config.dataDir, 'blobs'), join(dataDir, 'blobs'), { recursive: true });
  const b = await startChildServer({
    storeUri: config.mongodbUri ?? store.embedded!.uri,
    dataDir,
    env: { SITES_DOMAIN: SITES, RATE_LIMITS: 'off', BLOB_STORE: config.blobStore },
  });
  try {
    const onB = () => getByHostAt(b.url, host);
    assert.equal([(await onB()).status, (await onB()).body], [200, '<h1>Version one</h1>']); // B keeps that answer now
    assert.is((await site(host)).status, 200);
    assert.is((await api('DELETE', `/domains/${added.id}`)).status, 200);
    const detachedAt = Date.now();
    assert.not.match((await site(host)).body, /Version one/, 'A, which detached it, serves it no more at once');
    // B may answer from what it kept until RESOLVE_CACHE_MS after the detach, and never later.
    await new Promise((r) => setTimeout(r, Math.max(0, detachedAt + RESOLVE_CACHE_MS - Date.now())));
    assert.not.match((await onB()).body, /Version one/, 'B serves it no more once RESOLVE_CACHE_MS has passed');
  } finally {
    await b.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('deploy by branch: its head at the call is built and recorded; the repo read names the default branch head', async () => {
  const src = join(work, 'site');
  assert.is((await api('GET', `/projects/${project.id}/repo`)).json.data.head_sha, shas[1]);
  await git(src, 'checkout', '-q', '-b', 'feature/three');
  await writeFile(join(src, 'public', 'index.html'), '<h1>Version three</h1>');
  await git(src, 'commit', '-q', '-am', 'three');
  const three = await git(src, 'rev-parse', 'HEAD');
  const write = (await api('POST', `/projects/${project.id}/repo/clone-url`, {})).json.data.url;
  await git(src, 'push', '-q', write, 'feature/three');
  const created = await api('POST', `/projects/${project.id}/deployments`, {
    branch: 'feature/three',
    env_scope: 'preview',
  });
  assert.is(created.status, 201, JSON.stringify(created.json));
  assert.equal([created.json.data.git_sha, created.json.data.branch], [three, 'feature/three']);
  // A later push to the branch does not change what this deployment builds.
  await writeFile(join(src, 'public', 'index.html'), '<h1>Version four</h1>');
  await git(src, 'commit', '-q', '-am', 'four');
  await git(src, 'push', '-q', write, 'feature/three');
  const done = await until('the branch deployment', () => deployment(created.json.data.id), settled);
  assert.equal([done.status, done.git_sha, done.branch], ['active', three, 'feature/three']);
  assert.is((await site(new URL(done.url).hostname)).body, '<h1>Version three</h1>');
  // The default branch did not move.
  assert.is((await api('GET', `/projects/${project.id}/repo`)).json.data.head_sha, shas[1]);
  await git(src, 'checkout', '-q', 'main');

  const both = await api('POST', `/projects/${project.id}/deployments`, { branch: 'main', git_sha: shas[1] });
  assert.equal(
    [both.status, both.json.error.code, both.json.error.message],
    [400, 'VALIDATION_ERROR', 'body.git_sha: give either git_sha or branch, not both'],
  );
  const neither = await api('POST', `/projects/${project.id}/deployments`, { env_scope: 'preview' });
  assert.equal(
    [neither.status, neither.json.error.message],
    [400, 'body.git_sha: is required, or name a branch with body.branch'],
  );
  const missing = await api('POST', `/projects/${project.id}/deployments`, { branch: 'no-such-branch' });
  assert.is(missing.status, 409);
  assert.match(missing.json.error.message, /^branch: .* has no branch no-such-branch .*its default branch is main$/);
  for (const branch of ['main~1', '-x', 'a..b', 'HEAD@{1}']) {
    const bad = await api('POST', `/projects/${project.id}/deployments`, { branch });
    assert.is(bad.status, 400, branch);
    assert.match(bad.json.error.message, /^body\.branch: must be a branch name/);
  }
  const bare = (await api('POST', '/projects', { name: 'Bare Branch' })).json.data;
  assert.match(
    (await api('POST', `/projects/${bare.id}/deployments`, { branch: 'main' })).json.error.message,
    /has no linked repository/,
  );
});

test('scopes: deploys:read reads, deploys:write writes; another business is refused', async () => {
  const { issueApiKey } = await import('../../src/modules/keys/api-keys.js');
  const { key: reader } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['deploys:read'],
    name: 'deploy reader',
  });
  const as = (key: string, method: string, path: string, body?: unknown) =>
    h.raw(method, `/v1/businesses/${h.demo.business_id}${path}`, {
      key: null,
      headers: { authorization: `Bearer ${key}` },
      body,
    });
  assert.is((await as(reader, 'GET', `/projects/${project.id}/deployments`)).status, 200);
  const denied = await as(reader, 'POST', `/projects/${project.id}/deployments`, { git_sha: shas[0] });
  assert.is(denied.status, 403);
  assert.match(denied.json.error.message, /deploys:write/);
  assert.match((await as(reader, 'POST', `/projects/${project.id}/rollback`, {})).json.error.message, /deploys:write/);
  const other = await h.business('Other Sites Ltd');
  const { key: stranger } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: other.tenant.business_id,
    scopes: ['deploys:read', 'deploys:write'],
    name: 'stranger',
  });
  assert.is((await as(stranger, 'GET', `/projects/${project.id}/deployments`)).status, 403);
  const mine = (await api('GET', `/projects/${project.id}/deployments?limit=1`)).json.data.deployments[0];
  assert.is((await as(stranger, 'GET', `/deployments/${mine.id}`)).status, 403);
  // Through its own business path, another business's deployment does not exist.
  const own = (key: string, path: string) =>
    h.raw('GET', `/v1/businesses/${other.tenant.business_id}${path}`, {
      key: null,
      headers: { authorization: `Bearer ${key}` },
    });
  assert.is((await own(stranger, `/deployments/${mine.id}`)).status, 404);
  assert.is((await own(stranger, `/deployments/${mine.id}/logs`)).status, 404);
});

test('refusals: unknown commit, no repository, rollback without a target, cancel of an active one', async () => {
  const unknown = await api('POST', `/projects/${project.id}/deployments`, { git_sha: 'f'.repeat(40) });
  assert.is(unknown.status, 409);
  assert.match(unknown.json.error.message, /git_sha: commit f{40} was not found/);
  const bare = (await api('POST', '/projects', { name: 'Bare' })).json.data;
  assert.is((await api('POST', `/projects/${bare.id}/deployments`, { git_sha: shas[0] })).status, 409);
  assert.is((await api('POST', `/projects/${bare.id}/rollback`, {})).status, 409);
  assert.is((await api('POST', `/projects/prj_doesnotexist1/deployments`, { git_sha: shas[0] })).status, 404);
  const active = (await api('GET', `/projects/${project.id}/deployments?status=active`)).json.data.deployments[0];
  const refused = await api('POST', `/deployments/${active.id}/cancel`);
  assert.is(refused.status, 409);
  assert.match(refused.json.error.message, /roll back instead/);
  assert.is((await api('GET', '/deployments/dep_doesnotexist1')).status, 404);
  assert.is((await api('POST', `/projects/${project.id}/deployments`, { git_sha: 'nope' })).status, 400);
});

test('a queued deployment can be cancelled; the active one keeps serving', async () => {
  // A preview of the second commit, cancelled at once (it may already be building: still cancellable).
  const d = (await api('POST', `/projects/${project.id}/deployments`, { git_sha: shas[1], env_scope: 'preview' })).json
    .data;
  const c = await api('POST', `/deployments/${d.id}/cancel`);
  if (c.status === 409) {
    // It finished first: nothing to cancel; that is the contract's answer for an active deployment.
    assert.is((await deployment(d.id)).status, 'active');
  } else {
    assert.is(c.status, 200);
    assert.is(c.json.data.status, 'cancelled');
    assert.is((await api('POST', `/deployments/${d.id}/cancel`)).json.data.status, 'cancelled');
    await new Promise((r) => setTimeout(r, 1500));
    assert.is((await deployment(d.id)).status, 'cancelled');
  }
  const host = new URL((await api('GET', `/projects/${project.id}`)).json.data.production_url).hostname;
  assert.is((await site(host)).body, '<h1>Version one</h1>');
});

test('a deployment left building by a stopped process is taken up again and finishes', async () => {
  const coll = h.db.collection('deployments');
  // A preview of the first commit, stopped in the middle: building, with a heartbeat from a minute ago.
  const d = (await api('POST', `/projects/${project.id}/deployments`, { git_sha: shas[0], env_scope: 'preview' })).json
    .data;
  await until('the preview', () => deployment(d.id), settled);
  await coll.updateOne(
    { _id: d.id },
    {
      $set: {
        status: 'building',
        finished_at: null,
        attempts: 1,
        heartbeat_at: new Date(Date.now() - 60_000),
        dedupe_key: `${project.id}:${shas[0]}:preview`,
      },
    },
  );
  assert.is(await recoverDeployments(h.srv.services), 1);
  const done = await until('the recovered deployment', () => deployment(d.id), settled);
  assert.is(done.status, 'active');
  const lines = (await api('GET', `/deployments/${d.id}/logs`)).json.data.lines.map((l: any) => l.message);
  assert.ok(
    lines.some((m: string) => /^Resuming after an interruption/.test(m)),
    lines.join('\n'),
  );
  // One interrupted too often fails with a reason instead of trying for ever.
  await coll.updateOne(
    { _id: d.id },
    { $set: { status: 'building', finished_at: null, attempts: 3, heartbeat_at: null } },
  );
  await recoverDeployments(h.srv.services);
  const failed = await until('the failed deployment', () => deployment(d.id), settled);
  assert.is(failed.status, 'failed');
  assert.match(failed.error, /interrupted 3 times/);
});

test('every answer kept to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
