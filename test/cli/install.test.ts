// test-store: any (how the CLI package installs and starts; the store behind the server it asks does not change that)
// `cimplify` on the PATH, as docs/cli.md says to put it there, with no network (npm is offline and its registry an
// address nothing answers): `npm link`, and `npm install -g --prefix … .`, into throw-away prefixes, then
// `cimplify --version`, `--help` and a command run by name from a folder outside the checkout; and the packed
// package (`npm pack`), unpacked as `npm install -g <tarball>` lays it out, with the dependencies of this checkout in
// place of the registry's: it holds everything the binary loads.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot } from './helpers.js';

const VERSION = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
let work: string;

test.before(async () => {
  work = await mkdtemp(join(tmpdir(), 'cimplify-install-'));
  await mkdir(join(work, 'home'));
});

test.after(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** `sh -c script` in a clean environment: this PATH, a home of its own, npm offline, no CIMPLIFY_* or npm_* inherited. */
function sh(script: string, opts: { path: string; cwd: string }): Promise<Ran> {
  const env = {
    PATH: opts.path,
    HOME: join(work, 'home'),
    XDG_CONFIG_HOME: join(work, 'config'),
    NO_COLOR: '1',
    LC_ALL: 'C',
    npm_config_offline: 'true',
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_cache: join(work, 'npm-cache'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  return new Promise((resolve) => {
    execFile('/bin/sh', ['-c', script], { cwd: opts.cwd, env, timeout: 120_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

const nodeDir = dirname(process.execPath);
const systemPath = `${nodeDir}:/usr/local/bin:/usr/bin:/bin`;

/** `cimplify` found by name on `binDir`, run from a folder outside the checkout: version, help, a command. */
async function assertRunsFromPath(binDir: string): Promise<void> {
  const elsewhere = await mkdtemp(join(work, 'elsewhere-'));
  const path = `${binDir}:${systemPath}`;
  const which = await sh('command -v cimplify', { path, cwd: elsewhere });
  assert.is(which.stdout.trim(), join(binDir, 'cimplify'), which.stderr);
  const version = await sh('cimplify --version', { path, cwd: elsewhere });
  assert.equal([version.code, version.stdout, version.stderr], [0, `${VERSION}\n`, '']);
  const help = await sh('cimplify --help', { path, cwd: elsewhere });
  assert.is(help.code, 0, help.stderr);
  assert.match(help.stdout, /^Usage: cimplify /);
  assert.match(help.stdout, 'First steps:');
  // A command, whose answer needs no network: nobody is logged in here.
  const who = await sh('cimplify whoami --json', { path, cwd: elsewhere });
  assert.is(who.code, 20, who.stderr);
  assert.is(JSON.parse(who.stdout).error.code, 'NOT_LOGGED_IN');
  // A reader that stops early is no crash.
  const head = await sh('cimplify --help | head -n 1', { path, cwd: elsewhere });
  assert.equal([head.stdout, head.stderr], ['Usage: cimplify [options] [command]\n', '']);
}

test("npm link into a prefix: cimplify on that prefix's bin runs by name, offline", async () => {
  const prefix = join(work, 'linked');
  const linked = await sh(`npm_config_prefix='${prefix}' npm link --ignore-scripts`, {
    path: systemPath,
    cwd: repoRoot,
  });
  assert.is(linked.code, 0, linked.stderr);
  await assertRunsFromPath(join(prefix, 'bin'));
});

test("npm install -g --prefix <own prefix> . (the checkout, linked): cimplify on that prefix's bin runs by name, offline", async () => {
  const prefix = join(work, 'installed');
  const installed = await sh(`npm install -g --prefix '${prefix}' --ignore-scripts .`, {
    path: systemPath,
    cwd: repoRoot,
  });
  assert.is(installed.code, 0, installed.stderr);
  await assertRunsFromPath(join(prefix, 'bin'));
});

test('npm pack: the tarball holds what the binary loads (unpacked as a global install lays it out)', async () => {
  const packs = join(work, 'packs');
  await mkdir(packs);
  const packed = await sh(`npm pack --ignore-scripts --json --pack-destination '${packs}'`, {
    path: systemPath,
    cwd: repoRoot,
  });
  assert.is(packed.code, 0, packed.stderr);
  const file = (JSON.parse(packed.stdout) as { filename: string }[])[0].filename;
  // Where `npm install -g <tarball>` puts the package and its command; the dependencies are this checkout's.
  const prefix = join(work, 'packed');
  const pkg = join(prefix, 'lib', 'node_modules', 'storefront-commerce-service');
  await mkdir(pkg, { recursive: true });
  const unpacked = await sh(`tar -xzf '${join(packs, file)}' -C '${pkg}' --strip-components=1`, {
    path: systemPath,
    cwd: work,
  });
  assert.is(unpacked.code, 0, unpacked.stderr);
  await symlink(join(repoRoot, 'node_modules'), join(pkg, 'node_modules'));
  await mkdir(join(prefix, 'bin'));
  await symlink(join(pkg, 'bin', 'cimplify.mjs'), join(prefix, 'bin', 'cimplify'));
  await assertRunsFromPath(join(prefix, 'bin'));
});

test.run();
