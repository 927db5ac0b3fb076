// test-store: any (the CLI binary, a client of the HTTP API: the operations it calls run in every pass in the HTTP tests of their areas)
// The CLI's credentials, through the real binary against a live server: login (from --api-key, "-" on stdin, the
// environment), the config file readable by its owner alone, named profiles and the precedence flag > environment >
// profile, whoami, logout; and the exit codes of the table that belong here, each with its envelope valid against
// spec/cli/envelope.schema.json: NOT_LOGGED_IN 20, AUTH_FAILED 21, INVALID_INPUT 30 (a malformed key, an unknown
// flag with its suggestion), NETWORK_ERROR 10, INTERACTIVE_REQUIRED 7 (a login that would have to ask, in JSON
// mode). No key this file uses ever appears in what the CLI printed.
import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { cliEnv, dataOf, failed, type CliEnv } from './helpers.js';

let h: Harness;
let cli: CliEnv;
let otherBusinessId: string;
let otherKey: string;
const secrets: string[] = [];

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  cli = await cliEnv(h.url);
  const other = await h.business('Second Shop');
  otherBusinessId = other.tenant.business_id;
  otherKey = (
    await issueApiKey(h.db, {
      kind: 'business',
      livemode: true,
      business_id: otherBusinessId,
      scopes: ['projects:read'],
    })
  ).key;
  secrets.push(h.demo.business_key, otherKey);
});

test.after(async () => {
  await cli?.close();
  await h?.close();
});

/** The command names of a help text's "Commands:" section (help itself left out). */
function commandsOf(help: string): string[] {
  const section = /\nCommands:\n([\s\S]*?)(?:\n\n|$)/.exec(help)?.[1] ?? '';
  return (
    section
      .split('\n')
      // `fulfil|fulfill`: a command and its alias; the walk follows the command's own name.
      .map((l) => /^  ([^\s|]+)/.exec(l)?.[1])
      .filter((w): w is string => w !== undefined && w !== 'help')
  );
}

test("--help lists the commands with the first steps and exit codes; every command's and every group's help has examples; --version", async () => {
  const top = await cli.run(['--help']);
  assert.is(top.code, 0);
  for (const word of ['First steps', 'Exit codes']) assert.match(top.stdout, word);
  assert.match(top.stdout, /\b8 domain not verified\b/);
  // Every command, found by walking the help itself: a group lists its commands, and it and each command show
  // examples.
  const leaves: string[] = [];
  const groups: string[] = [];
  const walk = async (path: string[], help: string): Promise<void> => {
    const subs = commandsOf(help);
    if (path.length)
      assert.match(help, /Examples:\n\s+\$ (cimplify |git .*cimplify )/, `${path.join(' ')} --help has no examples`);
    if (!subs.length) {
      leaves.push(path.join(' '));
      return;
    }
    if (path.length) groups.push(path.join(' '));
    const helps = await Promise.all(subs.map((c) => cli.run([...path, c, '--help'])));
    for (const [i, r] of helps.entries()) {
      assert.is(r.code, 0, [...path, subs[i]].join(' '));
      await walk([...path, subs[i]], r.stdout);
    }
  };
  await walk([], top.stdout);
  for (const c of [
    'login',
    'deploy',
    'env set',
    'domains detach',
    'keys create',
    'webhooks listen',
    'catalogue import',
    'orders refund',
  ])
    assert.ok(leaves.includes(c), c);
  for (const c of ['projects settings', 'repo clone-url', 'clocks advance', 'trigger', 'fixtures'])
    assert.ok(leaves.includes(c), c);
  assert.is(leaves.length, 46, leaves.join(', '));
  assert.equal(groups.sort(), [
    'catalogue',
    'clocks',
    'deployments',
    'domains',
    'env',
    'keys',
    'orders',
    'projects',
    'repo',
    'ucp',
    'ucp keys',
    'ucp settings',
    'webhooks',
  ]);
  const version = await cli.run(['--version']);
  assert.is(version.code, 0);
  assert.match(version.stdout, /^\d+\.\d+\.\d+/);
  // In JSON mode, help and the version are envelopes too; no command at all is INVALID_INPUT.
  assert.match(dataOf(await cli.json(['--version'])).version, /^\d+\.\d+\.\d+$/);
  assert.match(dataOf(await cli.json(['deploy', '--help'])).help, /^Usage: cimplify deploy/);
  assert.is(failed(await cli.json([]), 'INVALID_INPUT').remediation, 'cimplify --help');
});

test('NOT_LOGGED_IN (20) before any login, with `cimplify login` as the next step', async () => {
  const error = failed(await cli.json(['whoami']), 'NOT_LOGGED_IN');
  assert.is(error.remediation, 'cimplify login');
});

test('INTERACTIVE_REQUIRED (7): a login with no key in JSON mode does not prompt', async () => {
  const error = failed(await cli.json(['login']), 'INTERACTIVE_REQUIRED');
  assert.match(error.remediation, /cimplify login --api-key <key>/);
  // A remediation that repeats the command line leaves a key given on it as a placeholder.
  const repeated = failed(
    await cli.json(['env', 'set', 'FOO', '--project', 'prj_x', '--api-key', h.demo.business_key]),
    'INTERACTIVE_REQUIRED',
  );
  assert.is(repeated.remediation, 'printf %s "<value>" | cimplify env set FOO --project prj_x --api-key <key> --json');
});

test('INVALID_INPUT (30): a malformed key; an unknown flag, with the flag it resembles', async () => {
  failed(await cli.json(['login', '--api-key', 'sk_test_not_a_business_key']), 'INVALID_INPUT');
  const unknown = failed(await cli.json(['projects', 'list', '--limt', '3']), 'INVALID_INPUT');
  assert.match(unknown.message, /--limt.*Did you mean --limit\?/);
  assert.is(unknown.remediation, 'cimplify projects list --help');
  const command = failed(await cli.json(['projects', 'lst']), 'INVALID_INPUT');
  assert.match(command.message, /Did you mean list\?/);
});

test('AUTH_FAILED (21): a well-formed key the API does not know is not saved', async () => {
  failed(await cli.json(['login', '--api-key', `dk_live_${'Z'.repeat(32)}`]), 'AUTH_FAILED');
  failed(await cli.json(['whoami']), 'NOT_LOGGED_IN');
});

test('NETWORK_ERROR (10): no server at the API URL; the hint names the route the service answers (/healthz)', async () => {
  const error = failed(
    await cli.json(['login', '--api-key', h.demo.business_key], { env: { CIMPLIFY_API_URL: 'http://127.0.0.1:1' } }),
    'NETWORK_ERROR',
  );
  const hinted = /curl http:\/\/127\.0\.0\.1:1(\/\S+)$/.exec(error.remediation)?.[1];
  assert.is(hinted, '/healthz', error.remediation);
  // The same route on a running service answers, without a key.
  assert.is((await fetch(`${h.url}${hinted}`)).status, 200);
});

test('login from stdin ("-"): checked with the API, saved 0600 in a 0700 folder, the key never printed', async () => {
  const data = dataOf(await cli.json(['login', '--api-key', '-'], { input: `${h.demo.business_key}\n` }));
  assert.is(data.business_id, h.demo.business_id);
  assert.is(data.profile, 'default');
  assert.ok(data.scopes.includes('projects:write'));
  const path = join(cli.configHome, 'cimplify', 'config.json');
  assert.is(data.config_path, path);
  assert.is((await stat(path)).mode & 0o777, 0o600);
  assert.is((await stat(join(cli.configHome, 'cimplify'))).mode & 0o777, 0o700);
  const saved = JSON.parse(await readFile(path, 'utf8'));
  assert.is(saved.current, 'default');
  assert.is(saved.profiles.default.api_key, h.demo.business_key);
  assert.is(saved.profiles.default.business_id, h.demo.business_id);

  const who = dataOf(await cli.json(['whoami']));
  assert.is(who.business_id, h.demo.business_id);
  assert.is(who.source, 'profile default');
  const human = await cli.run(['whoami']);
  assert.is(human.code, 0);
  assert.match(human.stdout, new RegExp(`business\\s+${h.demo.business_id}`));
});

test('precedence: --api-key over CIMPLIFY_API_KEY over the profile; named profiles', async () => {
  const fromEnv = dataOf(await cli.json(['whoami'], { env: { CIMPLIFY_API_KEY: otherKey } }));
  assert.is(fromEnv.business_id, otherBusinessId);
  assert.is(fromEnv.source, 'CIMPLIFY_API_KEY');
  const fromFlag = dataOf(
    await cli.json(['whoami', '--api-key', h.demo.business_key], { env: { CIMPLIFY_API_KEY: otherKey } }),
  );
  assert.is(fromFlag.business_id, h.demo.business_id);
  assert.is(fromFlag.source, '--api-key');

  dataOf(await cli.json(['login', '--profile', 'second'], { env: { CIMPLIFY_API_KEY: otherKey } }));
  // login makes its profile the current one; --profile and CIMPLIFY_PROFILE pick another.
  assert.is(dataOf(await cli.json(['whoami'])).business_id, otherBusinessId);
  assert.is(dataOf(await cli.json(['whoami', '--profile', 'default'])).business_id, h.demo.business_id);
  assert.is(
    dataOf(await cli.json(['whoami'], { env: { CIMPLIFY_PROFILE: 'default' } })).business_id,
    h.demo.business_id,
  );
  failed(await cli.json(['whoami', '--profile', '../etc']), 'INVALID_INPUT');
});

test('AUTH_FAILED (21) for a saved key revoked since; SCOPE_DENIED of the API is AUTH_FAILED too', async () => {
  // The second profile's key holds projects:read only: creating a project is refused for its scope.
  const scope = failed(await cli.json(['projects', 'create', 'Nope', '--profile', 'second']), 'AUTH_FAILED');
  assert.match(scope.message, /projects:write/);
  const doomed = (
    await issueApiKey(h.db, {
      kind: 'business',
      livemode: true,
      business_id: h.demo.business_id,
      scopes: ['projects:read', 'keys:write'],
    })
  ).key;
  secrets.push(doomed);
  const who = dataOf(await cli.json(['login', '--profile', 'doomed', '--api-key', doomed]));
  dataOf(await cli.json(['keys', 'revoke', who.key_id, '--yes', '--profile', 'default']));
  const error = failed(await cli.json(['whoami', '--profile', 'doomed']), 'AUTH_FAILED');
  assert.is(error.remediation, 'cimplify login');
});

test('logout forgets a profile (then NOT_LOGGED_IN there), --all forgets every one', async () => {
  assert.equal(dataOf(await cli.json(['logout', '--profile', 'second'])).removed, ['second']);
  failed(await cli.json(['whoami', '--profile', 'second']), 'NOT_LOGGED_IN');
  const all = dataOf(await cli.json(['logout', '--all']));
  assert.equal(all.removed.sort(), ['default', 'doomed']);
  failed(await cli.json(['whoami']), 'NOT_LOGGED_IN');
});

test('no key this file used appears in anything the CLI printed', () => {
  cli.assertNoSecrets(secrets);
});

test.run();
