// The engine's scan diagnostic ({ scanStats }, EMBEDDED_SCAN_LOG) and what it found: a query without a fitting
// index shows as a collection scan examining every document, and the Link sign-up's "free this contact" update,
// with the service's own indexes, examines only its matches (it examined every account of the mode before the
// profile indexes); and the stored documents hold no more memory than their bytes. Embedded server only: the
// command is the engine's own.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Document } from 'mongodb';
import { ensureIndexes } from '../../src/store/index.js';
import { startTarget, type Target } from './helpers.js';

let t: Target;
test.before(async () => {
  t = await startTarget();
});
test.after(async () => {
  if (t?.embedded) await t.db.command({ scanStats: 1, min: -1 });
  await t?.stop();
});

const rowsFor = async (ns: string): Promise<Document[]> =>
  ((await t.db.command({ scanStats: 1, limit: 100 })).top as Document[]).filter((r) => r.ns.endsWith(`.${ns}`));

test("a scan without a fitting index and the sign-up update with the service's indexes", async () => {
  if (!t.embedded) return; // the diagnostic is the embedded engine's
  await ensureIndexes(t.db);
  const accounts = Array.from({ length: 300 }, (_, i) => ({
    _id: `acct_${i}`,
    livemode: i % 2 === 0,
    verified_contacts: [`email:a${i}@example.com`],
    profile: { email: `a${i}@example.com`, phone: null, name: null },
  }));
  await t.db.collection<Document>('link_accounts').insertMany(accounts as Document[]);
  const off = await t.db.command({ scanStats: 1 });
  assert.is(off.enabled, false, 'off unless asked');

  await t.db.command({ scanStats: 1, min: 1_000_000, reset: true });
  // The update accounts.ts makes on every new account.
  for (let i = 0; i < 10; i++) {
    await t.db
      .collection<Document>('link_accounts')
      .updateMany({ _id: { $ne: 'acct_new' }, livemode: true, 'profile.email': `a${i * 2}@example.com` } as Document, {
        $set: { 'profile.email': null },
      });
  }
  // A read no index serves.
  await t.db.collection('link_accounts').find({ 'profile.name': 'Ama' }).toArray();

  const rows = await rowsFor('link_accounts');
  const update = rows.find((r) => r.command === 'update');
  assert.ok(update, JSON.stringify(rows));
  assert.is(update!.calls, 10);
  assert.ok(update!.maxDocsExamined <= 1, `the update examines only its match: ${JSON.stringify(update)}`);
  assert.match(update!.plan, /profile\.email/);
  const scan = rows.find((r) => r.command === 'find');
  assert.is(scan!.plan, 'collscan');
  assert.is(scan!.docsExamined, 300);
  assert.is(scan!.collectionSize, 300);

  // Stored documents keep only their own bytes alive (small Buffers are slices of shared 8 kB blocks otherwise).
  const storage = (await t.db.command({ scanStats: 1, storage: true })).storage;
  assert.ok(storage.rawBytes > 0);
  assert.ok(
    storage.backingBytes <= storage.rawBytes * 1.1,
    `documents hold ${storage.backingBytes} bytes alive for ${storage.rawBytes} of BSON`,
  );
});

test.run();
