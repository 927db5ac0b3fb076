import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { guardedLookup, isPublicAddress, UnsafeAddressError, urlProblem } from './addresses.js';

test('private, loopback, link-local, CGNAT and metadata addresses are not public', () => {
  for (const a of [
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a9fe:a9fe',
  ]) {
    assert.not.ok(isPublicAddress(a), a);
  }
  for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '172.32.0.1'])
    assert.ok(isPublicAddress(a), a);
});

test('production refuses http and private literals; dev mode accepts a local http receiver', async () => {
  assert.is(await urlProblem('http://127.0.0.1:9/hook', false), null);
  assert.match((await urlProblem('http://8.8.8.8/hook', true))!, /https/);
  assert.match((await urlProblem('https://10.0.0.5/hook', true))!, /public address/);
  assert.match((await urlProblem('https://[::1]/hook', true))!, /public address/);
  assert.match((await urlProblem('https://169.254.169.254/latest', true))!, /public address/);
  assert.is(await urlProblem('https://8.8.8.8/hook', true), null);
  assert.match((await urlProblem('https://u:p@8.8.8.8/hook', true))!, /credentials/);
});

test('the delivery-time lookup refuses a host that resolves to loopback (DNS may have changed since registration)', async () => {
  const lookup = guardedLookup(true);
  const outcome = await new Promise<unknown>((resolve) =>
    lookup('localhost', { all: true }, (err, addrs) => resolve(err ?? addrs)),
  );
  assert.instance(outcome, UnsafeAddressError);
  const dev = guardedLookup(false);
  const local = await new Promise<unknown>((resolve) =>
    dev('localhost', { all: true }, (err, addrs) => resolve(err ?? addrs)),
  );
  assert.ok(Array.isArray(local), 'dev mode connects to loopback');
});

test('dev mode takes http and loopback, never private networks or cloud metadata', async () => {
  assert.is(await urlProblem('http://127.0.0.1:9/hook', false), null);
  assert.is(await urlProblem('http://[::1]:9/hook', false), null);
  assert.is(await urlProblem('http://8.8.8.8/hook', false), null);
  for (const url of [
    'https://169.254.169.254/latest/meta-data',
    'http://10.0.0.1/hook',
    'https://[fd00::1]/hook',
    'http://192.168.1.10/hook',
    'http://[::ffff:a9fe:a9fe]/x',
  ]) {
    assert.match((await urlProblem(url, false))!, /public or loopback address/, url);
  }
});

test.run();
