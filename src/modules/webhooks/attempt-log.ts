// Attempt outcomes written together. Every attempt ends with a write of its outcome on its row; under load, agents'
// order events end many at once, and a command per outcome was a round trip per order. Outcomes that end while one
// write is in flight wait for it and go as the next one (one `update` command of many statements; kernel/batches.ts);
// an outcome alone is written at once. A store failure fails every outcome of that write, as it would have failed
// each alone.
import { Batches } from '../../kernel/batches.js';
import type { Services } from '../../services.js';
import type { DeliveryDoc } from './model.js';
import { logDeliveryAttempts } from './store.js';

type Logged = { row: Pick<DeliveryDoc, '_id' | 'business_id' | 'livemode'>; set: Partial<DeliveryDoc> };

/** The most outcomes one write carries. */
const MAX_PER_WRITE = 64;
const writers = new WeakMap<object, Batches<Logged, void>>();

/** Writes `set` on the attempt's row, with whichever other outcomes are waiting. */
export function logAttempt(services: Services, row: Logged['row'], set: Partial<DeliveryDoc>): Promise<void> {
  let writer = writers.get(services.store);
  if (!writer) {
    writer = new Batches(async (logs) => {
      await logDeliveryAttempts(services.db, logs);
      return logs.map(() => ({ status: 'fulfilled', value: undefined }));
    }, MAX_PER_WRITE);
    writers.set(services.store, writer);
  }
  return writer.add('', { row, set });
}
