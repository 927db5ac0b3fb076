// /mcp as a transport, over real HTTP on 127.0.0.1: initialize with the SDK's own Client (no MCP-Protocol-Version
// header on initialize, the session id issued and echoed, the server's identity and capabilities as the OpenRPC
// document declares them), notifications answered 202, GET 405, DELETE ending the session; and every refusal of the
// front layer with the interface's code and HTTP status, each error body valid against the document's ErrorData and
// its code one the document declares: -32700, -32600 (batch, shape, Origin, Host, Accept, Content-Type, size, GET),
// -32601, -32602, -32603, -32001, -32002 (mcp:invoke), -32004 (missing, unknown, ended, another key's), -32005,
// -32008, -32009. The tools' and resources' own codes are in tools.test.ts and resources.test.ts. The document's own
// examples are checked against its schemas too.
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pino from 'pino';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { KeyResolver } from '../../src/modules/keys/api-keys.js';
import { createMcpEndpoint } from '../../src/mcp/endpoint.js';
import { loadOperationTable } from '../../src/operations/contract.js';
import type { OperationCore } from '../../src/operations/core.js';
import { repoRoot } from '../harness/contract.js';
import { startHarness, type Harness } from '../harness/harness.js';
import {
  ALL_TOOL_SCOPES,
  businessKey,
  connect,
  declaredError,
  initializeMessage,
  openSession,
  PROTOCOL,
  raw,
  request,
  violations,
  type RawAnswer,
} from './mcp-client.js';

const openrpc = JSON.parse(readFileSync(join(repoRoot, 'generated', 'mcp', 'openrpc.json'), 'utf8'));
let h: Harness;
let key: string;
test.before(async () => {
  h = await startHarness({ seed: true });
  key = await businessKey(h.db, h.demo.business_id, ALL_TOOL_SCOPES);
});
test.after(async () => {
  await h?.close();
});

/** A raw request on a moving clock (a second per request), so the rate limits stay out of the way. */
const send = (message: unknown, init: Parameters<typeof raw>[2] = {}) => {
  h.tick();
  return raw(h.url, message, { key, ...init });
};

/** An initialize with this Host header (fetch will not send one of its own choosing). */
function withHost(host: string): Promise<RawAnswer> {
  h.tick();
  const body = JSON.stringify(initializeMessage());
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${h.url}/mcp`, {
      method: 'POST',
      headers: {
        host,
        authorization: `Bearer ${key}`,
        accept: 'application/json, text/event-stream',
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: new Headers(res.headers as Record<string, string>),
          json: text ? JSON.parse(text) : null,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The answer is this JSON-RPC error, as the document declares it, with this HTTP status. */
function refused(r: RawAnswer, code: number, status: number, name?: string): void {
  assert.is(r.status, status, JSON.stringify(r.json));
  assert.is(r.json?.jsonrpc, '2.0');
  assert.is(r.json.error?.code, code, JSON.stringify(r.json));
  assert.equal(violations('ErrorData', r.json.error.data), [], JSON.stringify(r.json.error));
  assert.is(
    r.json.error.data.name,
    name ?? declaredError(code)?.data.name,
    `code ${code} is declared in the OpenRPC document`,
  );
}

test("the OpenRPC document's own examples are valid against its result schemas", () => {
  for (const m of openrpc.methods) {
    const name = String(m.result.schema.$ref).split('/').pop()!;
    for (const ex of m.examples ?? []) assert.equal(violations(name, ex.result.value), [], `${m.name}: ${ex.name}`);
  }
});

test('initialize with the SDK Client: a server-assigned session, 2025-11-25, the declared capabilities and identity', async () => {
  const c = await connect(h.url, key, () => h.tick());
  try {
    const id = c.transport.sessionId!;
    assert.match(id, /^mcps_[A-Za-z0-9]{32}$/);
    assert.equal(c.client.getServerCapabilities(), {
      tools: { listChanged: false },
      resources: { subscribe: false, listChanged: false },
    });
    assert.equal(c.client.getServerVersion(), {
      name: 'storefront-platform',
      title: 'Storefront Commerce Platform',
      version: c.client.getServerVersion()!.version,
    });
    assert.match(c.client.getServerVersion()!.version, /^\d+\.\d+\.\d+/);
    // The session works, and is stored server-side bound to the key and the version.
    assert.equal(await c.client.ping(), {});
    const stored = await h.db
      .collection('mcp_sessions')
      .findOne({ key_id: { $exists: true } }, { sort: { created_at: -1 } });
    assert.is(stored?.protocol_version, PROTOCOL);
    assert.equal(stored?.client, { name: 'mcp-tests', version: '1.0.0' });
    assert.not.ok(JSON.stringify(stored).includes(id), 'the store keeps the hash of the id, not the id');
  } finally {
    await c.close();
  }
});

test("initialize over raw HTTP: the result is the document's InitializeResult; another requested version is answered 2025-11-25", async () => {
  for (const asked of [PROTOCOL, '2025-06-18', '2024-11-05', '1999-01-01']) {
    const r = await send(initializeMessage(asked), { version: null });
    assert.is(r.status, 200, JSON.stringify(r.json));
    assert.equal(violations('InitializeResult', r.json.result), []);
    assert.is(r.json.result.protocolVersion, PROTOCOL);
    assert.ok(r.headers.get('mcp-session-id'));
    assert.is(r.headers.get('content-type'), 'application/json');
  }
  // Two initializes are two sessions.
  assert.is.not(await openSession(h.url, key), await openSession(h.url, key));
});

test('notifications and client responses: 202 without a body; unknown methods -32601', async () => {
  const session = await openSession(h.url, key);
  const n = await send({ jsonrpc: '2.0', method: 'notifications/initialized' }, { session });
  assert.is(n.status, 202);
  assert.is(n.json, null);
  assert.is((await send({ jsonrpc: '2.0', id: 99, result: {} }, { session })).status, 202);
  for (const method of ['prompts/list', 'resources/subscribe', 'logging/setLevel', 'completion/complete'])
    refused(await send(request(method, {}), { session }), -32601, 200);
});

test("requests of many sessions in flight at once, under one JSON-RPC id, each answered with its own session's data and that id", async () => {
  const sessions = [await openSession(h.url, key), await openSession(h.url, key), await openSession(h.url, key)];
  const call = (session: string, name: string, args: Record<string, unknown> = {}, id = 7) =>
    send({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } }, { session });
  const projects: string[] = [];
  for (const [i, session] of sessions.entries()) {
    const made = await call(session, 'platform_create_project', { name: `Concurrent ${i}` });
    projects.push(made.json.result.structuredContent.id);
    assert.is((await call(session, 'platform_attach_project', { project_id: projects[i] })).status, 200);
  }
  // 18: under the 20 a second one key may send.
  const answers = await Promise.all(
    Array.from({ length: 18 }, (_, n) => call(sessions[n % 3], 'platform_ctx').then((r) => ({ n, r }))),
  );
  for (const { n, r } of answers) {
    assert.is(r.status, 200, JSON.stringify(r.json));
    assert.is(r.json.id, 7);
    assert.is(r.json.result.structuredContent.project.id, projects[n % 3]);
  }
});

test('GET (no server stream) and other methods: 405 with Allow; DELETE ends the session: 204, then -32004 (404)', async () => {
  const session = await openSession(h.url, key);
  for (const method of ['GET', 'PUT', 'PATCH']) {
    const r = await send(undefined, { session, method });
    refused(r, -32600, 405);
    assert.is(r.headers.get('allow'), 'POST, DELETE');
  }
  const del = await send(undefined, { session, method: 'DELETE' });
  assert.is(del.status, 204);
  refused(await send(request('ping'), { session }), -32004, 404);
  refused(await send(undefined, { session, method: 'DELETE' }), -32004, 404);
});

test('the SDK client ends its session with DELETE', async () => {
  const c = await connect(h.url, key, () => h.tick());
  const session = c.transport.sessionId!;
  await c.transport.terminateSession();
  await c.close();
  refused(await send(request('tools/list'), { session }), -32004, 404);
});

test('-32001: no bearer, a malformed, unknown, revoked or non-business key; 401 with WWW-Authenticate', async () => {
  const none = await send(initializeMessage(), { key: null, version: null });
  refused(none, -32001, 401);
  assert.is(none.headers.get('www-authenticate'), 'Bearer realm="mcp"');
  const revoked = await businessKey(h.db, h.demo.business_id, ALL_TOOL_SCOPES);
  await h.db.collection('api_keys').updateOne({ prefix: revoked.slice(0, 12) }, { $set: { revoked_at: new Date(0) } });
  for (const bad of ['garbage', `dk_live_${'x'.repeat(32)}`, revoked, h.publishableKey, h.secretKey]) {
    const r = await send(initializeMessage(), { key: bad, version: null });
    refused(r, -32001, 401);
    assert.match(r.headers.get('www-authenticate') ?? '', /^Bearer realm="mcp", error="invalid_token"/);
  }
  // A session needs the key too.
  const session = await openSession(h.url, key);
  refused(await send(request('tools/list'), { key: null, session }), -32001, 401);
});

test('-32002: a key without mcp:invoke is refused on every request (403), naming the scope', async () => {
  const noInvoke = await businessKey(h.db, h.demo.business_id, ['projects:read']);
  const r = await send(initializeMessage(), { key: noInvoke, version: null });
  refused(r, -32002, 403);
  assert.is(r.json.error.data.required_scope, 'mcp:invoke');
});

test("-32009: X-Business-Id naming another business (403); naming the key's own is fine", async () => {
  const other = await h.business('Other Business');
  const r = await send(initializeMessage(), { version: null, headers: { 'x-business-id': other.tenant.business_id } });
  refused(r, -32009, 403);
  assert.is(r.json.error.data.key_business_id, h.demo.business_id);
  assert.is(
    (await send(initializeMessage(), { version: null, headers: { 'x-business-id': h.demo.business_id } })).status,
    200,
  );
});

test('-32005: after initialize, MCP-Protocol-Version missing, not a streamable HTTP revision, or unknown (400)', async () => {
  const session = await openSession(h.url, key);
  // Earlier revisions of the same transport are accepted (and answered as 2025-11-25).
  for (const version of ['2025-06-18', '2025-03-26'])
    assert.is((await send(request('tools/list'), { session, version })).status, 200);
  for (const version of [null, '2024-11-05', 'nonsense']) {
    const r = await send(request('tools/list'), { session, version });
    refused(r, -32005, 400);
    assert.equal(r.json.error.data.supported, [PROTOCOL]);
  }
  refused(await send(undefined, { session, version: null, method: 'DELETE' }), -32005, 400);
});

test("-32004: no MCP-Session-Id (400); unknown, malformed or another key's (404), never -32001", async () => {
  refused(await send(request('tools/list')), -32004, 400);
  refused(await send(request('tools/list'), { session: `mcps_${'A'.repeat(32)}` }), -32004, 404);
  refused(await send(request('tools/list'), { session: 'not-a-session' }), -32004, 404);
  const mine = await openSession(h.url, key);
  const otherKey = await businessKey(h.db, h.demo.business_id, ALL_TOOL_SCOPES);
  refused(await send(request('tools/list'), { key: otherKey, session: mine }), -32004, 404);
  assert.is((await send(request('tools/list'), { session: mine })).status, 200);
});

test('a session an hour idle is gone (-32004, 404); a used one lives on', async () => {
  const idle = await openSession(h.url, key);
  const used = await openSession(h.url, key);
  for (let i = 0; i < 3; i++) {
    h.clock.advance(30 * 60 * 1000);
    assert.is((await send(request('ping'), { session: used })).status, 200);
  }
  refused(await send(request('ping'), { session: idle }), -32004, 404);
});

test('-32700 and -32600: unparsable bodies, batches and non-messages (400), with the request id when there is one', async () => {
  const session = await openSession(h.url, key);
  const parse = await send(undefined, { session, rawBody: '{"jsonrpc": "2.0", "id": 1, "method": ' });
  refused(parse, -32700, 400);
  assert.is(parse.json.id, null);
  refused(await send([request('ping'), request('tools/list')], { session }), -32600, 400);
  const noVersion = await send({ id: 41, method: 'ping' }, { session });
  refused(noVersion, -32600, 400);
  assert.is(noVersion.json.id, 41);
  refused(await send({ jsonrpc: '2.0', id: null, method: 'ping' }, { session }), -32600, 400);
  refused(await send('ping', { session }), -32600, 400);
});

test('-32600: Content-Type not JSON (415), Accept without both types (406), a body over the limit (413)', async () => {
  const session = await openSession(h.url, key);
  refused(await send(request('ping'), { session, headers: { 'content-type': 'text/plain' } }), -32600, 415);
  refused(await send(request('ping'), { session, headers: { accept: 'application/json' } }), -32600, 406);
  refused(await send(request('ping'), { session, headers: { accept: 'text/event-stream' } }), -32600, 406);
  const big = request('tools/call', { name: 'platform_whoami', arguments: { pad: 'x'.repeat(1024 * 1024) } });
  refused(await send(big, { session }), -32600, 413);
});

test('-32600 (403): an Origin not allowlisted, or a Host that is not this server (DNS rebinding); loopback origins allowed in dev', async () => {
  const evil = await send(initializeMessage(), { version: null, headers: { origin: 'https://evil.example.com' } });
  refused(evil, -32600, 403);
  assert.is(evil.headers.get('access-control-allow-origin'), null);
  refused(await withHost('evil.example.com'), -32600, 403);
  assert.is((await withHost(`localhost:${new URL(h.url).port}`)).status, 200);
  const local = await send(initializeMessage(), { version: null, headers: { origin: 'http://localhost:6274' } });
  assert.is(local.status, 200);
  assert.is(local.headers.get('access-control-allow-origin'), 'http://localhost:6274');
  assert.match(local.headers.get('access-control-expose-headers') ?? '', /MCP-Session-Id/);
  // A browser's preflight from an allowed origin.
  const pre = await fetch(`${h.url}/mcp`, {
    method: 'OPTIONS',
    headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
  });
  assert.is(pre.status, 204);
  assert.match(pre.headers.get('access-control-allow-headers') ?? '', /MCP-Protocol-Version/);
});

test('-32602: params the method cannot take, an unknown tool, any cursor, a URI that is not platform://', async () => {
  const session = await openSession(h.url, key);
  const noName = await send(request('tools/call', { arguments: {} }), { session });
  refused(noName, -32602, 200);
  assert.match(noName.json.error.data.details, /^params\.name: /);
  refused(await send(request('tools/call', { name: 'platform_nope', arguments: {} }), { session }), -32602, 200);
  refused(await send(request('tools/list', { cursor: 'next' }), { session }), -32602, 200);
  refused(await send(request('resources/read', { uri: 'https://example.com/x' }), { session }), -32602, 200);
  refused(await send(request('initialize', { capabilities: {} }), { version: null }), -32602, 200);
});

test('-32008: more than 20 requests in a second for one key (429, Retry-After); other keys unaffected', async () => {
  const busy = await businessKey(h.db, h.demo.business_id, ['mcp:invoke']);
  const session = await openSession(h.url, busy);
  h.tick();
  // The clock stands still: every request below falls in the same second.
  const answers: RawAnswer[] = [];
  for (let i = 0; i < 21; i++) answers.push(await raw(h.url, request('ping'), { key: busy, session }));
  assert.equal(
    answers.slice(0, 20).map((a) => a.status),
    new Array(20).fill(200),
  );
  refused(answers[20], -32008, 429);
  assert.is(answers[20].headers.get('retry-after'), '1');
  assert.is(answers[20].json.error.data.retry_after_secs, 1);
  assert.is(answers[20].json.error.data.retryable, true);
  assert.is(answers[19].headers.get('x-ratelimit-remaining'), '0');
  assert.is((await raw(h.url, request('ping'), { key, session: await openSession(h.url, key) })).status, 200);
  h.tick();
  assert.is((await raw(h.url, request('ping'), { key: busy, session })).status, 200);
});

test('-32603: a failure of the server is HTTP 500 with a request id; MCP_ALLOWED_ORIGINS admits its origins', async () => {
  // The endpoint in front of a core whose operations fail unexpectedly, on a server of its own.
  const keys = new KeyResolver(h.db);
  const failing: OperationCore = {
    operations: loadOperationTable(),
    peekKey: (k) => keys.peek(k, h.clock.now()),
    resolveKey: (k) => keys.resolve(k, h.clock.now()),
    invoke: () => Promise.reject(new Error('the store went away')),
    invokeMaybeSync: () => Promise.reject(new Error('the store went away')),
  };
  const endpoint = createMcpEndpoint({
    core: failing,
    services: h.srv.services,
    logger: pino({ level: 'silent' }),
    allowedOrigins: ['https://agent.example.com'],
  });
  const server: Server = createServer((req, res) => void endpoint(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const init = await raw(url, initializeMessage(), {
      key,
      version: null,
      headers: { origin: 'https://agent.example.com' },
    });
    assert.is(init.status, 200, JSON.stringify(init.json));
    assert.is(init.headers.get('access-control-allow-origin'), 'https://agent.example.com');
    const session = init.headers.get('mcp-session-id')!;
    const r = await raw(url, request('tools/call', { name: 'platform_whoami', arguments: {} }), { key, session });
    refused(r, -32603, 500);
    assert.match(r.json.error.data.request_id, /\S/);
    assert.not.match(JSON.stringify(r.json), /store went away/);
    refused(
      await raw(url, initializeMessage(), { key, version: null, headers: { origin: 'https://other.example.com' } }),
      -32600,
      403,
    );
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
});

test.run();
