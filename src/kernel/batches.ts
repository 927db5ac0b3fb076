// Work that goes in batches: the items of one key are handed over a batch at a time, one batch of a key in flight;
// items that arrive meanwhile wait and go together in the next (at most `max` a batch). An item alone goes at once,
// so batching costs latency only when there is a queue. Used where one round trip can carry many items: stock holds
// of one business committed in one transaction (src/flows/ucp/holds.ts), webhook attempts logged in one command
// (src/modules/webhooks/attempt-log.ts).
interface Waiting<T, R> {
  item: T;
  resolve(value: R): void;
  reject(err: unknown): void;
}

export class Batches<T, R> {
  private readonly queues = new Map<string, { running: boolean; waiting: Waiting<T, R>[] }>();

  /**
   * `run` answers each item's outcome, in order; when it throws, every item of the batch fails with that error.
   */
  constructor(
    private readonly run: (items: T[]) => Promise<PromiseSettledResult<R>[]>,
    private readonly max: number,
  ) {}

  /** Queues `item` under `key`; settles with its outcome. */
  add(key: string, item: T): Promise<R> {
    let queue = this.queues.get(key);
    if (!queue) this.queues.set(key, (queue = { running: false, waiting: [] }));
    const done = new Promise<R>((resolve, reject) => queue.waiting.push({ item, resolve, reject }));
    if (!queue.running) void this.drain(key, queue);
    return done;
  }

  private async drain(key: string, queue: { running: boolean; waiting: Waiting<T, R>[] }): Promise<void> {
    queue.running = true;
    while (queue.waiting.length > 0) {
      const taken = queue.waiting.splice(0, this.max);
      try {
        const outcomes = await this.run(taken.map((w) => w.item));
        taken.forEach((w, i) => {
          const o = outcomes[i];
          if (o.status === 'fulfilled') w.resolve(o.value);
          else w.reject(o.reason);
        });
      } catch (err) {
        for (const w of taken) w.reject(err);
      }
    }
    queue.running = false;
    if (this.queues.get(key) === queue) this.queues.delete(key);
  }
}
