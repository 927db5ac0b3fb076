// A FIFO gate in front of checkout transactions. The embedded store runs one transaction at a time (an engine-wide
// lock) and answers a transaction that waited 2 s for it with a WriteConflict, which the driver retries: under a
// burst of checkouts most of the queue would time out and retry together, multiplying the work (measured: 200
// simultaneous checkouts took 54 s that way). Queuing them in the process instead, one at a time, costs nothing the
// engine was not already serialising. Against a real MongoDB deployment, which runs transactions on different
// documents in parallel, the gate is wide open.
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly width: number) {}

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

const gates = new WeakMap<object, Gate>();

/** The gate of one store: width 1 on the embedded store, unlimited on a real deployment. */
export function transactionGate(store: { embedded?: unknown }): Gate {
  let g = gates.get(store);
  if (!g) gates.set(store, (g = new Gate(store.embedded ? 1 : Number.POSITIVE_INFINITY)));
  return g;
}
