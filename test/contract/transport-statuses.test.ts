// test-store: none (the contract and the repository checked, no server)
// Answers no handler writes, which the HTTP layer and the guard can give any operation, are documented on every
// operation that can get them (issue 32, point 26: a fuzz of all operations found 403 undocumented on 29 of them).
//   400  a malformed request (a path parameter that is not valid percent-encoding, a body where none is taken)
//   403  a key sent with an X-Business-Id the key does not serve (every operation resolves a key that is sent;
//        the UCP surface reads no key, so there only the operations under negotiation, whose agent may be refused)
//   408  a request that did not arrive in time (its headers, or a body that stopped coming)
//   429, 431, 500  rate limits, oversized headers, an unexpected failure
//   503  the store unavailable for the moment (a failover, a network fault; test/failures)
//   401  any operation that needs a key or a session
//   413, 415  an operation that takes a body (415 only for JSON bodies)
// And the paging parameters bound what they take, so an out-of-range value is a 400 naming the field rather than
// a number the answer cannot carry.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SURFACES } from '../../src/contract/surfaces.js';
import { allOperations, loadBundled } from '../harness/contract.js';

type Json = Record<string, any>;

const operations = allOperations('deref');
const documentSecurity = new Map<string, Json[]>(
  SURFACES.map((s) => [s.name, (loadBundled(s.name, 'deref').security ?? []) as Json[]]),
);

/** Documented exactly, as a range (`4XX`) or by `default`. */
const documents = (op: Json, status: number) => {
  const r = op.responses ?? {};
  return Boolean(r[String(status)] ?? r[`${String(status)[0]}XX`] ?? r.default);
};

function expected(o: (typeof operations)[number]): number[] {
  const op = o.operation;
  const want = [400, 408, 429, 431, 500, 503];
  const security: Json[] = op.security ?? documentSecurity.get(o.surface) ?? [];
  const secured = security.length > 0 && security.every((r) => Object.keys(r).length > 0);
  if (secured) want.push(401);
  if (o.surface !== 'ucp' || secured) want.push(403);
  if (op.requestBody) {
    want.push(413);
    if (op.requestBody.content?.['application/json']) want.push(415);
  }
  return want;
}

test('the operations are all there (parser sanity)', () => {
  assert.ok(operations.length >= 180, `only ${operations.length} operations`);
});

test('every operation documents the answers the HTTP layer and the guard can give it', () => {
  const missing: string[] = [];
  for (const o of operations) {
    const lacking = expected(o).filter((s) => !documents(o.operation, s));
    if (lacking.length)
      missing.push(`${o.operation.operationId} (${o.method.toUpperCase()} ${o.path}): ${lacking.join(', ')}`);
  }
  assert.equal(missing, []);
});

test('paging parameters (page, offset, limit) declare a maximum', () => {
  const unbounded: string[] = [];
  for (const o of operations) {
    const params: Json[] = [...(o.pathItem.parameters ?? []), ...(o.operation.parameters ?? [])];
    for (const p of params) {
      if (p.in !== 'query' || !['page', 'offset', 'limit'].includes(p.name)) continue;
      if (p.schema?.type !== 'integer' || typeof p.schema.maximum !== 'number')
        unbounded.push(`${o.operation.operationId} query.${p.name}`);
    }
  }
  assert.equal(unbounded, []);
});

test('every storefront and Link operation declares the Cimplify-Test-Clock header (sandbox test clocks)', () => {
  const missing = allOperations()
    .filter((o) => o.surface === 'storefront' || o.surface === 'link')
    .filter((o) => {
      const params = [...(o.pathItem.parameters ?? []), ...(o.operation.parameters ?? [])];
      return !params.some(
        (p: any) => String(p.$ref ?? '').endsWith('/TestClockHeader') || p.name === 'Cimplify-Test-Clock',
      );
    })
    .map((o) => `${o.surface} ${o.method} ${o.path}`);
  assert.equal(missing, []);
});

test.run();
