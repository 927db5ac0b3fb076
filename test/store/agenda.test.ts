// Agenda 6 with @agendajs/mongo-backend, unmodified, on the embedded store (or MONGODB_URI).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda } from 'agenda';
import type { Db } from 'mongodb';
import { defineJob } from '../../src/jobs/index.js';
import { eventually, exitWhenDone, startTarget, type Target } from './helpers.js';

let t: Target;
const agendas: Agenda[] = [];

function makeAgenda(db: Db, name: string): Agenda {
  const a = new Agenda({
    backend: new MongoBackend({ mongo: db, collection: 'agendaJobs' }),
    processEvery: 100,
    name,
    defaultLockLifetime: 60_000,
  });
  agendas.push(a);
  return a;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test.before(async () => {
  t = await startTarget();
});
test.after(async () => {
  for (const a of agendas) await a.stop().catch(() => undefined);
  await t.stop();
  exitWhenDone();
});

test('a job scheduled in 1 s runs once', async () => {
  const a = makeAgenda(t.db, 'once');
  const runs: number[] = [];
  defineJob(a, 'once-job', async () => {
    runs.push(Date.now());
  });
  await a.start();
  const scheduledAt = Date.now();
  await a.schedule(new Date(scheduledAt + 1000), 'once-job');
  assert.ok(await eventually(async () => runs.length > 0, 15_000), 'job ran');
  assert.ok(runs[0] >= scheduledAt + 1000 - 50, 'not before its time');
  await sleep(800); // several more polls: it must not run again
  assert.is(runs.length, 1);
  await a.stop();
});

test('a repeating job repeats', async () => {
  const a = makeAgenda(t.db, 'repeat');
  let runs = 0;
  defineJob(a, 'tick', async () => {
    runs++;
  });
  await a.start();
  await a.every('1 second', 'tick');
  assert.ok(await eventually(async () => runs >= 3, 20_000), `repeated (ran ${runs} times)`);
  await a.stop();
  const job = await t.db.collection('agendaJobs').findOne({ name: 'tick' });
  assert.ok(job, 'the repeating job stays stored');
  assert.is(job!.repeatInterval, '1 second');
});

test('two workers on separate connections run 200 queued jobs exactly once in total', async () => {
  const other = await t.newClient();
  const w1 = makeAgenda(t.db, 'w1');
  const w2 = makeAgenda(other.db(t.db.databaseName), 'w2');
  const counts = new Map<number, number>();
  const byWorker = { w1: 0, w2: 0 };
  for (const [w, key] of [
    [w1, 'w1'],
    [w2, 'w2'],
  ] as const) {
    defineJob<{ i: number }>(
      w,
      'work',
      async (job) => {
        counts.set(job.attrs.data.i, (counts.get(job.attrs.data.i) ?? 0) + 1);
        byWorker[key]++;
      },
      { concurrency: 10, lockLimit: 20 },
    );
  }
  const producer = makeAgenda(t.db, 'producer');
  for (let i = 0; i < 200; i++) await producer.now('work', { i });
  await Promise.all([w1.start(), w2.start()]);
  const total = () => [...counts.values()].reduce((s, n) => s + n, 0);
  assert.ok(await eventually(async () => total() >= 200, 60_000), `all jobs ran (${total()})`);
  await sleep(500);
  await Promise.all([w1.stop(), w2.stop()]);
  assert.is(counts.size, 200);
  assert.is(total(), 200, 'no job ran twice');
  assert.ok(byWorker.w1 + byWorker.w2 === 200);
});

test.run();
