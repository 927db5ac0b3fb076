// Issue 12, defect 10: answers HTTP itself provokes are the contract's, documented where they can happen, in
// the surface's envelope with a request id: 403 for a business the key does not serve, 415, 413, 400 for a body on
// a GET, 400 naming a path parameter that is not valid percent-encoding, 431 for oversized headers.
import { request } from 'node:http';
import { connect } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
test.before(async () => {
  h = await startHarness({ seed: true });
});
test.after(async () => {
  await h?.close();
});

const key = () => h.demo.publishable_key;

test('403 for an X-Business-Id the key does not serve, in the envelope with a request id', async () => {
  const other = await h.business('Elsewhere Shop');
  const res = await h.raw('GET', '/api/v1/catalogue/products', {
    headers: { 'x-business-id': other.tenant.business_id },
  });
  assert.is(res.status, 403);
  assert.is(res.json.error.code, 'FORBIDDEN');
  assert.ok(res.headers.get('x-request-id'));
  assert.ok(res.headers.get('x-ratelimit-limit'));
});

test('415 for a JSON route sent another content type', async () => {
  const res = await h.fetch(`${h.url}/api/v1/cart/items`, {
    method: 'POST',
    headers: { 'x-api-key': key(), 'content-type': 'text/plain' },
    body: JSON.stringify({ item_id: 'prod_whatever1', quantity: 1 }),
  });
  assert.is(res.status, 415);
  const body = (await res.json()) as any;
  assert.is(body.error.code, 'UNSUPPORTED_MEDIA_TYPE');
  assert.match(body.error.message, /application\/json, not text\/plain/);
  assert.ok(res.headers.get('x-request-id'));
});

test('413 for a body over the limit, on the storefront and on Link', async () => {
  const big = JSON.stringify({ contact: 'x'.repeat(1_100_000) });
  const sf = await h.fetch(`${h.url}/api/v1/auth/request-otp`, {
    method: 'POST',
    headers: { 'x-api-key': key(), 'content-type': 'application/json' },
    body: big,
  });
  assert.is(sf.status, 413);
  assert.is(((await sf.json()) as any).error.code, 'PAYLOAD_TOO_LARGE');
  const link = await h.fetch(`${h.url}/v1/link/auth/request-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: big,
  });
  assert.is(link.status, 413);
  const lb = (await link.json()) as any;
  assert.is(lb.error.code, 'PAYLOAD_TOO_LARGE');
  assert.equal(lb.status, { code: 413, success: false });
});

test('400 for a body on a GET, naming what was sent', async () => {
  const res = await new Promise<{ status: number; body: any; id: string | undefined }>((resolve, reject) => {
    const payload = JSON.stringify({ quantity: 2 });
    const req = request(
      `${h.url}/api/v1/cart`,
      {
        method: 'GET',
        headers: {
          'x-api-key': key(),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (r) => {
        let text = '';
        r.on('data', (d) => (text += d));
        r.on('end', () =>
          resolve({
            status: r.statusCode!,
            body: JSON.parse(text),
            id: r.headers['x-request-id'] as string | undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
  assert.is(res.status, 400);
  assert.is(res.body.error.code, 'BAD_REQUEST');
  assert.match(res.body.error.message, /takes no request body \(body\.quantity was sent\)/);
  assert.ok(res.id);
});

test('a path parameter that is not valid percent-encoding is 400 naming it, not "no route"', async () => {
  const res = await h.raw('GET', '/api/v1/catalogue/products/prod_%E0%A4%A');
  assert.is(res.status, 400);
  assert.is(res.json.error.code, 'BAD_REQUEST');
  assert.is(res.json.error.message, 'path.product_id: is not valid percent-encoding');
  // A path that matches no route at all is still 404 (plain fetch: no operation to check it against).
  const none = await fetch(`${h.url}/api/v1/nowhere/%E0%A4%A`, { headers: { 'x-api-key': key() } });
  assert.is(none.status, 404);
  assert.is(((await none.json()) as any).error.code, 'NOT_FOUND');
});

/** A request with `size` bytes of headers over a raw socket: Node refuses it before the app sees it. */
function oversized(path: string, size: number): Promise<{ head: string; body: any }> {
  const url = new URL(h.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nX-Filler: ${'a'.repeat(size)}\r\n\r\n`);
    });
    let raw = '';
    socket.on('data', (d) => (raw += d.toString('latin1')));
    socket.on('end', () => {
      const [head, body] = raw.split('\r\n\r\n');
      try {
        resolve({ head, body: JSON.parse(body) });
      } catch (err) {
        reject(new Error(`not JSON: ${raw.slice(0, 300)} (${(err as Error).message})`));
      }
    });
    socket.on('error', reject);
  });
}

test('431 for oversized headers, in each surface’s envelope with a request id', async () => {
  const sf = await oversized('/api/v1/catalogue/products', 20_000);
  assert.match(sf.head, /^HTTP\/1\.1 431 Request Header Fields Too Large/);
  assert.match(sf.head, /\r\nx-request-id: req_\w+/i);
  assert.match(sf.head, /\r\ncontent-type: application\/json/i);
  assert.equal(sf.body, {
    success: false,
    error: { code: 'BAD_REQUEST', message: 'Request headers exceed 16384 bytes', retryable: false },
  });
  const link = await oversized('/v1/link/account', 20_000);
  assert.is(link.body.status.code, 431);
  assert.is(link.body.error.code, 'BAD_REQUEST');
  const platform = await oversized('/v1/businesses/biz_x/whoami', 20_000);
  assert.equal(Object.keys(platform.body), ['error']);
});

test('the answers above are documented: every response conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
