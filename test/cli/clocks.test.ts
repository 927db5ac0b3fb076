// test-store: any (the CLI binary, a client of the HTTP API: test/test-clocks/clocks.test.ts covers the operations)
// `cimplify clocks` through the real binary against a live server, logged in with the demo's test-mode key: create,
// list, get, attach a sandbox customer, advance with --wait (ends once the clock is ready at the time asked for),
// delete (asks first; --yes), and the refusals a script meets: a live key (AUTH_FAILED), a time that is no time
// (INVALID_INPUT), an advance more than 2 years ahead (INVALID_INPUT naming <time>).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import { cliEnv, dataOf, failed, type CliEnv } from './helpers.js';

let h: Harness;
let cli: CliEnv;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  cli = await cliEnv(h.url);
  dataOf(await cli.json(['login', '--api-key', '-'], { input: h.demo.test_business_key }));
});

test.after(async () => {
  await cli?.close();
  await h?.close();
});

test('create, list, get, attach, advance --wait and delete a clock', async () => {
  const clock = dataOf(await cli.json(['clocks', 'create', '2027-01-01T00:00:00Z', '--name', 'renewals']));
  assert.match(clock.id, /^clock_/);
  assert.equal([clock.name, clock.frozen_time, clock.status], ['renewals', '2027-01-01T00:00:00.000Z', 'ready']);
  const listed = dataOf(await cli.json(['clocks', 'list'])).test_clocks;
  assert.equal(
    listed.map((c: { id: string }) => c.id),
    [clock.id],
  );
  assert.equal(dataOf(await cli.json(['clocks', 'get', clock.id])), clock);

  const shopper = await h.customer();
  assert.equal(dataOf(await cli.json(['clocks', 'attach', clock.id, shopper.id])), {
    customer_id: shopper.id,
    test_clock_id: clock.id,
  });

  const begun = dataOf(await cli.json(['clocks', 'advance', clock.id, '2027-04-01T00:00:00Z']));
  assert.is(begun.status, 'advancing');
  const again = dataOf(await cli.json(['clocks', 'get', clock.id]));
  assert.is(again.status, 'ready', 'the advance ran within the moment');
  const waited = dataOf(await cli.json(['clocks', 'advance', clock.id, '2027-07-01T00:00:00Z', '--wait']));
  assert.equal([waited.status, waited.frozen_time], ['ready', '2027-07-01T00:00:00.000Z']);

  const human = await cli.run(['clocks', 'get', clock.id]);
  assert.is(human.code, 0, human.stderr);
  assert.match(human.stdout, /renewals/);
  assert.match(human.stdout, /2027-07-01T00:00:00.000Z/);

  failed(await cli.json(['clocks', 'delete', clock.id]), 'INTERACTIVE_REQUIRED');
  const deleted = dataOf(await cli.json(['clocks', 'delete', clock.id, '--yes']));
  assert.equal(deleted, { id: clock.id, deleted: true, objects_deleted: 1 });
  failed(await cli.json(['clocks', 'get', clock.id]), 'NOT_FOUND');
});

test('a live key, a time that is no time and an advance past 2 years are refused', async () => {
  const live = failed(
    await cli.json(['clocks', 'create', '2027-01-01T00:00:00Z', '--api-key', h.demo.business_key]),
    'AUTH_FAILED',
  );
  assert.match(live.message, /only in test mode/);
  const bad = failed(await cli.json(['clocks', 'create', 'next tuesday']), 'INVALID_INPUT');
  assert.match(bad.message, /^<time>: "next tuesday" is not a date and time/);
  const clock = dataOf(await cli.json(['clocks', 'create', '2027-01-01T00:00:00Z']));
  const far = failed(await cli.json(['clocks', 'advance', clock.id, '2029-01-02T00:00:00Z']), 'INVALID_INPUT');
  assert.match(far.message, /at most 2 years ahead/);
});

test('every command has help with examples', async () => {
  for (const cmd of ['create', 'list', 'get', 'advance', 'attach', 'delete']) {
    const r = await cli.run(['clocks', cmd, '--help']);
    assert.is(r.code, 0, r.stderr);
    assert.match(r.stdout, new RegExp(`Examples:\\n  \\$ cimplify clocks ${cmd}`), cmd);
  }
});

test.run();
