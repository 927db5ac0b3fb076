// MCP tool calls (/mcp, the SDK's own client over HTTP) under MongoDB's failures. A tool's operation that meets a
// store failure comes back as a tool result with isError and `{ error: { code: SERVICE_UNAVAILABLE, retryable } }`,
// where `retryable` is the truth: a read may be called again; a write whose effect may have been made (the
// platform's create_project keeps no record of its outcome with its idempotency_key) may not, blindly: the agent
// looks first. A failure before any tool ran (storing a new session) is a -32603 that says it may be sent again.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exitWhenDone } from '../store/helpers.js';
import {
  ALL_TOOL_SCOPES,
  businessKey,
  connect,
  initializeMessage,
  raw,
  violations,
  type Connected,
} from '../mcp/mcp-client.js';
import { failPointsOnly, startFailureHarness, NOT_WRITABLE_PRIMARY, type FailureHarness } from './support.js';

let h: FailureHarness | null;
let a: Connected;
let key: string;
const it = failPointsOnly(test);

test.before(async () => {
  h = await startFailureHarness({ seed: true, env: { RATE_LIMITS: 'off', SITES_DOMAIN: 'sites.test' } });
  if (!h) return;
  key = await businessKey(h.db, h.demo.business_id, ALL_TOOL_SCOPES);
  a = await connect(h.url, key);
});
test.after(async () => {
  await a?.close();
  await h?.close();
  exitWhenDone();
});

/** A tools/call: its result (checked against the OpenRPC document's CallToolResult). */
async function call(name: string, args: Record<string, unknown> = {}) {
  const r = await a.client.callTool({ name, arguments: args });
  assert.equal(violations('CallToolResult', r), [], JSON.stringify(r));
  return r as { isError?: boolean; structuredContent?: any };
}

/** A tool result saying the store failed, `retryable` as given. */
function storeDown(r: { isError?: boolean; structuredContent?: any }, retryable: boolean): void {
  assert.is(r.isError, true, JSON.stringify(r));
  const error = r.structuredContent.error;
  assert.is(error.code, 'SERVICE_UNAVAILABLE');
  assert.match(error.message, /^The store is unavailable/);
  assert.is(error.retryable, retryable, error.message);
}

const projectsNamed = async (name: string) => (await h!.db.collection('projects').find({ name }).toArray()).length;

it('a read tool while every read of projects fails: isError SERVICE_UNAVAILABLE, retryable; the same call answers once the store is back', async () => {
  const met = await h!.fail('alwaysOn', {
    failCommands: ['find', 'aggregate', 'count'],
    namespace: h!.ns('projects'),
    errorCode: NOT_WRITABLE_PRIMARY,
  });
  storeDown(await call('platform_list_projects'), true);
  assert.ok((await met()) >= 1);
  const r = await call('platform_list_projects');
  assert.not.ok(r.isError, JSON.stringify(r));
});

it('create_project whose insert fails for good: isError, not retryable (it may have been made); the agent looks, calls again, one project', async () => {
  const met = await h!.fail('alwaysOn', { failCommands: ['insert'], namespace: h!.ns('projects'), errorCode: 50 });
  storeDown(await call('platform_create_project', { name: 'Failover Site', idempotency_key: 'fo-1' }), false);
  assert.ok((await met()) >= 1);
  assert.is(await projectsNamed('Failover Site'), 0, 'it was not made');
  const again = await call('platform_create_project', { name: 'Failover Site', idempotency_key: 'fo-1' });
  assert.not.ok(again.isError, JSON.stringify(again));
  assert.is(await projectsNamed('Failover Site'), 1);
});

it('create_project committed but its acknowledgement lost: isError, not retryable; the agent looks and finds the one project', async () => {
  const met = await h!.fail(
    { times: 1 },
    {
      failCommands: ['commitTransaction'],
      writeConcernError: { code: 100, codeName: 'UnsatisfiableWriteConcern', errmsg: 'Not enough data-bearing nodes' },
    },
  );
  storeDown(await call('platform_create_project', { name: 'Lost Reply Site', idempotency_key: 'lr-1' }), false);
  assert.is(await met(), 1);
  const listed = await call('platform_list_projects', { limit: 100 });
  assert.is(
    listed.structuredContent.projects.filter((p: { name: string }) => p.name === 'Lost Reply Site').length,
    1,
    'made once',
  );
  assert.is(await projectsNamed('Lost Reply Site'), 1);
});

it('a new session cannot be stored (before any tool ran): -32603 saying it may be sent again; then it opens', async () => {
  const met = await h!.fail('alwaysOn', { failCommands: ['insert'], namespace: h!.ns('mcp_sessions'), errorCode: 50 });
  const refused = await raw(h!.url, initializeMessage(), { key, version: null });
  assert.ok((await met()) >= 1);
  assert.is(refused.status, 500);
  assert.is(refused.json.error.code, -32603);
  assert.is(refused.json.error.data.retryable, true, JSON.stringify(refused.json));
  assert.match(refused.json.error.message, /^The store is unavailable/);
  const b = await connect(h!.url, key);
  try {
    assert.not.ok((await b.client.callTool({ name: 'platform_whoami', arguments: {} })).isError);
  } finally {
    await b.close();
  }
});

it('every REST answer was one the contract documents', () => {
  if (h) assert.equal(h.responseViolations(), []);
});

test.run();
