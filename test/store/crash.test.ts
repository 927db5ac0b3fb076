// test-store: own (each kill and restart runs embedded stores of its own in DATA_DIRs of its own, whatever the pass)
// Crash safety: a child process writes through the driver and reports each acknowledgement; it is killed
// with SIGKILL at a random moment; on restart every acknowledged write must be there and the journal must
// read back intact. Repeated at several kill points against the same DATA_DIR.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../../src/store/embedded/index.js';
import { readRecords } from '../../src/store/embedded/journal.js';
import { eventually, tempDir } from './helpers.js';
import { tsEntry } from '../../scripts/lib/ts-entry.mjs';

const child = join(fileURLToPath(import.meta.url), '..', 'crash-child.ts');

interface Acks {
  inserted: number[];
  updated: number[];
  txn: number[];
}

function runAndKill(dataDir: string, killAfterAcks: number, thread = false): Promise<Acks> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [...tsEntry(child), dataDir, thread ? 'thread' : 'inline'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acks: Acks = { inserted: [], updated: [], txn: [] };
    let buf = '';
    let err = '';
    let killed = false;
    p.stdout.on('data', (d: Buffer) => {
      buf += d.toString();
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        const [kind, n] = line.split(' ');
        // Only lines written before the kill count: the child printed them after the server's reply.
        if (kind === 'I') acks.inserted.push(Number(n));
        else if (kind === 'U') acks.updated.push(Number(n));
        else if (kind === 'T') acks.txn.push(Number(n));
        if (!killed && acks.inserted.length >= killAfterAcks) {
          killed = true;
          p.kill('SIGKILL');
        }
      }
    });
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(acks);
      else reject(new Error(`child exited with ${code}: ${err}`));
    });
  });
}

test('acknowledged writes survive SIGKILL at several kill points', async () => {
  const dir = tempDir('store-crash-');
  try {
    const everInserted = new Set<number>();
    const updated = new Set<number>();
    const txn = new Set<number>();
    // Kill points: a random number of acknowledged inserts within growing ranges.
    // Odd rounds run the server on a worker thread (as openStore does), even rounds on the main thread.
    const ranges = [
      [5, 40],
      [40, 200],
      [200, 600],
      [20, 120],
      [60, 300],
    ];
    for (const [round, [lo, hi]] of ranges.entries()) {
      const killAt = lo + Math.floor(Math.random() * (hi - lo));
      const acks = await runAndKill(dir, killAt, round % 2 === 1);
      assert.ok(acks.inserted.length >= killAt, 'child made progress before the kill');
      acks.inserted.forEach((n) => everInserted.add(n));
      acks.updated.forEach((n) => updated.add(n));
      acks.txn.forEach((n) => txn.add(n));

      // The journal of the killed process reads back whole, or with only an unacknowledged torn tail.
      const srv = await startEmbeddedMongo({ dataDir: dir, thread: round % 2 === 0 });
      const client = new MongoClient(srv.uri);
      try {
        const c = client.db('crash').collection<{ _id: number; v: number; t?: number }>('docs');
        const all = await c.find().toArray();
        const docs = new Map(all.map((d) => [d._id, d.v]));
        const marked = new Set(all.filter((d) => d.t === 1).map((d) => d._id));
        const missing = [...everInserted].filter((n) => !docs.has(n));
        assert.equal(missing, [], 'every acknowledged insert is present');
        const lost = [...updated].filter((n) => (docs.get(n) ?? 0) < 1);
        assert.equal(lost, [], 'every acknowledged update is present');
        const lostTxn = [...txn].filter((n) => !marked.has(n) || !marked.has(n - 1));
        assert.equal(lostTxn, [], 'every acknowledged transaction is present, whole');
        // Transactions apply whole or not at all: never one of the pair.
        for (const id of marked)
          assert.ok(id % 50 === 0 ? marked.has(id - 1) : marked.has(id + 1), `transaction around ${id} applied whole`);
      } finally {
        await client.close();
        await srv.close();
      }
      // A clean close compacts: the new generation's journal is empty and the snapshot reads back whole.
      const dbDir = join(dir, 'crash');
      const files = readdirSync(dbDir);
      assert.ok(files.includes('snapshot.bson'));
      const snap = readRecords(join(dbDir, 'snapshot.bson'));
      assert.not.ok(snap.torn);
      assert.ok(snap.records.length - 1 >= everInserted.size, 'snapshot holds every document');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a torn journal tail is cut on start and the records before it are kept', async () => {
  const dir = tempDir('store-torn-');
  try {
    await runAndKill(dir, 30);
    const dbDir = join(dir, 'crash');
    const journal = join(dbDir, readdirSync(dbDir).find((f) => f.startsWith('journal-'))!);
    const whole = readRecords(journal);
    assert.ok(whole.records.length > 2);
    // Tear the last complete record, as a crash in the middle of write(2) would.
    truncateSync(journal, whole.validLength - 3);
    assert.ok(readRecords(journal).torn);

    const srv = await startEmbeddedMongo({ dataDir: dir });
    const client = new MongoClient(srv.uri);
    try {
      const after = readRecords(journal);
      assert.not.ok(after.torn, 'the torn tail was cut');
      assert.is(after.records.length, whole.records.length - 1);
      const ids = (await client.db('crash').collection<{ _id: number }>('docs').find().sort({ _id: 1 }).toArray()).map(
        (d) => d._id,
      );
      assert.ok(ids.length >= 20);
      assert.equal(
        ids,
        Array.from({ length: ids.length }, (_, i) => i + 1),
        'records before the tear are all applied',
      );
    } finally {
      await client.close();
      await srv.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

async function openError(opts: { dataDir: string; thread?: boolean }): Promise<string> {
  try {
    const srv = await startEmbeddedMongo(opts);
    await srv.close();
  } catch (err) {
    return (err as Error).message;
  }
  return '';
}

function openInOtherProcess(dir: string, thread: boolean): Promise<{ code: number | null; err: string }> {
  const index = join(fileURLToPath(import.meta.url), '..', '..', '..', 'src/store/embedded/index.ts');
  const other = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${index}').then(m => m.startEmbeddedMongo({ dataDir: ${JSON.stringify(dir)}, thread: ${thread} })).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); })`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let err = '';
  other.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((r) => other.on('exit', (code) => r({ code, err })));
}

for (const thread of [false, true]) {
  test(`a second process cannot open the same DATA_DIR (server ${thread ? 'on a worker thread' : 'in-thread'})`, async () => {
    const dir = tempDir('store-lock-');
    const srv = await startEmbeddedMongo({ dataDir: dir, thread });
    try {
      // The same process, in either mode: refused, whichever thread holds the directory.
      assert.match(await openError({ dataDir: dir }), /already open in this process/);
      assert.match(await openError({ dataDir: dir, thread: true }), /already open in this process/);
      // Another process, whose server would run on a worker thread or not: the lock file's clear error.
      for (const otherThread of [false, true]) {
        const { code, err } = await openInOtherProcess(dir, otherThread);
        assert.is(code, 3);
        assert.match(err, /in use by another process/);
      }
    } finally {
      await srv.close();
    }
    // Closed: the lock is released and the directory opens again.
    assert.is(await openError({ dataDir: dir, thread: !thread }), '');
    rmSync(dir, { recursive: true, force: true });
  });
}

test('an error of the server thread after start reaches the caller (onError), never swallowed', async () => {
  const dir = tempDir('store-thread-');
  const errors: Error[] = [];
  // compactBytes 1: the once-a-second housekeeping compacts whenever the journal has grown.
  const srv = await startEmbeddedMongo({
    dataDir: dir,
    thread: true,
    engine: { compactBytes: 1 },
    onError: (e) => errors.push(e),
  });
  const client = new MongoClient(srv.uri, { serverSelectionTimeoutMS: 1000 });
  try {
    const c = client.db('x').collection<{ _id: number }>('y');
    await c.insertOne({ _id: 1 });
    // The database directory becomes a file: the next compaction (on the server thread's timer) throws.
    rmSync(join(dir, 'x'), { recursive: true, force: true });
    writeFileSync(join(dir, 'x'), 'not a directory');
    await c.insertOne({ _id: 2 });
    assert.ok(await eventually(async () => errors.length > 0, 5000), 'the thread error was reported');
    assert.match(errors[0].message, /embedded MongoDB server thread failed/);
    assert.ok(errors[0].cause instanceof Error);
  } finally {
    await client.close().catch(() => undefined);
    await srv.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
