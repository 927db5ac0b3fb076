// A poller's pause between reads that news can cut short: `wake()` ends it at once (a change made in this process
// is read without waiting out the interval; other processes' changes are found by the next read).
export interface Pause {
  done: Promise<void>;
  wake(): void;
}

export function pause(ms: number): Pause {
  let wake!: () => void;
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(finish, ms);
    function finish() {
      clearTimeout(timer);
      resolve();
    }
    wake = finish;
  });
  return { done, wake };
}
