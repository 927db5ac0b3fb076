// The shopper MCP endpoint's refusals over real HTTP, in both MCP revisions: protocol and negotiation failures are
// JSON-RPC errors with UCP's codes (-32001 discovery and version, -32000 the rest, -32602 bad arguments) and
// `data: {code, content}` valid against the shopper document, with the HTTP status REST gives the same refusal
// (400, 424, 422, 404, 429 with Retry-After); capabilities_incompatible is a tool RESULT (UCP's error response).
import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { updateBusinessSettings } from '../../src/modules/business/index.js';
import { seedCatalogue } from '../catalogue/fixtures.js';
import { startHarness, type Harness, type TestBusiness } from '../harness/harness.js';
import { agentProfile, startProfileServer, type ProfileServer } from './profile-server.js';
import {
  CLIENTS,
  endpointOf,
  ERAS,
  errorDataViolations,
  meta,
  openSession,
  rawRpc,
  resultViolations,
} from './support/mcp-agent.js';

let h: Harness;
let host: ProfileServer;
let shop: TestBusiness;
let good: string;

test.before(async () => {
  // Rate limits on: the last test reaches one. Each test moves the clock into a fresh one-second window first.
  h = await startHarness({ seed: true, tickMs: 1000 });
  host = await startProfileServer();
  host.set('/agent.json', { body: agentProfile(['catalog.search', 'catalog.lookup', 'checkout', 'order']) });
  host.set('/checkout-only.json', { body: agentProfile(['checkout', 'order']) });
  host.set('/broken.json', { status: 500 });
  host.set('/not-json.json', { body: 'this is not a profile' });
  good = `${host.origin}/agent.json`;
  shop = await h.business('UCP MCP refusals shop');
  await seedCatalogue(h.db, shop.tenant, h.clock.now());
});
test.after(async () => {
  await host?.close();
  await h?.close();
});

const endpoint = (mode = 'test', business = shop.tenant.business_id) => endpointOf(h.url, business, mode);
const search = (m: unknown, catalog: unknown = { query: 'latte' }) => ({
  name: 'search_catalog',
  arguments: { meta: m, catalog },
});

/** A JSON-RPC error with UCP's data, as the document describes it. */
function refusal(r: { status: number; json: any }, status: number, code: number, ucp: string): string {
  assert.is(r.status, status, JSON.stringify(r.json));
  assert.is(r.json.error?.code, code, JSON.stringify(r.json));
  assert.is(r.json.error.data.code, ucp);
  assert.equal(errorDataViolations(r.json.error.data), []);
  assert.is(r.json.error.message, r.json.error.data.content);
  return r.json.error.data.content;
}

for (const [era, open] of ERAS) {
  test(`${era}: no profile in meta is invalid_profile_url, HTTP 400, -32001; a non-URL one too`, async () => {
    h.tick();
    const how = await open(endpoint());
    const missing = await rawRpc(endpoint(), 'tools/call', search({}), how);
    assert.match(
      refusal(missing, 400, -32001, 'invalid_profile_url'),
      'arguments.meta["ucp-agent"].profile is missing',
    );
    const noMeta = await rawRpc(endpoint(), 'tools/call', { name: 'get_order', arguments: { id: 'ord_1' } }, how);
    refusal(noMeta, 400, -32001, 'invalid_profile_url');
    const notUrl = await rawRpc(endpoint(), 'tools/call', search(meta('not a url')), how);
    refusal(notUrl, 400, -32001, 'invalid_profile_url');
  });

  test(`${era}: an unreachable profile is 424 -32001, a malformed one 422 -32001`, async () => {
    h.tick();
    const how = await open(endpoint());
    const unreachable = await rawRpc(endpoint(), 'tools/call', search(meta(`${host.origin}/broken.json`)), how);
    refusal(unreachable, 424, -32001, 'profile_unreachable');
    const malformed = await rawRpc(endpoint(), 'tools/call', search(meta(`${host.origin}/not-json.json`)), how);
    refusal(malformed, 422, -32001, 'profile_malformed');
  });

  test(`${era}: no mutual catalogue capability is a tool result, UCP's error response, HTTP 200`, async () => {
    h.tick();
    const how = await open(endpoint());
    const r = await rawRpc(endpoint(), 'tools/call', search(meta(`${host.origin}/checkout-only.json`)), how);
    assert.is(r.status, 200, JSON.stringify(r.json));
    const result = r.json.result;
    assert.ok(result, JSON.stringify(r.json));
    assert.is(result.isError, undefined);
    assert.equal(resultViolations('search_catalog', result.structuredContent), []);
    assert.is(result.structuredContent.ucp.status, 'error');
    assert.is(result.structuredContent.messages[0].code, 'capabilities_incompatible');
    assert.equal(JSON.parse(result.content[0].text), result.structuredContent);
  });

  test(`${era}: bad arguments are -32602 naming the argument, HTTP 200; an unknown tool too`, async () => {
    h.tick();
    const how = await open(endpoint());
    const wrongType = await rawRpc(endpoint(), 'tools/call', search(meta(good), { query: 5 }), how);
    assert.match(refusal(wrongType, 200, -32602, 'validation_error'), /^arguments\.catalog\.query: /);
    const noCatalog = await rawRpc(
      endpoint(),
      'tools/call',
      { name: 'search_catalog', arguments: { meta: meta(good) } },
      how,
    );
    assert.is(refusal(noCatalog, 200, -32602, 'validation_error'), 'arguments.catalog: is required');
    const noKey = await rawRpc(
      endpoint(),
      'tools/call',
      { name: 'complete_checkout', arguments: { meta: meta(good), id: 'chk_1', checkout: {} } },
      how,
    );
    assert.match(refusal(noKey, 200, -32602, 'validation_error'), /^arguments\.meta\.idempotency-key: is required/);
    const unknown = await rawRpc(
      endpoint(),
      'tools/call',
      { name: 'buy_everything', arguments: { meta: meta(good) } },
      how,
    );
    refusal(unknown, 200, -32602, 'validation_error');
  });

  test(`${era}: a business not selling in a mode is 404 -32000 not_found from the first request`, async () => {
    h.tick();
    const other = await h.business(`UCP MCP closed shop ${era}`);
    await updateBusinessSettings(
      h.db,
      other.tenant.business_id,
      { ucp: { modes: { live: false } } },
      h.clock.now(),
      false,
    );
    const closed = endpoint('live', other.tenant.business_id);
    const first =
      era === '2025-11-25'
        ? await rawRpc(closed, 'initialize', {
            protocolVersion: era,
            capabilities: {},
            clientInfo: { name: 't', version: '1' },
          })
        : await rawRpc(closed, 'tools/list', {}, { modern: true });
    refusal(first, 404, -32000, 'not_found');
    const unknown = await rawRpc(endpoint('test', 'biz_nobody'), 'tools/list', {}, { modern: true });
    refusal(unknown, 404, -32000, 'not_found');
    // The test mode of the same business still sells.
    const how = await open(endpoint('test', other.tenant.business_id));
    assert.is((await rawRpc(endpoint('test', other.tenant.business_id), 'tools/list', {}, how)).status, 200);
  });
}

test("2025-11-25: a session is unknown on another business's endpoint; none at all is 400", async () => {
  h.tick();
  const session = await openSession(endpoint());
  const other = await h.business('UCP MCP other shop');
  const elsewhere = await rawRpc(endpoint('test', other.tenant.business_id), 'tools/list', {}, { session });
  assert.is(elsewhere.status, 404);
  assert.is(elsewhere.json.error.code, -32004);
  assert.equal(errorDataViolations(elsewhere.json.error.data), []);
  const none = await rawRpc(endpoint(), 'tools/list', {}, { headers: { 'mcp-protocol-version': '2025-11-25' } });
  assert.is(none.status, 400);
  assert.is(none.json.error.data.code, 'session_required');
});

test('an agent from a host the business does not allow is 403 -32000 profile_not_trusted', async () => {
  h.tick();
  const picky = await h.business('UCP MCP picky shop');
  const ucp = { agents: { allow_hosts: ['agents.example.com'] } };
  await updateBusinessSettings(h.db, picky.tenant.business_id, { ucp }, h.clock.now(), false);
  const r = await rawRpc(endpoint('test', picky.tenant.business_id), 'tools/call', search(meta(good)), {
    modern: true,
  });
  refusal(r, 403, -32000, 'profile_not_trusted');
});

test("2025-11-25: DELETE ends the session; the endpoint's session is then unknown", async () => {
  h.tick();
  const session = await openSession(endpoint());
  const ended = await fetch(endpoint(), {
    method: 'DELETE',
    headers: { 'mcp-session-id': session, 'mcp-protocol-version': '2025-11-25' },
  });
  assert.is(ended.status, 204);
  const after = await rawRpc(endpoint(), 'tools/list', {}, { session });
  assert.is(after.status, 404);
  assert.is(after.json.error.data.code, 'session_required');
});

for (const [era, open] of ERAS) {
  test(`${era}: an idempotency key reused for another request is 409 -32000 idempotency_conflict`, async () => {
    h.tick();
    const how = await open(endpoint());
    const key = randomUUID();
    const cancel = (id: string) =>
      rawRpc(endpoint(), 'tools/call', { name: 'cancel_checkout', arguments: { meta: meta(good, key), id } }, how);
    const first = await cancel('chk_nothing_here_1');
    assert.is(first.status, 200, JSON.stringify(first.json));
    assert.is(first.json.result.structuredContent.messages[0].code, 'not_found');
    // The same request again is the same answer.
    assert.equal((await cancel('chk_nothing_here_1')).json.result, first.json.result);
    refusal(await cancel('chk_nothing_here_2'), 409, -32000, 'idempotency_conflict');
  });
}

for (const [label, connect] of CLIENTS) {
  test(`${label}: the SDK client sees the refusal as an error carrying the status and UCP's data`, async () => {
    h.tick();
    const client = await connect(endpoint());
    try {
      await client.callTool('search_catalog', { meta: meta(`${host.origin}/broken.json`), catalog: { query: 'x' } });
      assert.unreachable('the call was not refused');
    } catch (err: any) {
      if (err.code === 'ERR_ASSERTION') throw err;
      const text = `${err.message} ${JSON.stringify(err.data ?? null)}`;
      assert.match(text, /profile_unreachable/);
      assert.match(text, /424|-32001/);
    } finally {
      await client.close();
    }
  });
}

test('the rate limit (per client address, shared with REST) is 429 -32000 rate_limited with retry_after', async () => {
  h.tick();
  let r;
  for (let i = 0; i < 120; i++) {
    r = await rawRpc(endpoint(), 'tools/list', {}, { modern: true });
    if (r.status === 429) break;
  }
  refusal(r!, 429, -32000, 'rate_limited');
  assert.ok(r!.json.error.data.retry_after >= 1);
  assert.is(r!.headers.get('retry-after'), String(r!.json.error.data.retry_after));
});

test.run();
