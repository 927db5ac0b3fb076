// Issue 32, point 20: a request that declares a body and stops sending it is cut with a 408 (in its surface's
// envelope, Connection: close) instead of being held open for ever; so are headers that do not arrive, and a
// request that takes longer than the whole-request limit. A body that keeps moving is never cut: a 50 MB upload
// and a slow trickle longer than the idle limit both pass, and a cut upload leaves its URL usable. Small limits
// here (the defaults are 20 s idle, 20 s for headers, 30 min in all).
import { connect, type Socket } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkResponse } from '../harness/conformance.js';
import { startHarness, type Harness } from '../harness/harness.js';

const IDLE_MS = 400;
const HEADERS_MS = 800;
const TOTAL_MS = 4000;

let h: Harness;
let port: number;
test.before(async () => {
  h = await startHarness({
    seed: true,
    tickMs: 0,
    env: {
      RATE_LIMITS: 'off',
      HTTP_BODY_IDLE_TIMEOUT_MS: String(IDLE_MS),
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(TOTAL_MS),
    },
  });
  port = Number(new URL(h.url).port);
});
test.after(async () => {
  await h?.close();
});

interface Exchange {
  status: number;
  headers: Headers;
  body: string;
  /** ms from the last byte sent to the server closing the connection. */
  closedAfterMs: number;
}

/** Sends `head` (and `body` chunks, `gapMs` apart), then waits for the server to answer and close the connection. */
function exchange(head: string, chunks: (string | Buffer)[] = [], gapMs = 0): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let lastSent = performance.now();
    const send = (i: number) => {
      if (socket.destroyed || i >= chunks.length) return;
      socket.write(chunks[i], () => (lastSent = performance.now()));
      setTimeout(() => send(i + 1), gapMs);
    };
    socket.on('connect', () => {
      socket.write(head, () => (lastSent = performance.now()));
      send(0);
    });
    socket.on('data', (d) => received.push(d));
    socket.on('error', reject);
    // The connection stays open until the server closes it: that is the point.
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 10 s; received ${Buffer.concat(received).toString('latin1').slice(0, 200)}`));
    }, 10_000);
    socket.on('close', () => {
      clearTimeout(guard);
      const text = Buffer.concat(received).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers = new Headers();
      for (const l of lines) headers.append(l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim());
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: Buffer.from(text.slice(split + 4), 'latin1').toString('utf8'),
        closedAfterMs: performance.now() - lastSent,
      });
    });
  });
}

const post = (path: string, headers: Record<string, string>, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${Object.entries(
    headers,
  )
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

/** The exchange is an answer the contract documents for that operation. */
function conforms(method: string, path: string, r: Exchange): void {
  assert.equal(
    checkResponse({ method, url: path, status: r.status, headers: r.headers, body: r.body }),
    [],
    `${method} ${path} ${r.status}`,
  );
}

test('a JSON body that stops arriving is 408 in the surface’s envelope, and the connection is closed', async () => {
  const sf = await exchange(
    post('/api/v1/cart/items', { 'x-api-key': h.publishableKey, 'x-request-id': 'req-slow-1' }, 100),
    ['{"item_id":'],
  );
  assert.is(sf.status, 408);
  assert.is(sf.headers.get('x-request-id'), 'req-slow-1');
  assert.is(sf.headers.get('connection'), 'close');
  assert.equal(JSON.parse(sf.body), {
    success: false,
    error: {
      code: 'BAD_REQUEST',
      message: 'The request body stopped arriving (nothing for 0.4 s); send it again',
      retryable: true,
    },
  });
  assert.ok(
    sf.closedAfterMs >= IDLE_MS && sf.closedAfterMs < IDLE_MS * 2 + 500,
    `cut after ${Math.round(sf.closedAfterMs)} ms`,
  );
  conforms('POST', '/api/v1/cart/items', sf);

  const link = await exchange(post('/v1/link/auth/request-otp', { 'x-api-key': h.publishableKey }, 50), ['{"contact"']);
  assert.is(link.status, 408);
  assert.equal(JSON.parse(link.body).status, { code: 408, success: false });
  conforms('POST', '/v1/link/auth/request-otp', link);

  const platform = await exchange(
    post(`/v1/businesses/${h.demo.business_id}/assets/init`, { authorization: `Bearer ${h.businessKey}` }, 80),
    [],
  );
  assert.is(platform.status, 408);
  assert.equal(Object.keys(JSON.parse(platform.body)), ['error']);
  conforms('POST', `/v1/businesses/${h.demo.business_id}/assets/init`, platform);
  // Nothing of the stalled requests was acted on: the cart has no line.
});

test('headers that do not arrive in time are 408 too', async () => {
  const r = await exchange(
    `GET /api/v1/catalogue/products HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-Key: ${h.publishableKey}\r\n`,
  );
  assert.is(r.status, 408);
  assert.is(JSON.parse(r.body).error.retryable, true);
  assert.match(JSON.parse(r.body).error.message, /headers did not arrive within 0\.8 s/);
  assert.ok(
    r.closedAfterMs >= HEADERS_MS - 50 && r.closedAfterMs < HEADERS_MS + 1500,
    `cut after ${Math.round(r.closedAfterMs)} ms`,
  );
  conforms('GET', '/api/v1/catalogue/products', r);
});

async function startUpload(size: number): Promise<string> {
  const started = await h.raw('POST', '/api/v1/uploads/init', {
    sessionId: h.shopper().sessionId,
    body: { filename: 'scan.png', content_type: 'image/png', size_bytes: size },
  });
  assert.is(started.status, 200, JSON.stringify(started.json));
  return new URL(started.json.data.upload_url).pathname;
}

const putHead = (path: string, size: number) =>
  `PUT ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: image/png\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n`;

test('a stalled upload PUT is 408 and leaves its URL usable; a 50 MB PUT and a slow but steady one pass', async () => {
  const path = await startUpload(10_000);
  const cut = await exchange(putHead(path, 10_000), [Buffer.alloc(4_000, 7)]);
  assert.is(cut.status, 408);
  conforms('PUT', path, cut);
  // The token was not spent: once the cut PUT has let go of it (just after its 408), the whole body is stored.
  const token = path.split('/').pop();
  for (let i = 0; i < 50 && (await h.db.collection('uploads').findOne({ token }))?.status !== 'pending'; i++)
    await new Promise((r) => setTimeout(r, 20));
  const again = await h.fetch(`${h.url}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: Buffer.alloc(10_000, 7),
  });
  assert.is(again.status, 204);

  // The largest upload there is, with the idle limit at 0.4 s.
  const big = 52_428_800;
  const bigPath = await startUpload(big);
  const full = await h.fetch(`${h.url}${bigPath}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: Buffer.alloc(big, 3),
  });
  assert.is(full.status, 204);

  // Slower than the idle limit in all (2 s), but never idle that long: 10 chunks 200 ms apart.
  const slowPath = await startUpload(10 * 1000);
  const slow = await exchange(
    putHead(slowPath, 10_000),
    Array.from({ length: 10 }, () => Buffer.alloc(1000, 5)),
    200,
  );
  assert.is(slow.status, 204, slow.body);
});

test('a body that keeps trickling past the whole-request limit is 408', async () => {
  const path = await startUpload(100_000);
  const started = performance.now();
  const r = await exchange(
    putHead(path, 100_000),
    Array.from({ length: 40 }, () => Buffer.alloc(100, 1)),
    150,
  );
  assert.is(r.status, 408);
  assert.match(JSON.parse(r.body).error.message, /did not arrive within 4 s/);
  const took = performance.now() - started;
  assert.ok(took >= TOTAL_MS && took < TOTAL_MS + 2000, `cut after ${Math.round(took)} ms`);
});

test('an accepted git push may pause between its ref commands and its pack longer than the idle limit', async () => {
  // git packs a push after sending its ref commands, silent meanwhile (minutes on a large repository).
  const bearer = { key: null, headers: { authorization: `Bearer ${h.businessKey}` } };
  const projects = `/v1/businesses/${h.demo.business_id}/projects`;
  const project = await h.raw('POST', projects, { ...bearer, body: { name: 'Slow push site' } });
  assert.is(project.status, 201, JSON.stringify(project.json));
  const repo = `${projects}/${project.json.data.id}/repo`;
  assert.is((await h.raw('POST', `${repo}/provision`, { ...bearer, body: {} })).status, 201);
  const url = new URL(
    (await h.raw('POST', `${repo}/clone-url`, { ...bearer, body: { access: 'write' } })).json.data.url,
  );
  const auth = Buffer.from(`${url.username}:${decodeURIComponent(url.password)}`).toString('base64');
  const head =
    `POST ${url.pathname}/git-receive-pack HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Basic ${auth}\r\n` +
    'Content-Type: application/x-git-receive-pack-request\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n';
  // A push of nothing (a flush packet), its halves three idle limits apart.
  const push = await exchange(head, ['2\r\n00\r\n', '2\r\n00\r\n0\r\n\r\n'], IDLE_MS * 3);
  assert.is(push.status, 200, push.body);
  // Without credentials the same request is held to the idle limit: answered 401 at once, then cut when it stalls.
  const refused = await exchange(head.replace(/Authorization: [^\r]*\r\n/, ''), ['2\r\n00\r\n']);
  assert.is(refused.status, 401);
  assert.ok(refused.closedAfterMs < IDLE_MS * 2 + 500, `cut after ${Math.round(refused.closedAfterMs)} ms`);
});

test('every answer above was documented', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
