// Ctrl-C noted rather than obeyed, for a command that must end cleanly (deploy, logs --follow): it asks `seen`
// between its steps, and a pause between polls ends at once when Ctrl-C comes.
import { pause, type Pause } from '../kernel/pause.js';

export interface Interrupts {
  readonly seen: boolean;
  /** Waits `ms`, or less when Ctrl-C comes (not at all once it has). */
  sleep(ms: number): Promise<void>;
  /** Ctrl-C does what it did before. */
  close(): void;
}

export function watchInterrupts(): Interrupts {
  let seen = false;
  let waiting: Pause | undefined;
  const onSigint = () => {
    seen = true;
    waiting?.wake();
  };
  process.on('SIGINT', onSigint);
  return {
    get seen() {
      return seen;
    },
    async sleep(ms) {
      if (seen) return;
      waiting = pause(ms);
      await waiting.done;
      waiting = undefined;
    },
    close: () => process.off('SIGINT', onSigint),
  };
}
