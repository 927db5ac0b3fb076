// A follower of a deployment's log (`cimplify deploy`, `cimplify logs --follow`) stops at the first read that answers
// a settled status with nothing more to read, so the line that ends the log must be there in that same read. The
// store is made slow on exactly those writes (a fail point blocks every insert into the log for a moment) and the log
// is read over HTTP as a follower reads it: every answer with a settled status already holds the closing line.
// A build output line the store refuses fails the deployment once the build ends, and meanwhile the server goes on.
import { chmod, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exitWhenDone } from '../store/helpers.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { runGitOk } from './git-helpers.js';
import { until } from './helpers.js';

let h: Harness;
let work: string;
const SETTLED = ['active', 'failed', 'cancelled', 'superseded'];

test.before(async () => {
  work = await mkdtemp(join(tmpdir(), 'deploy-log-end-'));
  // The build cache is made in here, by nobody when the tests run as root.
  await chmod(work, 0o755);
  h = await startHarness({
    seed: true,
    worker: true,
    env: {
      RATE_LIMITS: 'off',
      SITES_DOMAIN: 'sites.test',
      EMBEDDED_MONGO_TEST_COMMANDS: 'on',
      SITE_BUILDS: 'on',
      SITE_BUILD_CACHE_DIR: join(work, 'cache'),
    },
  });
});
test.after(async () => {
  await h?.db
    .admin()
    .command({ configureFailPoint: 'failCommand', mode: 'off' })
    .catch(() => undefined);
  await h?.close();
  if (work) await rm(work, { recursive: true, force: true });
  exitWhenDone();
});

const api = (method: string, path: string, body?: unknown) =>
  h.raw(method, `/v1/businesses/${h.demo.business_id}${path}`, {
    key: null,
    headers: { authorization: `Bearer ${h.businessKey}` },
    body,
  });

/** A project whose managed repository holds `files` at one commit: the project and the commit. */
async function projectWith(name: string, files: Record<string, string>): Promise<{ project: any; sha: string }> {
  const project = (await api('POST', '/projects', { name })).json.data;
  assert.is((await api('POST', `/projects/${project.id}/repo/provision`, {})).status, 201);
  const write = (await api('POST', `/projects/${project.id}/repo/clone-url`, { access: 'write', ttl_secs: 600 })).json
    .data.url;
  const src = join(work, name.replace(/\W+/g, '-'));
  await mkdir(src, { recursive: true });
  await runGitOk(work, work, 'init', '-q', '-b', 'main', src);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(src, file, '..'), { recursive: true });
    await writeFile(join(src, file), text);
  }
  await runGitOk(work, src, 'add', '.');
  await runGitOk(work, src, 'commit', '-q', '-m', 'one');
  const sha = await runGitOk(work, src, 'rev-parse', 'HEAD');
  await runGitOk(work, src, 'push', '-q', write, 'main');
  return { project, sha };
}

test('a read that answers a settled status holds the closing line, however slow the log writes are', async () => {
  const project = (await api('POST', '/projects', { name: 'Slow log' })).json.data;
  assert.is((await api('POST', `/projects/${project.id}/repo/provision`, {})).status, 201);
  const write = (await api('POST', `/projects/${project.id}/repo/clone-url`, { access: 'write', ttl_secs: 600 })).json
    .data.url;
  const src = join(work, 'site');
  await mkdir(join(src, 'public'), { recursive: true });
  await runGitOk(work, work, 'init', '-q', '-b', 'main', src);
  await writeFile(join(src, 'public', 'index.html'), '<h1>Slow</h1>');
  await runGitOk(work, src, 'add', '.');
  await runGitOk(work, src, 'commit', '-q', '-m', 'one');
  const sha = await runGitOk(work, src, 'rev-parse', 'HEAD');
  await runGitOk(work, src, 'push', '-q', write, 'main');

  // Every line written to the log waits 300 ms in the store; a status written apart from its line is seen alone.
  await h.db.admin().command({
    configureFailPoint: 'failCommand',
    mode: 'alwaysOn',
    data: {
      failCommands: ['insert'],
      namespace: `${h.db.databaseName}.deployment_logs`,
      blockConnection: true,
      blockTimeMS: 300,
    },
  });
  const created = await api('POST', `/projects/${project.id}/deployments`, { git_sha: sha });
  assert.is(created.status, 201, JSON.stringify(created.json));

  const lines: { source: string; message: string }[] = [];
  let after = 0;
  for (let reads = 0; ; reads++) {
    assert.ok(reads < 600, 'the deployment settles');
    const page = (await api('GET', `/deployments/${created.json.data.id}/logs?after_seq=${after}&limit=500`)).json.data;
    lines.push(...page.lines);
    after = page.next_after_seq;
    if (!page.has_more && SETTLED.includes(page.status)) {
      assert.is(page.status, 'active', JSON.stringify(lines));
      assert.match(
        lines.at(-1)?.message ?? '',
        /^Active at http:\/\//,
        `the read that said ${page.status} ended the log with ${JSON.stringify(lines.at(-1))}`,
      );
      break;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
});

test('a build line the store refuses fails the deployment once the build ends; the server lives on', async () => {
  // The build says it waits, waits for the test's go (a file in its cache), prints a line, and runs on a while:
  // the line's write fails, and the build is still running when it does.
  const script = 'echo waiting\nwhile [ ! -e /build/cache/go ]; do sleep 0.05; done\necho refused\nsleep 1\n';
  const { project, sha } = await projectWith('Refused line', { 'build.sh': script, 'public/index.html': 'x' });
  await api('PUT', `/projects/${project.id}`, { settings: { build_command: 'sh build.sh' } });
  const created = (await api('POST', `/projects/${project.id}/deployments`, { git_sha: sha })).json.data;
  const logs = () =>
    api('GET', `/deployments/${created.id}/logs?limit=500`).then((r) =>
      r.json.data.lines.map((l: { message: string }) => l.message),
    );
  await until('the build to wait', logs, (lines: string[]) => lines.includes('waiting'));
  await h.db.admin().command({
    configureFailPoint: 'failCommand',
    mode: { times: 1 },
    data: { failCommands: ['insert'], namespace: `${h.db.databaseName}.deployment_logs`, errorCode: 2 },
  });
  await writeFile(join(work, 'cache', h.demo.business_id, project.id, 'go'), '');
  const d = await until(
    'the deployment',
    () => api('GET', `/deployments/${created.id}`).then((r) => r.json.data),
    (x) => SETTLED.includes(x.status),
    60_000,
  );
  assert.is(d.status, 'failed', JSON.stringify(d));
  assert.match(d.error, /^Unexpected failure: /);
  assert.not.ok((await logs()).includes('refused'), 'the refused line is not in the log');
});

test.run();
