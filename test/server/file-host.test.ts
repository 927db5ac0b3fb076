// The public file host over real HTTP (a plain node:http server, files in a DiskBlobStore), then in headless
// Chromium: uploaded HTML and SVG never run as pages of our origin, while an image still views directly.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { BrowserContext, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { HostedFile } from '../../src/modules/uploads/hosting.js';
import { createFileHost } from '../../src/modules/uploads/routes.js';
import type { BlobStore } from '../../src/providers/blobs/blob-store.js';
import { DiskBlobStore } from '../../src/providers/blobs/disk.js';
import { haveChromium, launchChromium, MISSING } from '../harness/chromium.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// Each payload reports where it ran; only a page that really executed it can hit the beacon.
const EVIL_HTML = Buffer.from(
  `<!doctype html><title>PWNED</title><p>owned</p><script>fetch('/beacon?from=' + location.pathname)</script>`,
);
const EVIL_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>PWNED</title><script>fetch('/beacon?from=' + location.pathname)</script><rect width="10" height="10"/></svg>`,
);
const MODIFIED = new Date('2024-05-01T10:00:00Z');
const VIEW_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
const DOWNLOAD_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const etagOf = (b: Buffer) => `"${createHash('sha256').update(b).digest('base64url')}"`;

let dir: string;
let server: Server;
let base: string;
const files = new Map<string, HostedFile>();
const beacons: string[] = [];
const hostErrors: Error[] = [];
const statusesChecked = new Set<number>();

function hosted(
  key: string,
  bytes: Buffer,
  contentType: string,
  filename: string,
  extra: Partial<HostedFile> = {},
): HostedFile {
  return {
    key,
    contentType,
    size: bytes.length,
    sha256: sha256(bytes),
    lastModified: MODIFIED,
    filename,
    immutable: true,
    ...extra,
  };
}

/** A store whose blobs break on purpose: `breaks` fails after 10 bytes, `endless` trickles until destroyed. */
class FaultyStore implements BlobStore {
  readonly kind = 'faulty';
  readonly streams: Readable[] = [];
  async put(): Promise<void> {
    throw new Error('read-only');
  }
  async stat() {
    return { size: 1 << 20 };
  }
  async read(key: string): Promise<Readable> {
    let sent = 0;
    const stream = new Readable({
      read() {
        setTimeout(() => {
          if (this.destroyed) return;
          if (key === 'breaks' && sent > 0) this.destroy(new Error('disk on fire'));
          else this.push(Buffer.alloc(key === 'breaks' ? 10 : 16_384, 1));
          sent++;
        }, 5);
      },
    });
    this.streams.push(stream);
    return stream;
  }
  async delete(): Promise<void> {}
}
const faulty = new FaultyStore();

/** Serves the file host under /files and /faulty, a beacon, unprotected copies of the payloads, and a page embedding them. */
function route(
  req: IncomingMessage,
  res: ServerResponse,
  host: ReturnType<typeof createFileHost>,
  faultyHost: ReturnType<typeof createFileHost>,
): void {
  const path = (req.url ?? '/').split('?', 1)[0];
  const call = (h: typeof host, rest: string) =>
    h(req, res, rest).catch((err: Error) => {
      hostErrors.push(err);
      if (res.headersSent) res.destroy();
      else res.writeHead(500).end();
    });
  if (path.startsWith('/files/')) return void call(host, path.slice('/files'.length));
  if (path.startsWith('/faulty/')) return void call(faultyHost, path.slice('/faulty'.length));
  if (path === '/beacon') {
    beacons.push(new URL(req.url!, base).searchParams.get('from') ?? '?');
    return void res.writeHead(204).end();
  }
  // Positive controls: the same payloads without the host's headers do run, so a silent beacon means something.
  if (path === '/control/evil.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end(EVIL_HTML);
  if (path === '/control/evil.svg') return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(EVIL_SVG);
  if (path === '/embed') {
    const page = `<!doctype html><title>embedder</title>
      <iframe src="/files/evil.html"></iframe><iframe src="/files/evil.svg"></iframe>
      <object data="/files/evil.svg" type="image/svg+xml"></object><embed src="/files/evil.svg" type="image/svg+xml">
      <img src="/files/evil.svg"><iframe src="/files/fake.png"></iframe>`;
    return void res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  }
  res.writeHead(404).end();
}

test.before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sfc-file-host-'));
  const blobs = new DiskBlobStore(dir);
  const put = (key: string, bytes: Buffer) =>
    blobs.put(key, Readable.from([bytes]), { contentType: 'application/octet-stream', size: bytes.length });
  await put('uploads/photo', PNG);
  await put('uploads/notes', Buffer.from('hello, notes'));
  await put('uploads/evil-html', EVIL_HTML);
  await put('uploads/evil-svg', EVIL_SVG);
  await put('uploads/gone', PNG);
  await blobs.delete('uploads/gone');

  files.set('/photo.png', hosted('uploads/photo', PNG, 'image/png', 'photo.png'));
  files.set(
    '/notes.txt',
    hosted('uploads/notes', Buffer.from('hello, notes'), 'text/plain;charset=UTF-8', 'notes.txt', { immutable: false }),
  );
  files.set('/evil.html', hosted('uploads/evil-html', EVIL_HTML, 'text/html', 'evil.html'));
  files.set('/evil.svg', hosted('uploads/evil-svg', EVIL_SVG, 'image/svg+xml', 'evil.svg'));
  files.set('/fake.png', hosted('uploads/evil-html', EVIL_HTML, 'image/png', 'fake.png'));
  files.set('/gone.png', hosted('uploads/gone', PNG, 'image/png', 'gone.png'));
  files.set('/traversal.png', hosted('uploads/photo', PNG, 'image/png', '../../etc/\r\nevil.png'));
  files.set('/no-digest.png', hosted('uploads/photo', PNG, 'image/png', 'photo.png', { sha256: '' }));
  files.set('/short.png', hosted('uploads/photo', PNG, 'image/png', 'photo.png', { size: PNG.length + 50 }));
  files.set('/long.png', hosted('uploads/photo', PNG, 'image/png', 'photo.png', { size: PNG.length - 20 }));
  for (const key of ['breaks', 'endless'])
    files.set(`/${key}`, { ...hosted(key, PNG, 'image/png', 'x.png'), size: 1 << 20 });

  const resolve = async (path: string) => files.get(path) ?? null;
  const host = createFileHost({ blobs, resolve });
  const faultyHost = createFileHost({ blobs: faulty, resolve });
  server = createServer((req, res) => route(req, res, host, faultyHost));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.after(async () => {
  await context?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
  server.closeAllConnections();
  await new Promise((ok) => server.close(ok));
  await rm(dir, { recursive: true, force: true });
});

/** A request to the host; every answer, whatever its status, must carry the hardening headers. */
async function ask(
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<{ res: Response; body: Buffer }> {
  const res = await fetch(base + path, init);
  const body = Buffer.from(await res.arrayBuffer());
  const what = `${init.method ?? 'GET'} ${path} (${res.status})`;
  assert.is(res.headers.get('x-content-type-options'), 'nosniff', `nosniff on ${what}`);
  assert.is(res.headers.get('cross-origin-resource-policy'), 'cross-origin', `CORP on ${what}`);
  assert.is(res.headers.get('referrer-policy'), 'no-referrer', `Referrer-Policy on ${what}`);
  assert.match(res.headers.get('content-security-policy') ?? '', /^default-src 'none';.*; sandbox$/, `CSP on ${what}`);
  statusesChecked.add(res.status);
  return { res, body };
}

const errorCode = (body: Buffer) => (JSON.parse(body.toString('utf8')) as { error: { code: string } }).error.code;

test('GET answers 200 with the bytes, validators, caching and an inline disposition', async () => {
  const { res, body } = await ask('/files/photo.png');
  assert.is(res.status, 200);
  assert.ok(body.equals(PNG));
  assert.is(res.headers.get('content-type'), 'image/png');
  assert.is(res.headers.get('content-length'), String(PNG.length));
  assert.is(res.headers.get('etag'), etagOf(PNG));
  assert.is(res.headers.get('last-modified'), MODIFIED.toUTCString());
  assert.is(res.headers.get('accept-ranges'), 'bytes');
  assert.is(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.is(res.headers.get('content-disposition'), 'inline; filename=photo.png');
  assert.is(res.headers.get('content-security-policy'), VIEW_POLICY);
});

test('a re-usable URL is cached briefly, and the declared type is sent exactly as declared', async () => {
  const { res, body } = await ask('/files/notes.txt');
  assert.is(res.status, 200);
  assert.is(body.toString(), 'hello, notes');
  assert.is(res.headers.get('cache-control'), 'public, max-age=300');
  assert.is(res.headers.get('content-type'), 'text/plain;charset=UTF-8');
});

test('HEAD answers the same headers without a body, and ignores Range', async () => {
  for (const headers of [{}, { range: 'bytes=0-0' }] as Record<string, string>[]) {
    const { res, body } = await ask('/files/photo.png', { method: 'HEAD', headers });
    assert.is(res.status, 200);
    assert.is(body.length, 0);
    assert.is(res.headers.get('content-length'), String(PNG.length));
    assert.is(res.headers.get('etag'), etagOf(PNG));
    assert.is(res.headers.get('content-type'), 'image/png');
  }
});

for (const [range, start, end] of [
  ['bytes=0-0', 0, 0],
  ['bytes=10-19', 10, 19],
  ['bytes=-5', PNG.length - 5, PNG.length - 1],
  ['bytes=60-', 60, PNG.length - 1],
] as const) {
  test(`Range ${range} answers 206 with exactly those bytes`, async () => {
    const { res, body } = await ask('/files/photo.png', { headers: { range } });
    assert.is(res.status, 206);
    assert.is(res.headers.get('content-range'), `bytes ${start}-${end}/${PNG.length}`);
    assert.is(res.headers.get('content-length'), String(end - start + 1));
    assert.ok(body.equals(PNG.subarray(start, end + 1)), `bytes ${start}-${end}`);
  });
}

test('an unsatisfiable range answers 416 with the size', async () => {
  const { res, body } = await ask('/files/photo.png', { headers: { range: 'bytes=999999-' } });
  assert.is(res.status, 416);
  assert.is(res.headers.get('content-range'), `bytes */${PNG.length}`);
  assert.is(errorCode(body), 'RANGE_NOT_SATISFIABLE');
  assert.is(res.headers.get('cache-control'), 'no-store');
});

for (const range of ['bytes=0-1,5-6', 'bytes=0-0,-1', 'bytes=abc', 'bytes=5', 'items=0-1']) {
  test(`Range ${range} (several ranges, malformed or another unit) answers the whole file`, async () => {
    const { res, body } = await ask('/files/photo.png', { headers: { range } });
    assert.is(res.status, 200);
    assert.is(res.headers.get('content-range'), null);
    assert.ok(body.equals(PNG));
  });
}

test('If-None-Match with the ETag (strong or weak) answers 304 with the validators and no body', async () => {
  for (const tag of [etagOf(PNG), `W/${etagOf(PNG)}`, `"other", ${etagOf(PNG)}`]) {
    const { res, body } = await ask('/files/photo.png', { headers: { 'if-none-match': tag } });
    assert.is(res.status, 304, tag);
    assert.is(body.length, 0);
    assert.is(res.headers.get('etag'), etagOf(PNG));
    assert.is(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  }
  const { res } = await ask('/files/photo.png', { headers: { 'if-none-match': '"other"' } });
  assert.is(res.status, 200);
});

test('a conditional request that also says Cache-Control: no-cache is still answered 304', async () => {
  const { res } = await ask('/files/photo.png', {
    headers: { 'if-none-match': etagOf(PNG), 'cache-control': 'no-cache', pragma: 'no-cache' },
  });
  assert.is(res.status, 304);
});

test('If-Modified-Since answers 304 from the date, 200 when the file is newer', async () => {
  const same = await ask('/files/photo.png', { headers: { 'if-modified-since': MODIFIED.toUTCString() } });
  assert.is(same.res.status, 304);
  assert.is(same.body.length, 0);
  const earlier = await ask('/files/photo.png', {
    headers: { 'if-modified-since': new Date(MODIFIED.getTime() - 60_000).toUTCString() },
  });
  assert.is(earlier.res.status, 200);
  assert.ok(earlier.body.equals(PNG));
});

test('If-Range: a matching strong validator keeps the range, anything else gets the whole file', async () => {
  for (const [ifRange, status] of [
    [etagOf(PNG), 206],
    [MODIFIED.toUTCString(), 206],
    ['"stale"', 200],
    [`W/${etagOf(PNG)}`, 200],
    [new Date(MODIFIED.getTime() - 60_000).toUTCString(), 200],
  ] as const) {
    const { res, body } = await ask('/files/photo.png', { headers: { range: 'bytes=0-0', 'if-range': ifRange } });
    assert.is(res.status, status, ifRange);
    assert.is(body.length, status === 206 ? 1 : PNG.length);
  }
});

test('an unknown path answers a small JSON 404 that is never cached', async () => {
  const { res, body } = await ask('/files/nothing-here.png');
  assert.is(res.status, 404);
  assert.is(errorCode(body), 'NOT_FOUND');
  assert.is(res.headers.get('cache-control'), 'no-store');
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
});

test('a file whose blob is gone answers 404 to GET, HEAD, a conditional GET and a bad range alike', async () => {
  const inits: { method?: string; headers?: Record<string, string> }[] = [
    {},
    { method: 'HEAD' },
    { headers: { 'if-none-match': etagOf(PNG) } },
    { headers: { range: 'bytes=999999-' } },
    { headers: { range: 'bytes=0-0' } },
  ];
  for (const init of inits) {
    const { res } = await ask('/files/gone.png', init);
    assert.is(res.status, 404, JSON.stringify(init));
  }
});

test('methods other than GET and HEAD answer 405 with Allow, before looking the path up', async () => {
  for (const [method, path] of [
    ['POST', '/files/photo.png'],
    ['PUT', '/files/photo.png'],
    ['DELETE', '/files/nothing-here.png'],
  ]) {
    const { res, body } = await ask(path, { method, body: method === 'DELETE' ? undefined : 'x' });
    assert.is(res.status, 405);
    assert.is(res.headers.get('allow'), 'GET, HEAD');
    assert.is(errorCode(body), 'METHOD_NOT_ALLOWED');
  }
});

test('uploaded HTML and SVG are attachments under a sandboxing policy', async () => {
  for (const [path, filename] of [
    ['/files/evil.html', 'evil.html'],
    ['/files/evil.svg', 'evil.svg'],
  ]) {
    const { res } = await ask(path);
    assert.is(res.status, 200);
    assert.is(res.headers.get('content-disposition'), `attachment; filename=${filename}`);
    assert.is(res.headers.get('content-security-policy'), DOWNLOAD_POLICY);
  }
});

test('HTML declared as image/png keeps its declared type and nosniff', async () => {
  const { res, body } = await ask('/files/fake.png');
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'image/png');
  assert.is(res.headers.get('x-content-type-options'), 'nosniff');
  assert.ok(body.equals(EVIL_HTML));
});

// Anything a browser may run or render as a document is downloaded; only display-only types are inline.
for (const [contentType, filename, disposition, servedType = contentType] of [
  ['application/xhtml+xml', 'a.xhtml', 'attachment'],
  ['text/xml', 'a.xml', 'attachment'],
  ['application/xml', 'data', 'attachment'],
  ['application/rss+xml', 'feed', 'attachment'],
  ['text/javascript', 'a.js', 'attachment'],
  ['application/javascript', 'a.js', 'attachment'],
  ['application/x-javascript', 'a', 'attachment'],
  ['application/ecmascript', 'a', 'attachment'],
  ['text/xsl', 'a.xsl', 'attachment'],
  ['application/pdf', 'a.pdf', 'attachment'],
  ['multipart/x-mixed-replace; boundary=x', 'a', 'attachment'],
  ['application/octet-stream', 'a.bin', 'attachment'],
  ['TEXT/HTML; charset=utf-8', 'page', 'attachment'],
  ['image/png', 'photo.html', 'attachment'],
  ['image/png', 'photo.SVG', 'attachment'],
  ['not a media type', 'a.png', 'attachment', 'application/octet-stream'],
  ['image/PNG', 'photo.PNG', 'inline'],
  ['image/jpeg', 'photo.jpg', 'inline'],
  ['image/webp', 'photo.webp', 'inline'],
  ['video/mp4', 'clip.mp4', 'inline'],
  ['audio/mpeg', 'song.mp3', 'inline'],
  ['text/plain', 'notes.txt', 'inline'],
]) {
  test(`${contentType} named ${filename} is ${disposition}`, async () => {
    const path = `/typed/${encodeURIComponent(contentType)}/${encodeURIComponent(filename)}`;
    files.set(path, hosted('uploads/photo', PNG, contentType, filename));
    const { res } = await ask(`/files${path}`, { method: 'HEAD' });
    assert.is(res.status, 200);
    assert.is(res.headers.get('content-type'), servedType);
    assert.is(res.headers.get('content-disposition'), `${disposition}; filename=${filename}`);
    assert.is(res.headers.get('content-security-policy'), disposition === 'inline' ? VIEW_POLICY : DOWNLOAD_POLICY);
  });
}

test('the filename loses any path and control characters', async () => {
  const { res } = await ask('/files/traversal.png', { method: 'HEAD' });
  assert.is(res.headers.get('content-disposition'), 'inline; filename=evil.png');
});

test('a file record without a valid digest is an error for the caller, not a shared ETag', async () => {
  const before = hostErrors.length;
  const res = await fetch(`${base}/files/no-digest.png`, { headers: { 'if-none-match': '""' } });
  assert.is(res.status, 500);
  assert.match(hostErrors[before]?.message ?? '', /no valid sha256/);
});

test('a blob shorter or longer than its record breaks the connection instead of the framing', async () => {
  for (const path of ['/files/short.png', '/files/long.png']) {
    const before = hostErrors.length;
    // Too long fails on the first chunk, before the headers leave; too short fails at the end of the body.
    const outcome = await fetch(base + path)
      .then((res) => res.arrayBuffer())
      .then(
        () => 'read',
        () => 'broken',
      );
    assert.is(outcome, 'broken', path);
    assert.match(hostErrors[before]?.message ?? '', /does not have the \d+ bytes/);
  }
});

test('a read error after the headers destroys the connection and reaches the caller', async () => {
  const before = hostErrors.length;
  const res = await fetch(`${base}/faulty/breaks`);
  assert.is(res.status, 200);
  assert.is(
    await res.arrayBuffer().then(
      () => 'read',
      () => 'broken',
    ),
    'broken',
  );
  assert.is(hostErrors[before]?.message, 'disk on fire');
});

test('a client that goes away mid-body gets its blob stream destroyed, quietly', async () => {
  const before = hostErrors.length;
  const streamsBefore = faulty.streams.length;
  await new Promise<void>((ok, fail) => {
    const req = httpGet(`${base}/faulty/endless`, (res) => res.once('data', () => (req.destroy(), ok())));
    req.on('error', (err) => (err.message === 'socket hang up' ? undefined : fail(err)));
  });
  const stream = faulty.streams[streamsBefore];
  assert.ok(stream, 'the host read the blob');
  for (let i = 0; i < 100 && !stream.destroyed; i++) await new Promise((ok) => setTimeout(ok, 20));
  assert.ok(stream.destroyed, 'blob stream destroyed after the client left');
  assert.is(hostErrors.length, before, 'a hang-up is not reported as an error');
});

test('every kind of answer was checked for nosniff and the other hardening headers', () => {
  for (const status of [200, 206, 304, 404, 405, 416]) assert.ok(statusesChecked.has(status), `answered ${status}`);
});

// ---- In a real browser -------------------------------------------------------------------------------------

let context: BrowserContext | undefined;
let profile: string | undefined;

/** Launches Chromium on first use; a missing or broken Chromium fails the test that needed it. */
async function browserTab(): Promise<Page> {
  if (!haveChromium()) throw new Error(MISSING);
  if (!context) {
    profile = await mkdtemp(join(tmpdir(), 'sfc-chromium-'));
    context = await launchChromium(profile, { acceptDownloads: true });
  }
  return context.newPage();
}

async function beaconFrom(path: string, waitMs: number): Promise<boolean> {
  for (let waited = 0; waited <= waitMs; waited += 50) {
    if (beacons.includes(path)) return true;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  return false;
}

test('control: the same payloads served plainly do run, so the beacon can catch them', async () => {
  const tab = await browserTab();
  for (const path of ['/control/evil.html', '/control/evil.svg']) {
    await tab.goto(base + path, { waitUntil: 'load' });
    assert.is(await tab.title(), 'PWNED', path);
    assert.ok(await beaconFrom(path, 5_000), `beacon from ${path}`);
  }
  await tab.close();
});

for (const [path, filename] of [
  ['/files/evil.html', 'evil.html'],
  ['/files/evil.svg', 'evil.svg'],
]) {
  test(`navigating to ${path} downloads it; its script never runs`, async () => {
    const tab = await browserTab();
    const [download] = await Promise.all([
      tab.waitForEvent('download', { timeout: 10_000 }),
      tab.goto(base + path).catch(() => undefined),
    ]);
    assert.is(download.suggestedFilename(), filename);
    await download.cancel();
    assert.is.not(await tab.title(), 'PWNED');
    assert.not.ok(tab.url().startsWith(base + path), `the tab stayed where it was, not on ${tab.url()}`);
    assert.not.ok(await beaconFrom(path, 1_000), `no beacon from ${path}: ${beacons.join(', ')}`);
    await tab.close();
  });
}

test('HTML declared as image/png is never sniffed into a page', async () => {
  const tab = await browserTab();
  const res = await tab.goto(`${base}/files/fake.png`, { waitUntil: 'load' });
  assert.is(res?.status(), 200);
  assert.is.not(await tab.title(), 'PWNED');
  assert.is(await tab.locator('p').count(), 0, 'no HTML element of the payload rendered');
  assert.not.ok(await beaconFrom('/files/fake.png', 1_000), `no beacon: ${beacons.join(', ')}`);
  await tab.close();
});

test('a page embedding the uploads in iframes, object, embed and img runs none of them', async () => {
  const tab = await browserTab();
  await tab.goto(`${base}/embed`, { waitUntil: 'load' });
  await tab.waitForTimeout(1_000);
  assert.equal(
    beacons.filter((from) => from.startsWith('/files/')),
    [],
  );
  await tab.close();
});

test('an image still views directly under its policy', async () => {
  const tab = await browserTab();
  const refused: string[] = [];
  tab.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
  });
  const res = await tab.goto(`${base}/files/photo.png`, { waitUntil: 'load' });
  assert.is(res?.status(), 200);
  const img = tab.locator('img');
  assert.is(await img.count(), 1);
  assert.is(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), 1, 'the image decoded');
  assert.equal(refused, []);
  await tab.close();
});

test.run();
