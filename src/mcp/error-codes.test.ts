import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AppError, conflict, notFound, rateLimited } from '../kernel/errors.js';
import { modernErrorOf, modernRefusal, refuse, rpcErrorOf, TOOL_RPC_ERRORS } from './error-codes.js';

test('each refusal carries the HTTP status and data of the OpenRPC error table', () => {
  const cases: [ReturnType<(typeof refuse)[keyof typeof refuse]>, number, number, string][] = [
    [refuse.parse(), -32700, 400, 'PARSE_ERROR'],
    [refuse.invalidRequest('x', 403), -32600, 403, 'INVALID_REQUEST'],
    [refuse.methodNotFound('prompts/list'), -32601, 200, 'METHOD_NOT_FOUND'],
    [refuse.invalidParams('x', 'params.name: y'), -32602, 200, 'INVALID_PARAMS'],
    [refuse.internal('req_1'), -32603, 500, 'INTERNAL'],
    [refuse.unauthorized('x', true), -32001, 401, 'UNAUTHORIZED'],
    [refuse.scopeDenied('deploys:write'), -32002, 200, 'SCOPE_DENIED'],
    [refuse.destructiveDenied('prj_1', 'platform_remove_env'), -32003, 200, 'DESTRUCTIVE_DENIED'],
    [refuse.sessionMissing(), -32004, 400, 'SESSION_REQUIRED'],
    [refuse.sessionUnknown(), -32004, 404, 'SESSION_REQUIRED'],
    [refuse.version('2024-11-05'), -32005, 400, 'PROTOCOL_VERSION_UNSUPPORTED'],
    [refuse.resourceNotFound('platform://x'), -32006, 200, 'RESOURCE_NOT_FOUND'],
    [refuse.idempotencyConflict('k', 'x', false), -32007, 200, 'IDEMPOTENCY_CONFLICT'],
    [refuse.rateLimited(2), -32008, 429, 'RATE_LIMITED'],
    [refuse.crossBusiness('biz_b', 'biz_a'), -32009, 403, 'CROSS_BUSINESS_DENIED'],
  ];
  for (const [e, code, status, name] of cases) {
    assert.is(e.code, code, name);
    assert.is(e.httpStatus, status, name);
    assert.is(e.data.name, name);
    assert.type(e.data.retryable, 'boolean');
    assert.equal(e.body(4), { jsonrpc: '2.0', id: 4, error: { code, message: e.message, data: e.data } });
  }
  assert.equal(refuse.unauthorized('x', false).headers, { 'www-authenticate': 'Bearer realm="mcp"' });
  assert.equal(refuse.rateLimited(3).headers, { 'retry-after': '3' });
  assert.is(refuse.rateLimited(3).data.retry_after_secs, 3);
  assert.is(refuse.internal('req_9').data.request_id, 'req_9');
  assert.equal(refuse.crossBusiness('biz_b', 'biz_a').data.key_business_id, 'biz_a');
});

test('catalogue errors inside tools/call: who and what the key may do, the opt-in, the cache, a server failure stay errors', () => {
  assert.ok(TOOL_RPC_ERRORS.has('SCOPE_DENIED'));
  assert.ok(TOOL_RPC_ERRORS.has('IDEMPOTENCY_CONFLICT'));
  for (const code of ['VALIDATION_ERROR', 'NOT_FOUND', 'CONFLICT', 'SERVICE_UNAVAILABLE'] as const)
    assert.not.ok(TOOL_RPC_ERRORS.has(code), code);
  const scope = rpcErrorOf(new AppError('SCOPE_DENIED', 'no', { details: { required_scope: 'env:read' } }), 'req_1');
  assert.is(scope.code, -32002);
  assert.is(scope.data.required_scope, 'env:read');
  const clash = rpcErrorOf(new AppError('IDEMPOTENCY_CONFLICT', 'running', { retryable: true }), 'req_1', 'deploy-1');
  assert.equal([clash.code, clash.data.idempotency_key, clash.data.retryable], [-32007, 'deploy-1', true]);
  assert.equal([rpcErrorOf(rateLimited(4), 'r').code, rpcErrorOf(rateLimited(4), 'r').httpStatus], [-32008, 429]);
  const internal = rpcErrorOf(new AppError('INTERNAL', 'boom'), 'req_7');
  assert.equal([internal.code, internal.httpStatus, internal.data.request_id], [-32603, 500, 'req_7']);
  assert.is(rpcErrorOf(notFound('x'), 'r').code, -32006);
  assert.is(rpcErrorOf(conflict('x'), 'r').code, -32007);
});

test('2026-07-28: the server codes move to -3100X with their data; a missing resource is -32602 with only its uri', () => {
  assert.equal(modernErrorOf(refuse.destructiveDenied('prj_1', 'platform_remove_env')).code, -31003);
  assert.equal(modernErrorOf(refuse.idempotencyConflict('k', 'x', false)).data, {
    name: 'IDEMPOTENCY_CONFLICT',
    retryable: false,
    idempotency_key: 'k',
  });
  assert.is(modernErrorOf(refuse.rateLimited(2)).code, -31008);
  assert.is(modernErrorOf(refuse.crossBusiness('biz_b', 'biz_a')).code, -31009);
  assert.equal(modernErrorOf(refuse.resourceNotFound('platform://x')), {
    code: -32602,
    message: 'Resource not found: platform://x',
    data: { uri: 'platform://x' },
  });
  for (const e of [refuse.parse(), refuse.invalidParams('x'), refuse.methodNotFound('m'), refuse.internal('r')])
    assert.is(modernErrorOf(e).code, e.code);
});

test('2026-07-28: who is calling and what the key may do are OAuth challenges, not JSON-RPC codes', () => {
  const unauthorized = modernRefusal(refuse.unauthorized('no key', true), 1);
  assert.is(unauthorized.status, 401);
  assert.equal(unauthorized.body, { error: 'invalid_token', error_description: 'no key' });
  assert.match(unauthorized.headers['www-authenticate'], /error="invalid_token"/);
  const scope = modernRefusal(refuse.scopeDenied('mcp:invoke', 403), 1);
  assert.is(scope.status, 403);
  assert.match(scope.headers['www-authenticate'], /error="insufficient_scope", scope="mcp:invoke"/);
  assert.equal((scope.body as { scope: string }).scope, 'mcp:invoke');
  const limited = modernRefusal(refuse.rateLimited(3), 7);
  assert.equal([limited.status, limited.headers['retry-after']], [429, '3']);
  assert.equal((limited.body as { id: number; error: { code: number } }).error.code, -31008);
});

test.run();
