// MongoDB-shaped command errors. The driver keys its retry and transaction logic on `code`, `codeName` and
// `errorLabels`, so every failure the engine raises carries the same numbers a real mongod would send.

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
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  WriteConflict: 112,
  NoSuchTransaction: 251,
  OperationNotSupportedInTransaction: 263,
  TransactionTooOld: 225,
  LockTimeout: 24,
  DuplicateKey: 11000,
  Location40414: 40414,
} as const;

const codeNames = new Map<number, string>(Object.entries(ErrorCodes).map(([name, code]) => [code, name]));

export class CommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly errorLabels: string[];
  /** Extra top-level reply fields (keyPattern/keyValue for duplicate keys). */
  readonly extra: Record<string, unknown>;

  constructor(code: number, message: string, opts: { labels?: string[]; extra?: Record<string, unknown> } = {}) {
    super(message);
    this.code = code;
    this.codeName = codeNames.get(code) ?? 'UnknownError';
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
