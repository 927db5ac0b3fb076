// The error labels mongod puts on a failed reply (or one with a write concern error), which the drivers' retry logic
// reads: TransientTransactionError (retry the whole transaction) and RetryableWriteError (retry the write, or the
// commit). mongod decides them from the code, the write concern error's code and the session fields the command
// carried (src/mongo/db/error_labels.cpp); UnknownTransactionCommitResult is the drivers' own and never sent.
import { num, type Doc } from './bson-values.js';

/** mongod's RetriableError category: failover, shutdown and network codes a retry can get past. */
const RETRIABLE = new Set([6, 7, 89, 91, 189, 262, 317, 358, 9001, 10107, 11600, 11602, 13435, 13436, 50915]);
/** Always transient inside a transaction: WriteConflict, LockTimeout, PreparedTransactionInProgress and the sharding
 * codes (StaleDbVersion, TenantMigrationCommitted/Aborted, ShardInvalidatedForTargeting, ShardCannotRefreshDueToLocksHeld). */
const TRANSIENT = new Set([112, 24, 267, 249, 321, 325, 304, 343]);
/** SnapshotError and NeedRetargettingError categories. */
const SNAPSHOT_OR_RETARGET = new Set([239, 246, 250, 272, 150, 13388]);
const INTERNAL_TRANSACTION_NOT_SUPPORTED = 358;
const NO_SUCH_TRANSACTION = 251;

function transient(code: number, hasWriteConcernError: boolean, commitOrAbort: boolean): boolean {
  if (code === INTERNAL_TRANSACTION_NOT_SUPPORTED) return false;
  if (TRANSIENT.has(code) || SNAPSHOT_OR_RETARGET.has(code)) return true;
  // After a commit or abort, NoSuchTransaction means the whole transaction may be retried only if nothing of it can
  // have been kept; elsewhere any retriable error aborted it and retrying it all is safe.
  if (commitOrAbort) return code === NO_SUCH_TRANSACTION && !hasWriteConcernError;
  return RETRIABLE.has(code) || code === NO_SUCH_TRANSACTION;
}

/** The labels mongod computes for `reply` of command `cmd` (lower case) sent as `body`. */
export function computedLabels(cmd: string, body: Doc, reply: Doc): string[] {
  const code = reply.ok === 0 && reply.code !== undefined ? num(reply.code) : undefined;
  const wce = reply.writeConcernError as Doc | undefined;
  const wcCode = wce && wce.code !== undefined ? num(wce.code) : undefined;
  const txnNumber = body.txnNumber !== undefined;
  const autocommit = body.autocommit !== undefined;
  const commitOrAbort = cmd === 'committransaction' || cmd === 'aborttransaction';
  if (code !== undefined && txnNumber && autocommit && transient(code, wcCode !== undefined, commitOrAbort))
    return ['TransientTransactionError'];
  // A retryable write (a txnNumber outside a transaction), or a transaction's commit or abort.
  if (txnNumber && (!autocommit || commitOrAbort)) {
    if ((code !== undefined && RETRIABLE.has(code)) || (wcCode !== undefined && RETRIABLE.has(wcCode)))
      return ['RetryableWriteError'];
  }
  return [];
}
