// Negotiation as the guard of UCP operations, over real HTTP: the service's HTTP adapter and operation core in front
// of a small UCP contract written here (two operations under the UcpAgent scheme, handlers that answer the caller
// the guard established), on the real services of a seeded test server, with agent profiles served by a loopback
// host this file runs. (The UCP checkout and order operations get their handlers in a later step; this contract
// stands in for them.) Covered: each UCP-Agent refusal with its status and `{code, content}`, the agent caller
// (business and mode of the URL, profile, version, capabilities, webhook_url), capabilities_incompatible answered
// 200 as a UCP error response, the lenient 2026-01-11 agent, the business's allowlist and modes, the profile cache
// on the services' clock, and idempotency keys scoped to the agent's profile URL.
import { createServer, type Server } from 'node:http';
import pino from 'pino';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../src/http/app.js';
import { RateLimiter } from '../../src/http/kit/rate-limit.js';
import { updateBusinessSettings } from '../../src/modules/business/index.js';
import { negotiateAgent } from '../../src/modules/ucp/index.js';
import { buildOperationTable } from '../../src/operations/contract.js';
import { createOperationCore } from '../../src/operations/core.js';
import type { HandlerFn } from '../../src/operations/types.js';
import { startTestServer, type TestServer } from '../harness/server.js';
import { agentProfile, legacyAgentProfile, startProfileServer, type ProfileServer } from './profile-server.js';

const pathParams = [
  { name: 'mode', in: 'path', required: true, schema: { type: 'string' } },
  { name: 'business_id', in: 'path', required: true, schema: { type: 'string' } },
];
const answer = { '200': { description: 'ok', content: { 'application/json': { schema: {} } } } };
const docs = {
  ucp: {
    paths: {
      '/ucp/{mode}/{business_id}/checkout-sessions': {
        parameters: pathParams,
        post: {
          operationId: 'testUcpCreateCheckout',
          tags: ['Checkout'],
          security: [{ UcpAgent: [] }],
          parameters: [{ name: 'Idempotency-Key', in: 'header', schema: { type: 'string' } }],
          requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
          responses: answer,
        },
      },
      '/ucp/{mode}/{business_id}/orders/{id}': {
        parameters: [...pathParams, { name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        get: { operationId: 'testUcpGetOrder', tags: ['Orders'], security: [{ UcpAgent: [] }], responses: answer },
      },
    },
  },
};

let created = 0;
const handlers: Record<string, HandlerFn> = {
  testUcpCreateCheckout: (ctx) => ({
    status: 201,
    data: { agent: ctx.caller.agent, tenant: ctx.caller.tenant, n: ++created },
  }),
  testUcpGetOrder: (ctx) => ({ data: { agent: ctx.caller.agent } }),
};

let srv: TestServer;
let host: ProfileServer;
let server: Server;
let base: string;
let biz: string;

test.before(async () => {
  srv = await startTestServer({ seed: true });
  biz = srv.demo!.business_id;
  host = await startProfileServer();
  const logger = pino({ level: 'silent' });
  const services = srv.services;
  const core = createOperationCore({
    services,
    operations: buildOperationTable(docs as never),
    handlers,
    keys: { peek: () => null, resolve: async () => null },
    resolveCustomer: async () => null,
    negotiateAgent: (req) => negotiateAgent(services, req),
    logger,
  });
  const limiter = new RateLimiter(() => srv.clock.now().getTime(), false);
  const app = createApp({ core, logger, limiter, now: () => srv.clock.now().getTime(), production: false });
  server = createServer((req, res) => void app(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
test.after(async () => {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await host?.close();
  await srv?.close();
});

/** A UCP request with `UCP-Agent: <agent>` (none when undefined). */
async function ucp(
  path: string,
  agent: string | undefined,
  opts: { method?: string; body?: unknown; mode?: string; headers?: Record<string, string> } = {},
) {
  const method = opts.method ?? 'POST';
  const res = await fetch(`${base}/ucp/${opts.mode ?? 'test'}/${biz}${path}`, {
    method,
    headers: {
      ...(agent === undefined ? {} : { 'ucp-agent': agent }),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    body: method === 'POST' ? JSON.stringify(opts.body ?? {}) : undefined,
  });
  return { status: res.status, json: (await res.json()) as any };
}
const checkout = (agent: string | undefined, opts?: Parameters<typeof ucp>[2]) =>
  ucp('/checkout-sessions', agent, opts);
const profileHeader = (path: string) => `profile="${host.origin}${path}"`;
const setUcp = (ucp: Parameters<typeof updateBusinessSettings>[2]['ucp']) =>
  updateBusinessSettings(srv.services.db, biz, { ucp }, srv.clock.now(), false);

test('the agent caller: business and mode of the URL, profile, version, active capabilities, webhook URL', async () => {
  host.set('/agent.json', { body: agentProfile(['checkout', 'fulfillment', 'discount', 'order']) });
  const r = await checkout(profileHeader('/agent.json'));
  assert.is(r.status, 201, JSON.stringify(r.json));
  assert.equal(r.json.agent, {
    business_id: biz,
    livemode: false,
    profile_url: `${host.origin}/agent.json`,
    version: '2026-04-08',
    capabilities: {
      'dev.ucp.shopping.checkout': { version: '2026-04-08' },
      'dev.ucp.shopping.order': { version: '2026-04-08' },
      'dev.ucp.shopping.fulfillment': { version: '2026-04-08', extends: 'dev.ucp.shopping.checkout' },
      'dev.ucp.shopping.discount': { version: '2026-04-08', extends: 'dev.ucp.shopping.checkout' },
    },
    webhook_url: 'https://agent.example/ucp/orders',
    legacy: false,
  });
  assert.equal(r.json.tenant, { business_id: biz, livemode: false });
  const live = await checkout(`${profileHeader('/agent.json')}; version="2026-04-08"`, { mode: 'live' });
  assert.is(live.status, 201, JSON.stringify(live.json));
  assert.is(live.json.agent.livemode, true);
});

test('UCP-Agent missing or malformed: 400 invalid_profile_url', async () => {
  for (const agent of [undefined, 'profile=https://agent.example/p.json', 'profile="ftp://x.example/p"', '"x"']) {
    const r = await checkout(agent);
    assert.is(r.status, 400, String(agent));
    assert.is(r.json.code, 'invalid_profile_url', JSON.stringify(r.json));
    assert.match(r.json.content, /^UCP-Agent: /);
  }
});

test('the profile host: 424 unreachable (redirect, 5xx), 422 malformed, 422 version_unsupported', async () => {
  host.set('/redirect.json', { status: 301, headers: { location: `${host.origin}/agent.json` } });
  host.set('/error.json', { status: 500 });
  host.set('/text.json', { body: 'hello', headers: { 'content-type': 'text/plain' } });
  const old = agentProfile();
  old.ucp.version = '2025-10-01';
  host.set('/old.json', { body: old });
  for (const [path, status, code] of [
    ['/redirect.json', 424, 'profile_unreachable'],
    ['/error.json', 424, 'profile_unreachable'],
    ['/text.json', 422, 'profile_malformed'],
    ['/old.json', 422, 'version_unsupported'],
  ] as const) {
    const r = await checkout(profileHeader(path));
    assert.is(r.status, status, path);
    assert.is(r.json.code, code, JSON.stringify(r.json));
  }
});

test('no checkout in common: 200 with a UCP error response; the order operation still serves that agent', async () => {
  host.set('/orders-only.json', { body: agentProfile(['order', 'fulfillment']) });
  const r = await checkout(profileHeader('/orders-only.json'));
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.ucp, { version: '2026-04-08', status: 'error', capabilities: {} });
  assert.is(r.json.messages.length, 1);
  assert.equal(
    { ...r.json.messages[0], content: undefined },
    { type: 'error', code: 'capabilities_incompatible', severity: 'unrecoverable', content: undefined },
  );
  assert.match(r.json.messages[0].content, /dev\.ucp\.shopping\.checkout/);
  const order = await ucp('/orders/ord_1', profileHeader('/orders-only.json'), { method: 'GET' });
  assert.is(order.status, 200, JSON.stringify(order.json));
  // The fulfillment extension went with its parent.
  assert.equal(order.json.agent.capabilities, { 'dev.ucp.shopping.order': { version: '2026-04-08' } });
});

test("a 2026-01-11 agent (the conformance suite's profile) gets all the business's 2026-01-11 capabilities", async () => {
  host.set('/suite.json', { body: legacyAgentProfile('http://localhost:9/webhooks/order') });
  const r = await checkout(`${profileHeader('/suite.json')}; version="2026-01-11"`);
  assert.is(r.status, 201, JSON.stringify(r.json));
  assert.is(r.json.agent.legacy, true);
  assert.is(r.json.agent.version, '2026-01-11');
  assert.equal(Object.keys(r.json.agent.capabilities).sort(), [
    'dev.ucp.shopping.buyer_consent',
    'dev.ucp.shopping.checkout',
    'dev.ucp.shopping.discount',
    'dev.ucp.shopping.fulfillment',
    'dev.ucp.shopping.order',
  ]);
  assert.is(r.json.agent.webhook_url, 'http://localhost:9/webhooks/order');
});

test('the allowlist: an agent from another host is 403 profile_not_trusted, its profile never fetched', async () => {
  host.set('/stranger.json', { body: agentProfile() });
  await setUcp({ agents: { allow_hosts: ['agent.example.com', '*.agents.example.net'] } });
  try {
    let r = await checkout(profileHeader('/stranger.json'));
    assert.is(r.status, 403);
    assert.equal(r.json, {
      code: 'profile_not_trusted',
      content: 'This business does not take orders from agents at 127.0.0.1',
    });
    assert.is(host.hits('/stranger.json'), 0);
    await setUcp({ agents: { allow_hosts: [] } });
    assert.is((await checkout(profileHeader('/stranger.json'))).status, 403);
    await setUcp({ agents: { allow_hosts: ['127.0.0.1'] } });
    r = await checkout(profileHeader('/stranger.json'));
    assert.is(r.status, 201, JSON.stringify(r.json));
  } finally {
    await setUcp({ agents: 'any' });
  }
});

test('a closed mode, UCP off, an unknown business: 404', async () => {
  host.set('/agent.json', { body: agentProfile() });
  await setUcp({ modes: { live: false } });
  try {
    let r = await checkout(profileHeader('/agent.json'), { mode: 'live' });
    assert.is(r.status, 404);
    assert.match(r.json.content, /does not take UCP agents in live mode/);
    assert.is((await checkout(profileHeader('/agent.json'))).status, 201);
    await setUcp({ enabled: false });
    r = await checkout(profileHeader('/agent.json'));
    assert.is(r.status, 404);
    assert.match(r.json.content, /does not sell to UCP agents/);
  } finally {
    await setUcp({ enabled: true, modes: { live: true } });
  }
  const res = await fetch(`${base}/ucp/test/biz_unknown0000000000/checkout-sessions`, {
    method: 'POST',
    headers: { 'ucp-agent': profileHeader('/agent.json'), 'content-type': 'application/json' },
    body: '{}',
  });
  assert.is(res.status, 404);
  const other = await fetch(`${base}/ucp/sandbox/${biz}/checkout-sessions`, {
    method: 'POST',
    headers: { 'ucp-agent': profileHeader('/agent.json'), 'content-type': 'application/json' },
    body: '{}',
  });
  assert.is(other.status, 404);
});

test("the profile is cached on the services' clock: fetched again after its max-age (floor 60 s)", async () => {
  host.set('/cache.json', { body: agentProfile(), headers: { 'cache-control': 'public, max-age=0' } });
  for (let i = 0; i < 3; i++) assert.is((await checkout(profileHeader('/cache.json'))).status, 201);
  assert.is(host.hits('/cache.json'), 1);
  srv.clock.advance(61_000);
  assert.is((await checkout(profileHeader('/cache.json'))).status, 201);
  assert.is(host.hits('/cache.json'), 2);
});

test("idempotency keys are the agent's own: the same key from another profile is not the first agent's answer", async () => {
  host.set('/one.json', { body: agentProfile() });
  host.set('/two.json', { body: agentProfile() });
  const key = { 'idempotency-key': '8b0c2a3e-6f51-4a7e-9c1d-2f4b5a6c7d8e' };
  const first = await checkout(profileHeader('/one.json'), { body: { a: 1 }, headers: key });
  const replay = await checkout(profileHeader('/one.json'), { body: { a: 1 }, headers: key });
  assert.is(replay.json.n, first.json.n);
  const otherAgent = await checkout(profileHeader('/two.json'), { body: { a: 1 }, headers: key });
  assert.is(otherAgent.status, 201, JSON.stringify(otherAgent.json));
  assert.is.not(otherAgent.json.n, first.json.n);
  assert.is(otherAgent.json.agent.profile_url, `${host.origin}/two.json`);
});

test('the bare profile URL of the MCP binding (arguments.meta) is checked as the header is', async () => {
  host.set('/mcp-agent.json', { body: agentProfile() });
  const template = '/ucp/{mode}/{business_id}/checkout-sessions';
  const agent = await negotiateAgent(srv.services, {
    business_id: biz,
    mode: 'test',
    profile: `${host.origin}/mcp-agent.json`,
    template,
  });
  assert.is(agent.profile_url, `${host.origin}/mcp-agent.json`);
  const refused = await negotiateAgent(srv.services, {
    business_id: biz,
    mode: 'test',
    profile: 'ftp://x/p',
    template,
  }).catch((err: unknown) => err as { code: string; message: string });
  assert.equal(
    { code: (refused as { code: string }).code, message: (refused as { message: string }).message },
    {
      code: 'UCP_INVALID_PROFILE_URL',
      message: 'The agent profile must be an https URL (http only for a loopback host outside production)',
    },
  );
});

test.run();
