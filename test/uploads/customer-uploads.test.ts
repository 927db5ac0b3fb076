// Customer uploads over HTTP on the demo business: init (limits, idempotent replays with the seconds left), the
// single-use PUT target (short, long, mistyped, concurrent and repeated bodies; expiry), confirm (before the bytes,
// another session, expired), the file host serving the result, and the clean-up of what was never confirmed.
import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expireUploads } from '../../src/flows/uploads.js';
import type { DiskBlobStore } from '../../src/providers/blobs/disk.js';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;

test.before(async () => {
  h = await startHarness({ seed: true, tickMs: 0, env: { RATE_LIMITS: 'off' } });
});
test.after(async () => {
  await h?.close();
});

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff);

async function init(sessionId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return h.raw('POST', '/api/v1/uploads/init', { sessionId, body, headers });
}

/** PUTs `body` to an upload URL (through the contract-checking fetch). */
function put(url: string, body: BodyInit, contentType = 'image/png', extra: Record<string, string> = {}) {
  return h.fetch(url, {
    method: 'PUT',
    body,
    headers: { 'content-type': contentType, ...extra },
    duplex: 'half',
  } as RequestInit);
}

test('init: limits are 400 VALIDATION_ERROR naming the field', async () => {
  const s = h.shopper().sessionId;
  const cases: [Record<string, unknown>, string][] = [
    [{ filename: 'x'.repeat(501), content_type: 'image/png', size_bytes: 10 }, 'filename'],
    [{ filename: 'a.png', content_type: `image/${'x'.repeat(250)}`, size_bytes: 10 }, 'content_type'],
    [{ filename: 'a.png', content_type: 'image/png', size_bytes: -1 }, 'size_bytes'],
    [{ filename: 'a.png', content_type: 'image/png', size_bytes: 52_428_801 }, 'size_bytes'],
    [{ filename: 'a.png', content_type: 'png', size_bytes: 10 }, 'content_type'],
  ];
  for (const [body, field] of cases) {
    const r = await init(s, body);
    assert.is(r.status, 400, JSON.stringify(body));
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.ok(r.json.error.message.includes(field), r.json.error.message);
  }
});

test('init → PUT → confirm: the record, the bytes on the file host, nothing before confirm', async () => {
  const s = h.shopper().sessionId;
  const body = bytes(70_000);
  const started = await init(s, { filename: 'damaged parcel.png', content_type: 'image/png', size_bytes: body.length });
  assert.is(started.status, 200, JSON.stringify(started.json));
  const { upload_id, upload_url, expires_in_secs } = started.json.data;
  assert.match(upload_id, /^upl_/);
  assert.is(expires_in_secs, 600);
  assert.match(upload_url, /\/uploads\/utk_[A-Za-z0-9_-]{32}$/);

  const early = await h.raw('POST', '/api/v1/uploads/confirm', { sessionId: s, body: { upload_id } });
  assert.equal([early.status, early.json.error.code], [400, 'BAD_REQUEST']);

  assert.is((await put(upload_url, body)).status, 204);
  const confirmed = await h.raw('POST', '/api/v1/uploads/confirm', { sessionId: s, body: { upload_id } });
  assert.is(confirmed.status, 200, JSON.stringify(confirmed.json));
  const rec = confirmed.json.data;
  assert.equal(
    [rec.id, rec.filename, rec.content_type, rec.size_bytes],
    [upload_id, 'damaged parcel.png', 'image/png', body.length],
  );
  assert.match(rec.url, /\/files\/u\/ptk_[A-Za-z0-9_-]{32}\/damaged%20parcel\.png$/);
  // Confirming again answers the same record.
  assert.equal((await h.raw('POST', '/api/v1/uploads/confirm', { sessionId: s, body: { upload_id } })).json.data, rec);

  const served = await fetch(rec.url);
  assert.is(served.status, 200);
  assert.is(served.headers.get('content-type'), 'image/png');
  assert.is(sha(new Uint8Array(await served.arrayBuffer())), sha(body));
  // The address is the credential: another token, or another name, is nothing.
  assert.is((await fetch(rec.url.replace(/ptk_[A-Za-z0-9_-]{4}/, 'ptk_AAAA'))).status, 404);
  assert.is((await fetch(rec.url.replace('damaged%20parcel', 'other'))).status, 404);
  const stored = await h.db.collection('uploads').findOne({ _id: upload_id });
  assert.equal([stored!.status, stored!.sha256, stored!.expires_at], ['confirmed', sha(body), null]);
});

test('the PUT target: wrong type, short and long bodies are refused without spending the URL; then one PUT only', async () => {
  const s = h.shopper().sessionId;
  const body = bytes(4096, 7);
  const { upload_id, upload_url } = (
    await init(s, { filename: 'a.png', content_type: 'image/png', size_bytes: body.length })
  ).json.data;
  const wrongType = await put(upload_url, body, 'image/jpeg');
  assert.is(wrongType.status, 400);
  assert.match((await wrongType.json()).error.message, /Content-Type must be image\/png/);
  assert.is((await put(upload_url, body.slice(0, 100))).status, 400); // declared length short
  const long = new Uint8Array(body.length + 1);
  assert.is((await put(upload_url, long)).status, 413);
  // Without a length up front (a stream): cut short and overlong bodies are caught while reading.
  const streamOf = (b: Uint8Array) => new Blob([b as BlobPart]).stream();
  assert.is((await put(upload_url, streamOf(body.slice(0, 4000)))).status, 400);
  const over = await put(upload_url, streamOf(new Uint8Array(body.length + 10))).catch((e: Error) => e);
  assert.ok(over instanceof Error || over.status === 413, 'an overlong stream is cut off with 413');
  const doc = await h.db.collection('uploads').findOne({ _id: upload_id });
  assert.equal(
    [doc!.status, await h.srv.services.blobs.stat(doc!.blob_key)],
    ['pending', null],
    'nothing kept, the URL still usable',
  );

  assert.is((await put(upload_url, body)).status, 204);
  const again = await put(upload_url, bytes(4096, 9));
  assert.is(again.status, 409);
  const blob = await h.srv.services.blobs.read(doc!.blob_key);
  const chunks: Buffer[] = [];
  for await (const c of blob!) chunks.push(c as Buffer);
  assert.is(sha(Buffer.concat(chunks)), sha(body), 'the first body stays');
});

test('a client that goes away half-way: nothing is kept and the URL can be used again', async () => {
  const s = h.shopper().sessionId;
  const size = 2_000_000;
  const { upload_id, upload_url } = (
    await init(s, { filename: 'gone.bin', content_type: 'application/octet-stream', size_bytes: size })
  ).json.data;
  await new Promise<void>((resolve) => {
    const req = request(upload_url, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', 'content-length': size },
    });
    req.on('error', () => resolve());
    req.write(Buffer.alloc(500_000, 1), () => setTimeout(() => req.destroy(), 100));
  });
  let doc = await h.db.collection('uploads').findOne({ _id: upload_id });
  for (let i = 0; i < 50 && doc!.status !== 'pending'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    doc = await h.db.collection('uploads').findOne({ _id: upload_id });
  }
  assert.equal([doc!.status, await h.srv.services.blobs.stat(doc!.blob_key)], ['pending', null]);
  assert.is((await put(upload_url, bytes(size), 'application/octet-stream')).status, 204);
});

test('two PUTs at once: exactly one is stored, the other is 409, the blob is the winner’s body', async () => {
  const s = h.shopper().sessionId;
  const size = 3_000_000;
  const { upload_id, upload_url } = (
    await init(s, { filename: 'race.bin', content_type: 'application/octet-stream', size_bytes: size })
  ).json.data;
  const bodies = [bytes(size, 1), bytes(size, 2), bytes(size, 3)];
  const answers = await Promise.all(bodies.map((b) => put(upload_url, b, 'application/octet-stream')));
  const statuses = answers.map((a) => a.status);
  assert.is(statuses.filter((x) => x === 204).length, 1, JSON.stringify(statuses));
  assert.ok(
    statuses.filter((x) => x !== 204).every((x) => x === 409),
    JSON.stringify(statuses),
  );
  const winner = bodies[statuses.indexOf(204)];
  assert.is((await h.db.collection('uploads').findOne({ _id: upload_id }))!.sha256, sha(winner));
});

test('init replays: the same URL with the seconds it has left; a URL past its 600 s is 404, and so is its confirm', async () => {
  const s = h.shopper().sessionId;
  const body = { filename: 'r.png', content_type: 'image/png', size_bytes: 10 };
  const first = await init(s, body, { 'idempotency-key': 'upload-1' });
  h.clock.advance(100_000);
  const replay = await init(s, body, { 'idempotency-key': 'upload-1' });
  assert.is(replay.headers.get('idempotent-replayed'), 'true');
  assert.equal(
    [replay.json.data.upload_id, replay.json.data.upload_url, replay.json.data.expires_in_secs],
    [first.json.data.upload_id, first.json.data.upload_url, 500],
  );
  h.clock.advance(501_000);
  assert.is((await put(first.json.data.upload_url, bytes(10))).status, 404);
  assert.is((await init(s, body, { 'idempotency-key': 'upload-1' })).json.data.expires_in_secs, 0);
  const late = await h.raw('POST', '/api/v1/uploads/confirm', {
    sessionId: s,
    body: { upload_id: first.json.data.upload_id },
  });
  assert.equal([late.status, late.json.error.code], [404, 'NOT_FOUND']);
});

test('confirm: another session, or an unknown id, is 404', async () => {
  const s = h.shopper().sessionId;
  const { upload_id, upload_url } = (await init(s, { filename: 'a.png', content_type: 'image/png', size_bytes: 5 }))
    .json.data;
  assert.is((await put(upload_url, bytes(5))).status, 204);
  assert.is(
    (await h.raw('POST', '/api/v1/uploads/confirm', { sessionId: h.shopper().sessionId, body: { upload_id } })).status,
    404,
  );
  assert.is(
    (await h.raw('POST', '/api/v1/uploads/confirm', { sessionId: s, body: { upload_id: 'upl_Unknown000000' } })).status,
    404,
  );
});

test('a customer upload is never an asset; unconfirmed uploads and their bytes go after 24 hours', async () => {
  const s = h.shopper().sessionId;
  const confirmed = (await init(s, { filename: 'kept.png', content_type: 'image/png', size_bytes: 3 })).json.data;
  await put(confirmed.upload_url, bytes(3));
  await h.raw('POST', '/api/v1/uploads/confirm', { sessionId: s, body: { upload_id: confirmed.upload_id } });
  const left = (await init(s, { filename: 'left.png', content_type: 'image/png', size_bytes: 3 })).json.data;
  await put(left.upload_url, bytes(3));
  const assets = await h.raw('GET', `/v1/businesses/${h.demo.business_id}/assets?limit=100`, {
    key: null,
    headers: { authorization: `Bearer ${h.businessKey}` },
  });
  assert.is(assets.status, 200, JSON.stringify(assets.json));
  assert.not.ok(JSON.stringify(assets.json).includes('upl_'), 'no customer upload among the assets');

  const leftDoc = await h.db.collection('uploads').findOne({ _id: left.upload_id });
  assert.ok(await h.srv.services.blobs.stat(leftDoc!.blob_key));
  h.clock.advance(24 * 60 * 60 * 1000 + 1000);
  assert.ok((await expireUploads(h.srv.services)) >= 1);
  assert.is(await h.db.collection('uploads').findOne({ _id: left.upload_id }), null);
  assert.is(await h.srv.services.blobs.stat(leftDoc!.blob_key), null);
  assert.ok(await h.db.collection('uploads').findOne({ _id: confirmed.upload_id }), 'a confirmed upload stays');
});

test('the clean-up job also sweeps temporary files a crash left behind (older than an hour), not live ones', async () => {
  const root = join(h.srv.services.config.dataDir, 'blobs', '.incoming');
  await mkdir(root, { recursive: true });
  const old = join(root, 'crashed.part');
  const fresh = join(root, 'receiving.part');
  await writeFile(old, 'half');
  await writeFile(fresh, 'half');
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
  await utimes(old, twoHoursAgo, twoHoursAgo);
  const store = h.srv.services.blobs as DiskBlobStore;
  assert.is(await store.sweepTemporary(new Date(Date.now() - 3600_000)), 1);
  assert.equal([existsSync(old), existsSync(fresh)], [false, true]);
});

test('every response above conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
