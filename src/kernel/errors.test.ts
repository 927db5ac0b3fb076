// The error catalogue and its three transport tables: every code is answered on every transport, with the values
// the interface fixes (HTTP statuses and envelope codes, the agent endpoint's JSON-RPC codes as the OpenRPC
// document declares them, the CLI's exit codes).
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CLI_CONDITIONS, CLI_EXIT_CODES } from '../cli/exit-codes.js';
import { HTTP_ERRORS, httpErrorBody, httpErrorHeaders, httpStatusOf } from '../http/kit/error-status.js';
import { JSON_RPC_ERRORS, JSON_RPC_PROTOCOL_ERRORS } from '../mcp/error-codes.js';
import { AppError, ERROR_CODES, methodNotAllowed, rateLimited, ucpCodeOf } from './errors.js';

test('every catalogue code has an HTTP status, a JSON-RPC code and a CLI exit code', () => {
  for (const code of ERROR_CODES) {
    assert.ok(HTTP_ERRORS[code], `HTTP: ${code}`);
    assert.ok(JSON_RPC_ERRORS[code], `JSON-RPC: ${code}`);
    assert.ok(Number.isInteger(CLI_EXIT_CODES[code]), `CLI: ${code}`);
  }
});

test('HTTP answers with the interface storefront error table', () => {
  const table: Record<string, [number, string]> = {
    VALIDATION_ERROR: [400, 'VALIDATION_ERROR'],
    BAD_REQUEST: [400, 'BAD_REQUEST'],
    UNAUTHORIZED: [401, 'UNAUTHORIZED'],
    INVALID_OTP: [401, 'INVALID_OTP'],
    FORBIDDEN: [403, 'FORBIDDEN'],
    SCOPE_DENIED: [403, 'FORBIDDEN'],
    CROSS_BUSINESS_DENIED: [403, 'FORBIDDEN'],
    NOT_FOUND: [404, 'NOT_FOUND'],
    CONFLICT: [409, 'CONFLICT'],
    IDEMPOTENCY_CONFLICT: [409, 'CONFLICT'],
    FX_QUOTE_EXPIRED: [409, 'FX_QUOTE_EXPIRED'],
    FX_QUOTE_USED: [409, 'FX_QUOTE_USED'],
    FX_QUOTE_MISMATCH: [409, 'FX_QUOTE_MISMATCH'],
    RATE_LIMITED: [429, 'RATE_LIMITED'],
    INTERNAL: [500, 'INTERNAL'],
    SERVICE_UNAVAILABLE: [503, 'SERVICE_UNAVAILABLE'],
  };
  for (const [code, [status, wire]] of Object.entries(table)) {
    const err = new AppError(code as AppError['code'], 'x');
    assert.is(httpStatusOf(err), status, code);
    assert.is(httpErrorBody(err).code, wire, code);
  }
  assert.equal(httpErrorHeaders(rateLimited(7)), { 'retry-after': '7' });
  assert.equal(httpErrorHeaders(methodNotAllowed(['GET', 'POST'])), { allow: 'GET, POST' });
  assert.is(httpErrorBody(rateLimited(7)).retryable, true);
});

test("every envelope code HTTP answers is in the contract's ErrorCode enum", () => {
  const doc = JSON.parse(readFileSync(new URL('../../generated/openapi/storefront.json', import.meta.url), 'utf8'));
  const declared = new Set<string>(doc.components.schemas.ErrorCode.enum);
  for (const [code, { code: wire }] of Object.entries(HTTP_ERRORS)) assert.ok(declared.has(wire), `${code} → ${wire}`);
});

test('JSON-RPC codes are the ones the OpenRPC document declares', () => {
  const doc = JSON.parse(readFileSync(new URL('../../generated/mcp/openrpc.json', import.meta.url), 'utf8'));
  // JSON_RPC_ERRORS is the 2025-11-25 table; 2026-07-28's codes are error-codes.ts's modernErrorOf.
  const declared = new Map<number, string>(
    Object.values<{ code: number; data: { name: string }; 'x-era': string[] }>(doc.components.errors)
      .filter((e) => e['x-era'].includes('2025-11-25'))
      .map((e) => [e.code, e.data.name]),
  );
  for (const [code, { code: rpc, name }] of Object.entries(JSON_RPC_ERRORS)) {
    assert.is(declared.get(rpc), name, `${code} → ${rpc}`);
  }
  for (const rpc of Object.values(JSON_RPC_PROTOCOL_ERRORS)) assert.ok(declared.has(rpc), `protocol code ${rpc}`);
  // The interface's server-defined codes.
  assert.is(JSON_RPC_ERRORS.UNAUTHORIZED.code, -32001);
  assert.is(JSON_RPC_ERRORS.SCOPE_DENIED.code, -32002);
  assert.is(JSON_RPC_ERRORS.DESTRUCTIVE_DENIED.code, -32003);
  assert.is(JSON_RPC_PROTOCOL_ERRORS.SESSION_REQUIRED, -32004);
  assert.is(JSON_RPC_PROTOCOL_ERRORS.PROTOCOL_VERSION_UNSUPPORTED, -32005);
  assert.is(JSON_RPC_ERRORS.NOT_FOUND.code, -32006);
  assert.is(JSON_RPC_ERRORS.RATE_LIMITED.code, -32008);
  assert.is(JSON_RPC_ERRORS.CROSS_BUSINESS_DENIED.code, -32009);
});

test("UCP's refusals: the protocol's code and HTTP status of each; the other codes in lower case", () => {
  const table: Record<string, [string, number]> = {
    UCP_INVALID_PROFILE_URL: ['invalid_profile_url', 400],
    UCP_PROFILE_UNREACHABLE: ['profile_unreachable', 424],
    UCP_PROFILE_MALFORMED: ['profile_malformed', 422],
    UCP_VERSION_UNSUPPORTED: ['version_unsupported', 422],
    UCP_CAPABILITIES_INCOMPATIBLE: ['capabilities_incompatible', 422],
    UCP_PROFILE_NOT_TRUSTED: ['profile_not_trusted', 403],
    UCP_SIGNATURE_MISSING: ['signature_missing', 401],
    UCP_SIGNATURE_INVALID: ['signature_invalid', 401],
    UCP_KEY_NOT_FOUND: ['key_not_found', 401],
    UCP_DIGEST_MISMATCH: ['digest_mismatch', 400],
    UCP_ALGORITHM_UNSUPPORTED: ['algorithm_unsupported', 400],
    UCP_REQUEST_TOO_LARGE: ['request_too_large', 400],
    UCP_CHECKOUT_NOT_MODIFIABLE: ['checkout_not_modifiable', 409],
    UCP_INVALID_ORDER_UPDATE: ['invalid_order_update', 422],
  };
  assert.equal(ERROR_CODES.filter((c) => c.startsWith('UCP_')).sort(), Object.keys(table).sort());
  for (const [code, [wire, status]] of Object.entries(table)) {
    const err = new AppError(code as AppError['code'], 'x');
    assert.is(ucpCodeOf(err.code), wire, code);
    assert.is(httpStatusOf(err), status, code);
  }
  // On the UCP surface a missing mutual capability is an answer, not an HTTP error.
  assert.is(httpStatusOf(new AppError('UCP_CAPABILITIES_INCOMPATIBLE', 'x'), 'ucp'), 200);
  assert.is(ucpCodeOf('IDEMPOTENCY_CONFLICT'), 'idempotency_conflict');
  assert.is(ucpCodeOf('VALIDATION_ERROR'), 'validation_error');
});

test('CLI exit codes follow the interface table', () => {
  assert.equal(
    { ...CLI_CONDITIONS },
    {
      GENERAL: 1,
      ABORTED: 3,
      NOT_LINKED: 4,
      INTERACTIVE_REQUIRED: 7,
      NOT_FOUND: 9,
      NETWORK_ERROR: 10,
      NOT_LOGGED_IN: 20,
      AUTH_FAILED: 21,
      INVALID_INPUT: 30,
    },
  );
  assert.is(CLI_EXIT_CODES.VALIDATION_ERROR, 30);
  assert.is(CLI_EXIT_CODES.UNAUTHORIZED, 21);
  assert.is(CLI_EXIT_CODES.NOT_FOUND, 9);
});

test.run();
