// test-store: none (the contract and the repository checked, no server)
// The UCP shopper tools (spec/ucp/mcp.openrpc.json) and the UCP REST surface describe the same operations: the nine
// tools of UCP 2026-04-08's MCP binding, each naming its REST operation (`x-rest-operation`), whose request body
// schema is the tool's `checkout` or `catalog` argument and whose success schema is the tool's result. The generated
// copy (generated/mcp/ucp.openrpc.json) stands alone: no reference to a file is left in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadBundled, repoRoot } from '../harness/contract.js';

type Json = Record<string, any>;

const rpc: Json = JSON.parse(readFileSync(join(repoRoot, 'spec', 'ucp', 'mcp.openrpc.json'), 'utf8'));
const doc = loadBundled('ucp');
const operations = new Map<string, Json>();
for (const item of Object.values<Json>(doc.paths))
  for (const op of Object.values<Json>(item)) if (op?.operationId) operations.set(op.operationId, op);

/** `./components/schemas/UcpX.yaml` (the tool document) and `#/components/schemas/UcpX` (the bundle) → `UcpX`. */
const schemaName = (ref: string | undefined) => ref?.match(/(Ucp[A-Za-z0-9]+)(?:\.yaml)?$/)?.[1];

test('the nine shopper tools of UCP 2026-04-08, each with meta', () => {
  assert.equal(rpc.methods.map((m: Json) => m.name).sort(), [
    'cancel_checkout',
    'complete_checkout',
    'create_checkout',
    'get_checkout',
    'get_order',
    'get_product',
    'lookup_catalog',
    'search_catalog',
    'update_checkout',
  ]);
  for (const m of rpc.methods) assert.is(m.params[0].name, 'meta', m.name);
});

test("each tool's argument and result are its REST operation's body and success schemas", () => {
  for (const m of rpc.methods) {
    const op = operations.get(m['x-rest-operation']);
    assert.ok(op, `${m.name}: no REST operation ${m['x-rest-operation']}`);
    const body = m.params.find((p: Json) => p.name === 'checkout' || p.name === 'catalog');
    const restBody = op!.requestBody?.content['application/json'].schema.$ref;
    assert.is(schemaName(body?.schema.$ref), schemaName(restBody), `${m.name} argument`);
    // The resource's answer (create also documents a bare error response, with 200, beside its 201).
    const successes = Object.entries<Json>(op!.responses)
      .filter(([s]) => s.startsWith('2'))
      .map(([, r]) => schemaName(r.content['application/json'].schema.$ref))
      .filter((name) => name !== 'UcpErrorResponse');
    assert.equal([schemaName(m.result.schema.$ref)], successes, m.name);
    assert.is(
      m.params.some((p: Json) => p.name === 'id'),
      /\{id\}/.test(findPath(op!)),
      `${m.name} id`,
    );
  }
});

function findPath(op: Json): string {
  for (const [path, item] of Object.entries<Json>(doc.paths)) if (Object.values(item).includes(op)) return path;
  return '';
}

test('the generated copy has every schema inlined', () => {
  const text = readFileSync(join(repoRoot, 'generated', 'mcp', 'ucp.openrpc.json'), 'utf8');
  assert.not.match(text, /"\$ref":\s*"\.\//);
  const generated = JSON.parse(text);
  assert.is(generated.methods[0].params[1].schema.title, 'UcpCheckoutCreateRequest');
});

test.run();
