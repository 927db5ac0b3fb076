// The business asset API over HTTP (business key): init's name and size rules, PUT, confirm (a bare record; before
// the bytes 400; unknown 404), the list (newest first, folder and mime_prefix filters, pages), one asset, another
// business's keys and ids, delete (204 either way; the file host answers 404 at once; the bytes go in the
// background), and the file host serving a confirmed asset.
import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createBusiness } from '../../src/flows/create-business.js';
import { exitWhenDone } from '../store/helpers.js';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
let bid: string;
let auth: { key: null; headers: Record<string, string> };

test.before(async () => {
  // With the job worker: deletes remove the bytes in the background.
  h = await startHarness({ seed: true, tickMs: 0, worker: true, env: { RATE_LIMITS: 'off' } });
  bid = h.demo.business_id;
  auth = { key: null, headers: { authorization: `Bearer ${h.businessKey}` } };
});
test.after(async () => {
  await h?.close();
  exitWhenDone();
});

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const bytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 17 + seed) & 0xff);
const api = (method: string, path: string, body?: unknown, who = auth) =>
  h.raw(method, `/v1/businesses/${bid}/assets${path}`, { ...who, body });

/** init → PUT → confirm; answers the confirm response. */
async function upload(folder: string, filename: string, contentType: string, body: Uint8Array) {
  const init = await api('POST', '/init', { folder, filename, content_type: contentType, size_bytes: body.length });
  assert.is(init.status, 200, JSON.stringify(init.json));
  const put = await h.fetch(init.json.data.upload_url, {
    method: 'PUT',
    body: body as BodyInit,
    headers: { 'content-type': contentType },
  });
  assert.is(put.status, 204);
  return { init: init.json.data, confirm: await api('POST', '/confirm', { upload_id: init.json.data.upload_id }) };
}

test('init: folder and filename rules, content type, sizes 1..52428800: 400 VALIDATION_ERROR naming the field', async () => {
  const ok = { folder: 'products/hero', filename: 'a.jpg', content_type: 'image/jpeg', size_bytes: 10 };
  const cases: [Record<string, unknown>, string][] = [
    [{ ...ok, folder: 'a/../b' }, 'folder'],
    [{ ...ok, folder: 'a\\b' }, 'folder'],
    [{ ...ok, folder: 'a\nb' }, 'folder'],
    [{ ...ok, folder: 'x'.repeat(201) }, 'folder'],
    [{ ...ok, filename: '..jpg' }, 'filename'],
    [{ ...ok, filename: 'x'.repeat(501) }, 'filename'],
    [{ ...ok, filename: 'a/b.jpg' }, 'filename'],
    [{ ...ok, size_bytes: 0 }, 'size_bytes'],
    [{ ...ok, size_bytes: 52_428_801 }, 'size_bytes'],
    [{ ...ok, content_type: 'x'.repeat(256) }, 'content_type'],
  ];
  for (const [body, field] of cases) {
    const r = await api('POST', '/init', body);
    assert.is(r.status, 400, JSON.stringify(body));
    assert.ok(JSON.stringify(r.json.error).includes(field), `${field}: ${JSON.stringify(r.json.error)}`);
  }
});

test('init → PUT → confirm: a bare record; the preview URL serves the bytes once confirmed; list and get show it', async () => {
  const body = bytes(123_456);
  const init = await api('POST', '/init', {
    folder: 'products/hero',
    filename: 'jollof bowl.jpg',
    content_type: 'image/jpeg',
    size_bytes: body.length,
  });
  assert.is(init.status, 200);
  const { upload_id, upload_url, public_url_preview } = init.json.data;
  assert.match(upload_id, /^up_/);
  assert.is(public_url_preview, `${h.srv.services.config.cdnUrl}/${bid}/${upload_id}/jollof%20bowl.jpg`);
  assert.is((await fetch(public_url_preview)).status, 404, 'nothing served before confirm');
  const early = await api('POST', '/confirm', { upload_id });
  assert.equal([early.status, early.json.error.code], [400, 'BAD_REQUEST']);

  assert.is(
    (await h.fetch(upload_url, { method: 'PUT', body: body as BodyInit, headers: { 'content-type': 'image/jpeg' } }))
      .status,
    204,
  );
  const confirmed = await api('POST', '/confirm', { upload_id });
  assert.is(confirmed.status, 200);
  assert.equal(confirmed.json, {
    id: upload_id,
    url: public_url_preview,
    filename: 'jollof bowl.jpg',
    content_type: 'image/jpeg',
    size_bytes: body.length,
  });

  const served = await fetch(public_url_preview);
  assert.is(served.status, 200);
  assert.is(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.is(sha(new Uint8Array(await served.arrayBuffer())), sha(body));

  const one = await api('GET', `/${upload_id}`);
  assert.equal(
    { ...one.json.data, created_at: undefined },
    { ...confirmed.json, folder_path: 'products/hero', created_at: undefined },
  );
  assert.match(one.json.data.created_at, /^\d{4}-\d{2}-\d{2}T/);
  assert.is((await api('POST', '/confirm', { upload_id: 'up_Unknown00000' })).status, 404);
});

test('list: newest first, folder exact, mime_prefix, pages with the total; limits', async () => {
  const folder = `list-${Date.now()}`;
  const ids: string[] = [];
  for (const [name, type] of [
    ['a.png', 'image/png'],
    ['b.pdf', 'application/pdf'],
    ['c.jpg', 'image/jpeg'],
    ['d.png', 'image/png'],
  ]) {
    h.clock.advance(1000);
    ids.push((await upload(folder, name, type, bytes(20))).init.upload_id);
  }
  await upload(`${folder}/sub`, 'e.png', 'image/png', bytes(20));
  const list = await api('GET', `?folder=${folder}`);
  assert.equal(
    list.json.data.assets.map((a: { id: string }) => a.id),
    [...ids].reverse(),
  );
  assert.equal(list.json.data.pagination, { page: 1, limit: 50, total: 4 });
  const images = await api('GET', `?folder=${folder}&mime_prefix=image/`);
  assert.equal(
    images.json.data.assets.map((a: { filename: string }) => a.filename),
    ['d.png', 'c.jpg', 'a.png'],
  );
  const page2 = await api('GET', `?folder=${folder}&limit=3&page=2`);
  assert.equal([page2.json.data.assets.length, page2.json.data.pagination], [1, { page: 2, limit: 3, total: 4 }]);
  assert.is((await api('GET', '?limit=101')).status, 400);
  assert.is((await api('GET', '?page=0')).status, 400);
});

test('another business: its key is 403 here, and our asset ids are 404 under its own path', async () => {
  const deps = { client: h.srv.services.store.client, db: h.db, now: () => h.srv.clock.now() };
  const other = await createBusiness(deps, { name: 'Other Shop', timezone: 'Africa/Accra' });
  const theirs = { key: null as null, headers: { authorization: `Bearer ${other.credentials.business_key}` } };
  const mine = (await upload('x', 'mine.png', 'image/png', bytes(8))).init.upload_id;
  const cross = await api('GET', `/${mine}`, undefined, theirs);
  assert.is(cross.status, 403);
  const underTheirs = await h.raw('GET', `/v1/businesses/${other.business._id}/assets/${mine}`, theirs);
  assert.is(underTheirs.status, 404);
  const listTheirs = await h.raw('GET', `/v1/businesses/${other.business._id}/assets`, theirs);
  assert.equal(listTheirs.json.data.assets, []);
});

test('delete: 204 whether or not it existed; gone from get, list and the file host at once; the bytes follow', async () => {
  const { init, confirm } = await upload('del', 'bye.png', 'image/png', bytes(64));
  const id = init.upload_id;
  const key = (await h.db.collection('uploads').findOne({ _id: id }))!.blob_key;
  assert.is((await api('DELETE', `/${id}`)).status, 204);
  assert.is((await api('GET', `/${id}`)).status, 404);
  assert.is((await fetch(confirm.json.url)).status, 404);
  assert.is((await api('DELETE', `/${id}`)).status, 204);
  assert.is((await api('DELETE', '/up_Neverexisted0')).status, 204);
  // The delete job runs on the worker: wait for the bytes to go.
  const until = Date.now() + 15_000;
  while ((await h.srv.services.blobs.stat(key)) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  assert.is(await h.srv.services.blobs.stat(key), null, 'the blob was deleted in the background');
});

test('through the real server: an HTML asset downloads under the sandbox, ranges and revalidation work', async () => {
  const page = new TextEncoder().encode('<html><title>PWNED</title><script>alert(1)</script></html>');
  const { confirm } = await upload('pages', 'page.html', 'text/html', page);
  const html = await fetch(confirm.json.url);
  assert.is(html.status, 200);
  assert.match(html.headers.get('content-disposition')!, /^attachment; filename=/);
  assert.match(html.headers.get('content-security-policy')!, /sandbox/);
  assert.is(html.headers.get('x-content-type-options'), 'nosniff');
  const png = bytes(1000, 3);
  const img = (await upload('img', 'dot.png', 'image/png', png)).confirm.json.url;
  const part = await fetch(img, { headers: { range: 'bytes=10-19' } });
  assert.equal([part.status, part.headers.get('content-range')], [206, 'bytes 10-19/1000']);
  assert.equal([...new Uint8Array(await part.arrayBuffer())], [...png.subarray(10, 20)]);
  assert.is((await fetch(img, { headers: { range: 'bytes=5000-' } })).status, 416);
  const etag = (await fetch(img)).headers.get('etag')!;
  const again = await fetch(img, { headers: { 'if-none-match': etag } });
  assert.equal([again.status, again.headers.get('x-content-type-options')], [304, 'nosniff']);
});

test('every response above conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
