// The blob store contract (src/providers/blobs/blob-store.ts), run against the three adapters: the disk store in a
// temp directory, the GridFS store on the test store (the embedded server, or MONGODB_URI's throwaway database), and
// the S3 store against fauxqs (an S3 emulator in Node) started here on an ephemeral port. s3rver,
// the usual choice, fails this contract on Node 20: its ListObjectsV2 continuation tokens use DES, which OpenSSL 3
// no longer offers (500 on any second page), it has no AbortMultipartUpload (405), and `bytes=0-0` answers the
// whole object.
// Then what only GridFS has (replacement, chunk boundaries, the sweep of interrupted puts) and what only S3 has (the
// multipart abort, key prefixes, list pagination, presigned GETs), and the factory.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buildApp } from 'fauxqs';
import { ObjectId } from 'mongodb';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BlobStore } from '../../src/providers/blobs/blob-store.js';
import { DiskBlobStore } from '../../src/providers/blobs/disk.js';
import { GridFsBlobStore } from '../../src/providers/blobs/gridfs.js';
import { createBlobStore, type S3Options } from '../../src/providers/blobs/index.js';
import { S3BlobStore } from '../../src/providers/blobs/s3.js';
import { loadConfig } from '../../src/kernel/config.js';
import { startTarget, type Target } from '../store/helpers.js';

const CHUNK = 64 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** `bytes` as a stream of 64 KiB chunks that errors (as a client going away would) once `failAt` bytes are out. */
function bodyOf(bytes: Buffer, failAt?: number): Readable {
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += CHUNK) {
      if (failAt !== undefined && at >= failAt) throw new Error('client went away');
      yield bytes.subarray(at, at + CHUNK);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

async function readAll(stream: Readable | null): Promise<Buffer> {
  assert.ok(stream, 'expected a stream, got null');
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

const put = (store: BlobStore, key: string, bytes: Buffer, failAt?: number) =>
  store.put(key, bodyOf(bytes, failAt), { contentType: 'application/octet-stream', size: bytes.length });

/** Registers the contract tests on `s`; `store()` is read when a test runs, after the suite's `before`. */
function contract(s: ReturnType<typeof suite>, store: () => BlobStore) {
  s('put, then stat and read it whole and by inclusive ranges', async () => {
    const bytes = randomBytes(1000);
    await put(store(), 'uploads/upl_abc123', bytes);
    assert.equal(await store().stat('uploads/upl_abc123'), { size: 1000 });
    assert.ok((await readAll(await store().read('uploads/upl_abc123'))).equals(bytes));
    assert.ok(
      (await readAll(await store().read('uploads/upl_abc123', { start: 0, end: 0 }))).equals(bytes.subarray(0, 1)),
    );
    assert.ok(
      (await readAll(await store().read('uploads/upl_abc123', { start: 400, end: 409 }))).equals(
        bytes.subarray(400, 410),
      ),
    );
    assert.ok(
      (await readAll(await store().read('uploads/upl_abc123', { start: 999, end: 999 }))).equals(bytes.subarray(999)),
    );
  });

  s('a put whose body errors half-way fails and leaves nothing under the key', async () => {
    const bytes = randomBytes(4 * CHUNK);
    try {
      await put(store(), 'uploads/upl_broken', bytes, 2 * CHUNK);
      assert.unreachable('put should have failed');
    } catch (err) {
      assert.instance(err, Error);
      assert.is((err as Error).message, 'client went away');
    }
    assert.is(await store().stat('uploads/upl_broken'), null);
    assert.is(await store().read('uploads/upl_broken'), null);
  });

  s('delete removes the blob; deleting a missing key is fine', async () => {
    await put(store(), 'uploads/upl_gone', randomBytes(10));
    assert.ok(await store().stat('uploads/upl_gone'));
    await store().delete('uploads/upl_gone');
    assert.is(await store().stat('uploads/upl_gone'), null);
    assert.is(await store().read('uploads/upl_gone'), null);
    await store().delete('uploads/upl_gone');
    await store().delete('uploads/upl_never');
  });

  s('stat and read of a missing key answer null', async () => {
    assert.is(await store().stat('uploads/upl_missing'), null);
    assert.is(await store().read('uploads/upl_missing'), null);
    assert.is(await store().read('uploads/upl_missing', { start: 0, end: 9 }), null);
  });

  s('a body over 5 MB streams through put and reads back byte-identical', async () => {
    const bytes = randomBytes(12 * 1024 * 1024 + 12_345);
    await put(store(), 'uploads/upl_big', bytes);
    assert.equal(await store().stat('uploads/upl_big'), { size: bytes.length });
    assert.is(sha256(await readAll(await store().read('uploads/upl_big'))), sha256(bytes));
    // A range across the 5 MiB part boundary.
    const at = 5 * 1024 * 1024 - 3;
    assert.ok(
      (await readAll(await store().read('uploads/upl_big', { start: at, end: at + 5 }))).equals(
        bytes.subarray(at, at + 6),
      ),
    );
  });

  s('listOlderThan lists keys under the prefix written before the cut-off, and only those', async () => {
    await put(store(), 'uploads/upl_old1', randomBytes(5));
    await put(store(), 'uploads-x/upl_old2', randomBytes(5));
    // Servers keep whole seconds of the modification time, so the cut-off sits a second clear of both sides.
    await sleep(1100);
    const cutoff = new Date();
    await sleep(1100);
    await put(store(), 'uploads/upl_new1', randomBytes(5));
    const listed: string[] = [];
    for await (const k of store().listOlderThan!('uploads', cutoff)) listed.push(k);
    assert.ok(listed.includes('uploads/upl_old1'), listed.join());
    assert.not.ok(listed.includes('uploads/upl_new1'), listed.join());
    assert.ok(
      listed.every((k) => k.startsWith('uploads/')),
      listed.join(),
    );
    const none: string[] = [];
    for await (const k of store().listOlderThan!('nothing-here', new Date())) none.push(k);
    assert.equal(none, []);
  });
}

// ---- disk ----

const disk = suite('disk blob store');
let diskDir = '';
let diskStore: DiskBlobStore;
disk.before(async () => {
  diskDir = await mkdtemp(join(tmpdir(), 'blobs-disk-'));
  diskStore = new DiskBlobStore(diskDir);
});
disk.after(async () => {
  await rm(diskDir, { recursive: true, force: true });
});
contract(disk, () => diskStore);
disk.run();

// ---- GridFS ----

const gridfs = suite('gridfs blob store');
let target: Target;
let gridStore: GridFsBlobStore;
gridfs.before(async () => {
  target = await startTarget();
  gridStore = new GridFsBlobStore(target.db);
});
gridfs.after(async () => {
  await target?.stop();
});
contract(gridfs, () => gridStore);

const gridChunks = () => target.db.collection('blobs.chunks');
const gridFiles = () => target.db.collection('blobs.files');

gridfs('a failed put leaves no chunk behind, and no files document', async () => {
  const before = await gridChunks().countDocuments();
  await put(gridStore, 'uploads/upl_gfail', randomBytes(2 * 1024 * 1024), 1024 * 1024).then(
    () => assert.unreachable('put should have failed'),
    (err: Error) => assert.is(err.message, 'client went away'),
  );
  assert.is(await gridChunks().countDocuments(), before, 'every chunk written was removed');
  assert.is(await gridFiles().countDocuments({ filename: 'uploads/upl_gfail' }), 0);
});

gridfs("a put the database fails mid-way rejects with the database's error (the process carries on)", async () => {
  const client = await target.newClient();
  const doomed = new GridFsBlobStore(client.db(target.db.databaseName));
  async function* slowly() {
    yield randomBytes(300 * 1024);
    // The connection goes away between two chunks.
    await client.close(true);
    yield randomBytes(300 * 1024);
  }
  await doomed
    .put('uploads/upl_dbgone', Readable.from(slowly(), { objectMode: false }), {
      contentType: 'application/octet-stream',
      size: 600 * 1024,
    })
    .then(
      () => assert.unreachable('put should have failed'),
      (err: Error) => assert.match(err.name, /^Mongo/),
    );
  await sleep(100);
  assert.is(await gridStore.stat('uploads/upl_dbgone'), null);
});

gridfs('reads by range across chunk boundaries, with small chunks', async () => {
  const small = new GridFsBlobStore(target.db, { chunkSizeBytes: 1000 });
  const bytes = randomBytes(10_500);
  await put(small, 'uploads/upl_chunks', bytes);
  assert.is(
    await gridChunks().countDocuments({
      files_id: (await gridFiles().findOne({ filename: 'uploads/upl_chunks' }))!._id,
    }),
    11,
  );
  for (const [start, end] of [
    [0, 0],
    [999, 1000],
    [995, 3004],
    [10_000, 10_499],
    [10_499, 10_499],
    [0, 10_499],
  ]) {
    assert.ok(
      (await readAll(await small.read('uploads/upl_chunks', { start, end }))).equals(bytes.subarray(start, end + 1)),
      `${start}-${end}`,
    );
  }
});

gridfs(
  'a second put of a key replaces the first: the new bytes answer, the old file and its chunks are gone',
  async () => {
    await put(gridStore, 'uploads/upl_twice', Buffer.from('first'));
    const first = (await gridFiles().findOne({ filename: 'uploads/upl_twice' }))!._id;
    await put(gridStore, 'uploads/upl_twice', Buffer.from('second!'));
    assert.equal(await gridStore.stat('uploads/upl_twice'), { size: 7 });
    assert.is((await readAll(await gridStore.read('uploads/upl_twice'))).toString(), 'second!');
    assert.is(await gridFiles().countDocuments({ filename: 'uploads/upl_twice' }), 1);
    assert.is(await gridChunks().countDocuments({ files_id: first }), 0);
    await gridStore.delete('uploads/upl_twice');
    assert.is(await gridFiles().countDocuments({ filename: 'uploads/upl_twice' }), 0);
  },
);

gridfs(
  'sweepTemporary removes the chunks of a put a crash interrupted, not a put under way nor a whole blob',
  async () => {
    const now = Date.now();
    const idAt = (ms: number) => ObjectId.createFromTime(Math.floor(ms / 1000));
    // A put that died two hours ago (chunks, no files document); one begun two hours ago still writing (its last
    // chunk is new); a whole blob written before the cut-off.
    const dead = idAt(now - 2 * 3600_000);
    const slow = idAt(now - 2 * 3600_000 + 1000);
    await gridChunks().insertMany([
      { _id: idAt(now - 2 * 3600_000), files_id: dead, n: 0, data: Buffer.from('a') },
      { _id: idAt(now - 2 * 3600_000 + 2000), files_id: dead, n: 1, data: Buffer.from('b') },
      { _id: idAt(now - 2 * 3600_000 + 3000), files_id: slow, n: 0, data: Buffer.from('c') },
      { _id: new ObjectId(), files_id: slow, n: 1, data: Buffer.from('d') },
    ]);
    await put(gridStore, 'uploads/upl_whole', Buffer.from('whole'));
    const wholeId = (await gridFiles().findOne({ filename: 'uploads/upl_whole' }))!._id;
    await gridFiles().updateOne({ _id: wholeId }, { $set: { uploadDate: new Date(now - 3 * 3600_000) } });

    assert.is(await gridStore.sweepTemporary(new Date(now - 3600_000)), 1);
    assert.is(await gridChunks().countDocuments({ files_id: dead }), 0);
    assert.is(await gridChunks().countDocuments({ files_id: slow }), 2);
    assert.is((await readAll(await gridStore.read('uploads/upl_whole'))).toString(), 'whole');
    assert.is(await gridStore.sweepTemporary(new Date(now - 3600_000)), 0);
  },
);

gridfs('createBlobStore picks GridFS on the given database; BLOB_STORE=gridfs is a setting', async () => {
  const g = createBlobStore({ dataDir: tmpdir(), blobStore: 'gridfs' }, target.db);
  assert.instance(g, GridFsBlobStore);
  assert.is(g.kind, 'gridfs');
  assert.throws(() => createBlobStore({ dataDir: tmpdir(), blobStore: 'gridfs' }), /database/);
  assert.is(loadConfig({ BLOB_STORE: 'gridfs' }).blobStore, 'gridfs');
  assert.throws(() => loadConfig({ BLOB_STORE: 'gcs' }), /BLOB_STORE="gcs": must be disk, s3 or gridfs/);
});

gridfs.run();

// ---- S3 (fauxqs) ----

const s3 = suite('s3 blob store');
let app: ReturnType<typeof buildApp>;
let endpoint = '';
let s3opts: S3Options;
let s3Store: S3BlobStore;
const seen: {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}[] = [];
let ignoreRange = false;
let refuseAborts = false;

s3.before(async () => {
  app = buildApp({ logger: false });
  // In front of the emulator: a record of what the SDK sent, and two faults S3 can show us (a proxy that drops the
  // Range header, an abort the bucket policy refuses).
  app.addHook('onRequest', async (req, reply) => {
    const [path] = req.url.split('?');
    const query = { ...(req.query as Record<string, string>) };
    seen.push({ method: req.method, path, query, headers: { ...req.headers } });
    if (ignoreRange) delete req.headers.range;
    if (refuseAborts && req.method === 'DELETE' && 'uploadId' in query) {
      return reply
        .code(403)
        .header('content-type', 'application/xml')
        .send('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
    }
  });
  endpoint = await app.listen({ host: '127.0.0.1', port: 0 });
  assert.is((await fetch(`${endpoint}/test-bucket`, { method: 'PUT' })).status, 200);
  s3opts = {
    bucket: 'test-bucket',
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    accessKeyId: 'test',
    secretAccessKey: 'test',
  };
  s3Store = new S3BlobStore(s3opts);
});
s3.after(async () => {
  s3Store?.destroy();
  await app?.close();
});

contract(s3, () => s3Store);

s3('a multipart put whose body errors after a part is sent aborts the upload and leaves nothing', async () => {
  const from = seen.length;
  await put(s3Store, 'uploads/upl_mpfail', randomBytes(12 * 1024 * 1024), 7 * 1024 * 1024).then(
    () => assert.unreachable('put should have failed'),
    (err: Error) => assert.is(err.message, 'client went away'),
  );
  const sent = seen.slice(from).filter((r) => r.path === '/test-bucket/uploads/upl_mpfail');
  assert.ok(
    sent.some((r) => r.method === 'POST' && 'uploads' in r.query),
    'the multipart path was taken',
  );
  assert.ok(
    sent.some((r) => r.method === 'PUT' && r.query.partNumber === '1'),
    'a part was sent',
  );
  const aborts = sent.filter((r) => r.method === 'DELETE' && r.query.uploadId);
  assert.is(aborts.length, 1);
  // The server has forgotten the upload: a late part for it is refused.
  const late = await fetch(
    `${endpoint}/test-bucket/uploads/upl_mpfail?partNumber=2&uploadId=${aborts[0].query.uploadId}`,
    { method: 'PUT', body: 'x' },
  );
  assert.is(late.status, 404);
  assert.match(await late.text(), /NoSuchUpload/);
  assert.is(await s3Store.stat('uploads/upl_mpfail'), null);
  assert.is(await s3Store.read('uploads/upl_mpfail'), null);
});

s3('a failed abort is reported beside the body error, which comes first', async () => {
  refuseAborts = true;
  try {
    await put(s3Store, 'uploads/upl_mpfail2', randomBytes(8 * 1024 * 1024), 6 * 1024 * 1024);
    assert.unreachable('put should have failed');
  } catch (err) {
    assert.instance(err, AggregateError);
    const [first, second] = (err as AggregateError).errors as Error[];
    assert.is(first.message, 'client went away');
    assert.is(second.name, 'AccessDenied');
  } finally {
    refuseAborts = false;
  }
  assert.is(await s3Store.stat('uploads/upl_mpfail2'), null);
});

s3('no request carries the default CRC32 checksums S3-compatible servers reject', async () => {
  const puts = seen.filter((r) => r.method === 'PUT' || r.method === 'POST');
  assert.ok(puts.length >= 5, `only ${puts.length} uploads seen`);
  for (const r of puts) {
    const names = Object.keys(r.headers);
    assert.not.ok(
      names.some(
        (h) => h.startsWith('x-amz-checksum') || h === 'x-amz-sdk-checksum-algorithm' || h === 'x-amz-trailer',
      ),
      `${r.method} ${r.path} sent ${names.join(', ')}`,
    );
    assert.is.not(r.headers['content-encoding'], 'aws-chunked');
  }
});

s3('a read by range fails loudly when the server ignores the range', async () => {
  await put(s3Store, 'uploads/upl_norange', randomBytes(100));
  ignoreRange = true;
  try {
    await s3Store.read('uploads/upl_norange', { start: 1, end: 2 });
    assert.unreachable('read should have failed');
  } catch (err) {
    assert.match((err as Error).message, /ignored the range 1-2/);
  } finally {
    ignoreRange = false;
  }
});

s3('a prefix puts keys under it in the bucket; listOlderThan pages through ListObjectsV2 and strips it', async () => {
  const paged = new S3BlobStore({ ...s3opts, prefix: '/shop-a/', listPageSize: 2 });
  try {
    const keys = ['uploads/upl_p1', 'uploads/upl_p2', 'uploads/upl_p3', 'uploads/upl_p4', 'uploads/upl_p5'];
    for (const k of keys) await put(paged, k, Buffer.from(k));
    assert.equal(await s3Store.stat('shop-a/uploads/upl_p3'), { size: 14 });
    assert.is(await s3Store.stat('uploads/upl_p3'), null);
    assert.equal(await paged.stat('uploads/upl_p3'), { size: 14 });
    const listsBefore = seen.filter((r) => r.method === 'GET' && r.query['list-type'] === '2').length;
    const listed: string[] = [];
    for await (const k of paged.listOlderThan('uploads', new Date(Date.now() + 60_000))) listed.push(k);
    assert.equal(listed.sort(), keys);
    const lists = seen.filter((r) => r.method === 'GET' && r.query['list-type'] === '2').slice(listsBefore);
    assert.is(lists.length, 3);
    assert.ok(lists.every((r) => r.query['max-keys'] === '2' && r.query.prefix === 'shop-a/uploads/'));
  } finally {
    paged.destroy();
  }
});

s3('presignGet gives a URL a plain fetch reads the bytes from', async () => {
  const bytes = randomBytes(3000);
  await put(s3Store, 'uploads/upl_signed', bytes);
  const url = new URL(await s3Store.presignGet('uploads/upl_signed', 60));
  assert.is(url.origin + url.pathname, `${endpoint}/test-bucket/uploads/upl_signed`);
  assert.is(url.searchParams.get('X-Amz-Expires'), '60');
  assert.match(url.searchParams.get('X-Amz-Credential') ?? '', /^test\/\d{8}\/us-east-1\/s3\/aws4_request$/);
  assert.match(url.searchParams.get('X-Amz-Signature') ?? '', /^[0-9a-f]{64}$/);
  const res = await fetch(url);
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-length'), '3000');
  assert.ok(Buffer.from(await res.arrayBuffer()).equals(bytes));
});

s3('createBlobStore picks disk by default and S3 when asked', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'blobs-factory-'));
  try {
    const d = createBlobStore({ dataDir });
    assert.instance(d, DiskBlobStore);
    assert.is(d.kind, 'disk');
    await put(d, 'uploads/upl_f1', Buffer.from('disk bytes'));
    assert.ok(existsSync(join(dataDir, 'blobs', 'uploads', 'upl_f1')));

    const s = createBlobStore({ dataDir, blobStore: 's3', s3: { ...s3opts, prefix: 'factory' } });
    assert.instance(s, S3BlobStore);
    assert.is(s.kind, 's3');
    await put(s, 'uploads/upl_f2', Buffer.from('s3 bytes'));
    assert.equal(await s3Store.stat('factory/uploads/upl_f2'), { size: 8 });
    (s as S3BlobStore).destroy();

    assert.throws(() => createBlobStore({ dataDir, blobStore: 's3' }), /S3_BUCKET/);
    assert.throws(
      () => createBlobStore({ dataDir, blobStore: 'gcs' }),
      /Unknown blob store "gcs": expected 'disk', 's3' or 'gridfs'/,
    );
    assert.throws(
      () => createBlobStore({ dataDir, blobStore: 's3', s3: { ...s3opts, secretAccessKey: undefined } }),
      /both/,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

s3.run();
