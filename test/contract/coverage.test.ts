// test-store: none (the contract and the repository checked, no server)
// Every endpoint the interface names is in the bundled contract, plus the operations the interface only names
// (FX, API keys, project settings, hosted checkout sessions) and one operation per agent tool.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { allOperations, interfaceEndpoints, normalisePath } from '../harness/contract.js';

const operations = allOperations();
const served = new Set(operations.map((o) => `${o.method} ${normalisePath(o.path)}`));
const has = (method: string, path: string) => served.has(`${method} ${normalisePath(path)}`);

test('the interface lists its endpoints (parser sanity)', () => {
  const endpoints = interfaceEndpoints();
  assert.ok(endpoints.length >= 120, `only ${endpoints.length} endpoints parsed`);
  assert.ok(endpoints.some((e) => e.method === 'DELETE' && e.path === '/v1/link/addresses/:id'));
});

test('every (method, path) of the interface tables is in the bundled specs', () => {
  const missing = interfaceEndpoints().filter((e) => !has(e.method, e.path));
  assert.equal(
    missing.map((e) => `${e.method} ${e.path}`),
    [],
  );
});

test('operations the interface names outside its tables are specified', () => {
  const named = [
    ['POST', '/v1/checkout/sessions'],
    ['PUT', '/v1/businesses/{business_id}/projects/{project_id}'],
    ['GET', '/v1/businesses/{business_id}/api-keys'],
    ['POST', '/v1/businesses/{business_id}/api-keys'],
    ['DELETE', '/v1/businesses/{business_id}/api-keys/{key_id}'],
    ['GET', '/api/v1/fx/rates'],
    ['POST', '/api/v1/fx/quotes'],
    ['GET', '/api/v1/fx/quotes/{quote_id}'],
  ];
  assert.equal(
    named.filter(([m, p]) => !has(m, p)),
    [],
  );
});

test('operationIds are camelCase and unique across all surfaces, each with one tag, summary and description', () => {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const o of operations) {
    const id = o.operation.operationId as string | undefined;
    const where = `${o.surface} ${o.method} ${o.path}`;
    if (!id || !/^[a-z][A-Za-z0-9]*$/.test(id)) problems.push(`${where}: operationId ${id}`);
    else if (seen.has(id)) problems.push(`${where}: operationId ${id} also on ${seen.get(id)}`);
    else seen.set(id, where);
    if (!Array.isArray(o.operation.tags) || o.operation.tags.length !== 1) problems.push(`${where}: tags`);
    if (!o.operation.summary) problems.push(`${where}: summary`);
    if (!o.operation.description) problems.push(`${where}: description`);
  }
  assert.equal(problems, []);
});

test('26 operations carry x-mcp, one per agent tool', () => {
  const tools = operations
    .filter((o) => o.operation['x-mcp'])
    .map((o) => o.operation['x-mcp'].tool)
    .sort();
  assert.is(tools.length, 26);
  assert.is(new Set(tools).size, 26);
});

test.run();
