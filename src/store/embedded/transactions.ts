// Logical sessions and retryable-write bookkeeping. A session's open transaction is a TxnState (mvcc.ts):
// transactions run concurrently under snapshot isolation with document-level write locks; see mvcc.ts.
import type { TxnState } from './mvcc.js';

export interface Session {
  key: string;
  lastUsed: number;
  txn: TxnState | null;
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
