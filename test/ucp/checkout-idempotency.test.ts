// Idempotency-Key on UCP checkout writes over HTTP: the operation core's machinery, scoped to the agent's profile
// URL. A retry with the same key and body gets the first answer again (status and body, byte for byte, expiry
// included) without doing it twice; the same key with another body is 409 idempotency_conflict; another agent's
// same key is its own. One test per scenario of the official suite's idempotency file (complete is tested with
// completion).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COLLECTION, sharedCollection } from '../../src/store/index.js';
import type { Harness, TestBusiness } from '../harness/harness.js';
import type { ProfileServer } from './profile-server.js';
import { line, ucpAgent, type UcpAgent } from './support/agent.js';
import { flowerShopSuite } from './support/suite.js';

let h: Harness;
let host: ProfileServer;
let biz: TestBusiness;
let agent: UcpAgent;

flowerShopSuite(test, 'UCP idempotent flowers', (s) => ({ h, host, biz, agent } = s));

const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const sessions = () =>
  sharedCollection(h.db, COLLECTION.ucp_checkouts).countDocuments({ business_id: biz.tenant.business_id });

test('create: the same key and body answer the first session again; another body is 409', async () => {
  const headers = key();
  const body = { line_items: [line('bouquet_roses')], buyer: { email: 'idem@example.com' } };
  const first = await agent.create(body, headers);
  assert.is(first.status, 201);
  const before = await sessions();
  const again = await agent.create(body, headers);
  assert.equal([again.status, again.json], [201, first.json]);
  assert.is(await sessions(), before);
  const changed = await agent.create({ ...body, currency: 'EUR' }, headers);
  assert.is(changed.status, 409);
  assert.equal(changed.json.code, 'idempotency_conflict');
  // Another agent's key is its own.
  const other = await ucpAgent(h, host, biz.tenant.business_id).create(body, headers);
  assert.is(other.status, 201);
  assert.is.not(other.json.id, first.json.id);
});

test('update: replayed as first answered; another body with the key is 409', async () => {
  const c = (await agent.create({ line_items: [line('bouquet_roses')] })).json;
  const headers = key();
  const body = { line_items: [{ id: c.line_items[0].id, item: { id: 'bouquet_roses' }, quantity: 2 }] };
  const first = await agent.update(c.id, body, headers);
  assert.is(first.status, 200);
  // Changed since by another update: the replay is still the first answer.
  await agent.update(c.id, { line_items: [line('bouquet_roses', 3)] });
  const again = await agent.update(c.id, body, headers);
  assert.equal([again.status, again.json], [200, first.json]);
  const changed = await agent.update(c.id, { line_items: [line('bouquet_roses', 4)] }, headers);
  assert.is(changed.status, 409);
  assert.is(changed.json.code, 'idempotency_conflict');
});

test('cancel: a retry with the key answers the cancel again (200), without the key it is 409', async () => {
  const c = (await agent.create({ line_items: [line('bouquet_roses')] })).json;
  const headers = key();
  const first = await agent.cancel(c.id, headers);
  assert.is(first.status, 200);
  const again = await agent.cancel(c.id, headers);
  assert.equal([again.status, again.json], [200, first.json]);
  assert.is((await agent.cancel(c.id)).status, 409);
});

test('every answer conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
