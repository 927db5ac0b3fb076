// The conformance fixture set on /mcp (MCP_CONFORMANCE_FIXTURES), through HTTP. Off (the default): the platform's
// 26 tools and its resources only, the usual capabilities, on both eras, and no fixture answers. On: the fixtures
// beside them; on 2025-11-25 a fixture that speaks before its answer answers as an event stream, and one that asks
// the client (sampling) is answered by the client's later POST; on 2026-07-28 the multi-round-trip fixtures seal
// their requestState (a changed or another key's state is -32602) and a capability the request did not declare is
// -32021. The official suite's own run is test/mcp/conformance.test.ts.
import { CreateMessageRequestSchema, LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import {
  ACCEPT,
  ALL_TOOL_SCOPES,
  businessKey,
  connect,
  MODERN,
  modernHeaders,
  modernRequest,
  openSession,
  PROTOCOL,
  raw,
  request,
} from './mcp-client.js';

const BASE_CAPABILITIES = { tools: { listChanged: false }, resources: { subscribe: false, listChanged: false } };

let off: Harness;
let on: Harness;
let offKey: string;
let onKey: string;
test.before(async () => {
  [off, on] = await Promise.all([
    startHarness({ seed: true }),
    startHarness({ seed: true, env: { MCP_CONFORMANCE_FIXTURES: 'on' } }),
  ]);
  offKey = await businessKey(off.db, off.demo.business_id, ALL_TOOL_SCOPES);
  onKey = await businessKey(on.db, on.demo.business_id, ALL_TOOL_SCOPES);
});
test.after(async () => {
  await Promise.all([off?.close(), on?.close()]);
});

/** A raw 2026-07-28 request to `h` as `key`, declaring `capabilities`, on a moving clock. */
function modern(h: Harness, key: string, method: string, params: Record<string, unknown> = {}, capabilities = {}) {
  h.tick();
  const name = method === 'tools/call' ? params.name : method === 'resources/read' ? params.uri : undefined;
  const message = modernRequest(method, params);
  (message.params!._meta as Record<string, unknown>)['io.modelcontextprotocol/clientCapabilities'] = capabilities;
  return raw(h.url, message, {
    key,
    version: MODERN,
    headers: modernHeaders(method, name as string | undefined),
  });
}

test('off: exactly the 26 platform tools, the platform resources, the usual capabilities, in both eras', async () => {
  const c = await connect(off.url, offKey, () => off.tick());
  try {
    assert.equal(c.client.getServerCapabilities(), BASE_CAPABILITIES);
    const { tools } = await c.client.listTools();
    assert.is(tools.length, 26);
    assert.ok(
      tools.every((t) => t.name.startsWith('platform_')),
      tools.map((t) => t.name).join(),
    );
    const { resources } = await c.client.listResources();
    assert.ok(resources.every((r) => r.uri.startsWith('platform://')));
  } finally {
    await c.close();
  }
  const discover = await modern(off, offKey, 'server/discover');
  assert.equal(discover.json.result.capabilities, BASE_CAPABILITIES);
  assert.is((await modern(off, offKey, 'tools/list')).json.result.tools.length, 26);
});

test('off: no fixture answers, in either era', async () => {
  const session = await openSession(off.url, offKey);
  const send = (method: string, params: Record<string, unknown>) => {
    off.tick();
    return raw(off.url, request(method, params), { key: offKey, session });
  };
  assert.is((await send('tools/call', { name: 'test_simple_text', arguments: {} })).json.error.code, -32602);
  assert.is((await send('resources/read', { uri: 'test://static-text' })).json.error.code, -32602);
  assert.is((await send('prompts/list', {})).json.error.code, -32601);
  const call = await modern(off, offKey, 'tools/call', {
    name: 'test_input_required_result_elicitation',
    arguments: {},
  });
  assert.is(call.json.error.code, -32602);
  assert.is((await modern(off, offKey, 'prompts/list')).status, 404);
});

test('on, 2025-11-25: the fixtures beside the platform, their capabilities, sampling asked mid-call', async () => {
  const transport = new StreamableHTTPClientTransport(new URL(`${on.url}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${onKey}` } },
    fetch: (input, init) => {
      on.tick();
      return fetch(input, init);
    },
  });
  const client = new Client({ name: 'fixture-tests', version: '1.0.0' }, { capabilities: { sampling: {} } });
  let asked = '';
  client.setRequestHandler(CreateMessageRequestSchema, (req) => {
    const content = req.params.messages[0].content as { text?: string };
    asked = content.text ?? '';
    return { role: 'assistant', content: { type: 'text', text: 'fixture reply' }, model: 'test' };
  });
  const logs: unknown[] = [];
  client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(n.params.data));
  await client.connect(transport);
  try {
    const capabilities = client.getServerCapabilities();
    assert.equal(capabilities?.prompts, { listChanged: false });
    assert.ok(capabilities?.logging && capabilities.completions);
    assert.is(capabilities?.resources?.subscribe, true);
    const names = (await client.listTools()).tools.map((t) => t.name);
    assert.is(names.filter((n) => n.startsWith('platform_')).length, 26);
    assert.ok(names.includes('test_sampling') && names.includes('test_simple_text'));

    const sampled = await client.callTool({ name: 'test_sampling', arguments: { prompt: 'Say something' } });
    assert.is(asked, 'Say something');
    assert.equal(sampled.content, [{ type: 'text', text: 'LLM response: fixture reply' }]);
    await client.callTool({ name: 'test_tool_with_logging', arguments: {} });
    assert.is(logs.length, 3);
  } finally {
    await client.close();
  }
});

test('on, 2025-11-25: what a fixture says first makes the answer an event stream, the answer last', async () => {
  const session = await openSession(on.url, onKey);
  on.tick();
  const call = request('tools/call', { name: 'test_tool_with_progress', arguments: {}, _meta: { progressToken: 7 } });
  const res = await fetch(`${on.url}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${onKey}`,
      accept: ACCEPT,
      'content-type': 'application/json',
      'mcp-session-id': session,
      'mcp-protocol-version': PROTOCOL,
    },
    body: JSON.stringify(call),
  });
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'text/event-stream');
  const events = (await res.text())
    .split('\n\n')
    .filter((e) => e.startsWith('event: message\ndata: '))
    .map((e) => JSON.parse(e.slice('event: message\ndata: '.length)));
  assert.equal(
    events.map((e) => e.method ?? `answer ${e.id}`),
    ['notifications/progress', 'notifications/progress', 'notifications/progress', `answer ${call.id}`],
  );
  assert.equal(
    events.slice(0, 3).map((e) => [e.params.progressToken, e.params.progress]),
    [
      [7, 0],
      [7, 50],
      [7, 100],
    ],
  );
  // A fixture with nothing to say first answers in JSON, as the platform's tools do.
  on.tick();
  const plain = await raw(on.url, request('tools/call', { name: 'test_simple_text', arguments: {} }), {
    key: onKey,
    session,
  });
  assert.is(plain.headers.get('content-type'), 'application/json');
  assert.is(plain.json.result.content[0].type, 'text');
});

test('on, 2026-07-28: sealed requestState; a changed or borrowed one -32602; an undeclared need -32021', async () => {
  const tool = 'test_input_required_result_request_state';
  const elicitation = { elicitation: {} };
  const first = await modern(on, onKey, 'tools/call', { name: tool, arguments: {} }, elicitation);
  assert.is(first.json.result?.resultType, 'input_required', JSON.stringify(first.json));
  const state = first.json.result.requestState as string;
  const retry = (requestState: string, key = onKey) =>
    modern(
      on,
      key,
      'tools/call',
      {
        name: tool,
        arguments: {},
        inputResponses: { confirm: { action: 'accept', content: { ok: true } } },
        requestState,
      },
      elicitation,
    );
  const done = await retry(state);
  assert.is(done.json.result.resultType, 'complete', JSON.stringify(done.json));
  assert.match(done.json.result.content[0].text, /^state-ok/);
  assert.is((await retry(`${state}x`)).json.error.code, -32602);
  const otherKey = await businessKey(on.db, on.demo.business_id, ALL_TOOL_SCOPES);
  assert.is((await retry(state, otherKey)).json.error.code, -32602, 'a state is bound to the key it was sealed for');

  const undeclared = await modern(on, onKey, 'tools/call', { name: 'test_missing_capability', arguments: {} });
  assert.is(undeclared.status, 400);
  assert.is(undeclared.json.error.code, -32021);
  assert.equal(undeclared.json.error.data.requiredCapabilities, { sampling: {} });
});

test.run();
