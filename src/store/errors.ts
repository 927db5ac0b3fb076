// Store errors callers branch on. MongoDB reports a unique-index violation as code 11000 (E11000), on a plain
// write and inside a transaction alike; the embedded server answers the same.
import {
  MongoError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoOperationTimeoutError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  MongoWriteConcernError,
} from 'mongodb';

export const DUPLICATE_KEY = 11000;

/** Whether a write failed because a unique index already holds its key. */
export const isDuplicateKeyError = (err: unknown): boolean => (err as { code?: number } | null)?.code === DUPLICATE_KEY;

/**
 * What MongoDB answers while it cannot serve for a moment, past the driver's own retries: an election
 * (NotWritablePrimary 10107, PrimarySteppedDown 189, NotPrimaryNoSecondaryOk 13435, NotPrimaryOrSecondary 13436,
 * InterruptedDueToReplStateChange 11602), a shutdown (ShutdownInProgress 91, InterruptedAtShutdown 11600), the
 * network (HostUnreachable 6, HostNotFound 7, NetworkTimeout 89, SocketException 9001), time limits
 * (MaxTimeMSExpired 50, ExceededTimeLimit 262), a write concern not met in time (WriteConcernFailed 64), and a write
 * conflict that outlasted withTransaction's retries (112).
 */
const UNAVAILABLE_CODES = new Set([6, 7, 50, 64, 89, 91, 112, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);
const UNAVAILABLE_LABELS = ['TransientTransactionError', 'UnknownTransactionCommitResult', 'RetryableWriteError'];

/**
 * Whether `err` says the store could not serve the call for the moment (a failover, a network fault, a time limit,
 * an unknown commit outcome) rather than that the call was wrong: such a failure is answered 503
 * (kernel/errors.ts storeUnavailable), not 500. A write concern error is one too: the write was made, but not
 * confirmed as asked.
 */
export function isStoreUnavailable(err: unknown): boolean {
  if (
    err instanceof MongoNetworkError ||
    err instanceof MongoServerSelectionError ||
    err instanceof MongoOperationTimeoutError
  )
    return true;
  if (
    err instanceof MongoTopologyClosedError ||
    err instanceof MongoNotConnectedError ||
    err instanceof MongoWriteConcernError
  )
    return true;
  if (!(err instanceof MongoError)) return false;
  if (UNAVAILABLE_LABELS.some((l) => err.hasErrorLabel(l))) return true;
  return typeof err.code === 'number' && UNAVAILABLE_CODES.has(err.code);
}
