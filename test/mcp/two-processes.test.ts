// One MCP session served by two server processes on one store, as behind a load balancer: process A is the service
// in this test process (the harness, its embedded store reachable over TCP), process B the real src/main.ts in a
// child process with MONGODB_URI naming A's store. The session is opened on A by the SDK's own Client; B serves its
// requests (tools/list, tool calls), sees the project attached through A and A sees the one attached through B, an
// idempotency key used on A replays on B, and a session ended with DELETE on either process is refused by both at
// once (-32004, 404): A keeps the sessions it served only while the store's change count says they are unchanged.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startChildServer, type ChildServer } from '../harness/child-server.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { ALL_TOOL_SCOPES, businessKey, connect, openSession, raw, request, type Connected } from './mcp-client.js';

let h: Harness;
let key: string;
let a: Connected;
let b: ChildServer | undefined;
let bDataDir: string;

test.before(async () => {
  h = await startHarness({ seed: true, tickMs: 0, env: { RATE_LIMITS: 'off' } });
  const { config, store } = h.srv.services;
  bDataDir = await mkdtemp(join(tmpdir(), 'sfc-mcp-two-'));
  b = await startChildServer({ storeUri: config.mongodbUri ?? store.embedded!.uri, dataDir: bDataDir });
  key = await businessKey(h.db, h.demo.business_id, ALL_TOOL_SCOPES);
  a = await connect(h.url, key);
});

test.after(async () => {
  await a?.close();
  await b?.stop();
  await h?.close();
  if (bDataDir) await rm(bDataDir, { recursive: true, force: true });
});

/** A request of A's session sent to process B. */
const onB = (method: string, params?: Record<string, unknown>) =>
  raw(b!.url, request(method, params), { key, session: a.transport.sessionId });
const toolOnB = async (name: string, args: Record<string, unknown> = {}) => {
  const r = await onB('tools/call', { name, arguments: args });
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.not.ok(r.json.result?.isError, JSON.stringify(r.json));
  return r.json.result.structuredContent;
};
const toolOnA = async (name: string, args: Record<string, unknown> = {}) =>
  (await a.client.callTool({ name, arguments: args })).structuredContent as any;

test('a session opened on A is served by B', async () => {
  const list = await onB('tools/list');
  assert.is(list.status, 200, JSON.stringify(list.json));
  assert.is(list.json.result.tools.length, 26);
  assert.equal(await toolOnB('platform_whoami'), await toolOnA('platform_whoami'));
  assert.equal((await onB('ping')).json.result, {});
});

test('the attached project travels with the session: attached on B, seen on A; attached on A, seen on B', async () => {
  const p1 = await toolOnB('platform_create_project', { name: 'Attached On B' });
  await toolOnB('platform_attach_project', { project_id: p1.id });
  assert.is((await toolOnA('platform_ctx')).project.id, p1.id);
  const p2 = await toolOnA('platform_create_project', { name: 'Attached On A' });
  await toolOnA('platform_attach_project', { project_id: p2.id });
  assert.is((await toolOnB('platform_ctx')).project.id, p2.id);
  const ctx = await onB('resources/read', { uri: 'platform://ctx' });
  assert.is(JSON.parse(ctx.json.result.contents[0].text).project.id, p2.id);
});

test('an idempotency key used on A replays on B within the session, and conflicts there on other arguments', async () => {
  const first = await toolOnA('platform_create_project', { name: 'Keyed Across', idempotency_key: 'across-1' });
  assert.equal(await toolOnB('platform_create_project', { name: 'Keyed Across', idempotency_key: 'across-1' }), first);
  const clash = await onB('tools/call', {
    name: 'platform_create_project',
    arguments: { name: 'Keyed Across 2', idempotency_key: 'across-1' },
  });
  assert.is(clash.json.error?.code, -32007, JSON.stringify(clash.json));
});

test('ended on A, the session is unknown on B at once (-32004, 404)', async () => {
  const session = await openSession(h.url, key);
  for (const url of [h.url, b!.url, h.url])
    assert.is((await raw(url, request('ping'), { key, session })).status, 200, url);
  assert.is((await raw(h.url, undefined, { key, session, method: 'DELETE' })).status, 204);
  for (const url of [b!.url, h.url]) {
    const r = await raw(url, request('tools/list'), { key, session });
    assert.is(r.status, 404, url);
    assert.is(r.json.error.code, -32004);
  }
});

test('ended on B, the session is unknown on B and on A at once (-32004, 404), and to the SDK client there', async () => {
  const session = a.transport.sessionId!;
  // A has just served it (and keeps it while it is unchanged).
  assert.is((await raw(h.url, request('ping'), { key, session })).status, 200);
  assert.is((await raw(h.url, request('ping'), { key, session })).status, 200);
  const del = await raw(b!.url, undefined, { key, session, method: 'DELETE' });
  assert.is(del.status, 204);
  const onB = await raw(b!.url, request('tools/list'), { key, session });
  assert.is(onB.status, 404);
  assert.is(onB.json.error.code, -32004);
  // No time passes on A's clock: the refusal is at once, not after a cache's life.
  const after = await raw(h.url, request('tools/list'), { key, session });
  assert.is(after.status, 404);
  assert.is(after.json.error.code, -32004);
  try {
    await a.client.listTools();
    assert.unreachable('the SDK client used an ended session');
  } catch (err) {
    assert.match((err as Error).message, /-32004/);
  }
});

test.run();
