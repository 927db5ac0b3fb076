// test-store: any (the CLI binary, a client of the HTTP API: test/platform/ucp-signing-keys.test.ts covers the operations)
// `cimplify ucp keys` through the real binary against a live server: the list (test mode unless --live, the first
// key made on first need), a rotation (the new key first, the old one retired and still listed), a rotation for a
// compromised key (asks first: INTERACTIVE_REQUIRED without a terminal or --yes; with --yes the old key is gone), and
// the table a person reads.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import { cliEnv, dataOf, failed, type CliEnv } from './helpers.js';

let h: Harness;
let cli: CliEnv;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  cli = await cliEnv(h.url);
  dataOf(await cli.json(['login', '--api-key', '-'], { input: h.demo.business_key }));
});

test.after(async () => {
  await cli?.close();
  await h?.close();
});

test('ucp keys lists the test keys by default, the live ones with --live; rotate signs with a new key', async () => {
  const [first] = dataOf(await cli.json(['ucp', 'keys'])).signing_keys;
  assert.match(first.kid, /^ucp_test_/);
  assert.equal([first.status, first.public_jwk.crv, first.public_jwk.alg], ['signing', 'P-256', 'ES256']);
  assert.equal(dataOf(await cli.json(['ucp', 'keys', 'list'])).signing_keys, [first], 'list is the default');
  const [live] = dataOf(await cli.json(['ucp', 'keys', '--live'])).signing_keys;
  assert.match(live.kid, /^ucp_live_/);

  const rotated = dataOf(await cli.json(['ucp', 'keys', 'rotate'])).signing_keys;
  assert.equal(
    rotated.map((k: any) => [k.status, k.kid === first.kid]),
    [
      ['signing', false],
      ['retired', true],
    ],
  );
  assert.ok(rotated[1].listed_until, 'the old key stays listed for a while');
  assert.equal(dataOf(await cli.json(['ucp', 'keys'])).signing_keys, rotated);
  assert.equal(dataOf(await cli.json(['ucp', 'keys', '--live'])).signing_keys, [live], 'live untouched');

  const human = await cli.run(['ucp', 'keys']);
  assert.is(human.code, 0, human.stderr);
  assert.ok(human.stdout.includes(rotated[0].kid) && human.stdout.includes(first.kid), human.stdout);
  assert.match(human.stdout, /signing/);
  assert.match(human.stdout, /retired/);
});

test('rotate --compromised asks first; with --yes the leaked key is unpublished at once', async () => {
  const before = dataOf(await cli.json(['ucp', 'keys'])).signing_keys;
  const asked = failed(await cli.json(['ucp', 'keys', 'rotate', '--compromised']), 'INTERACTIVE_REQUIRED');
  assert.match(asked.message, /Unpublish the current test signing key/);
  assert.equal(dataOf(await cli.json(['ucp', 'keys'])).signing_keys, before, 'nothing changed');

  const after = dataOf(await cli.json(['ucp', 'keys', 'rotate', '--compromised', '--yes'])).signing_keys;
  const kids = after.map((k: any) => k.kid);
  assert.not.ok(kids.includes(before[0].kid), 'the compromised key is gone');
  assert.is(after[0].status, 'signing');
  const printed = await cli.run(['ucp', 'keys', 'rotate']);
  assert.is(printed.code, 0, printed.stderr);
  assert.match(printed.stdout, /^Rotated: ucp_test_\S+ signs from now on/);
});

test.run();
