// A worker killed in the middle of a build: the deployment is not left building. Process A is this test's harness
// (the API, no worker); process B is the real src/main.ts running the worker on the same store and data directory,
// with builds enabled and a fast heartbeat. B is killed with SIGKILL while the build command runs, started again,
// and the deployment goes on to active, its build having received the project's (sensitive) variable.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../scripts/lib/free-port.js';
import { exitWhenDone } from '../store/helpers.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { runGitOk } from './git-helpers.js';
import { getByHost, until } from './helpers.js';
import { tsEntry } from '../../scripts/lib/ts-entry.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let h: Harness;
let work: string;
let b: ChildProcess | undefined;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off', SITES_DOMAIN: 'sites.test' } });
  work = await mkdtemp(join(tmpdir(), 'deploy-restart-'));
});
test.after(async () => {
  if (b && b.exitCode === null && b.signalCode === null) {
    b.kill('SIGTERM');
    await new Promise((r) => b!.once('exit', r));
  }
  await h?.close();
  if (work) await rm(work, { recursive: true, force: true });
  exitWhenDone();
});

async function startWorker(): Promise<ChildProcess> {
  const { config, store } = h.srv.services;
  const port = await freePort();
  const child = spawn(process.execPath, tsEntry(join(root, 'src', 'main.ts')), {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: config.dataDir,
      MONGODB_URI: config.mongodbUri ?? store.embedded!.uri,
      WORKER: 'true',
      SITE_BUILDS: 'on',
      SITE_DEPLOY_HEARTBEAT_MS: '200',
      SITES_DOMAIN: 'sites.test',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  for (const end = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null) throw new Error('the worker process exited at start');
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    if (Date.now() > end) throw new Error('the worker process did not answer');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const api = (method: string, path: string, body?: unknown) =>
  h.raw(method, `/v1/businesses/${h.demo.business_id}${path}`, {
    key: null,
    headers: { authorization: `Bearer ${h.businessKey}` },
    body,
  });

const git = (cwd: string, ...args: string[]) => runGitOk(work, cwd, ...args);
/** A worker start is part of the wait: longer than the default. */
const WAIT_MS = 60_000;

test('a worker killed during a build: started again, the deployment finishes', async () => {
  const project = (await api('POST', '/projects', { name: 'Restart site' })).json.data;
  const command = 'sleep 2 && mkdir -p out && printf "%s" "$GREETING" > out/index.html';
  await api('PUT', `/projects/${project.id}`, { settings: { build_command: command, output_directory: 'out' } });
  // A sensitive variable of the production scope reaches the build (and only the build).
  assert.is(
    (
      await api('PUT', `/projects/${project.id}/env/GREETING`, {
        value: 'Akwaaba from the build',
        env_scope: 'production',
        sensitive: true,
      })
    ).status,
    200,
  );
  assert.is((await api('POST', `/projects/${project.id}/repo/provision`, {})).status, 201);
  const write = (await api('POST', `/projects/${project.id}/repo/clone-url`, {})).json.data.url;
  const src = join(work, 'site');
  await mkdir(src);
  await git(work, 'init', '-q', '-b', 'main', src);
  await writeFile(join(src, 'README.md'), 'built at deploy time');
  await git(src, 'add', '.');
  await git(src, 'commit', '-q', '-m', 'one');
  const sha = await git(src, 'rev-parse', 'HEAD');
  await git(src, 'push', '-q', write, 'main');

  b = await startWorker();
  const d = (await api('POST', `/projects/${project.id}/deployments`, { git_sha: sha })).json.data;
  const read = () => api('GET', `/deployments/${d.id}`).then((r) => r.json.data);
  const logs = () =>
    api('GET', `/deployments/${d.id}/logs`).then((r) => r.json.data.lines.map((l: any) => l.message) as string[]);
  // The build command has started: kill the worker in the middle of it.
  await until('the build to start', logs, (lines) => lines.some((l) => l.startsWith('$ sleep 2')), WAIT_MS);
  b.kill('SIGKILL');
  await new Promise((r) => b!.once('exit', r));
  assert.is((await read()).status, 'building');

  b = await startWorker();
  const done = await until(
    'the deployment to finish',
    read,
    (x) => !['queued', 'building', 'deploying'].includes(x.status),
    WAIT_MS,
  );
  assert.is(done.status, 'active', JSON.stringify(done));
  const lines = await logs();
  assert.ok(
    lines.some((l) => /^Resuming after an interruption \(attempt 2 of 3\)$/.test(l)),
    lines.join('\n'),
  );
  assert.ok(lines.includes(`$ ${command}`));
  // The site this process serves from the shared data directory is the build's output, with the variable in it.
  const host = new URL((await api('GET', `/projects/${project.id}`)).json.data.production_url).hostname;
  const page = (await getByHost(h, host)).body;
  assert.is(page, 'Akwaaba from the build');
  assert.not.ok(lines.some((l) => l.includes('Akwaaba')));
  assert.equal(h.responseViolations(), []);
});

test.run();
