// test-store: any (the CLI binary, a client of the HTTP API: the settings operations run in every pass in test/platform/ucp-settings.test.ts)
// ucp settings get|set through the real binary against a live server: the defaults, a change of some flags keeping
// the others (shown for people and as the envelope's data), `none` clearing a link, a refused value said of the
// flag that gave it (INVALID_INPUT, exit 30), a bad on/off refused before any request, and `set` with no flag.
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

test('get: the defaults', async () => {
  const s = dataOf(await cli.json(['ucp', 'settings', 'get']));
  assert.is(s.enabled, true);
  assert.is(s.agents, 'any');
  assert.equal(s.modes, { live: true, test: true });
  assert.is(s.sandbox_handler_id, 'sandbox');
  const people = await cli.run(['ucp', 'settings', 'get']);
  assert.is(people.code, 0, people.stderr);
  assert.match(people.stdout, /agents\s+any/);
  assert.match(people.stdout, /live mode\s+on/);
});

test('set: only the flags given change; the answer is the settings as they now are', async () => {
  let s = dataOf(
    await cli.json([
      'ucp',
      'settings',
      'set',
      '--agents',
      'Agent.Example.com, *.agents.example.net',
      '--live',
      'off',
      '--refund-policy',
      'https://shop.example.com/refunds',
      '--version-pin',
      '2026-01-11',
      '--require-full-address',
      'off',
      '--require-signatures',
      'on',
      '--sandbox-handler-id',
      'mock_payment_handler',
    ]),
  );
  assert.equal(s.agents, { allow_hosts: ['agent.example.com', '*.agents.example.net'] });
  assert.equal(s.modes, { live: false, test: true });
  assert.is(s.links.refund_policy, 'https://shop.example.com/refunds');
  assert.is(s.version_pin, '2026-01-11');
  assert.is(s.require_full_address, false);
  assert.is(s.require_signatures, true);
  assert.is(s.sandbox_handler_id, 'mock_payment_handler');
  assert.is(s.enabled, true);

  s = dataOf(
    await cli.json(['ucp', 'settings', 'set', '--refund-policy', 'none', '--version-pin', 'none', '--agents', 'any']),
  );
  assert.is(s.links.refund_policy, null);
  assert.is(s.version_pin, null);
  assert.is(s.agents, 'any');
  assert.equal(s.modes, { live: false, test: true });

  const people = await cli.run(['ucp', 'settings', 'set', '--live', 'on']);
  assert.is(people.code, 0, people.stderr);
  assert.match(people.stdout, /live mode\s+on/);
  assert.equal(dataOf(await cli.json(['ucp', 'settings', 'get'])).modes, { live: true, test: true });
});

test('a value the API refuses is said of its flag, and nothing changes', async () => {
  const before = dataOf(await cli.json(['ucp', 'settings', 'get']));
  let err = failed(
    await cli.json(['ucp', 'settings', 'set', '--agents', 'ok.example,https://evil.example']),
    'INVALID_INPUT',
  );
  assert.match(err.message, /^--agents\[1\]: must be a host name/);
  err = failed(await cli.json(['ucp', 'settings', 'set', '--terms-of-service', 'ftp://x.example/t']), 'INVALID_INPUT');
  assert.match(err.message, /^--terms-of-service: must be an absolute http\(s\) URL/);
  err = failed(await cli.json(['ucp', 'settings', 'set', '--version-pin', '2025-01-01']), 'INVALID_INPUT');
  assert.match(err.message, /^--version-pin/);
  err = failed(await cli.json(['ucp', 'settings', 'set', '--sandbox-handler-id', '-x']), 'INVALID_INPUT');
  assert.match(err.message, /^--sandbox-handler-id/);
  assert.equal(dataOf(await cli.json(['ucp', 'settings', 'get'])), before);
});

test('the CLI refuses what it can tell itself, before any request', async () => {
  let err = failed(await cli.json(['ucp', 'settings', 'set', '--live', 'maybe']), 'INVALID_INPUT');
  assert.is(err.message, '--live: on or off, not "maybe"');
  err = failed(await cli.json(['ucp', 'settings', 'set']), 'INVALID_INPUT');
  assert.match(err.message, /^Nothing to change/);
});

test.run();
