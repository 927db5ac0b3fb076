// test-store: none (the contract and the repository checked, no server)
// The generated tool list is exactly the interface's 26 tools with their scopes, and each entry is a valid MCP
// Tool by the SDK's own schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ToolSchema } from '@modelcontextprotocol/sdk/types.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { interfaceToolScopes, repoRoot } from '../harness/contract.js';
import { makeAjv } from '../harness/ajv.js';

const tools = JSON.parse(readFileSync(join(repoRoot, 'generated', 'mcp', 'tools.json'), 'utf8')) as any[];

test('exactly the 26 tools of the interface, each with its required scope', () => {
  const expected = interfaceToolScopes();
  assert.is(expected.size, 26);
  const actual = new Map(tools.map((t) => [t.name, t._meta['platform/scope']]));
  assert.equal([...actual.keys()].sort(), [...expected.keys()].sort());
  for (const [name, scope] of expected) assert.is(actual.get(name), scope, name);
});

test('12 read tools and 14 write tools; the three destructive ones are marked', () => {
  assert.is(tools.filter((t) => t.annotations.readOnlyHint).length, 12);
  assert.equal(
    tools
      .filter((t) => t.annotations.destructiveHint)
      .map((t) => t.name)
      .sort(),
    ['platform_detach_domain', 'platform_remove_env', 'platform_unlink_repo'],
  );
});

test('the six idempotent-by-key tools accept idempotency_key', () => {
  for (const name of [
    'platform_create_project',
    'platform_provision_repo',
    'platform_connect_repo',
    'platform_deploy',
    'platform_rollback',
    'platform_add_domain',
  ]) {
    const t = tools.find((x) => x.name === name);
    assert.ok(t?.inputSchema.properties.idempotency_key, `${name} lacks idempotency_key`);
  }
});

test('each entry parses with the MCP SDK Tool schema; its inputSchema and outputSchema compile as JSON Schema 2020-12', () => {
  const ajv = makeAjv();
  for (const t of tools) {
    const parsed = ToolSchema.safeParse(t);
    assert.ok(parsed.success, `${t.name}: ${parsed.success ? '' : parsed.error.message}`);
    assert.is(t.inputSchema.type, 'object');
    const { $schema: _ignored, ...schema } = t.inputSchema;
    ajv.compile(schema);
    assert.not.ok('business_id' in t.inputSchema.properties, `${t.name} exposes business_id`);
    // structuredContent is the REST answer's data: an object schema, compiled as the SDK's Client would.
    assert.is(t.outputSchema?.type, 'object', `${t.name} has no object outputSchema`);
    ajv.compile(t.outputSchema);
  }
});

test('the OpenRPC document describes the served methods and every server error code', () => {
  const rpc = JSON.parse(readFileSync(join(repoRoot, 'generated', 'mcp', 'openrpc.json'), 'utf8'));
  assert.match(rpc.openrpc, /^1\./);
  assert.equal(rpc.methods.map((m: { name: string }) => m.name).sort(), [
    'initialize',
    'ping',
    'resources/list',
    'resources/read',
    'resources/templates/list',
    'server/discover',
    'tools/call',
    'tools/list',
  ]);
  // Each method and error says the revisions it belongs to; 2026-07-28 never sends the retired codes.
  for (const m of rpc.methods) assert.ok(m['x-era']?.length, `${m.name} has no x-era`);
  const errors = Object.values<{ code: number; 'x-era': string[] }>(rpc.components.errors);
  const codesOf = (era: string) => errors.filter((e) => e['x-era'].includes(era)).map((e) => e.code);
  for (let code = -32001; code >= -32009; code--)
    assert.ok(codesOf('2025-11-25').includes(code), `error ${code} missing`);
  for (const code of [-32700, -32600, -32601, -32602, -32603]) {
    assert.ok(codesOf('2025-11-25').includes(code), `error ${code} missing`);
    assert.ok(codesOf('2026-07-28').includes(code), `error ${code} missing for 2026-07-28`);
  }
  for (const code of [-32020, -32021, -32022, -31003, -31007, -31008, -31009])
    assert.ok(codesOf('2026-07-28').includes(code), `error ${code} missing for 2026-07-28`);
  for (const code of codesOf('2026-07-28'))
    assert.not.ok(code <= -32000 && code >= -32019, `2026-07-28 declares the retired code ${code}`);
  const uris = JSON.stringify(rpc);
  for (const uri of ['platform://ctx', 'platform://projects', 'platform://projects/{id}', 'platform://docs'])
    assert.ok(uris.includes(uri), uri);
});

test.run();
