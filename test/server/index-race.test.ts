// Two processes starting at once after a release changed an index's options: both find the old index and both set
// out to drop it, and only one can. The one that loses (IndexNotFound) goes on as if it had dropped it, since the
// other did, and both starts end with the index as declared. The loss is forced here: just before the losing
// process drops, the other one drops the same index. Then three starts race for real, on their own connections.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Db } from 'mongodb';
import { ensureIndexes } from '../../src/store/index.js';
import { exitWhenDone, startTarget, type Target } from '../store/helpers.js';

let t: Target;
test.before(async () => {
  t = await startTarget();
});
test.after(async () => {
  await t?.stop();
  exitWhenDone();
});

const bound = <T extends object>(target: T, prop: string | symbol) => {
  const v = Reflect.get(target, prop, target);
  return typeof v === 'function' ? v.bind(target) : v;
};

/** `db` as the process that loses the race: each of its drops comes just after `winner` dropped the same index. */
function losingTo(winner: Db, db: Db): Db {
  return new Proxy(db, {
    get: (target, prop) =>
      prop !== 'collection'
        ? bound(target, prop)
        : (name: string) =>
            new Proxy(target.collection(name), {
              get: (coll, p) =>
                p !== 'dropIndex'
                  ? bound(coll, p)
                  : async (index: string) => {
                      await winner.collection(name).dropIndex(index);
                      return coll.dropIndex(index);
                    },
            }),
  });
}

const quotes = () => t.db.collection('fx_quotes');
const ttlIndexes = async () => (await quotes().indexes()).filter((i) => i.key.expires_at === 1);

/** The data directory of the release before: the same key with another TTL. */
async function oldRelease(): Promise<void> {
  for (const i of await ttlIndexes()) await quotes().dropIndex(i.name!);
  await quotes().createIndex({ expires_at: 1 }, { expireAfterSeconds: 0 });
}

test('the start that finds the old index already dropped by another builds the declared one and succeeds', async () => {
  await ensureIndexes(t.db);
  const declared = (await ttlIndexes())[0].expireAfterSeconds;
  assert.ok(declared !== undefined && declared > 0, `a TTL is declared (${declared})`);

  await oldRelease();
  const winner = (await t.newClient()).db(t.db.databaseName);
  await ensureIndexes(losingTo(winner, t.db));
  assert.equal(
    (await ttlIndexes()).map((i) => i.expireAfterSeconds),
    [declared],
  );

  // Three processes at once, each on its own connections.
  await oldRelease();
  const dbs = await Promise.all([1, 2, 3].map(async () => (await t.newClient()).db(t.db.databaseName)));
  await Promise.all(dbs.map((db) => ensureIndexes(db)));
  assert.equal(
    (await ttlIndexes()).map((i) => i.expireAfterSeconds),
    [declared],
  );
});

test.run();
