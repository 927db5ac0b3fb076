// test-store: any (the CLI binary, a client of the HTTP API: the operations it calls run in every pass in the HTTP tests of their areas)
// env, domains and keys through the real binary against a live server (its DNS a dns2 server this file runs on
// 127.0.0.1, the service pointed at it with DNS_SERVERS). env: values from stdin only, never printed (masked in
// list, --reveal for the readable ones, a run with no value and no terminal told the piped form; rm asks about the
// scopes the variable is in); domains, named by hostname or id: the DNS records to create, verify failing with
// DOMAIN_NOT_VERIFIED (8) until the record is published (so `verify && attach` in a shell stops there), then
// verified, attach, list, detach; keys: the secret printed once by create,
// working at once, absent from list, revoked after a confirmation. Every destructive command without --yes and
// without a terminal is INTERACTIVE_REQUIRED (7) with the same command plus --yes as the next step.
//
// Two CLI environments: `cli` (the linked directory, every run but two) and `peek` (the two runs that print a
// secret on purpose: `env list --reveal` and `keys create`), so the end of the file can assert that no secret
// appeared anywhere else.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listApiKeys, listDomains, listEnvVars } from '../../generated/sdk/platform/index.js';
import { startTestDns, type TestDns } from '../harness/dns-server.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { cliEnv, dataOf, EXIT_CODES, failed, type CliEnv } from './helpers.js';

let dns: TestDns;
let h: Harness;
let cli: CliEnv;
let peek: CliEnv;
let projectId: string;

/** Values set with `env set`: none may appear in `cli`'s output; the readable one appears in `peek`'s alone. */
const READABLE = 'https://api.example.test/v1?tenant=osu';
const SENSITIVE = 'tok_S3cr3t-payment-value-0042';
const PREVIEW_ONLY = 'preview-flag-value-7781';
/** Secrets of keys this file creates (allowed only in `peek`'s `keys create` output). */
const created: string[] = [];

test.before(async () => {
  dns = await startTestDns();
  h = await startHarness({
    seed: true,
    env: {
      RATE_LIMITS: 'off',
      DNS_SERVERS: dns.address,
      DNS_TIMEOUT_MS: '2000',
      SITES_DOMAIN: 'sites.test',
      SITES_CNAME_TARGET: 'cname.platform.test',
      SITES_A_RECORD: '203.0.113.7',
    },
  });
  cli = await cliEnv(h.url);
  peek = await cliEnv(h.url);
  await Promise.all(
    [cli, peek].map(async (env) => dataOf(await env.json(['login', '--api-key', '-'], { input: h.demo.business_key }))),
  );
  projectId = dataOf(await cli.json(['projects', 'create', 'CLI Env Site', '--link'])).id;
});

test.after(async () => {
  await cli?.close();
  await peek?.close();
  await h?.close();
  await dns?.close();
});

/** The project's variables as the API holds them, values revealed: `KEY@scope` → value (null when sensitive). */
async function stored(): Promise<Record<string, string | null>> {
  const r = await listEnvVars({
    client: h.platform(),
    path: { business_id: h.demo.business_id, project_id: projectId },
    query: { reveal: true },
  });
  assert.is(r.response.status, 200);
  return Object.fromEntries(r.data!.data.env_vars.map((v) => [`${v.key}@${v.env_scope}`, v.value]));
}

test('env set: the value from stdin (one trailing newline dropped), both scopes unless --scope; never printed', async () => {
  // Four variables, set at once (the runs are independent).
  const [both, sensitive, human, empty] = await Promise.all([
    cli.json(['env', 'set', 'API_URL'], { input: `${READABLE}\n` }),
    cli.json(['env', 'set', 'PAYMENT_TOKEN', '--scope', 'production', '--sensitive'], { input: SENSITIVE }),
    cli.run(['env', 'set', 'FEATURE_FLAG', '--scope', 'preview'], { input: PREVIEW_ONLY }),
    // An empty line is an empty value (nothing at all on stdin is no value: below).
    cli.json(['env', 'set', 'EMPTY_ON_PURPOSE', '--scope', 'preview'], { input: '\n' }),
  ]);
  assert.is(dataOf(both).key, 'API_URL');
  assert.equal(
    dataOf(both)
      .env_vars.map((v: any) => [v.env_scope, v.value, v.masked])
      .sort(),
    [
      ['preview', null, true],
      ['production', null, true],
    ],
  );
  assert.equal(
    dataOf(sensitive).env_vars.map((v: any) => [v.env_scope, v.sensitive, v.value]),
    [['production', true, null]],
  );
  // For people: what was set, where, and nothing of the value.
  assert.is(human.code, 0, human.stderr);
  assert.is(human.stdout, 'Set FEATURE_FLAG for preview\n');
  dataOf(empty);

  assert.equal(await stored(), {
    'API_URL@production': READABLE,
    'API_URL@preview': READABLE,
    'PAYMENT_TOKEN@production': null,
    'FEATURE_FLAG@preview': PREVIEW_ONLY,
    'EMPTY_ON_PURPOSE@preview': '',
  });
});

test('env set with nothing on stdin and no terminal: INTERACTIVE_REQUIRED (7) naming the piped form; nothing set', async () => {
  const error = failed(await cli.json(['env', 'set', 'NOT_GIVEN', '--scope', 'preview']), 'INTERACTIVE_REQUIRED');
  assert.is(error.remediation, 'printf %s "<value>" | cimplify env set NOT_GIVEN --scope preview --json');
  const human = await cli.run(['env', 'set', 'NOT_GIVEN']);
  assert.is(human.code, 7);
  assert.is(human.stdout, '');
  assert.match(human.stderr, 'Next: printf %s "<value>" | cimplify env set NOT_GIVEN\n');
  assert.not.ok(Object.keys(await stored()).some((k) => k.startsWith('NOT_GIVEN@')));
});

test('env list masks every value; --reveal shows the readable ones and never a sensitive one', async () => {
  // peek has no link: --project names the project.
  const [masked, production, table, revealed, shown] = await Promise.all([
    cli.json(['env', 'list']),
    cli.json(['env', 'list', '--scope', 'production']),
    cli.run(['env', 'list']),
    peek.json(['env', 'list', '--reveal', '--project', projectId]),
    peek.run(['env', 'list', '--reveal', '--project', projectId]),
  ]);
  assert.is(dataOf(masked).env_vars.length, 5);
  assert.ok(dataOf(masked).env_vars.every((v: any) => v.value === null && v.masked === true));
  assert.equal(
    dataOf(production)
      .env_vars.map((v: any) => v.key)
      .sort(),
    ['API_URL', 'PAYMENT_TOKEN'],
  );
  assert.is(table.code, 0, table.stderr);
  for (const key of ['API_URL', 'PAYMENT_TOKEN', 'FEATURE_FLAG', '••••••'])
    assert.ok(table.stdout.includes(key), table.stdout);

  const value = (key: string, scope: string) =>
    dataOf(revealed).env_vars.find((v: any) => v.key === key && v.env_scope === scope);
  assert.equal([value('API_URL', 'production').value, value('API_URL', 'production').masked], [READABLE, false]);
  assert.equal([value('PAYMENT_TOKEN', 'production').value, value('PAYMENT_TOKEN', 'production').masked], [null, true]);
  assert.is(shown.code, 0, shown.stderr);
  assert.ok(shown.stdout.includes(READABLE), shown.stdout);
  assert.ok(shown.stdout.includes(PREVIEW_ONLY), shown.stdout);
});

test('env rm: INTERACTIVE_REQUIRED (7) without --yes and a terminal (the same command plus --yes next); then removed', async () => {
  const error = failed(await cli.json(['env', 'rm', 'API_URL', '--scope', 'preview']), 'INTERACTIVE_REQUIRED');
  assert.is(error.remediation, 'cimplify env rm API_URL --scope preview --json --yes');
  assert.is((await stored())['API_URL@preview'], READABLE, 'nothing removed without the confirmation');

  assert.equal(dataOf(await cli.json(['env', 'rm', 'API_URL', '--scope', 'preview', '--yes'])).removed_scopes, [
    'preview',
  ]);
  const all = dataOf(await cli.json(['env', 'rm', 'FEATURE_FLAG', '-y']));
  assert.equal(all.removed_scopes, ['preview']);
  const human = await cli.run(['env', 'rm', 'API_URL', '--yes']);
  assert.is(human.code, 0, human.stderr);
  assert.is(human.stdout, 'Removed API_URL from production\n');
  assert.equal(Object.keys(await stored()).sort(), ['EMPTY_ON_PURPOSE@preview', 'PAYMENT_TOKEN@production']);
});

test('env rm asks about the scopes the variable is in, not both; a variable set nowhere needs no question', async () => {
  // PAYMENT_TOKEN is set in production alone.
  const error = failed(await cli.json(['env', 'rm', 'PAYMENT_TOKEN']), 'INTERACTIVE_REQUIRED');
  assert.match(error.message, /^Remove PAYMENT_TOKEN from production\? /);
  const human = await cli.run(['env', 'rm', 'EMPTY_ON_PURPOSE']);
  assert.is(human.code, 7);
  assert.match(human.stderr, /^Error: Remove EMPTY_ON_PURPOSE from preview\? /);
  // Nothing to remove: no question, and the answer says so.
  assert.equal(dataOf(await cli.json(['env', 'rm', 'NEVER_SET'])), { key: 'NEVER_SET', removed_scopes: [] });
  const none = await cli.run(['env', 'rm', 'PAYMENT_TOKEN', '--scope', 'preview']);
  assert.is(none.code, 0, none.stderr);
  assert.is(none.stdout, 'PAYMENT_TOKEN was not set in preview\n');
  assert.equal(Object.keys(await stored()).sort(), ['EMPTY_ON_PURPOSE@preview', 'PAYMENT_TOKEN@production']);
});

test('env: a bad variable name or scope is INVALID_INPUT (30), refused before anything is sent', async () => {
  const [long, dash, scope] = await Promise.all([
    // 256 characters: one more than a name may have.
    cli.json(['env', 'set', `A${'B'.repeat(255)}`], { input: SENSITIVE }),
    cli.json(['env', 'rm', 'HAS-DASH', '--yes']),
    cli.json(['env', 'list', '--scope', 'staging']),
  ]);
  failed(long, 'INVALID_INPUT');
  assert.match(failed(dash, 'INVALID_INPUT').message, /^"HAS-DASH" is not a variable name/);
  assert.match(failed(scope, 'INVALID_INPUT').message, /--scope: production or preview, not "staging"/);
});

let domainId: string;
let apexId: string;
let verification: { type: string; name: string; value: string };

test('domains add: the TXT record to create and where to point the name; for people, both in a table', async () => {
  const d = dataOf(await cli.json(['domains', 'add', 'shop.cli-domains.test']));
  assert.match(d.id, /^dom_/);
  assert.equal([d.project_id, d.hostname, d.status], [projectId, 'shop.cli-domains.test', 'pending_verification']);
  assert.equal([d.verification.type, d.verification.name], ['TXT', '_storefront-verify.shop.cli-domains.test']);
  assert.match(d.verification.value, /^sfv-[0-9a-f]{32}$/);
  assert.equal(d.dns_target, { type: 'CNAME', name: 'shop.cli-domains.test', value: 'cname.platform.test' });
  domainId = d.id;
  verification = d.verification;

  const human = await cli.run(['domains', 'add', 'cli-domains.test']);
  assert.is(human.code, 0, human.stderr);
  const apex = /domain\s+cli-domains\.test \((dom_\w+)\)/.exec(human.stdout);
  assert.ok(apex, human.stdout);
  assert.match(human.stdout, 'Create these DNS records, then run: cimplify domains verify cli-domains.test');
  assert.match(human.stdout, /│ TXT\s+│ _storefront-verify\.cli-domains\.test\s+│ sfv-[0-9a-f]{32}\s+│/);
  assert.match(human.stdout, /│ A\s+│ cli-domains\.test\s+│ 203\.0\.113\.7\s+│/);
  apexId = apex![1];

  // A refused hostname is said of the argument, not of the request's field.
  const bad = failed(await cli.json(['domains', 'add', 'not a hostname']), 'INVALID_INPUT');
  assert.match(bad.message, /^<hostname>: /);
});

test('domains verify before DNS has the record: DOMAIN_NOT_VERIFIED (8), ok false, what DNS said and the record to create', async () => {
  const early = failed(await cli.json(['domains', 'verify', domainId]), 'DOMAIN_NOT_VERIFIED');
  assert.is(EXIT_CODES.DOMAIN_NOT_VERIFIED, 8);
  assert.is(
    early.message,
    `shop.cli-domains.test is not verified yet: TXT record ${verification.name} not found: the name does not exist (NXDOMAIN)`,
  );
  assert.is(
    early.remediation,
    `cimplify domains verify shop.cli-domains.test   (once DNS has the TXT record ${verification.name} with the value ${verification.value}; changes can take a while)`,
  );
  // For people: nothing on stdout, the records beside the error on stderr.
  const human = await cli.run(['domains', 'verify', 'shop.cli-domains.test']);
  assert.is(human.code, 8);
  assert.is(human.stdout, '');
  assert.match(
    human.stderr,
    new RegExp(`│ TXT\\s+│ ${verification.name.replace(/\./g, '\\.')}\\s+│ ${verification.value}\\s+│`),
  );
  assert.match(human.stderr, /Error: shop\.cli-domains\.test is not verified yet: .* \(DOMAIN_NOT_VERIFIED\)\n/);
  // A script's `verify && attach` (in the linked folder) stops at verify: attach never runs.
  const script = await cli.shell(
    'cimplify domains verify shop.cli-domains.test && cimplify domains attach shop.cli-domains.test --json',
  );
  assert.is(script.code, 8, script.stderr);
  assert.is(script.stdout, '');
  assert.equal(await domainStatuses(), {
    'shop.cli-domains.test': 'pending_verification',
    'cli-domains.test': 'pending_verification',
  });
});

test('domains verify, then attach, by hostname (as typed: any case, a trailing dot), in a script; an id works as well', async () => {
  dns.zone.set(verification.name, [verification.value]);
  // `peek` has no link: the hostname is found among the business's projects.
  const byHost = dataOf(await peek.json(['domains', 'verify', 'Shop.CLI-Domains.test.']));
  assert.equal([byHost.id, byHost.status], [domainId, 'verified']);
  const human = await cli.run(['domains', 'verify', 'shop.cli-domains.test']);
  assert.is(human.code, 0, human.stderr);
  assert.is(human.stdout, 'Verified shop.cli-domains.test. Next: cimplify domains attach shop.cli-domains.test\n');

  const script = await cli.shell(
    'cimplify domains verify shop.cli-domains.test >&2 && cimplify domains attach shop.cli-domains.test --json',
  );
  assert.is(script.code, 0, script.stderr);
  assert.match(script.stderr, /^Verified shop\.cli-domains\.test\./);
  assert.equal([script.json?.data?.id, script.json?.data?.status], [domainId, 'attached']);
  assert.ok(script.json.data.attached_at);
  const again = await cli.run(['domains', 'verify', domainId]);
  assert.is(
    again.stdout,
    'Attached https://shop.cli-domains.test (verified earlier)\n',
    'no "Next: attach" for an attached domain',
  );
  // Attach refuses a domain not verified yet, named by hostname with --project.
  const tooEarly = failed(
    await peek.json(['domains', 'attach', 'cli-domains.test', '--project', projectId]),
    'CONFLICT',
  );
  assert.match(tooEarly.message, /not verified yet/);
  // A hostname no project of the business has: NOT_FOUND (9), with the command that adds it.
  const unknown = failed(await peek.json(['domains', 'verify', 'nowhere.cli-domains.test']), 'NOT_FOUND');
  assert.is(unknown.message, `No domain nowhere.cli-domains.test in business ${h.demo.business_id}`);
  assert.is(unknown.remediation, 'cimplify domains add nowhere.cli-domains.test');
  // Both were added at one instant of the service's clock (the CLI's requests do not move it): order aside.
  const listed = dataOf(await cli.json(['domains', 'list'])).domains.map((d: any) => [d.id, d.status]);
  assert.equal(
    listed.sort(),
    [
      [domainId, 'attached'],
      [apexId, 'pending_verification'],
    ].sort(),
  );
  const table = await cli.run(['domains', 'list']);
  assert.match(table.stdout, new RegExp(`${domainId}\\s+│ shop\\.cli-domains\\.test\\s+│ attached`));
  assert.match(table.stdout, new RegExp(`${apexId}\\s+│ cli-domains\\.test\\s+│ pending_verification`));
});

/** hostname → status, over REST. */
async function domainStatuses(): Promise<Record<string, string>> {
  const r = await listDomains({
    client: h.platform(),
    path: { business_id: h.demo.business_id, project_id: projectId },
  });
  return Object.fromEntries(r.data!.data.domains.map((d) => [d.hostname, d.status]));
}

const domainIds = async () => {
  const r = await listDomains({
    client: h.platform(),
    path: { business_id: h.demo.business_id, project_id: projectId },
  });
  return r.data!.data.domains.map((d) => d.id);
};

test('domains detach by hostname: INTERACTIVE_REQUIRED (7) without --yes and a terminal; with --yes detached; an unknown id is NOT_FOUND (9)', async () => {
  const error = failed(await cli.json(['domains', 'detach', 'shop.cli-domains.test']), 'INTERACTIVE_REQUIRED');
  assert.is(error.remediation, 'cimplify domains detach shop.cli-domains.test --json --yes');
  assert.equal((await domainIds()).sort(), [domainId, apexId].sort(), 'nothing detached without the confirmation');

  const gone = dataOf(await cli.json(['domains', 'detach', 'shop.cli-domains.test', '--yes']));
  assert.equal(gone, { id: domainId, project_id: projectId, hostname: 'shop.cli-domains.test', detached: true });
  assert.equal(await domainIds(), [apexId]);
  failed(await cli.json(['domains', 'attach', domainId]), 'NOT_FOUND');
  failed(await cli.json(['domains', 'verify', 'dom_NoSuchDomain0000']), 'NOT_FOUND');
});

let keyId: string;

test('keys create prints the secret once (data.secret; for people with the warning); the key works at once with its scopes', async () => {
  const key = dataOf(
    await peek.json([
      'keys',
      'create',
      '--name',
      'ci',
      '--scope',
      'projects:read,deploys:write',
      '--scope',
      'env:read',
    ]),
  );
  assert.match(key.secret, /^dk_live_[A-Za-z0-9]{24,64}$/);
  assert.is(key.prefix, key.secret.slice(0, 12));
  assert.equal([...key.scopes].sort(), ['deploys:write', 'env:read', 'projects:read']);
  assert.is(key.name, 'ci');
  created.push(key.secret);
  keyId = key.id;

  const human = await peek.run(['keys', 'create', '--name', 'laptop', '--scope', 'projects:read']);
  assert.is(human.code, 0, human.stderr);
  const secret = /^ {2}(dk_live_[A-Za-z0-9]+)$/m.exec(human.stdout)?.[1];
  assert.ok(secret, human.stdout);
  created.push(secret!);
  assert.match(human.stdout, /^Created key_\w+ \(projects:read\)\n/);
  assert.match(human.stdout, 'Copy it now: it is not shown again.');

  const who = dataOf(await cli.json(['whoami', '--api-key', key.secret]));
  assert.equal(
    [who.key_id, who.business_id, [...who.scopes].sort(), who.source],
    [keyId, h.demo.business_id, ['deploys:write', 'env:read', 'projects:read'], '--api-key'],
  );
});

test('keys list never holds a secret; for people at most three scopes a key and how many more', async () => {
  const [r, table] = await Promise.all([cli.json(['keys', 'list']), cli.run(['keys', 'list'])]);
  const list = dataOf(r).api_keys;
  const mine = list.find((k: any) => k.id === keyId);
  assert.equal([mine.name, mine.prefix], ['ci', created[0].slice(0, 12)]);
  assert.not.ok('secret' in mine);
  for (const secret of [...created, h.demo.business_key])
    assert.not.ok(r.stdout.includes(secret), 'a secret in keys list');

  assert.is(table.code, 0, table.stderr);
  // The business key in use (the one the profile saved) holds every scope: three of them and the count of the rest.
  const saved = JSON.parse(await readFile(join(cli.configHome, 'cimplify', 'config.json'), 'utf8'));
  const inUse = list.find((k: any) => k.id === saved.profiles.default.key_id);
  assert.ok(inUse && inUse.scopes.length > 3, 'the key in use, with more than three scopes');
  const row = table.stdout.split('\n').find((line) => line.includes(inUse.id))!;
  assert.match(row, `${inUse.scopes.slice(0, 3).join(' ')} +${inUse.scopes.length - 3} more`);
  assert.match(row, /^│ ●/, 'the key in use is marked');
  assert.ok(Math.max(...table.stdout.split('\n').map((l) => l.length)) < 200, table.stdout);
  assert.match(table.stdout.split('\n').find((line) => line.includes(keyId))!, 'projects:read deploys:write env:read');
});

test('keys revoke: INTERACTIVE_REQUIRED (7) without --yes and a terminal; then revoked, and the key is AUTH_FAILED (21)', async () => {
  const error = failed(await cli.json(['keys', 'revoke', keyId]), 'INTERACTIVE_REQUIRED');
  assert.is(error.remediation, `cimplify keys revoke ${keyId} --json --yes`);
  assert.is(
    dataOf(await cli.json(['whoami', '--api-key', created[0]])).key_id,
    keyId,
    'still valid without the confirmation',
  );

  assert.equal(dataOf(await cli.json(['keys', 'revoke', keyId, '--yes'])), { id: keyId, revoked: true });
  const refused = failed(await cli.json(['whoami', '--api-key', created[0]]), 'AUTH_FAILED');
  assert.is(refused.remediation, 'cimplify login');
});

test('keys create with an unknown scope is INVALID_INPUT (30), and no key is made', async () => {
  const keyCount = async () =>
    (await listApiKeys({ client: h.platform(), path: { business_id: h.demo.business_id } })).data!.data.api_keys.length;
  const before = await keyCount();
  const [typo, when] = await Promise.all([
    cli.json(['keys', 'create', '--name', 'typo', '--scope', 'projects:read,deploys:wirte']),
    cli.json(['keys', 'create', '--name', 'when', '--scope', 'projects:read', '--expires-at', 'next tuesday']),
  ]);
  // Said of the flag typed, with the scopes there are.
  const error = failed(typo, 'INVALID_INPUT');
  assert.match(error.message, /^--scope "deploys:wirte": must be one of .*"deploys:write"/);
  assert.is(error.remediation, 'cimplify keys create --help');
  failed(when, 'INVALID_INPUT');
  assert.is(await keyCount(), before);
});

test('no secret in any output: the business key and env values nowhere; created keys and the readable value only in peek', () => {
  cli.assertNoSecrets([h.demo.business_key, READABLE, SENSITIVE, PREVIEW_ONLY, ...created]);
  peek.assertNoSecrets([h.demo.business_key, SENSITIVE]);
  const all = peek.captured();
  // Each created secret exactly once: the run that created it.
  for (const secret of created) assert.is(all.split(secret).length - 1, 1, 'a created key printed more than once');
});

test.run();
