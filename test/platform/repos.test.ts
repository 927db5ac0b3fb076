// Managed and connected git repositories over HTTP, with the real git CLI: provision (a bare repository on disk),
// clone URLs (a write URL pushes, a read URL clones but cannot push, an expired, forged or foreign one is refused,
// a gzip-compressed fetch request is understood), the deployment builder's hasCommit/exportTree, unlink with and
// without purge, connect through the generic HTTPS adapter (against this server's own /git/ routes) and the app
// providers that are not configured; every documented refusal, idempotency, scopes and another business's key.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { exportTree, hasCommit, repoDirOf } from '../../src/modules/repos/checkout.js';
import type { RepoDoc } from '../../src/modules/repos/model.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { runGit, runGitOk } from './git-helpers.js';

let h: Harness;
/** The git CLI's HOME for this file (see git-helpers.ts), and where its working copies go. */
let home: string;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  home = await mkdtemp(join(tmpdir(), 'repos-test-home-'));
});
test.after(async () => {
  await h?.close();
  if (home) await rm(home, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) => runGit(home, cwd, ...args);
const gitOk = (cwd: string, ...args: string[]) => runGitOk(home, cwd, ...args);

/** A new working copy on `main` with `files` committed; its commit id. */
async function commitSite(files: Record<string, string>, dir?: string): Promise<{ dir: string; sha: string }> {
  const work = dir ?? (await mkdtemp(join(home, 'work-')));
  if (!dir) await gitOk(work, 'init', '--quiet', '--initial-branch=main');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(join(work, name, '..'), { recursive: true });
    await writeFile(join(work, name), content);
  }
  await gitOk(work, 'add', '--all');
  await gitOk(work, 'commit', '--quiet', '-m', `site ${Object.keys(files).join(', ')}`);
  return { dir: work, sha: await gitOk(work, 'rev-parse', 'HEAD') };
}

const bearer = (key: string) => ({ key: null, headers: { authorization: `Bearer ${key}` } });
const projectsPath = (bid = h.demo.business_id) => `/v1/businesses/${bid}/projects`;
const repoPath = (projectId: string, bid = h.demo.business_id) => `${projectsPath(bid)}/${projectId}/repo`;
const as = (key = h.businessKey) => ({
  get: (path: string) => h.raw('GET', path, bearer(key)),
  post: (path: string, body?: unknown) => h.raw('POST', path, { ...bearer(key), body }),
  del: (path: string) => h.raw('DELETE', path, bearer(key)),
});

let projectCount = 0;
async function newProject(key = h.businessKey, bid = h.demo.business_id): Promise<string> {
  const r = await as(key).post(projectsPath(bid), { name: `Repo test site ${++projectCount}` });
  assert.is(r.status, 201, JSON.stringify(r.json));
  return r.json.data.id;
}

async function provision(projectId: string, body: Record<string, unknown> = {}): Promise<any> {
  const r = await as().post(`${repoPath(projectId)}/provision`, body);
  assert.is(r.status, 201, JSON.stringify(r.json));
  return r.json.data;
}

async function mint(
  projectId: string,
  body: Record<string, unknown> = {},
): Promise<{ url: string; expires_at: string }> {
  const r = await as().post(`${repoPath(projectId)}/clone-url`, body);
  assert.is(r.status, 200, JSON.stringify(r.json));
  return r.json.data;
}

const storedRepo = async (id: string) =>
  (await h.db.collection('repos').findOne({ _id: id as any })) as unknown as RepoDoc | null;
const services = () => h.srv.services;
const tenantOf = (repo: RepoDoc) => ({ business_id: repo.business_id, livemode: repo.livemode });

/** A fetch of the smart-HTTP routes with `password` as Basic credential. */
const gitFetch = (path: string, password: string | null, init: RequestInit = {}) =>
  fetch(`${h.url}${path}`, {
    ...init,
    headers: {
      ...(password ? { authorization: `Basic ${Buffer.from(`x-token:${password}`).toString('base64')}` } : {}),
      ...(init.headers as Record<string, string>),
    },
  });
const passwordOf = (url: string) => decodeURIComponent(new URL(url).password);
const gitPathOf = (url: string) => new URL(url).pathname;

test('provision: a bare repository under DATA_DIR linked to the project; read back; refusals and idempotency', async () => {
  const projectId = await newProject();
  const business = await h.db.collection('businesses').findOne({ _id: h.demo.business_id as any });
  const r = await as().post(`${repoPath(projectId)}/provision`, { repo_name: 'osu-shop', idempotency_key: 'prov-1' });
  assert.is(r.status, 201, JSON.stringify(r.json));
  const repo = r.json.data;
  assert.match(repo.id, /^repo_[A-Za-z0-9]{8,64}$/);
  assert.equal(
    { ...repo, id: undefined, created_at: undefined },
    {
      id: undefined,
      project_id: projectId,
      provider: 'managed',
      full_name: `${business!.slug}/osu-shop`,
      default_branch: 'main',
      private: true,
      html_url: null,
      created_at: undefined,
    },
  );
  const doc = (await storedRepo(repo.id))!;
  assert.equal([doc.business_id, doc.livemode], [h.demo.business_id, true]);
  const dir = repoDirOf(services(), doc);
  assert.is(dir, resolve(services().config.dataDir, 'git', h.demo.business_id, `${repo.id}.git`));
  assert.is(await gitOk(dir, 'rev-parse', '--is-bare-repository'), 'true');
  assert.is(await gitOk(dir, 'symbolic-ref', 'HEAD'), 'refs/heads/main');

  // The same key and input answers the first response again; the same key with other input is refused.
  const replay = await as().post(`${repoPath(projectId)}/provision`, {
    repo_name: 'osu-shop',
    idempotency_key: 'prov-1',
  });
  assert.equal(
    [replay.status, replay.json.data, replay.headers.get('idempotent-replayed')],
    [201, repo, 'true'],
    JSON.stringify(replay.json),
  );
  assert.is(
    (await as().post(`${repoPath(projectId)}/provision`, { repo_name: 'other', idempotency_key: 'prov-1' })).status,
    409,
  );

  // The read adds where the default branch points now (nothing pushed yet: null); the project's copy does not.
  assert.equal((await as().get(repoPath(projectId))).json.data, { ...repo, head_sha: null });
  assert.equal((await as().get(`${projectsPath()}/${projectId}`)).json.data.repo, repo);

  const again = await as().post(`${repoPath(projectId)}/provision`, {});
  assert.is(again.status, 409);
  assert.match(again.json.error.message, /already has a repository/);
  // The name is the business's: another project cannot take it, but may take the default (its slug).
  const other = await newProject();
  const taken = await as().post(`${repoPath(other)}/provision`, { repo_name: 'osu-shop' });
  assert.is(taken.status, 409);
  assert.match(taken.json.error.message, /^repo_name: osu-shop is already used/);
  const slug = (await as().get(`${projectsPath()}/${other}`)).json.data.slug;
  const byDefault = await provision(other, { private: false });
  assert.equal([byDefault.full_name, byDefault.private], [`${business!.slug}/${slug}`, false]);

  const bad = await as().post(`${repoPath(other)}/provision`, { repo_name: 'Not Valid' });
  assert.is(bad.status, 400);
  assert.match(bad.json.error.message, /repo_name/);
  assert.is((await as().post(`${repoPath('prj_NoSuchProject0000')}/provision`, {})).status, 404);
  const none = await as().get(repoPath(await newProject()));
  assert.is(none.status, 404);
  assert.match(none.json.error.message, /no repository linked/);
  assert.is((await as().get(repoPath('prj_NoSuchProject0000'))).status, 404);
});

test('clone URLs: a write URL pushes, a read URL clones and cannot push, expired and forged ones are 401', async () => {
  const projectId = await newProject();
  const repo = await provision(projectId);
  const before = h.clock.now().getTime();
  const write = await mint(projectId, { access: 'write', ttl_secs: 600 });
  const u = new URL(write.url);
  assert.equal(
    [u.protocol, u.username, u.host, u.pathname],
    ['http:', 'x-token', new URL(h.url).host, `/git/${h.demo.business_id}/${repo.id}.git`],
  );
  assert.match(passwordOf(write.url), /^gt_[A-Za-z0-9]{16}\.w\.\d+\.[A-Za-z0-9_-]{43}$/);
  const expires = new Date(write.expires_at).getTime();
  assert.ok(expires - before >= 599_000 && expires - before <= 602_000, write.expires_at);

  const site = await commitSite({ 'index.html': '<h1>Osu Coffee</h1>\n', 'assets/app.css': 'body{}\n' });
  await gitOk(site.dir, 'push', '--quiet', write.url, 'main');
  const doc = (await storedRepo(repo.id))!;
  assert.is(await gitOk(repoDirOf(services(), doc), 'rev-parse', 'refs/heads/main'), site.sha);

  // A read URL clones what was pushed.
  const read = await mint(projectId, { access: 'read' });
  assert.match(passwordOf(read.url), /\.r\./);
  const cloneDir = join(await mkdtemp(join(home, 'clone-')), 'site');
  await gitOk(home, 'clone', '--quiet', read.url, cloneDir);
  assert.is(await readFile(join(cloneDir, 'index.html'), 'utf8'), '<h1>Osu Coffee</h1>\n');
  assert.is(await gitOk(cloneDir, 'rev-parse', 'HEAD'), site.sha);

  // ... but cannot push: 403 on the receive-pack advertisement.
  const next = await commitSite({ 'index.html': '<h1>Changed</h1>\n' }, cloneDir);
  const refused = await git(cloneDir, 'push', read.url, 'HEAD:main');
  assert.is.not(refused.code, 0);
  assert.match(refused.stderr, /403/);
  assert.is(await gitOk(repoDirOf(services(), doc), 'rev-parse', 'refs/heads/main'), site.sha);
  // The write URL pushes the same change (the default access is write).
  await gitOk(cloneDir, 'push', '--quiet', (await mint(projectId)).url, 'HEAD:main');
  assert.is(await gitOk(repoDirOf(services(), doc), 'rev-parse', 'refs/heads/main'), next.sha);

  // Expiry follows the service clock: a 60-second URL works, then stops.
  const short = await mint(projectId, { access: 'read', ttl_secs: 60 });
  assert.is((await git(home, 'ls-remote', short.url)).code, 0);
  h.clock.advance(61_000);
  const expired = await git(home, 'ls-remote', short.url);
  assert.is.not(expired.code, 0);
  assert.match(expired.stderr, /Authentication failed/);
  const raw = await gitFetch(`${gitPathOf(short.url)}/info/refs?service=git-upload-pack`, passwordOf(short.url));
  assert.equal(
    [raw.status, raw.headers.get('www-authenticate')?.startsWith('Basic realm='), (await raw.text()).trim()],
    [401, true, 'This clone URL has expired; mint a new one'],
  );

  // A forged signature, another repository's credential, no credential: 401 with the challenge git answers.
  const good = passwordOf(write.url);
  const forged = good.slice(0, -3) + (good.endsWith('AAA') ? 'BBB' : 'AAA');
  const refsPath = `${gitPathOf(write.url)}/info/refs?service=git-upload-pack`;
  const otherRepo = await provision(await newProject());
  const foreign = passwordOf((await mint(otherRepo.project_id)).url);
  for (const password of [forged, foreign, 'gt_nonsense', null]) {
    const r = await gitFetch(refsPath, password);
    assert.is(r.status, 401, String(password));
    assert.match(r.headers.get('www-authenticate') ?? '', /^Basic realm=/);
    await r.arrayBuffer();
  }
  // A longer lifetime on the same credential is a forgery too: the expiry is signed.
  const stretched = good.replace(/\.w\.(\d+)\./, (_m, exp) => `.w.${Number(exp) + 3600}.`);
  assert.is((await gitFetch(refsPath, stretched)).status, 401);
  const readOnly = passwordOf((await mint(projectId, { access: 'read' })).url);
  const asWriter = await gitFetch(`${gitPathOf(write.url)}/info/refs?service=git-receive-pack`, readOnly);
  assert.is(asWriter.status, 403);
  assert.match(await asWriter.text(), /read-only/);
  const fresh = passwordOf((await mint(projectId)).url);
  // The dumb protocol and paths outside the protocol are not served; methods are checked.
  assert.is((await gitFetch(`${gitPathOf(write.url)}/info/refs`, fresh)).status, 404);
  assert.is((await gitFetch(`${gitPathOf(write.url)}/HEAD`, fresh)).status, 404);
  assert.is((await gitFetch(`${gitPathOf(write.url)}/objects/info/packs`, fresh)).status, 404);
  assert.is((await gitFetch(`${gitPathOf(write.url)}/git-upload-pack`, fresh)).status, 405);
  assert.is(
    (
      await gitFetch(`${gitPathOf(write.url)}/git-upload-pack`, fresh, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      })
    ).status,
    415,
  );

  // Bad bodies: ttl out of range, unknown access; no repository; unknown project.
  for (const body of [{ ttl_secs: 59 }, { ttl_secs: 3601 }, { access: 'admin' }]) {
    const r = await as().post(`${repoPath(projectId)}/clone-url`, body);
    assert.is(r.status, 400, JSON.stringify(body));
  }
  const bare = await newProject();
  const noRepo = await as().post(`${repoPath(bare)}/clone-url`, {});
  assert.is(noRepo.status, 409);
  assert.match(noRepo.json.error.message, /no repository linked/);
  assert.is((await as().post(`${repoPath('prj_NoSuchProject0000')}/clone-url`, {})).status, 404);
});

test('a public repository is cloned without a credential; pushing to it still needs a write URL', async () => {
  const projectId = await newProject();
  const repo = await provision(projectId, { private: false });
  const site = await commitSite({ 'index.html': '<p>public</p>\n' });
  const write = (await mint(projectId)).url;
  await gitOk(site.dir, 'push', '--quiet', write, 'main');
  const anonymous = `${h.url}${gitPathOf(write)}`;
  const cloneDir = join(await mkdtemp(join(home, 'public-')), 'site');
  await gitOk(home, 'clone', '--quiet', anonymous, cloneDir);
  assert.is(await gitOk(cloneDir, 'rev-parse', 'HEAD'), site.sha);
  await commitSite({ 'index.html': '<p>defaced</p>\n' }, cloneDir);
  const refused = await git(cloneDir, 'push', anonymous, 'HEAD:main');
  assert.is.not(refused.code, 0);
  assert.is(await gitOk(repoDirOf(services(), (await storedRepo(repo.id))!), 'rev-parse', 'main'), site.sha);
  const asPush = await gitFetch(`${gitPathOf(write)}/info/refs?service=git-receive-pack`, null);
  assert.is(asPush.status, 401);
  await asPush.arrayBuffer();
  // A private repository answers nothing without one (also checked with every refusal above).
  const closed = await provision(await newProject());
  const denied = await gitFetch(`/git/${h.demo.business_id}/${closed.id}.git/info/refs?service=git-upload-pack`, null);
  assert.is(denied.status, 401);
  await denied.arrayBuffer();
});

test('a gzip-compressed fetch request is inflated before git reads it; a body that is not gzip is 400', async () => {
  const projectId = await newProject();
  await provision(projectId);
  const { sha } = await commitSite({ 'index.html': 'gzip\n' }).then(async (s) => {
    await gitOk(s.dir, 'push', '--quiet', (await mint(projectId)).url, 'main');
    return s;
  });
  const read = (await mint(projectId, { access: 'read' })).url;
  // Protocol v0 upload-pack request: want <sha>, flush, done.
  const want = `want ${sha}\n`;
  const body = `${(want.length + 4).toString(16).padStart(4, '0')}${want}00000009done\n`;
  const r = await gitFetch(`${gitPathOf(read)}/git-upload-pack`, passwordOf(read), {
    method: 'POST',
    headers: { 'content-type': 'application/x-git-upload-pack-request', 'content-encoding': 'gzip' },
    body: gzipSync(body),
  });
  assert.is(r.status, 200);
  assert.is(r.headers.get('content-type'), 'application/x-git-upload-pack-result');
  const bytes = Buffer.from(await r.arrayBuffer());
  assert.is(bytes.subarray(0, 8).toString('latin1'), '0008NAK\n');
  assert.is(bytes.subarray(8, 12).toString('latin1'), 'PACK');

  const broken = await gitFetch(`${gitPathOf(read)}/git-upload-pack`, passwordOf(read), {
    method: 'POST',
    headers: { 'content-type': 'application/x-git-upload-pack-request', 'content-encoding': 'gzip' },
    body: 'not gzip at all',
  });
  assert.is(broken.status, 400);
  await broken.arrayBuffer();
});

test("a push larger than git's post buffer streams through chunked; past GIT_MAX_PUSH_BYTES it is 413 and nothing lands", async () => {
  // Random bytes do not compress: the pack is about as large as the file, beyond git's 1 MiB post buffer.
  const big = randomBytes(3 * 1024 * 1024).toString('base64');
  const projectId = await newProject();
  const repo = await provision(projectId);
  const site = await commitSite({ 'big.txt': big });
  await gitOk(site.dir, 'push', '--quiet', (await mint(projectId)).url, 'main');
  assert.is(await gitOk(repoDirOf(services(), (await storedRepo(repo.id))!), 'rev-parse', 'main'), site.sha);

  const small = await startHarness({
    seed: true,
    env: { RATE_LIMITS: 'off', GIT_MAX_PUSH_BYTES: String(1024 * 1024) },
  });
  try {
    const key = small.businessKey;
    const project = await small.raw('POST', `/v1/businesses/${small.demo.business_id}/projects`, {
      ...bearer(key),
      body: { name: 'Small pushes' },
    });
    const path = `/v1/businesses/${small.demo.business_id}/projects/${project.json.data.id}/repo`;
    const made = await small.raw('POST', `${path}/provision`, { ...bearer(key), body: {} });
    assert.is(made.status, 201);
    const url = (await small.raw('POST', `${path}/clone-url`, { ...bearer(key), body: {} })).json.data.url;
    const refused = await git(site.dir, 'push', url, 'main');
    assert.is.not(refused.code, 0);
    assert.match(refused.stderr, /413/, refused.stderr);
    const dir = repoDirOf(
      small.srv.services,
      (await small.db.collection('repos').findOne({ _id: made.json.data.id }))! as unknown as RepoDoc,
    );
    assert.is((await git(dir, 'rev-parse', '--verify', '--quiet', 'refs/heads/main')).code, 1);
  } finally {
    await small.close();
  }
});

test('hasCommit and exportTree: a pushed commit is found and written out; symlinks become plain files', async () => {
  const projectId = await newProject();
  const repo = await provision(projectId);
  const site = await commitSite({ 'public/index.html': '<p>v1</p>\n', 'README.md': 'readme\n' });
  // A link to a file of this machine outside the tree (its path made here, so none is written in the source).
  const outside = join(home, 'outside-secret.txt');
  await symlink(outside, join(site.dir, 'public', 'passwd'));
  const withLink = await commitSite({ 'public/extra.txt': 'extra\n' }, site.dir);
  await gitOk(site.dir, 'push', '--quiet', (await mint(projectId)).url, 'main');
  const doc = (await storedRepo(repo.id))!;
  const tenant = tenantOf(doc);
  assert.is(await hasCommit(services(), tenant, doc, site.sha), true);
  assert.is(await hasCommit(services(), tenant, doc, withLink.sha), true);
  assert.is(await hasCommit(services(), tenant, doc, 'f'.repeat(40)), false);
  assert.is(await hasCommit(services(), tenant, doc, 'not-a-sha'), false);

  const dest = await mkdtemp(join(home, 'export-'));
  await exportTree(services(), tenant, doc, site.sha, dest);
  assert.equal((await readdir(dest)).sort(), ['README.md', 'public']);
  assert.is(await readFile(join(dest, 'public', 'index.html'), 'utf8'), '<p>v1</p>\n');
  assert.not.ok(existsSync(join(dest, '.git')));

  const dest2 = await mkdtemp(join(home, 'export-'));
  await exportTree(services(), tenant, doc, withLink.sha, dest2);
  const link = await lstat(join(dest2, 'public', 'passwd'));
  assert.ok(link.isFile() && !link.isSymbolicLink());
  assert.is(await readFile(join(dest2, 'public', 'passwd'), 'utf8'), outside);
  // The repository itself is untouched: still bare, no index written into it.
  assert.not.ok(existsSync(join(repoDirOf(services(), doc), 'index')));

  try {
    await exportTree(services(), tenant, doc, 'e'.repeat(40), await mkdtemp(join(home, 'export-')));
    assert.unreachable('an unknown commit was exported');
  } catch (err) {
    assert.match((err as Error).message, /is not in/);
  }
});

test('unlink: without purge the data stays but is no longer served; with purge the directory is gone; repeats are no-ops', async () => {
  const keep = await newProject();
  const kept = await provision(keep);
  const keptDir = repoDirOf(services(), (await storedRepo(kept.id))!);
  const oldUrl = (await mint(keep, { access: 'read' })).url;
  const r = await as().del(repoPath(keep));
  assert.equal([r.status, r.json.data], [200, { project_id: keep, repo_id: kept.id, unlinked: true, purged: false }]);
  assert.ok(existsSync(keptDir));
  assert.is(await storedRepo(kept.id), null);
  const gone = await gitFetch(`${gitPathOf(oldUrl)}/info/refs?service=git-upload-pack`, passwordOf(oldUrl));
  assert.is(gone.status, 404);
  await gone.arrayBuffer();
  assert.equal((await as().del(repoPath(keep))).json.data, {
    project_id: keep,
    repo_id: null,
    unlinked: false,
    purged: false,
  });
  assert.is((await as().get(repoPath(keep))).status, 404);
  // The project can have a repository again, with the name that was freed.
  const renewed = await provision(keep, { repo_name: kept.full_name.split('/')[1] });
  assert.is.not(renewed.id, kept.id);

  const purge = await newProject();
  const purged = await provision(purge);
  const purgedDir = repoDirOf(services(), (await storedRepo(purged.id))!);
  await commitSite({ 'index.html': 'bye\n' }).then(async (s) =>
    gitOk(s.dir, 'push', '--quiet', (await mint(purge)).url, 'main'),
  );
  const p = await as().del(`${repoPath(purge)}?purge=true`);
  assert.equal([p.status, p.json.data], [200, { project_id: purge, repo_id: purged.id, unlinked: true, purged: true }]);
  assert.not.ok(existsSync(purgedDir));
  assert.equal(
    (await readdir(join(purgedDir, '..'))).filter((n) => n.startsWith(purged.id)),
    [],
  );
  assert.equal((await as().del(`${repoPath(purge)}?purge=true`)).json.data, {
    project_id: purge,
    repo_id: null,
    unlinked: false,
    purged: false,
  });
  assert.is((await as().del(repoPath('prj_NoSuchProject0000'))).status, 404);
  assert.is((await as().del(`${repoPath(purge)}?purge=maybe`)).status, 400);
});

test('connect (generic HTTPS adapter): a repository on a git server, its default branch, commits fetched on demand', async () => {
  // The upstream: a managed repository of another project, served by this server's /git/ routes, with a branch
  // other than main as its HEAD.
  const upstreamProject = await newProject();
  const upstream = await provision(upstreamProject);
  const site = await commitSite({ 'index.html': '<p>connected</p>\n' });
  await gitOk(site.dir, 'push', '--quiet', (await mint(upstreamProject)).url, 'main', 'main:site');
  await gitOk(repoDirOf(services(), (await storedRepo(upstream.id))!), 'symbolic-ref', 'HEAD', 'refs/heads/site');
  const upstreamRead = (await mint(upstreamProject, { access: 'read', ttl_secs: 3600 })).url;
  const cloneUrl = `${h.url}${gitPathOf(upstreamRead)}`;
  const token = passwordOf(upstreamRead);

  const projectId = await newProject();
  const r = await as().post(`${repoPath(projectId)}/connect`, {
    provider: 'git',
    clone_url: cloneUrl,
    token,
    idempotency_key: 'connect-1',
  });
  assert.is(r.status, 201, JSON.stringify(r.json));
  const repo = r.json.data;
  assert.equal(
    { ...repo, id: undefined, created_at: undefined },
    {
      id: undefined,
      project_id: projectId,
      provider: 'git',
      full_name: `${h.demo.business_id}/${upstream.id}`,
      default_branch: 'site',
      private: true,
      html_url: null,
      created_at: undefined,
    },
  );
  const replay = await as().post(`${repoPath(projectId)}/connect`, {
    provider: 'git',
    clone_url: cloneUrl,
    token,
    idempotency_key: 'connect-1',
  });
  assert.equal(
    [replay.status, replay.json.data, replay.headers.get('idempotent-replayed')],
    [201, repo, 'true'],
    JSON.stringify(replay.json),
  );
  // The token is stored sealed, never in clear, and never shown.
  const doc = (await storedRepo(repo.id))!;
  assert.is(doc.remote_url, cloneUrl);
  assert.ok(doc.remote_token && !JSON.stringify(doc).includes(token));
  assert.not.ok(JSON.stringify((await as().get(repoPath(projectId))).json).includes(token));
  // Where its default branch points, asked of the remote (with the token) without fetching.
  assert.is((await as().get(repoPath(projectId))).json.data.head_sha, site.sha);

  // The builder's view: the commit is fetched into the local copy when asked for, then written out.
  const tenant = tenantOf(doc);
  const mirror = repoDirOf(services(), doc);
  assert.not.ok(existsSync(mirror));
  assert.is(await hasCommit(services(), tenant, doc, site.sha), true);
  assert.ok(existsSync(mirror));
  const later = await commitSite({ 'index.html': '<p>connected v2</p>\n' }, site.dir);
  await gitOk(site.dir, 'push', '--quiet', (await mint(upstreamProject)).url, 'main');
  assert.is(await hasCommit(services(), tenant, doc, later.sha), true);
  assert.is(await hasCommit(services(), tenant, doc, 'a'.repeat(40)), false);
  const dest = await mkdtemp(join(home, 'export-'));
  await exportTree(services(), tenant, doc, later.sha, dest);
  assert.is(await readFile(join(dest, 'index.html'), 'utf8'), '<p>connected v2</p>\n');

  // A connected repository has no clone URLs of ours and cannot be purged; unlinking drops the local copy.
  const minted = await as().post(`${repoPath(projectId)}/clone-url`, {});
  assert.is(minted.status, 409);
  assert.match(minted.json.error.message, /connected git repository/);
  const purge = await as().del(`${repoPath(projectId)}?purge=true`);
  assert.is(purge.status, 409);
  assert.ok(await storedRepo(repo.id));
  assert.equal((await as().del(repoPath(projectId))).json.data, {
    project_id: projectId,
    repo_id: repo.id,
    unlinked: true,
    purged: false,
  });
  assert.not.ok(existsSync(mirror));
  // The upstream is untouched.
  assert.ok(await storedRepo(upstream.id));
  const stillThere = await git(home, 'ls-remote', upstreamRead);
  assert.is(stillThere.code, 0);

  // An explicit name and branch are taken as given.
  const named = await as().post(`${repoPath(projectId)}/connect`, {
    provider: 'git',
    clone_url: cloneUrl,
    token,
    repo_full_name: 'osu/site',
    default_branch: 'main',
  });
  assert.equal([named.status, named.json.data.full_name, named.json.data.default_branch], [201, 'osu/site', 'main']);
  const twice = await as().post(`${repoPath(projectId)}/connect`, { provider: 'git', clone_url: cloneUrl, token });
  assert.is(twice.status, 409);
  assert.match(twice.json.error.message, /already has a repository/);
});

test('connect refusals: not found or not readable (404), unreachable (503), bad URLs (400), app providers not configured (400)', async () => {
  const upstreamProject = await newProject();
  const upstream = await provision(upstreamProject);
  const read = (await mint(upstreamProject, { access: 'read' })).url;
  const cloneUrl = `${h.url}${gitPathOf(read)}`;
  const projectId = await newProject();
  const connect = (body: Record<string, unknown>) => as().post(`${repoPath(projectId)}/connect`, body);

  for (const body of [
    { provider: 'git', clone_url: cloneUrl },
    { provider: 'git', clone_url: cloneUrl, token: 'gt_wrong' },
    {
      provider: 'git',
      clone_url: `${h.url}/git/${h.demo.business_id}/repo_NoSuchRepo00000000.git`,
      token: passwordOf(read),
    },
  ]) {
    const r = await connect(body);
    assert.is(r.status, 404, JSON.stringify(r.json));
    assert.match(r.json.error.message, /^clone_url: /);
  }
  // Nothing listens on this port: the provider is unreachable.
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  const down = await connect({ provider: 'git', clone_url: `http://127.0.0.1:${port}/team/site.git` });
  assert.is(down.status, 503, JSON.stringify(down.json));
  assert.is(down.json.error.retryable, true);

  for (const [body, field] of [
    [{ provider: 'git' }, 'clone_url'],
    [{ provider: 'git', clone_url: 'ftp://git.example.com/a/b.git' }, 'clone_url'],
    [{ provider: 'git', clone_url: cloneUrl.replace('http://', `http://x-token:${passwordOf(read)}@`) }, 'clone_url'],
    [{ provider: 'git', clone_url: `${cloneUrl}?ref=main` }, 'clone_url'],
    [{ provider: 'github', repo_full_name: 'mama-africa-foods/storefront' }, 'provider'],
    [{ provider: 'gitlab', repo_full_name: 'mama-africa-foods/storefront' }, 'provider'],
    [{ provider: 'bitbucket', repo_full_name: 'mama-africa-foods/storefront' }, 'provider'],
    [{ provider: 'github' }, 'repo_full_name'],
    [{ provider: 'github', repo_full_name: 'a/b', clone_url: cloneUrl }, 'clone_url'],
    [{ provider: 'svn', clone_url: cloneUrl }, 'provider'],
    [{ provider: 'git', clone_url: cloneUrl, repo_full_name: 'no-slash' }, 'repo_full_name'],
  ] as const) {
    const r = await connect(body);
    assert.is(r.status, 400, `${JSON.stringify(body)}: ${JSON.stringify(r.json)}`);
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.ok(r.json.error.message.includes(field), `${field}: ${r.json.error.message}`);
  }
  const github = await connect({ provider: 'github', repo_full_name: 'mama-africa-foods/storefront' });
  assert.match(github.json.error.message, /not configured on this server/);
  assert.is(await h.db.collection('repos').countDocuments({ project_id: projectId }), 0);
  assert.is(
    (await as().post(`${repoPath('prj_NoSuchProject0000')}/connect`, { provider: 'git', clone_url: cloneUrl })).status,
    404,
  );
  assert.ok(upstream.id);
});

test("scopes: repos:read reads only, without it nothing; another business's key is 403; no key is 401", async () => {
  const projectId = await newProject();
  await provision(projectId);
  const { key: reader } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['projects:read', 'repos:read'],
    name: 'repo reader',
  });
  assert.is((await as(reader).get(repoPath(projectId))).status, 200);
  const writes: [string, string, unknown][] = [
    ['POST', `${repoPath(projectId)}/provision`, {}],
    ['POST', `${repoPath(projectId)}/connect`, { provider: 'git', clone_url: 'https://git.example.com/a/b.git' }],
    ['POST', `${repoPath(projectId)}/clone-url`, {}],
    ['DELETE', repoPath(projectId), undefined],
  ];
  for (const [method, path, body] of writes) {
    const r = await h.raw(method, path, { ...bearer(reader), body });
    assert.is(r.status, 403, `${method} ${path}: ${JSON.stringify(r.json)}`);
    assert.ok(r.json.error.message.includes('repos:write'), r.json.error.message);
  }
  const { key: none } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: h.demo.business_id,
    scopes: ['projects:read'],
    name: 'no repos',
  });
  const denied = await as(none).get(repoPath(projectId));
  assert.is(denied.status, 403);
  assert.ok(denied.json.error.message.includes('repos:read'), denied.json.error.message);

  const other = await h.business('Other Repos Co');
  const { key: otherKey } = await issueApiKey(h.db, {
    kind: 'business',
    livemode: true,
    business_id: other.tenant.business_id,
    scopes: ['projects:read', 'projects:write', 'repos:read', 'repos:write'],
    name: 'other',
  });
  for (const [method, path, body] of [['GET', repoPath(projectId), undefined], ...writes] as [
    string,
    string,
    unknown,
  ][]) {
    const r = await h.raw(method, path, { ...bearer(otherKey), body });
    assert.is(r.status, 403, `${method} ${path}: ${JSON.stringify(r.json)}`);
    assert.is(r.json.error.code, 'FORBIDDEN');
  }
  // Under its own business path the other business does not see this project.
  assert.is((await as(otherKey).get(repoPath(projectId, other.tenant.business_id))).status, 404);
  assert.is((await h.raw('GET', repoPath(projectId), { key: null })).status, 401);
  assert.ok(await storedRepo((await as().get(repoPath(projectId))).json.data.id));
});

test('every answer above conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
