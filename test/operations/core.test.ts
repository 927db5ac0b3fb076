// The operation core on its own: operations invoked with no HTTP server at all (no port is open while the first
// tests run) answer the same validation error, scope refusal and idempotent replay that HTTP answers, because
// HTTP is only an adapter around the same core. The last test puts the HTTP adapter in front of the same runtime
// and checks it gets exactly those answers, replaying what the core stored.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { loadConfig } from '../../src/kernel/config.js';
import { AppError } from '../../src/kernel/errors.js';
import { ensureDemoBusiness, type DemoCredentials } from '../../src/seed/demo.js';
import { openRuntime, serve, type Runtime } from '../../src/server.js';
import { ManualClock } from '../../src/kernel/clock.js';
import type { OperationResult } from '../../src/operations/types.js';
import { dropTestDatabase, testStoreUri } from '../harness/store-mode.js';

const test = suite('operation core without a transport');

let runtime: Runtime;
let dataDir: string;
let demo: DemoCredentials;
let narrowKey: string;
/** On MONGODB_URI, this file's own database. */
const storeUri = testStoreUri();
const session = 'sess_' + 'a'.repeat(32);

async function refusal(p: Promise<OperationResult>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    assert.instance(err, AppError);
    return err as AppError;
  }
  assert.unreachable('expected the operation to be refused');
  throw new Error('unreachable');
}

test.before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sfc-core-'));
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WORKER: 'false',
    CATALOGUE_CACHE_MS: '0',
    MONGODB_URI: storeUri ?? '',
  });
  runtime = await openRuntime({
    config,
    clock: new ManualClock(new Date()),
    onStoreReady: async (services) => {
      demo = (await ensureDemoBusiness(services))!;
    },
  });
  // A business key with the agent scope only: it may not administer orders.
  narrowKey = (
    await issueApiKey(runtime.services.db, {
      kind: 'business',
      livemode: true,
      business_id: demo.business_id,
      scopes: ['mcp:invoke'],
    })
  ).key;
});

test.after(async () => {
  await runtime?.close();
  if (storeUri) await dropTestDatabase(storeUri);
  await rm(dataDir, { recursive: true, force: true });
});

const asShopper = () => ({ apiKey: demo.publishable_key, storefrontSession: session });

async function plainProduct(): Promise<string> {
  const list = await runtime.core.invoke('listProducts', asShopper(), { query: { limit: 50 } });
  const items = (list.data as { items: { id: string; product_type: string; inventory_type: string }[] }).items;
  const plain = items.find((p) => p.product_type === 'product' && p.inventory_type === 'tracked');
  assert.ok(plain, 'the demo has a plain tracked product');
  return plain!.id;
}

test('validation against the contract: the same VALIDATION_ERROR naming the field', async () => {
  const err = await refusal(
    runtime.core.invoke('addCartItem', asShopper(), { body: { item_id: 'prod_x', quantity: 101 } }),
  );
  assert.is(err.code, 'VALIDATION_ERROR');
  assert.is(err.message, 'body.quantity: must be <= 100');
  const unknown = await refusal(
    runtime.core.invoke('addCartItem', asShopper(), { body: { item_id: 'prod_x', colour: 'red' } }),
  );
  assert.is(unknown.message, 'body: unknown field "colour"');
});

test('guard: missing key, wrong key kind, missing scope, other business', async () => {
  assert.is(
    (await refusal(runtime.core.invoke('addCartItem', { storefrontSession: session }, { body: { item_id: 'p' } })))
      .code,
    'UNAUTHORIZED',
  );
  const wrongKind = await refusal(
    runtime.core.invoke('createWebhook', asShopper(), {
      body: { url: 'https://example.com/h', events: ['order.created'] },
    }),
  );
  assert.is(wrongKind.code, 'FORBIDDEN');
  const scope = await refusal(
    runtime.core.invoke(
      'adminCancelOrder',
      { apiKey: narrowKey },
      { params: { business_id: demo.business_id, order_id: 'ord_nothing' }, query: {} },
    ),
  );
  assert.is(scope.code, 'SCOPE_DENIED');
  assert.is(scope.message, 'This key lacks the scope orders:write');
  const other = await refusal(
    runtime.core.invoke(
      'adminCancelOrder',
      { apiKey: demo.business_key },
      { params: { business_id: 'biz_someoneelse', order_id: 'ord_nothing' } },
    ),
  );
  assert.is(other.code, 'CROSS_BUSINESS_DENIED');
});

test('idempotency: a retry with the same key replays the stored answer; another body is a conflict', async () => {
  const productId = await plainProduct();
  const headers = { 'idempotency-key': 'core-add-1' };
  const first = await runtime.core.invoke('addCartItem', asShopper(), {
    headers,
    body: { item_id: productId, quantity: 2 },
  });
  assert.is(first.status, 201);
  assert.not.ok(first.replayed);
  const again = await runtime.core.invoke('addCartItem', asShopper(), {
    headers,
    body: { item_id: productId, quantity: 2 },
  });
  assert.ok(again.replayed);
  assert.equal(again.data, first.data);
  const cart = await runtime.core.invoke('getCart', asShopper());
  assert.is((cart.data as { items: unknown[] }).items.length, 1, 'the replay added nothing');
  const clash = await refusal(
    runtime.core.invoke('addCartItem', asShopper(), { headers, body: { item_id: productId, quantity: 3 } }),
  );
  assert.is(clash.code, 'IDEMPOTENCY_CONFLICT');
});

test('HTTP in front of the same runtime answers the same errors and replays the answer the core stored', async () => {
  const http = await serve(runtime);
  try {
    const post = (path: string, body: unknown, headers: Record<string, string>) =>
      fetch(http.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const shopper = { 'x-api-key': demo.publishable_key, 'x-session-id': session };

    const invalid = await post('/api/v1/cart/items', { item_id: 'prod_x', quantity: 101 }, shopper);
    assert.is(invalid.status, 400);
    assert.equal((await invalid.json()).error, {
      code: 'VALIDATION_ERROR',
      message: 'body.quantity: must be <= 100',
      retryable: false,
    });

    const scope = await fetch(`${http.url}/v1/businesses/${demo.business_id}/orders/ord_nothing/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${narrowKey}` },
    });
    assert.is(scope.status, 403);
    assert.equal((await scope.json()).error, {
      code: 'FORBIDDEN',
      message: 'This key lacks the scope orders:write',
      retryable: false,
    });

    const productId = await plainProduct();
    const replay = await post(
      '/api/v1/cart/items',
      { item_id: productId, quantity: 2 },
      { ...shopper, 'idempotency-key': 'core-add-1' },
    );
    assert.is(replay.status, 201);
    assert.is(replay.headers.get('idempotent-replayed'), 'true');
    const direct = await runtime.core.invoke('addCartItem', asShopper(), {
      headers: { 'idempotency-key': 'core-add-1' },
      body: { item_id: productId, quantity: 2 },
    });
    assert.equal((await replay.json()).data, direct.data);
  } finally {
    // serve() owns the runtime from here on: closing the server closes the store too.
    await http.close();
    runtime = undefined as unknown as Runtime;
  }
});

test.run();
