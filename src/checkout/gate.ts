// FIFO gates in front of checkout transactions, one per business and mode. Every checkout of a business writes its
// order counter first, so their transactions run one at a time whatever happens in front of them. On the embedded
// store the next one waits inside the store for the counter (mvcc.ts) and starts the moment the previous commits;
// but a waiting statement holds a pooled driver connection, and a burst of hundreds of checkouts would tie up the
// whole pool while the counter's holder needs a connection for its next statement (measured: 200 simultaneous
// checkouts took 107 s that way, against 2.5 s queued here). So at most two checkouts of a business are in the
// store at once (one running, one queued right behind it) and the others queue here, in the process, costing
// nothing. Against a real MongoDB deployment, which answers a concurrent write of the counter with a WriteConflict
// (withTransaction retries), the gates are wide open.
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

/** Checkouts of one business admitted to the embedded store at once: the one holding the counter and the next. */
export const EMBEDDED_CHECKOUT_WIDTH = 2;

const gates = new WeakMap<object, Map<string, Gate>>();

/** Runs `work` through the gate of `key` (a business and mode) of this store. */
export async function throughGate<T>(store: { embedded?: unknown }, key: string, work: () => Promise<T>): Promise<T> {
  if (!store.embedded) return work();
  let byKey = gates.get(store);
  if (!byKey) gates.set(store, (byKey = new Map()));
  let gate = byKey.get(key);
  if (!gate) byKey.set(key, (gate = new Gate(EMBEDDED_CHECKOUT_WIDTH)));
  try {
    return await gate.run(work);
  } finally {
    if (gate.idle && byKey.get(key) === gate) byKey.delete(key);
  }
}
