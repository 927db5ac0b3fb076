// A project's build command is untrusted code: it runs in the bubblewrap sandbox (src/flows/deploy/sandbox.ts). A
// build pushed over git and deployed over HTTP tries, one by one, what the sandbox must refuse (reading DATA_DIR,
// the store's journal, the env-encryption and git-credential keys, the server's /proc/<pid>/environ; writing
// outside its tree; the network) and writes down each outcome in its log; the test reads the log over HTTP and the
// host's disk. A later build makes its output folder a link to DATA_DIR: refused, nothing of DATA_DIR is served.
// Where the sandbox cannot run (no bubblewrap, no user namespaces), the deployment fails and the command never runs.
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exitWhenDone } from '../store/helpers.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { runGitOk } from './git-helpers.js';
import { getByHost, until } from './helpers.js';

let h: Harness;
let work: string;

test.before(async () => {
  work = await mkdtemp(join(tmpdir(), 'build-sandbox-'));
  // The build cache is made in here, and the unavailable-sandbox case runs a fake bubblewrap from here: both by
  // nobody when the tests run as root.
  await chmod(work, 0o755);
  const env = {
    RATE_LIMITS: 'off',
    SITES_DOMAIN: 'sites.test',
    SITE_BUILDS: 'on',
    SITE_BUILD_PROCESSES: '64',
    SITE_BUILD_CACHE_DIR: join(work, 'cache'),
  };
  h = await startHarness({ seed: true, worker: true, env });
});
test.after(async () => {
  await h?.close();
  if (work) await rm(work, { recursive: true, force: true });
  exitWhenDone();
});

type Api = (method: string, path: string, body?: unknown) => ReturnType<Harness['raw']>;
const apiOf =
  (x: Harness): Api =>
  (method, path, body) =>
    x.raw(method, `/v1/businesses/${x.demo.business_id}${path}`, {
      key: null,
      headers: { authorization: `Bearer ${x.businessKey}` },
      body,
    });
const git = (cwd: string, ...args: string[]) => runGitOk(work, cwd, ...args);
const settled = (d: any) => ['active', 'failed', 'cancelled', 'superseded'].includes(d.status);

/** A project with a managed repository holding `files`, and a deployment of that commit polled to its end. */
async function deploy(
  api: Api,
  name: string,
  settings: object,
  files: Record<string, string>,
): Promise<{ project: any; d: any; lines: string[] }> {
  const project = (await api('POST', '/projects', { name })).json.data;
  await api('PUT', `/projects/${project.id}`, { settings });
  assert.is((await api('POST', `/projects/${project.id}/repo/provision`, {})).status, 201);
  const sha = await push(api, project, name, files);
  return { project, ...(await deployCommit(api, project, sha)) };
}

async function push(api: Api, project: any, name: string, files: Record<string, string>): Promise<string> {
  const src = join(work, name.replace(/\W+/g, '-'));
  if (!existsSync(src)) {
    await mkdir(src);
    await git(work, 'init', '-q', '-b', 'main', src);
  }
  for (const [file, text] of Object.entries(files)) await writeFile(join(src, file), text);
  await git(src, 'add', '.');
  await git(src, 'commit', '-q', '-m', 'build');
  const write = (await api('POST', `/projects/${project.id}/repo/clone-url`, {})).json.data.url;
  await git(src, 'push', '-q', write, 'main');
  return git(src, 'rev-parse', 'HEAD');
}

async function deployCommit(api: Api, project: any, sha: string): Promise<{ d: any; lines: string[] }> {
  const created = (await api('POST', `/projects/${project.id}/deployments`, { git_sha: sha })).json.data;
  const d = await until(
    'the deployment',
    () => api('GET', `/deployments/${created.id}`).then((r) => r.json.data),
    settled,
    60_000,
  );
  const lines = (await api('GET', `/deployments/${d.id}/logs?limit=500`)).json.data.lines.map(
    (l: any) => l.message as string,
  );
  return { d, lines };
}

/** A shell script that tries each thing and says `probe <name>: refused` or `probe <name>: ALLOWED`. */
function probeScript(dataDir: string, outside: string, port: number): string {
  const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  return `DATA_DIR=${q(dataDir)}
OUTSIDE=${q(outside)}
SERVER_PID=${process.pid}
PORT=${port}
check() {
  name=$1; shift
  if "$@" >/dev/null 2>&1; then echo "probe $name: ALLOWED"; else echo "probe $name: refused"; fi
}
check list-data-dir ls "$DATA_DIR"
check read-journal sh -c 'cat "$1"/*/journal-*.log' _ "$DATA_DIR"
check read-env-key cat "$DATA_DIR/env-encryption.key"
check read-git-key cat "$DATA_DIR/git-credentials.key"
check read-server-environ sh -c 'grep -qa build-sandbox "/proc/$1/cmdline" && cat "/proc/$1/environ"' _ "$SERVER_PID"
check write-data-dir sh -c 'echo pwned > "$1/escape.txt"' _ "$DATA_DIR"
check write-outside sh -c 'echo pwned > "$1/escape.txt"' _ "$OUTSIDE"
check write-tree-parent sh -c 'echo pwned > ../escape.txt'
check write-root sh -c 'echo pwned > /escape.txt'
check write-usr sh -c 'echo pwned > /usr/escape.txt'
check network node -e 'const s = require("net").connect(Number(process.argv[1]), "127.0.0.1"); s.on("connect", () => process.exit(0)); s.on("error", () => process.exit(1)); setTimeout(() => process.exit(1), 5000)' "$PORT"
echo "uid $(id -u)"
grep -E '^Max (processes|address space)' /proc/self/limits
echo kept > /build/cache/marker && echo "probe write-cache: ok"
mkdir -p out && printf '%s' "$GREETING" > out/index.html && echo "probe write-tree: ok"
`;
}

const FORBIDDEN = [
  'list-data-dir',
  'read-journal',
  'read-env-key',
  'read-git-key',
  'read-server-environ',
  'write-data-dir',
  'write-outside',
  'write-tree-parent',
  'write-root',
  'write-usr',
  'network',
];

let project: any;

test('a build cannot read or write anything of the service, nor reach the network; its tree and cache it can', async () => {
  const api = apiOf(h);
  const { dataDir } = h.srv.services.config;
  const name = 'Sandboxed site';
  project = (await api('POST', '/projects', { name })).json.data;
  await api('PUT', `/projects/${project.id}`, { settings: { build_command: 'sh probe.sh', output_directory: 'out' } });
  // A variable (which makes the env-encryption key) still reaches the build; a clone URL makes the git key.
  assert.is(
    (
      await api('PUT', `/projects/${project.id}/env/GREETING`, {
        value: 'Built in the box',
        env_scope: 'production',
        sensitive: true,
      })
    ).status,
    200,
  );
  assert.is((await api('POST', `/projects/${project.id}/repo/provision`, {})).status, 201);
  const sha = await push(api, project, name, { 'probe.sh': probeScript(dataDir, work, h.srv.port) });
  for (const key of ['env-encryption.key', 'git-credentials.key'])
    assert.ok(existsSync(join(dataDir, key)), `${key} exists on the host`);

  const { d, lines } = await deployCommit(api, project, sha);
  assert.is(d.status, 'active', `${JSON.stringify(d)}\n${lines.join('\n')}`);
  for (const name of FORBIDDEN)
    assert.ok(lines.includes(`probe ${name}: refused`), `${name} refused:\n${lines.join('\n')}`);
  assert.not.ok(
    lines.some((l) => l.includes('ALLOWED')),
    lines.join('\n'),
  );
  assert.ok(lines.includes('probe write-tree: ok') && lines.includes('probe write-cache: ok'), lines.join('\n'));
  assert.ok(lines.includes('uid 65534'), lines.join('\n'));
  assert.ok(
    lines.some((l) => /^Max processes\s+64\s+64\s/.test(l)),
    lines.join('\n'),
  );
  assert.ok(
    lines.some((l) => new RegExp(`^Max address space\\s+${2048 * 1024 * 1024}\\s`).test(l)),
    lines.join('\n'),
  );
  // Nothing landed on the host, and the site is the build's output with the variable in it.
  assert.not.ok(existsSync(join(dataDir, 'escape.txt')) || existsSync(join(work, 'escape.txt')));
  const host = new URL((await api('GET', `/projects/${project.id}`)).json.data.production_url).hostname;
  assert.is((await getByHost(h, host)).body, 'Built in the box');
  assert.equal(h.responseViolations(), []);
});

test('an output folder the build made a link to DATA_DIR is refused, and nothing of DATA_DIR is served', async () => {
  const api = apiOf(h);
  const { dataDir } = h.srv.services.config;
  await api('PUT', `/projects/${project.id}`, { settings: { build_command: 'sh link.sh', output_directory: 'out' } });
  const script = `test -f /build/cache/marker && echo "probe cache-kept: ok"\nln -s '${dataDir}' out\n`;
  const sha = await push(api, project, 'Sandboxed site', { 'link.sh': script });
  const { d, lines } = await deployCommit(api, project, sha);
  assert.ok(lines.includes('probe cache-kept: ok'), lines.join('\n'));
  const host = new URL((await api('GET', `/projects/${project.id}`)).json.data.production_url).hostname;
  assert.is((await getByHost(h, host, '/env-encryption.key')).status, 404);
  assert.is(d.status, 'failed', JSON.stringify(d));
  assert.match(d.error, /output_directory out leaves the repository/);
  assert.is((await getByHost(h, host)).body, 'Built in the box');
});

test('where the sandbox cannot run, builds are refused and the command never runs', async () => {
  const fake = join(work, 'fake-bwrap');
  const b = await startHarness({
    seed: true,
    worker: true,
    env: { RATE_LIMITS: 'off', SITES_DOMAIN: 'sites.test', SITE_BUILDS: 'on', SITE_BUILD_SANDBOX: fake },
  });
  try {
    const api = apiOf(b);
    const ran = join(work, 'ran.txt');
    const settings = {
      build_command: `touch '${ran}' && mkdir -p out && echo hi > out/index.html`,
      output_directory: 'out',
    };
    // No bubblewrap at all; then one that cannot make its namespaces (as on a kernel without user namespaces).
    const missing = await deploy(api, 'No sandbox', settings, { 'README.md': 'one' });
    await writeFile(
      fake,
      '#!/bin/sh\necho "bwrap: No permissions to create new namespace, likely because the kernel does not allow non-privileged user namespaces." >&2\nexit 1\n',
      { mode: 0o755 },
    );
    const refused = await deploy(api, 'No namespaces', settings, { 'README.md': 'two' });
    for (const [{ d, lines }, reason] of [
      [missing, /ENOENT/],
      [refused, /No permissions to create new namespace/],
    ] as const) {
      assert.is(d.status, 'failed', JSON.stringify(d));
      assert.match(
        d.error,
        /^Builds run only in the bubblewrap sandbox, which cannot run on this server \(SITE_BUILD_SANDBOX=/,
      );
      assert.match(d.error, reason);
      assert.match(d.error, /the build command was not run/);
      assert.not.ok(
        lines.some((l) => l.startsWith('$ ')),
        lines.join('\n'),
      );
      assert.ok(
        lines.some((l) => l.startsWith('Failed: Builds run only in the bubblewrap sandbox')),
        lines.join('\n'),
      );
    }
    assert.not.ok(existsSync(ran), 'the build command ran');
    assert.equal(b.responseViolations(), []);
  } finally {
    await b.close();
  }
});

test.run();
