// /mcp in MCP 2026-07-28, the stateless revision, beside 2025-11-25 on the same endpoint: the official 2.x client
// pinned to that revision drives the tools and resources with no session; raw HTTP shows what a client of that
// revision reads: `server/discover`, `resultType` and the server's identity on every result, the caching fields,
// the revision's protocol refusals (-32602 for a missing `_meta`, -32020 for headers, -32022 for versions, HTTP 404
// for removed methods), and the interface's refusals in that revision's shape (401 and the 403 insufficient_scope
// challenge without a JSON-RPC code; -31003, -31007, -31008, -31009; a missing resource as -32602 with its uri).
// Every answer is checked against the OpenRPC document, which describes both revisions.
import { ProtocolError } from '@modelcontextprotocol/client';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import {
  ALL_TOOL_SCOPES,
  businessKey,
  connect,
  connectModern,
  declaredError,
  MODERN,
  modernHeaders,
  modernRequest,
  raw,
  violations,
  type RawAnswer,
} from './mcp-client.js';

let h: Harness;
let key: string;
let agent: Awaited<ReturnType<typeof connectModern>>;

test.before(async () => {
  h = await startHarness({ seed: true, env: { SITES_DOMAIN: 'sites.test' } });
  key = await businessKey(h.db, h.demo.business_id, ALL_TOOL_SCOPES);
  agent = await connectModern(h.url, key);
});
test.after(async () => {
  await agent?.close();
  await h?.close();
});

/** A raw 2026-07-28 request, on a moving clock so the rate limit stays out of the way. */
function send(method: string, params: Record<string, unknown> = {}, as = key, headers: Record<string, string> = {}) {
  h.tick();
  const name = method === 'tools/call' ? params.name : method === 'resources/read' ? params.uri : undefined;
  return raw(h.url, modernRequest(method, params), {
    key: as,
    version: MODERN,
    headers: { ...modernHeaders(method, name as string | undefined), ...headers },
  });
}

/** A tool call over the pinned client that must succeed: its structured data. */
async function call(name: string, args: Record<string, unknown> = {}): Promise<any> {
  h.tick();
  const r = await agent.client.callTool({ name, arguments: args });
  assert.not.ok(r.isError, `${name}: ${JSON.stringify(r.content)}`);
  assert.equal(violations('CallToolResult', r), [], `${name}: ${JSON.stringify(r)}`);
  return r.structuredContent;
}

/** A tool call answered with a JSON-RPC error: its code and data. */
async function rpcError(name: string, args: Record<string, unknown>): Promise<{ code: number; data: any }> {
  h.tick();
  try {
    await agent.client.callTool({ name, arguments: args });
  } catch (err) {
    if (err instanceof ProtocolError) return { code: err.code, data: err.data };
    throw err;
  }
  throw new Error(`${name} did not fail`);
}

/** The JSON-RPC error the document declares for the 2026-07-28 revision, with this HTTP status. */
function refused(r: RawAnswer, code: number, status: number): void {
  assert.is(r.status, status, JSON.stringify(r.json));
  assert.is(r.json?.error?.code, code, JSON.stringify(r.json));
  const declared = declaredError(code) as { 'x-era'?: string[] } | undefined;
  assert.ok(declared?.['x-era']?.includes(MODERN), `${code} is declared for ${MODERN}`);
}

const rest = (method: string, path: string, body?: unknown) => {
  h.tick();
  return h.raw(method, `/v1/businesses/${h.demo.business_id}${path}`, {
    key: null,
    headers: { authorization: `Bearer ${key}` },
    body,
  });
};

test('the pinned client speaks 2026-07-28 with no session; tools/list is the 26 tools, cacheable by all', async () => {
  assert.is(agent.client.getProtocolEra(), 'modern');
  const listed = await agent.client.listTools();
  assert.is(listed.tools.length, 26);
  const r = await send('tools/list');
  assert.is(r.status, 200);
  assert.is(r.headers.get('mcp-session-id'), null, 'no session is minted');
  assert.equal(violations('ListToolsResult', r.json.result), [], JSON.stringify(r.json.result).slice(0, 300));
  assert.equal(
    [r.json.result.resultType, r.json.result.ttlMs, r.json.result.cacheScope],
    ['complete', 60_000, 'public'],
  );
  assert.is(r.json.result._meta['io.modelcontextprotocol/serverInfo'].name, 'storefront-platform');
});

test('server/discover: the revision served, the capabilities and instructions, as the document says', async () => {
  const r = await send('server/discover');
  assert.is(r.status, 200);
  assert.equal(violations('DiscoverResult', r.json.result), [], JSON.stringify(r.json.result));
  assert.equal(r.json.result.supportedVersions, [MODERN]);
  assert.equal(r.json.result.capabilities, {
    tools: { listChanged: false },
    resources: { subscribe: false, listChanged: false },
  });
});

test('a tool answers what its REST operation answers, with resultType and without a session', async () => {
  const who = await call('platform_whoami');
  const viaRest = await rest('GET', '/whoami');
  assert.equal(who, viaRest.json.data);
  const r = await send('tools/call', { name: 'platform_whoami', arguments: {} });
  assert.is(r.json.result.resultType, 'complete');
  assert.equal(r.json.result.structuredContent, viaRest.json.data);
});

test('context without a session: platform_attach_project attaches to the key, as REST context does', async () => {
  const p = await call('platform_create_project', { name: 'Modern Attach' });
  await call('platform_attach_project', { project_id: p.id });
  assert.is((await call('platform_ctx')).project?.id, p.id);
  // The key's context is the one REST reads: the attachment outlives the request that made it.
  assert.is((await rest('GET', '/context')).json.data.project?.id, p.id);
});

test("idempotency keyed to the key, not a session: a second connection replays; other arguments -31007; 2025-11-25's session is another scope", async () => {
  const first = await call('platform_create_project', { name: 'Modern Idem', idempotency_key: 'm-idem-1' });
  const other = await connectModern(h.url, key);
  try {
    h.tick();
    const replay = await other.client.callTool({
      name: 'platform_create_project',
      arguments: { name: 'Modern Idem', idempotency_key: 'm-idem-1' },
    });
    assert.equal((replay.structuredContent as { id: string }).id, first.id);
  } finally {
    await other.close();
  }
  const clash = await rpcError('platform_create_project', { name: 'Modern Idem, other', idempotency_key: 'm-idem-1' });
  assert.equal(clash, {
    code: -31007,
    data: { name: 'IDEMPOTENCY_CONFLICT', retryable: false, idempotency_key: 'm-idem-1' },
  });
  const legacy = await connect(h.url, key);
  try {
    h.tick();
    const elsewhere = await legacy.client.callTool({
      name: 'platform_create_project',
      arguments: { name: 'Modern Idem', idempotency_key: 'm-idem-1' },
    });
    assert.is.not((elsewhere.structuredContent as { id: string }).id, first.id);
  } finally {
    await legacy.close();
  }
  const named = (await rest('GET', '/projects?limit=100')).json.data.projects.filter(
    (x: { name: string }) => x.name === 'Modern Idem',
  );
  assert.is(named.length, 2, 'one project per scope: the modern key, the legacy session');
});

test('-31003: a destructive tool before the business opts the project in; the same data as -32003', async () => {
  const p = await call('platform_create_project', { name: 'Modern Destructive' });
  await call('platform_set_env', { project_id: p.id, env_key: 'KEEP', value: 'x' });
  const err = await rpcError('platform_remove_env', { project_id: p.id, env_key: 'KEEP' });
  assert.equal(err, {
    code: -31003,
    data: { name: 'DESTRUCTIVE_DENIED', retryable: false, project_id: p.id, setting: 'mcp_destructive_ops_enabled' },
  });
  const env = await call('platform_list_env', { project_id: p.id });
  assert.ok(env.env_vars.some((v: { key: string }) => v.key === 'KEEP'));
});

test('invalid arguments and business refusals are tool results with isError and the platform code', async () => {
  h.tick();
  const r = await agent.client.callTool({
    name: 'platform_get_project',
    arguments: { project_id: 'prj_nope000000000' },
  });
  assert.is(r.isError, true);
  assert.is((r.structuredContent as { error: { code: string } }).error.code, 'NOT_FOUND');
  h.tick();
  const bad = await agent.client.callTool({ name: 'platform_create_project', arguments: { name: 7 } });
  assert.is(bad.isError, true);
  assert.is((bad.structuredContent as { error: { code: string } }).error.code, 'VALIDATION_ERROR');
});

test('resources: read privately cached; a URI naming nothing, or another business, is -32602 with only the uri', async () => {
  const ctx = await send('resources/read', { uri: 'platform://ctx' });
  assert.is(ctx.status, 200);
  assert.equal(violations('ReadResourceResult', ctx.json.result), [], JSON.stringify(ctx.json.result));
  assert.equal([ctx.json.result.ttlMs, ctx.json.result.cacheScope], [0, 'private']);
  const other = await h.business('Modern Other');
  const theirs = await connectModern(h.url, await businessKey(h.db, other.tenant.business_id, ALL_TOOL_SCOPES));
  let foreign: string;
  try {
    h.tick();
    const made = await theirs.client.callTool({ name: 'platform_create_project', arguments: { name: 'Not yours' } });
    foreign = (made.structuredContent as { id: string }).id;
  } finally {
    await theirs.close();
  }
  for (const uri of ['platform://nothing', `platform://projects/${foreign}`]) {
    const r = await send('resources/read', { uri });
    assert.is(r.status, 200);
    assert.equal(r.json.error, { code: -32602, message: r.json.error.message, data: { uri } });
  }
  const list = await send('resources/templates/list');
  assert.equal([list.json.result.ttlMs, list.json.result.cacheScope], [60_000, 'public']);
});

test("the revision's protocol refusals: _meta (-32602), headers (-32020), versions (-32022), removed methods (404)", async () => {
  h.tick();
  const noMeta = await raw(
    h.url,
    { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
    {
      key,
      version: MODERN,
      headers: modernHeaders('tools/list'),
    },
  );
  assert.equal([noMeta.status, noMeta.json.error.code], [400, -32602]);
  refused(
    await send('tools/call', { name: 'platform_whoami', arguments: {} }, key, { 'mcp-name': 'other' }),
    -32020,
    400,
  );
  refused(await send('tools/list', {}, key, { 'mcp-method': 'tools/call' }), -32020, 400);
  h.tick();
  const later = modernRequest('tools/list') as unknown as { params: { _meta: Record<string, unknown> } };
  later.params._meta['io.modelcontextprotocol/protocolVersion'] = '2027-01-01';
  const version = await raw(h.url, later, { key, version: '2027-01-01', headers: modernHeaders('tools/list') });
  refused(version, -32022, 400);
  assert.equal(version.json.error.data, { supported: [MODERN], requested: '2027-01-01' });
  for (const method of ['ping', 'initialize', 'logging/setLevel', 'resources/subscribe', 'no/such']) {
    const r = await send(method);
    assert.equal([r.status, r.json?.error?.code], [404, -32601], method);
  }
});

test('401 and the 403 insufficient_scope challenge, told apart from -31009 cross-business (403)', async () => {
  h.tick();
  const none = await raw(h.url, modernRequest('tools/list'), { version: MODERN, headers: modernHeaders('tools/list') });
  assert.is(none.status, 401);
  assert.match(none.headers.get('www-authenticate') ?? '', /^Bearer realm="mcp"/);
  assert.is(none.json.error, 'invalid_request');
  assert.is(none.json.jsonrpc, undefined, 'no JSON-RPC code from the retired range');

  const readOnly = await businessKey(h.db, h.demo.business_id, ['mcp:invoke']);
  const scoped = await send('tools/call', { name: 'platform_list_projects', arguments: {} }, readOnly);
  assert.is(scoped.status, 403);
  assert.match(scoped.headers.get('www-authenticate') ?? '', /error="insufficient_scope", scope="projects:read"/);
  assert.equal([scoped.json.error, scoped.json.scope], ['insufficient_scope', 'projects:read']);
  const resource = await send('resources/read', { uri: 'platform://ctx' }, readOnly);
  assert.equal([resource.status, resource.json.scope], [403, 'projects:read']);
  assert.is((await send('tools/call', { name: 'platform_whoami', arguments: {} }, readOnly)).status, 200);
  const noInvoke = await businessKey(h.db, h.demo.business_id, ['projects:read']);
  const invoke = await send('tools/list', {}, noInvoke);
  assert.equal([invoke.status, invoke.json.scope], [403, 'mcp:invoke']);

  const other = await h.business('Modern Cross');
  const cross = await send('tools/list', {}, key, { 'x-business-id': other.tenant.business_id });
  refused(cross, -31009, 403);
  assert.equal(cross.json.error.data, {
    name: 'CROSS_BUSINESS_DENIED',
    retryable: false,
    key_business_id: h.demo.business_id,
  });
});

test('-31008: the per-key rate limit, 429 with Retry-After, as on 2025-11-25', async () => {
  const busy = await businessKey(h.db, h.demo.business_id, ['mcp:invoke']);
  h.tick();
  const answers: RawAnswer[] = [];
  for (let i = 0; i < 21; i++)
    answers.push(
      await raw(h.url, modernRequest('tools/list'), {
        key: busy,
        version: MODERN,
        headers: modernHeaders('tools/list'),
      }),
    );
  assert.equal(
    answers.slice(0, 20).map((a) => a.status),
    new Array(20).fill(200),
  );
  refused(answers[20], -31008, 429);
  assert.is(answers[20].headers.get('retry-after'), '1');
  assert.equal(answers[20].json.error.data, { name: 'RATE_LIMITED', retryable: true, retry_after_secs: 1 });
});

test.run();
