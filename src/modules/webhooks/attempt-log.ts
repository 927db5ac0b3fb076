// Attempt outcomes written together. Every attempt ends with a write of its outcome on its row; under load, agents'
// order events end many at once, and a command per outcome was a round trip per order. Outcomes that end while one
// write is in flight wait for it and go as the next one (one `update` command of many statements); an outcome
// alone is written at once. Each caller's promise settles with the write that carried its outcome (a store failure
// fails every outcome of that write, as it would have failed each alone).
import type { Services } from '../../services.js';
import type { DeliveryDoc } from './model.js';
import { logDeliveryAttempts } from './store.js';

interface Pending {
  row: Pick<DeliveryDoc, '_id' | 'business_id' | 'livemode'>;
  set: Partial<DeliveryDoc>;
  resolve(): void;
  reject(err: unknown): void;
}

/** The most outcomes one write carries. */
const MAX_PER_WRITE = 64;
const writers = new WeakMap<object, { writing: boolean; waiting: Pending[] }>();

/** Writes `set` on the attempt's row, with whichever other outcomes are waiting. */
export function logAttempt(services: Services, row: Pending['row'], set: Partial<DeliveryDoc>): Promise<void> {
  let writer = writers.get(services.store);
  if (!writer) writers.set(services.store, (writer = { writing: false, waiting: [] }));
  const done = new Promise<void>((resolve, reject) => writer!.waiting.push({ row, set, resolve, reject }));
  if (!writer.writing) void drain(services, writer);
  return done;
}

async function drain(services: Services, writer: { writing: boolean; waiting: Pending[] }): Promise<void> {
  writer.writing = true;
  while (writer.waiting.length > 0) {
    const taken = writer.waiting.splice(0, MAX_PER_WRITE);
    try {
      await logDeliveryAttempts(services.db, taken);
      for (const p of taken) p.resolve();
    } catch (err) {
      for (const p of taken) p.reject(err);
    }
  }
  writer.writing = false;
}
