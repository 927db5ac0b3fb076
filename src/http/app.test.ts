// The request pipeline over real HTTP, on a small contract written here: envelopes per surface, routing errors,
// body and validation errors, and the 500 that never leaks a stack.
import { createServer, type Server } from 'node:http';
import pino from 'pino';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from './app.js';
import { RateLimiter } from './kit/rate-limit.js';
import { conflict } from '../kernel/errors.js';
import { buildOperationTable } from '../operations/contract.js';
import { createOperationCore } from '../operations/core.js';
import type { HandlerFn } from '../operations/types.js';
import type { Services } from '../services.js';

const ok = (schema: object) => ({ '200': { description: 'ok', content: { 'application/json': { schema } } } });
const docs = {
  storefront: {
    paths: {
      '/api/v1/cart/items': {
        post: {
          operationId: 'addCartItem',
          tags: ['Cart'],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['item_id'],
                  properties: {
                    item_id: { type: 'string', minLength: 1 },
                    quantity: { type: 'integer', minimum: 1, maximum: 100, default: 1 },
                  },
                },
              },
            },
          },
          responses: ok({}),
        },
      },
      '/api/v1/products': {
        get: {
          operationId: 'listProducts',
          tags: ['Catalogue'],
          parameters: [
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
            { name: 'featured', in: 'query', schema: { type: 'boolean' } },
          ],
          responses: ok({}),
        },
      },
      '/api/v1/boom': { get: { operationId: 'boom', tags: ['X'], responses: ok({}) } },
      '/api/v1/busy': { post: { operationId: 'busy', tags: ['X'], responses: ok({}) } },
    },
  },
  link: { paths: { '/v1/link/profile': { get: { operationId: 'linkGetProfile', tags: ['L'], responses: ok({}) } } } },
  platform: {
    paths: {
      '/v1/businesses/{business_id}/assets/confirm': {
        post: {
          operationId: 'confirmAsset',
          tags: ['Assets'],
          parameters: [{ name: 'business_id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: ok({}),
        },
      },
    },
  },
};

const handlers: Record<string, HandlerFn> = {
  addCartItem: (ctx) => ({ status: 201, data: ctx.body }),
  listProducts: (ctx) => ({ data: ctx.query }),
  boom: () => {
    throw new Error('secret internals at /srv/app.ts:42');
  },
  busy: () => {
    throw conflict('Request with this Idempotency-Key is still in progress', true);
  },
  linkGetProfile: () => ({ data: { id: 'cus_1' } }),
  confirmAsset: (ctx) => ({ data: { id: 'up_1', business: ctx.params.business_id }, bare: true }),
};

const logged: unknown[] = [];
const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
let server: Server;
let base: string;

test.before(async () => {
  // The pipeline itself never touches services; handlers here do not either.
  const services = { clock: { now: () => new Date() } } as Services;
  const core = createOperationCore({
    services,
    operations: buildOperationTable(docs),
    handlers,
    keys: { peek: () => null, resolve: async () => null },
    resolveCustomer: async () => null,
    logger,
  });
  const limiter = new RateLimiter(() => Date.now(), false);
  const app = createApp({ core, logger, limiter, now: () => Date.now(), production: false, maxBodyBytes: 1024 });
  server = createServer((req, res) => void app(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
test.after(() => new Promise<void>((r) => server.close(() => r())));

const post = (path: string, body: string, type = 'application/json') =>
  fetch(base + path, { method: 'POST', headers: { 'content-type': type }, body });

test('storefront success envelope, body defaults applied, handler status kept', async () => {
  const res = await post('/api/v1/cart/items', JSON.stringify({ item_id: 'prod_1' }));
  assert.is(res.status, 201);
  assert.equal(await res.json(), { success: true, data: { item_id: 'prod_1', quantity: 1 } });
  assert.match(res.headers.get('x-request-id') ?? '', /^req_/);
});

test('query strings are coerced to the schema types and defaulted', async () => {
  const res = await fetch(`${base}/api/v1/products?featured=true`);
  assert.equal(await res.json(), { success: true, data: { featured: true, limit: 20 } });
});

test('validation failures are 400 VALIDATION_ERROR naming the field', async () => {
  let res = await post('/api/v1/cart/items', JSON.stringify({ item_id: 'prod_1', quantity: 101 }));
  assert.is(res.status, 400);
  assert.equal(await res.json(), {
    success: false,
    error: { code: 'VALIDATION_ERROR', message: 'body.quantity: must be <= 100', retryable: false },
  });
  res = await post('/api/v1/cart/items', JSON.stringify({ quantity: 1 }));
  assert.is((await res.json()).error.message, 'body.item_id: is required');
  res = await post('/api/v1/cart/items', JSON.stringify({ item_id: 'p', colour: 'red' }));
  assert.is((await res.json()).error.message, 'body: unknown field "colour"');
  res = await fetch(`${base}/api/v1/products?limit=0`);
  assert.is((await res.json()).error.message, 'query.limit: must be >= 1');
});

test('malformed JSON is 400 BAD_REQUEST; another content type is 415; oversized is 413', async () => {
  let res = await post('/api/v1/cart/items', '{"item_id":');
  assert.is(res.status, 400);
  assert.is((await res.json()).error.code, 'BAD_REQUEST');
  res = await post('/api/v1/cart/items', 'item_id=1', 'application/x-www-form-urlencoded');
  assert.is(res.status, 415);
  res = await post('/api/v1/cart/items', JSON.stringify({ item_id: 'x'.repeat(2000) }));
  assert.is(res.status, 413);
  assert.is((await res.json()).error.code, 'PAYLOAD_TOO_LARGE');
});

test('bodies are read whether framed by Content-Length or chunked; a request without either has none', async () => {
  const { request } = await import('node:http');
  const raw = (method: string, path: string, headers: Record<string, string>, chunks: string[]) =>
    new Promise<{ status: number; body: any }>((resolve, reject) => {
      const req = request(base + path, { method, headers }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      });
      req.on('error', reject);
      for (const c of chunks) req.write(c);
      req.end();
    });
  const chunked = await raw(
    'POST',
    '/api/v1/cart/items',
    { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    ['{"item_id":', '"p_2"}'],
  );
  assert.equal(chunked, { status: 201, body: { success: true, data: { item_id: 'p_2', quantity: 1 } } });
  const none = await raw('POST', '/api/v1/cart/items', {}, []);
  assert.equal([none.status, none.body.error.message], [400, 'body: a JSON request body is required']);
  const getWithBody = await raw(
    'GET',
    '/api/v1/products',
    { 'content-type': 'application/json', 'content-length': '2' },
    ['{}'],
  );
  assert.equal(
    [getWithBody.status, getWithBody.body.error.message],
    [400, 'GET /api/v1/products takes no request body'],
  );
  const getChunked = await raw('GET', '/api/v1/products', { 'transfer-encoding': 'chunked' }, ['{}']);
  assert.is(getChunked.status, 400);
});

test('unknown route 404 NOT_FOUND, wrong method 405 with Allow', async () => {
  let res = await fetch(`${base}/api/v1/nothing-here`);
  assert.is(res.status, 404);
  assert.is((await res.json()).error.code, 'NOT_FOUND');
  res = await fetch(`${base}/api/v1/cart/items`, { method: 'DELETE' });
  assert.is(res.status, 405);
  assert.is(res.headers.get('allow'), 'POST');
  assert.is((await res.json()).error.code, 'METHOD_NOT_ALLOWED');
});

test('an unexpected exception is a logged 500 with the request id, never the stack', async () => {
  const res = await fetch(`${base}/api/v1/boom`, { headers: { 'x-request-id': 'trace-123' } });
  assert.is(res.status, 500);
  const body = await res.json();
  assert.equal(body, {
    success: false,
    error: { code: 'INTERNAL', message: 'Internal error; request id trace-123', retryable: false },
  });
  assert.ok(logged.some((l: any) => l.requestId === 'trace-123' && /secret internals/.test(l.err?.message)));
});

test('retryable flag comes from the throw when it overrides the catalogue', async () => {
  const res = await fetch(`${base}/api/v1/busy`, { method: 'POST' });
  assert.is(res.status, 409);
  assert.is((await res.json()).error.retryable, true);
});

test('link and platform envelopes; bare platform records', async () => {
  const link = await (await fetch(`${base}/v1/link/profile`)).json();
  assert.equal(link.data, { id: 'cus_1' });
  assert.equal(link.status, { code: 200, success: true });
  assert.ok(!Number.isNaN(Date.parse(link.meta.timestamp)));
  const linkMissing = await (await fetch(`${base}/v1/link/nope`)).json();
  assert.equal(linkMissing.status, { code: 404, success: false });
  assert.is(linkMissing.data, null);
  const asset = await (await fetch(`${base}/v1/businesses/biz_1/assets/confirm`, { method: 'POST' })).json();
  assert.equal(asset, { id: 'up_1', business: 'biz_1' });
  const platformMissing = await (await fetch(`${base}/v1/businesses/biz_1/nope`)).json();
  assert.is(platformMissing.error.code, 'NOT_FOUND');
});

test('CORS preflight answers 204 with the allowed methods; simple responses expose the API headers', async () => {
  const pre = await fetch(`${base}/api/v1/cart/items`, {
    method: 'OPTIONS',
    headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
  });
  assert.is(pre.status, 204);
  assert.match(pre.headers.get('access-control-allow-methods') ?? '', /POST/);
  const res = await fetch(`${base}/api/v1/products`, { headers: { origin: 'https://shop.example' } });
  assert.is(res.headers.get('access-control-allow-origin'), '*');
  assert.match(res.headers.get('access-control-expose-headers') ?? '', /X-RateLimit-Remaining/);
});

test.run();
