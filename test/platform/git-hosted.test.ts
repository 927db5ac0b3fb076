// Managed git repositories with nothing shared between processes but the store (src/modules/repos/hosted.ts): the
// harness's server (A) and a second real server process (B, test/harness/child-server.ts), each on its own
// DATA_DIR, both with BLOB_STORE=gridfs and one GIT_CREDENTIAL_SECRET (a setting, as in production). With the real
// git CLI over HTTP:
//   - a push through A is cloned through B; a process whose copy is gone serves it again from the store;
//   - a push through B is a commit the deployment builder on A finds (hasCommit, exportTree);
//   - two pushes to one branch from the same commit, one held back until the other is recorded, through two
//     processes: the first is accepted, the second refused (its branch moved), and nothing is lost; a push of
//     another branch held the same way is accepted;
//   - past CONSOLIDATE_AT pushes the packs are merged into one, in the store and in each copy;
//   - builds and repositories from before the blob store (data only in A's DATA_DIR) are refused by B, not served
//     empty, until A moves them in (adoptLocalData), then B serves them.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { adoptLocalData } from '../../src/flows/deploy/adopt.js';
import { exportTree, hasCommit } from '../../src/modules/repos/checkout.js';
import { CONSOLIDATE_AT, repoDirOf } from '../../src/modules/repos/hosted.js';
import type { GitRefsDoc, RepoDoc } from '../../src/modules/repos/model.js';
import { COLLECTION, sharedCollection } from '../../src/store/index.js';
import { exitWhenDone } from '../store/helpers.js';
import { startChildServer, type ChildServer } from '../harness/child-server.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { runGit, runGitOk } from './git-helpers.js';
import { getByHostAt, until, via } from './helpers.js';

const SETTINGS = {
  RATE_LIMITS: 'off',
  BLOB_STORE: 'gridfs',
  GIT_CREDENTIAL_SECRET: randomBytes(32).toString('base64'),
};
let h: Harness;
let b: ChildServer;
let bDir: string;
let home: string;

test.before(async () => {
  h = await startHarness({ seed: true, env: SETTINGS });
  home = await mkdtemp(join(tmpdir(), 'git-hosted-home-'));
  bDir = await mkdtemp(join(tmpdir(), 'git-hosted-b-'));
  const { config, store } = h.srv.services;
  b = await startChildServer({ storeUri: config.mongodbUri ?? store.embedded!.uri, dataDir: bDir, env: SETTINGS });
});
test.after(async () => {
  await b?.stop();
  await h?.close();
  for (const dir of [home, bDir]) if (dir) await rm(dir, { recursive: true, force: true });
  exitWhenDone();
});

const git = (cwd: string, ...args: string[]) => runGit(home, cwd, ...args);
const gitOk = (cwd: string, ...args: string[]) => runGitOk(home, cwd, ...args);
const api = (method: string, path: string, body?: unknown) =>
  h.raw(method, `/v1/businesses/${h.demo.business_id}${path}`, {
    key: null,
    headers: { authorization: `Bearer ${h.businessKey}` },
    body,
  });
const services = () => h.srv.services;
const storedRepo = async (id: string) =>
  (await h.db.collection('repos').findOne({ _id: id as never })) as unknown as RepoDoc;
const stateOf = async (id: string) =>
  (await h.db.collection('git_refs').findOne({ _id: id as never })) as unknown as GitRefsDoc;
const storedPacks = async (id: string) =>
  (
    await h.db
      .collection('blobs.files')
      .find({ filename: { $regex: `^git/${id}/` } })
      .toArray()
  ).map((f) => f.filename as string);

let projects = 0;
/** A project with a managed repository; its id and a write URL (naming A). */
async function repository(): Promise<{ id: string; projectId: string; url: string }> {
  const project = await api('POST', '/projects', { name: `Hosted repo ${++projects}` });
  assert.is(project.status, 201, JSON.stringify(project.json));
  const repo = await api('POST', `/projects/${project.json.data.id}/repo/provision`, {});
  assert.is(repo.status, 201, JSON.stringify(repo.json));
  const url = (await api('POST', `/projects/${project.json.data.id}/repo/clone-url`, { ttl_secs: 3600 })).json.data.url;
  return { id: repo.json.data.id, projectId: project.json.data.id, url };
}

/** Commits `files` in the working copy `dir` (a new one on main when absent); its commit id. */
async function commit(files: Record<string, string>, dir?: string): Promise<{ dir: string; sha: string }> {
  const work = dir ?? (await mkdtemp(join(home, 'work-')));
  if (!dir) await gitOk(work, 'init', '--quiet', '--initial-branch=main');
  for (const [name, content] of Object.entries(files)) await writeFile(join(work, name), content);
  await gitOk(work, 'add', '--all');
  await gitOk(work, 'commit', '--quiet', '-m', `change ${Object.keys(files).join(', ')}`);
  return { dir: work, sha: await gitOk(work, 'rev-parse', 'HEAD') };
}

async function cloneOf(url: string): Promise<string> {
  const dir = join(await mkdtemp(join(home, 'clone-')), 'repo');
  await gitOk(home, 'clone', '--quiet', url, dir);
  return dir;
}

const headVia = async (url: string, ref = 'refs/heads/main') =>
  (await gitOk(home, 'ls-remote', url, ref)).split('\t')[0];

test('a push through A is cloned through B; a process whose copy is gone serves the repository again from the store', async () => {
  const repo = await repository();
  const site = await commit({ 'index.html': '<h1>Pushed to A</h1>\n' });
  await gitOk(site.dir, 'push', '--quiet', repo.url, 'main');

  const state = await stateOf(repo.id);
  assert.equal([state.version, state.refs], [1, [['refs/heads/main', site.sha]]]);
  assert.is(state.packs.length, 1);
  assert.equal(await storedPacks(repo.id), [`git/${repo.id}/${state.packs[0]}.pack`]);

  const onB = await cloneOf(via(repo.url, b.url));
  assert.is(await gitOk(onB, 'rev-parse', 'HEAD'), site.sha);
  assert.is(await readFile(join(onB, 'index.html'), 'utf8'), '<h1>Pushed to A</h1>\n');
  // B's copy is its own, under its DATA_DIR.
  assert.is(
    await gitOk(join(bDir, 'git', h.demo.business_id, `${repo.id}.git`), 'rev-parse', 'refs/heads/main'),
    site.sha,
  );

  // A loses its copy (a new disk): the next request brings it back from the store.
  await rm(repoDirOf(services(), await storedRepo(repo.id)), { recursive: true, force: true });
  assert.is(await gitOk(await cloneOf(repo.url), 'rev-parse', 'HEAD'), site.sha);
});

test("a push through B is found by the deployment builder on A: hasCommit and exportTree bring A's copy up to date", async () => {
  const repo = await repository();
  const first = await commit({ 'index.html': 'one\n' });
  await gitOk(first.dir, 'push', '--quiet', repo.url, 'main');
  const doc = await storedRepo(repo.id);
  const tenant = { business_id: doc.business_id, livemode: doc.livemode };
  assert.ok(await hasCommit(services(), tenant, doc, first.sha));

  const second = await commit({ 'index.html': 'two\n' }, first.dir);
  await gitOk(second.dir, 'push', '--quiet', via(repo.url, b.url), 'main');
  assert.ok(await hasCommit(services(), tenant, doc, second.sha), 'A found the commit pushed through B');
  const dest = await mkdtemp(join(home, 'export-'));
  await exportTree(services(), tenant, doc, second.sha, dest);
  assert.is(await readFile(join(dest, 'index.html'), 'utf8'), 'two\n');
  // The repository read on A names B's push too.
  assert.is((await api('GET', `/projects/${repo.projectId}/repo`)).json.data.head_sha, second.sha);
});

/** A proxy in front of `target` that holds back the next receive-pack POST (the push itself) until released. */
async function holdingProxy(
  target: string,
): Promise<{ url: string; arrived: Promise<void>; release(): void; close(): Promise<void> }> {
  let arrive!: () => void;
  const arrived = new Promise<void>((r) => (arrive = r));
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const { port } = new URL(target);
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers = { ...req.headers, host: `127.0.0.1:${port}`, 'content-length': String(body.length) };
      delete headers['transfer-encoding'];
      const forward = () => {
        const up = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers }, (answer) => {
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
        });
        up.on('error', () => res.destroy());
        up.end(body);
      };
      if (req.method === 'POST' && req.url!.endsWith('/git-receive-pack')) {
        arrive();
        void released.then(forward);
      } else forward();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    arrived,
    release,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

/** Waits for the push to reach the proxy; fails (rather than waiting for ever) if it ends before. */
async function reached(
  proxy: { arrived: Promise<void> },
  push: Promise<{ code: number; stderr: string }>,
): Promise<void> {
  await Promise.race([
    proxy.arrived,
    push.then((r) => Promise.reject(new Error(`the push ended before it was sent: ${r.stderr}`))),
  ]);
}

test('two pushes to one branch from the same commit through A and B: the first is accepted, the second refused as stale; nothing is lost', async () => {
  const repo = await repository();
  const base = await commit({ 'a.txt': 'base\n' });
  await gitOk(base.dir, 'push', '--quiet', repo.url, 'main');
  const w1 = await cloneOf(repo.url);
  const w2 = await cloneOf(repo.url);
  const mine = await commit({ 'one.txt': 'first pusher\n' }, w1);
  const theirs = await commit({ 'two.txt': 'second pusher\n' }, w2);

  // The second push has read the refs (main at the base) and sent its pack; B takes it only once the first is in.
  const proxy = await holdingProxy(b.url);
  try {
    const second = git(w2, 'push', via(repo.url, proxy.url), 'main');
    await reached(proxy, second);
    await gitOk(w1, 'push', '--quiet', repo.url, 'main');
    proxy.release();
    const refused = await second;
    assert.is.not(refused.code, 0, refused.stderr);
    assert.match(
      refused.stderr,
      /main was changed by another push \(it is at [0-9a-f]{7}, this push expected [0-9a-f]{7}\)/,
    );
    assert.match(refused.stderr, /\[remote rejected\] main -> main \(pre-receive hook declined\)/);
  } finally {
    await proxy.close();
  }
  // The first push stands, everywhere; the refused push's pack was not kept.
  const state = await stateOf(repo.id);
  assert.equal(state.refs, [['refs/heads/main', mine.sha]]);
  assert.is(await headVia(repo.url), mine.sha);
  assert.is(await headVia(via(repo.url, b.url)), mine.sha);
  assert.equal((await storedPacks(repo.id)).sort(), state.packs.map((p) => `git/${repo.id}/${p}.pack`).sort());

  // As with git on one disk: the second pusher fetches, rebases and pushes again, and both changes are there.
  await gitOk(w2, 'pull', '--quiet', '--rebase', via(repo.url, b.url), 'main');
  await gitOk(w2, 'push', '--quiet', via(repo.url, b.url), 'main');
  const clone = await cloneOf(repo.url);
  assert.equal((await gitOk(clone, 'log', '--format=%s')).split('\n'), [
    'change two.txt',
    'change one.txt',
    'change a.txt',
  ]);
  assert.is(await gitOk(clone, 'rev-parse', 'HEAD~1'), mine.sha);
  assert.not.equal(theirs.sha, mine.sha);

  // A push of another branch held back the same way is accepted: only the refs a push names must be where it saw them.
  const w3 = await cloneOf(repo.url);
  await gitOk(w3, 'checkout', '--quiet', '-b', 'feature');
  const feature = await commit({ 'f.txt': 'feature\n' }, w3);
  const held = await holdingProxy(b.url);
  try {
    const pushing = git(w3, 'push', via(repo.url, held.url), 'feature');
    await reached(held, pushing);
    const more = await commit({ 'three.txt': 'three\n' }, w1);
    await gitOk(w1, 'pull', '--quiet', '--rebase', repo.url, 'main');
    await gitOk(w1, 'push', '--quiet', repo.url, 'HEAD:main');
    held.release();
    const r = await pushing;
    assert.is(r.code, 0, r.stderr);
    assert.ok(more.sha);
  } finally {
    await held.close();
  }
  const refs = new Map((await stateOf(repo.id)).refs);
  assert.is(refs.get('refs/heads/feature'), feature.sha);
  assert.is(refs.get('refs/heads/main'), await headVia(via(repo.url, b.url)));

  // A tag pushed through A and the branch deleted through B: both in the state, and seen by the other process.
  await gitOk(w3, 'tag', '-a', 'v1', '-m', 'release one');
  await gitOk(w3, 'push', '--quiet', repo.url, 'v1');
  await gitOk(w3, 'push', '--quiet', via(repo.url, b.url), ':feature');
  const after = new Map((await stateOf(repo.id)).refs);
  assert.equal(
    [after.has('refs/heads/feature'), after.get('refs/tags/v1')],
    [false, await gitOk(w3, 'rev-parse', 'v1')],
  );
  assert.equal(await gitOk(home, 'ls-remote', '--heads', repo.url, 'feature'), '');
  assert.match(await gitOk(home, 'ls-remote', '--tags', via(repo.url, b.url), 'v1'), /refs\/tags\/v1$/);
});

test(`past ${CONSOLIDATE_AT} pushes the packs are merged into one, in the store and in each process's copy`, async () => {
  const repo = await repository();
  let work: string | undefined;
  for (let i = 1; i <= CONSOLIDATE_AT; i++) {
    work = (await commit({ 'n.txt': `${i}\n` }, work)).dir;
    await gitOk(work, 'push', '--quiet', repo.url, 'main');
    // B brings its copy up half-way, so it holds several packs of its own.
    if (i === CONSOLIDATE_AT / 2) assert.ok(await headVia(via(repo.url, b.url)));
  }
  // The merge runs after the push that reached the threshold, and deletes the old packs once the state names the new one.
  const merged = await until(
    'the merge of the packs',
    () => stateOf(repo.id),
    (s) => s.packs.length === 1,
  );
  assert.is(merged.refs.length, 1);
  await until(
    'the old packs deleted',
    () => storedPacks(repo.id),
    (keys) => keys.length === 1,
  );
  assert.equal(await storedPacks(repo.id), [`git/${repo.id}/${merged.packs[0]}.pack`]);
  const clone = await cloneOf(via(repo.url, b.url));
  assert.is(await gitOk(clone, 'rev-list', '--count', 'HEAD'), String(CONSOLIDATE_AT));
  const packsIn = async (dir: string) =>
    (await readdir(join(dir, 'objects', 'pack'))).filter((n) => n.endsWith('.pack'));
  assert.equal(await packsIn(join(bDir, 'git', h.demo.business_id, `${repo.id}.git`)), [`${merged.packs[0]}.pack`]);
  assert.equal(await packsIn(repoDirOf(services(), await storedRepo(repo.id))), [`${merged.packs[0]}.pack`]);
  // And pushing on from the merged state works through either process.
  await gitOk((await commit({ 'n.txt': 'after\n' }, work)).dir, 'push', '--quiet', via(repo.url, b.url), 'main');
  assert.is((await stateOf(repo.id)).packs.length, 2);
});

/** GET / of a site by Host, from the server at `base`: its status and body. */
const siteAt = (base: string, host: string) => getByHostAt(base, host).then(({ status, body }) => ({ status, body }));

test('data from before the blob store: B refuses it rather than serve it empty, until A moves it in; then B serves it', async () => {
  // A repository whose data is only in A's DATA_DIR: no stored state, no packs.
  const repo = await repository();
  const site = await commit({ 'index.html': 'old repository\n' });
  await gitOk(site.dir, 'push', '--quiet', repo.url, 'main');
  await h.db.collection('git_refs').deleteOne({ _id: repo.id as never });
  await h.db.collection('blobs.files').deleteMany({ filename: { $regex: `^git/${repo.id}/` } });
  // A build published as a folder under A's DATA_DIR, and the project it is live for.
  const build = 'dpl_legacy0000000001';
  await mkdir(join(services().config.dataDir, 'sites', build), { recursive: true });
  await writeFile(join(services().config.dataDir, 'sites', build, 'index.html'), '<h1>Old build</h1>');
  await sharedCollection(h.db, COLLECTION.projects).insertOne({
    _id: 'prj_legacy000001',
    business_id: 'biz_legacy000001',
    host_label: 'legacy-site',
    production_build_id: build,
  } as never);

  const refs = await fetch(`${via(repo.url, b.url).replace(/\/\/[^@]+@/, '//')}/info/refs?service=git-upload-pack`, {
    headers: {
      authorization: `Basic ${Buffer.from(`x-token:${decodeURIComponent(new URL(repo.url).password)}`).toString('base64')}`,
    },
  });
  assert.is(refs.status, 503);
  await refs.arrayBuffer();
  assert.is(await h.db.collection('git_refs').countDocuments({ _id: repo.id as never }), 0, 'B did not start it empty');
  assert.is((await siteAt(b.url, 'legacy-site.sites.localhost')).status, 404);

  assert.equal(await adoptLocalData(services()), { builds: 1, repositories: 1 });
  assert.is(await headVia(via(repo.url, b.url)), site.sha);
  assert.equal(await siteAt(b.url, 'legacy-site.sites.localhost'), { status: 200, body: '<h1>Old build</h1>' });
  // Done once: a second run finds nothing left to move.
  assert.equal(await adoptLocalData(services()), { builds: 0, repositories: 0 });
});

test('every answer matched the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
