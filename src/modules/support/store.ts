// Typed access to support chat (model.ts): conversations and messages per tenant; the feed and its counter across
// tenants (one sequence for every business, so one reader per process serves all of them).
import type { Db } from 'mongodb';
import {
  COLLECTION,
  isDuplicateKeyError,
  sharedCollection,
  tenantCollection,
  type TenantContext,
} from '../../store/index.js';
import type { FeedDoc, MessageDoc, ThreadDoc } from './model.js';

export const threads = (db: Db, t: TenantContext) => tenantCollection<ThreadDoc>(db, COLLECTION.support_threads, t);
export const messages = (db: Db, t: TenantContext) => tenantCollection<MessageDoc>(db, COLLECTION.support_messages, t);
export const feed = (db: Db) => sharedCollection<FeedDoc>(db, COLLECTION.support_feed);
/** The feed's sequence: `counters` document `support_feed`, `seq` the last id handed out. */
export const feedCounter = (db: Db) => sharedCollection<{ _id: string; seq: number }>(db, COLLECTION.counters);
export const FEED_COUNTER_ID = 'support_feed';

/**
 * Creates the feed's counter if it is missing. Done once at start, outside any transaction: two first writers
 * upserting it inside theirs could collide on a duplicate key, which no transaction retry resolves.
 */
export async function ensureFeedCounter(db: Db): Promise<void> {
  try {
    await feedCounter(db).updateOne({ _id: FEED_COUNTER_ID }, { $setOnInsert: { seq: 0 } }, { upsert: true });
  } catch (err) {
    // Another process created it at the same moment.
    if (!isDuplicateKeyError(err)) throw err;
  }
}
