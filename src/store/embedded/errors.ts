// MongoDB-shaped command errors. The driver keys its retry and transaction logic on `code`, `codeName` and
// `errorLabels`, so every failure the engine raises carries the same numbers a real mongod would send.
import { MingoError } from 'mingo/util';

export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  NoSuchKey: 4,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  InvalidIdField: 53,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  UnknownReplWriteConcern: 79,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  UnsatisfiableWriteConcern: 100,
  WriteConflict: 112,
  CommandNotSupported: 115,
  ViewDepthLimitExceeded: 149,
  DocumentValidationFailure: 121,
  CommandNotSupportedOnView: 166,
  OptionNotSupportedOnView: 167,
  ConversionFailure: 241,
  NoSuchTransaction: 251,
  OperationNotSupportedInTransaction: 263,
  TransactionTooOld: 225,
  LockTimeout: 24,
  DuplicateKey: 11000,
  IDLUnknownField: 40415,
  Location17276: 17276,
  Location40414: 40414,
  Unauthorized: 13,
  MaxTimeMSExpired: 50,
  FailPointSetFailed: 266,
  SearchNotEnabled: 31082,
} as const;

/** Codes the engine never raises itself but a fail point may (failCommand's errorCode): their names as mongod's. */
const FAILURE_CODES: Record<string, number> = {
  HostUnreachable: 6,
  HostNotFound: 7,
  UnknownError: 8,
  WriteConcernFailed: 64,
  NetworkTimeout: 89,
  ShutdownInProgress: 91,
  ReadConcernMajorityNotAvailableYet: 134,
  PrimarySteppedDown: 189,
  StaleDbVersion: 249,
  SnapshotUnavailable: 246,
  SnapshotTooOld: 239,
  ExceededTimeLimit: 262,
  PreparedTransactionInProgress: 267,
  ClientDisconnect: 279,
  SocketException: 9001,
  NotWritablePrimary: 10107,
  InterruptedAtShutdown: 11600,
  Interrupted: 11601,
  InterruptedDueToReplStateChange: 11602,
  StaleConfig: 13388,
  NotPrimaryNoSecondaryOk: 13435,
  NotPrimaryOrSecondary: 13436,
  FailedToSatisfyReadPreference: 133,
};

const codeNames = new Map<number, string>(
  [...Object.entries(FAILURE_CODES), ...Object.entries(ErrorCodes)].map(([name, code]) => [code, name]),
);

export class CommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly errorLabels: string[];
  /** Extra top-level reply fields (keyPattern/keyValue for duplicate keys). */
  readonly extra: Record<string, unknown>;

  constructor(code: number, message: string, opts: { labels?: string[]; extra?: Record<string, unknown> } = {}) {
    super(message);
    this.code = code;
    // mongod names a code outside its table Location<code>.
    this.codeName = codeNames.get(code) ?? `Location${code}`;
    this.errorLabels = opts.labels ?? [];
    this.extra = opts.extra ?? {};
  }

  toReply(): Record<string, unknown> {
    const reply: Record<string, unknown> = { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName };
    Object.assign(reply, this.extra);
    if (this.errorLabels.length) reply.errorLabels = this.errorLabels;
    return reply;
  }

  /** The element of a write command's `writeErrors` array. */
  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, codeName: this.codeName, errmsg: this.message, ...this.extra };
  }
}

export function badValue(message: string): CommandError {
  return new CommandError(ErrorCodes.BadValue, message);
}

/** What mongod answers, without Atlas Search configured, to the search index commands (createSearchIndexes,
 * updateSearchIndex, dropSearchIndex) and the $listSearchIndexes stage (`index`), and to the $search, $searchMeta and
 * $vectorSearch stages (`query`). The messages are mongod's, word for word (the missing space included). */
export function searchNotEnabled(what: 'index' | 'query'): CommandError {
  const how = ' Please connect to Atlas or an AtlasCLI local deployment to enable.';
  const more =
    'For more information on how to connect, see https://dochub.mongodb.org/core/atlas-cli-deploy-local-reqs.';
  return new CommandError(
    ErrorCodes.SearchNotEnabled,
    what === 'index'
      ? `Using Atlas Search Database Commands and the $listSearchIndexes aggregation stage requires additional configuration.${how} ${more}`
      : `Using $search and $vectorSearch aggregation stages requires additional configuration.${how}${more}`,
  );
}

/** mingo reports a failed expression (a division by zero, a bad conversion, an undefined variable) with a
 * plain MingoError; MongoDB answers those with codes of its own, which the driver and callers key on. */
const EVALUATION_CODES: Array<[RegExp, number]> = [
  [/undefined variable/i, ErrorCodes.Location17276],
  [/cannot convert|failed to parse/i, ErrorCodes.ConversionFailure],
  [/must resolve to|must be a number|must be an array|expression must be/i, ErrorCodes.TypeMismatch],
];

/** The MongoDB-shaped form of an error raised while evaluating a query or expression. */
export function evaluationError(err: unknown): CommandError {
  if (err instanceof CommandError) return err;
  const e = err as Error;
  if (e instanceof MingoError) {
    for (const [re, code] of EVALUATION_CODES) if (re.test(e.message)) return new CommandError(code, e.message);
    return badValue(e.message);
  }
  return new CommandError(ErrorCodes.InternalError, e?.message ?? String(err));
}
