// Logical sessions, multi-document transactions and retryable-write bookkeeping.
//
// Transactions are serialised: the first statement of a transaction takes one engine-wide lock and holds it
// until commit or abort. While it is held, other sessions' writes wait, and their reads are answered from
// the committed versions of the documents the transaction touched (engine.committedView), so nobody
// observes uncommitted writes. Statements apply in place and are recorded; abort (explicit, by timeout, by
// endSessions or by the connection going away) undoes them; commit journals them as one record.
import type { OpLog } from './database.js';

export interface Txn {
  number: bigint;
  log: OpLog;
  startedAt: number;
  /** Connection that last ran a statement of this transaction. */
  conn: number;
}

export interface Session {
  key: string;
  lastUsed: number;
  txn: Txn | null;
  /** Highest transaction number that committed / aborted, so a retried commit or abort is idempotent. */
  committed: bigint;
  aborted: bigint;
  /** Last retryable write: a retry with the same txnNumber gets this reply instead of running again. */
  retry: { txnNumber: bigint; reply: Record<string, unknown> } | null;
}

export class SessionTable {
  private sessions = new Map<string, Session>();

  get(key: string): Session {
    let s = this.sessions.get(key);
    if (!s) {
      s = { key, lastUsed: Date.now(), txn: null, committed: -1n, aborted: -1n, retry: null };
      this.sessions.set(key, s);
    }
    s.lastUsed = Date.now();
    return s;
  }

  peek(key: string): Session | undefined {
    return this.sessions.get(key);
  }

  delete(key: string): void {
    this.sessions.delete(key);
  }

  all(): IterableIterator<Session> {
    return this.sessions.values();
  }

  /** Forgets sessions idle longer than the advertised logicalSessionTimeoutMinutes. */
  sweep(maxIdleMs: number, now = Date.now()): void {
    for (const [k, s] of this.sessions) if (!s.txn && now - s.lastUsed > maxIdleMs) this.sessions.delete(k);
  }
}

interface Waiter {
  key: string;
  resolve: () => void;
  timer: NodeJS.Timeout | null;
}

/** The engine-wide transaction lock with a FIFO of waiting sessions. */
export class TxnLock {
  owner: string | null = null;
  private waiters: Waiter[] = [];
  private idle: Array<() => void> = [];

  /** Resolves with true once `key` owns the lock; false if it could not within timeoutMs. */
  acquire(key: string, timeoutMs: number): Promise<boolean> {
    if (this.owner === null || this.owner === key) {
      this.owner = key;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const w: Waiter = {
        key,
        resolve: () => resolve(true),
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((x) => x !== w);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(w);
    });
  }

  /** Resolves when no transaction of another session holds the lock (for non-transactional commands). */
  waitUntilFree(key: string | null): Promise<void> | null {
    if (this.owner === null || this.owner === key) return null;
    return new Promise((resolve) => this.idle.push(resolve));
  }

  release(key: string): void {
    if (this.owner !== key) return;
    this.owner = null;
    // Plain commands that queued behind the transaction run before the next transaction starts.
    const idle = this.idle;
    this.idle = [];
    for (const r of idle) r();
    const next = this.waiters.shift();
    if (next) {
      if (next.timer) clearTimeout(next.timer);
      this.owner = next.key;
      next.resolve();
    }
  }

  clear(): void {
    for (const w of this.waiters) if (w.timer) clearTimeout(w.timer);
    this.waiters = [];
    this.owner = null;
    const idle = this.idle;
    this.idle = [];
    for (const r of idle) r();
  }
}
