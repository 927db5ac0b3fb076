// The Prism mock of every surface, behind one port: every operation answers a documented status, and the
// generated SDK of each surface gets the documented example back. The generated SDKs are real clients: through
// them, one or more operations per surface are called on the running mock and return the documented example
// (these tests were test/contract/sdk.test.ts, which started a mock of its own).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startMock, type RunningMock } from '../../scripts/mock.js';
import { createClient as linkClient } from '../../generated/sdk/link/client/index.js';
import { linkGetProfile } from '../../generated/sdk/link/sdk.gen.js';
import { createClient as platformClient } from '../../generated/sdk/platform/client/index.js';
import { listAssets } from '../../generated/sdk/platform/sdk.gen.js';
import { createClient as storefrontClient } from '../../generated/sdk/storefront/client/index.js';
import { addCartItem, listCategories } from '../../generated/sdk/storefront/sdk.gen.js';
import { SURFACES } from '../../src/contract/surfaces.js';
import { allOperations, loadBundled } from '../support/contract.js';
import { sampleRequest } from '../support/samples.js';

let mock: RunningMock;

test.before(async () => {
  mock = await startMock();
});
test.after(async () => {
  await mock?.close();
});

test('every operation of every surface answers one of its documented statuses', async () => {
  const docs = Object.fromEntries(SURFACES.map((s) => [s.name, loadBundled(s.name, 'deref')]));
  const problems: string[] = [];
  const ops = allOperations('deref');
  for (const o of ops) {
    const req = sampleRequest(docs[o.surface], o.method, o.path);
    let res: Response;
    try {
      res = await fetch(mock.url + req.url, { method: req.method, headers: req.headers, body: req.body });
      await res.arrayBuffer();
    } catch (err) {
      problems.push(`${o.method} ${req.url}: ${(err as Error).message} ${(err as Error).cause ?? ''}`);
      continue;
    }
    const documented = Object.keys(o.operation.responses);
    const ok = documented.includes(String(res.status)) || documented.includes(`${String(res.status)[0]}XX`) || documented.includes('default');
    if (!ok) problems.push(`${o.method} ${req.url}: ${res.status} not in [${documented.join(', ')}]`);
  }
  assert.ok(ops.length > 150, `only ${ops.length} operations`);
  assert.equal(problems, []);
});

const operations = allOperations('deref');
/** The first named example of an operation's response, as the spec documents it. */
function documentedExample(operationId: string, status: string): unknown {
  const op = operations.find((o) => o.operation.operationId === operationId);
  assert.ok(op, `no operation ${operationId}`);
  const media = op.operation.responses[status].content['application/json'];
  return Object.values<{ value: unknown }>(media.examples)[0].value;
}

test('storefront: listCategories returns the documented example', async () => {
  const client = storefrontClient({ baseUrl: mock.url, auth: () => 'pk_test_0123456789abcdefghijklmn' });
  const { data, response } = await listCategories({ client });
  assert.is(response.status, 200);
  assert.equal(data, documentedExample('listCategories', '200'));
});

test('storefront: addCartItem sends a typed body and gets the documented line back', async () => {
  const client = storefrontClient({ baseUrl: mock.url, auth: () => 'pk_test_0123456789abcdefghijklmn' });
  const { data, response } = await addCartItem({ client, body: { item_id: 'prod_7sKq2LmN9xYt', quantity: 2 } });
  assert.is(response.status, 201);
  assert.equal(data, documentedExample('addCartItem', '201'));
});

test('link: linkGetProfile with a bearer session returns the documented example', async () => {
  const client = linkClient({ baseUrl: mock.url, auth: () => 'st_0123456789abcdefghijklmnopqrstuv' });
  const { data, response } = await linkGetProfile({ client });
  assert.is(response.status, 200);
  assert.equal(data, documentedExample('linkGetProfile', '200'));
});

test('platform: listAssets with a business key returns the documented example', async () => {
  const client = platformClient({ baseUrl: mock.url, auth: () => 'dk_live_0123456789abcdefghijklmnopqrstuv' });
  const { data, response } = await listAssets({ client, path: { business_id: 'biz_7sKq2LmN9xYt' } });
  assert.is(response.status, 200);
  assert.equal(data, documentedExample('listAssets', '200'));
});

test('the mock validates requests: a bad body gets the documented 400 envelope', async () => {
  const client = storefrontClient({ baseUrl: mock.url, auth: () => 'pk_test_0123456789abcdefghijklmn' });
  const { error, response } = await addCartItem({ client, body: { item_id: 'prod_7sKq2LmN9xYt', quantity: 101 } });
  assert.is(response.status, 400);
  assert.is((error as { success: boolean }).success, false);
});

test.run();
