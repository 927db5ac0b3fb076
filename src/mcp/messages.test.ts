import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RpcError } from './error-codes.js';
import { checkParams, checkVersion, idOf, readMessage } from './messages.js';

const refusal = (fn: () => unknown): RpcError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof RpcError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
};

test('readMessage: a request, a notification, a client response', () => {
  assert.equal(readMessage({ jsonrpc: '2.0', id: 7, method: 'tools/list' }), {
    kind: 'request',
    id: 7,
    method: 'tools/list',
    params: undefined,
  });
  assert.equal(readMessage({ jsonrpc: '2.0', id: 'a', method: 'tools/call', params: { name: 'x' } }), {
    kind: 'request',
    id: 'a',
    method: 'tools/call',
    params: { name: 'x' },
  });
  assert.equal(readMessage({ jsonrpc: '2.0', method: 'notifications/initialized' }), {
    kind: 'notification',
    method: 'notifications/initialized',
  });
  assert.equal(readMessage({ jsonrpc: '2.0', id: 3, result: {} }), { kind: 'response', id: 3 });
});

test('readMessage: batches and malformed messages are -32600 (HTTP 400)', () => {
  for (const bad of [
    [{ jsonrpc: '2.0', id: 1, method: 'ping' }],
    'ping',
    null,
    3,
    { id: 1, method: 'ping' },
    { jsonrpc: '1.0', id: 1, method: 'ping' },
    { jsonrpc: '2.0', id: null, method: 'ping' },
    { jsonrpc: '2.0', id: {}, method: 'ping' },
    { jsonrpc: '2.0', id: 1, method: '' },
    { jsonrpc: '2.0', id: 1, method: 'ping', params: [1] },
    { jsonrpc: '2.0', id: 1 },
    { jsonrpc: '2.0', id: 1, result: {}, error: {} },
  ]) {
    const e = refusal(() => readMessage(bad));
    assert.is(e.code, -32600, JSON.stringify(bad));
    assert.is(e.httpStatus, 400);
    assert.is(e.data.name, 'INVALID_REQUEST');
  }
  assert.match(refusal(() => readMessage([])).message, /batches are not accepted/);
  assert.is(idOf({ jsonrpc: '2.0', id: 9, method: '' }), 9);
  assert.is(idOf([1]), null);
});

test("checkParams: the SDK schemas decide, the refusal is -32602 naming the field (never the SDK's -32603)", () => {
  checkParams('tools/call', { name: 'platform_whoami', arguments: {} });
  checkParams('initialize', {
    protocolVersion: '2025-11-25',
    capabilities: {},
    clientInfo: { name: 'c', version: '1' },
  });
  checkParams('prompts/list', undefined);
  const noName = refusal(() => checkParams('tools/call', { arguments: {} }));
  assert.is(noName.code, -32602);
  assert.is(noName.httpStatus, 200);
  assert.match(String(noName.data.details), /^params\.name: /);
  const noUri = refusal(() => checkParams('resources/read', {}));
  assert.match(String(noUri.data.details), /^params\.uri: /);
  assert.match(
    String(refusal(() => checkParams('initialize', { capabilities: {} })).data.details),
    /^params\.protocolVersion: /,
  );
});

test('checkParams: every list is one page, so any cursor is unknown; a resource URI is platform:// within 256 characters', () => {
  for (const m of ['tools/list', 'resources/list', 'resources/templates/list'])
    assert.is(refusal(() => checkParams(m, { cursor: 'abc' })).code, -32602);
  checkParams('tools/list', {});
  checkParams('resources/read', { uri: 'platform://anything' });
  assert.is(refusal(() => checkParams('resources/read', { uri: 'https://example.com' })).code, -32602);
  assert.is(refusal(() => checkParams('resources/read', { uri: `platform://${'x'.repeat(250)}` })).code, -32602);
});

test('checkVersion: the negotiated 2025-11-25 and the earlier streamable HTTP revisions; missing or other is -32005 (HTTP 400)', () => {
  checkVersion('2025-11-25');
  checkVersion(['2025-11-25']);
  checkVersion('2025-06-18');
  checkVersion('2025-03-26');
  for (const v of [undefined, '2024-11-05', '2026-01-01', '']) {
    const e = refusal(() => checkVersion(v));
    assert.is(e.code, -32005);
    assert.is(e.httpStatus, 400);
    assert.equal(e.data.supported, ['2025-11-25']);
  }
});

test.run();
