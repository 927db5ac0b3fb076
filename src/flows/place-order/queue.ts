// FIFO queues in front of checkout transactions, one per business and mode, in this process. Every checkout of a
// business writes its order counter, so checkouts of one business cannot commit side by side on any MongoDB: on a
// replica set the later ones abort with a WriteConflict and withTransaction runs them again (each retry repeats
// its reads and writes), and on servers that make a writer wait for a held document, the waiting statement holds
// a pooled driver connection while the holder may need one for its next statement (measured: 200 simultaneous
// checkouts of one business took 107 s unqueued, 2.5 s queued). Queueing them here, two deep (one
// in the store, the next right behind it), bounds both the retried work and the connections held, and costs
// nothing while they wait. Across processes nothing is queued: there the retries of withTransaction keep checkouts
// correct, as on one process without the queue.
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly width: number) {}

  get idle(): boolean {
    return this.active === 0 && this.waiting.length === 0;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.width) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** Checkouts of one business in the store at once: the one holding the counter and the next. */
export const CHECKOUT_QUEUE_WIDTH = 2;

const gates = new WeakMap<object, Map<string, Gate>>();

/** Runs `work` through the queue of `key` (a business and mode) of this store. */
export async function throughGate<T>(store: object, key: string, work: () => Promise<T>): Promise<T> {
  let byKey = gates.get(store);
  if (!byKey) gates.set(store, (byKey = new Map()));
  let gate = byKey.get(key);
  if (!gate) byKey.set(key, (gate = new Gate(CHECKOUT_QUEUE_WIDTH)));
  try {
    return await gate.run(work);
  } finally {
    if (gate.idle && byKey.get(key) === gate) byKey.delete(key);
  }
}
