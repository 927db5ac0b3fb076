// expectError: what an operation's error must be. A bulk write's error aggregates the server's answers (write
// errors, a write concern error); a client bulk write's wraps the top-level error in `cause`. Both are searched as
// the format says.
import { MongoBulkWriteError, MongoClientBulkWriteError, MongoServerError } from 'mongodb';
import { match, show, type MatchContext } from './match.js';
import { bulkWriteResult, clientBulkWriteResult, mapToDoc } from './operations.js';
import type { Doc } from './types.js';

interface ErrorLike {
  name?: string;
  message?: string;
  code?: number;
  codeName?: string;
  cause?: unknown;
  errorResponse?: Doc;
  hasErrorLabel?(label: string): boolean;
  errorLabels?: string[];
}

export function describeError(err: unknown): string {
  const e = err as ErrorLike;
  const code = e.code !== undefined ? ` ${e.code}${e.codeName ? ` ${e.codeName}` : ''}` : '';
  const cause = e.cause && (e.cause as ErrorLike).message ? ` (cause: ${describeError(e.cause)})` : '';
  return `${e.name ?? 'Error'}${code}: ${e.message ?? String(err)}${cause}`;
}

/** The first way `err` differs from the expectation, or null. */
export function checkError(expected: Doc, err: unknown, ctx: MatchContext): string | null {
  const checks: Array<() => string | null> = [
    () => checkClientError(expected, err),
    () => checkCode(expected, err),
    () => checkCodeName(expected, err),
    () => checkContains(expected, err),
    () => checkLabels(expected, err),
    () => checkTimeout(expected, err),
    () =>
      expected.errorResponse === undefined
        ? null
        : prefixed('errorResponse', match(expected.errorResponse, serverErrors(err)[0].errorResponse, ctx)),
    () =>
      'expectResult' in expected
        ? prefixed('error result', match(expected.expectResult, partialResult(err), ctx))
        : null,
    () => (expected.writeErrors === undefined ? null : checkWriteErrors(expected.writeErrors as Doc, err, ctx)),
    () =>
      expected.writeConcernErrors === undefined
        ? null
        : checkWriteConcernErrors(expected.writeConcernErrors as Doc[], err, ctx),
  ];
  for (const c of checks) {
    const d = c();
    if (d) return `${d} — the error was ${describeError(err)}`;
  }
  return null;
}

const prefixed = (what: string, d: string | null) => (d ? `${what}: ${d}` : null);

function checkClientError(expected: Doc, err: unknown): string | null {
  if (expected.isClientError === undefined) return null;
  const client = !(err instanceof MongoServerError);
  return client === expected.isClientError
    ? null
    : `expected ${expected.isClientError ? 'a client' : 'a server'} error`;
}

/** The server errors an error stands for: itself, the top-level error of a client bulk write, and the write
 * (concern) errors a collection bulk write aggregates. */
function serverErrors(err: unknown): ErrorLike[] {
  const e = err as ErrorLike;
  if (err instanceof MongoClientBulkWriteError) return e.cause ? [e.cause as ErrorLike] : [e];
  const out: ErrorLike[] = [e];
  if (err instanceof MongoBulkWriteError) {
    out.push(...[err.writeErrors].flat().map((w) => ({ code: w.code, message: w.errmsg })));
    if (err.writeConcernError)
      out.push({
        code: err.writeConcernError.code,
        message: err.writeConcernError.errmsg,
        codeName: (err.writeConcernError as ErrorLike).codeName,
      });
  }
  return out;
}

function checkCode(expected: Doc, err: unknown): string | null {
  if (expected.errorCode === undefined) return null;
  return serverErrors(err).some((e) => e.code === expected.errorCode)
    ? null
    : `expected error code ${String(expected.errorCode)}`;
}

function checkCodeName(expected: Doc, err: unknown): string | null {
  if (expected.errorCodeName === undefined) return null;
  const want = String(expected.errorCodeName).toLowerCase();
  return serverErrors(err).some((e) => e.codeName?.toLowerCase() === want)
    ? null
    : `expected error code name ${String(expected.errorCodeName)}`;
}

function checkContains(expected: Doc, err: unknown): string | null {
  if (expected.errorContains === undefined) return null;
  const want = String(expected.errorContains).toLowerCase();
  return serverErrors(err).some((e) => (e.message ?? '').toLowerCase().includes(want))
    ? null
    : `expected the message to contain "${String(expected.errorContains)}"`;
}

function hasLabel(err: unknown, label: string): boolean {
  const e = err as ErrorLike;
  if (typeof e.hasErrorLabel === 'function' && e.hasErrorLabel(label)) return true;
  return e.cause !== undefined && hasLabel(e.cause, label);
}

function checkLabels(expected: Doc, err: unknown): string | null {
  for (const label of (expected.errorLabelsContain as string[] | undefined) ?? []) {
    if (!hasLabel(err, label)) return `expected error label ${label}`;
  }
  for (const label of (expected.errorLabelsOmit as string[] | undefined) ?? []) {
    if (hasLabel(err, label)) return `expected no error label ${label}`;
  }
  return null;
}

function checkTimeout(expected: Doc, err: unknown): string | null {
  if (expected.isTimeoutError === undefined) return null;
  const timeout = (err as ErrorLike).name === 'MongoOperationTimeoutError';
  return timeout === expected.isTimeoutError ? null : `expected ${expected.isTimeoutError ? 'a' : 'no'} timeout error`;
}

/** The result a bulk write reports beside its error (BulkWriteException.writeResult / partialResult). */
function partialResult(err: unknown): unknown {
  if (err instanceof MongoBulkWriteError) return bulkWriteResult(err.result);
  if (err instanceof MongoClientBulkWriteError) return clientBulkWriteResult(err.partialResult);
  return undefined;
}

function checkWriteErrors(expected: Doc, err: unknown, ctx: MatchContext): string | null {
  if (!(err instanceof MongoClientBulkWriteError))
    return `expected a client bulk write error with write errors, got ${show(err)}`;
  const actual = mapToDoc(err.writeErrors, (w) => ({ ...w }));
  const keys = Object.keys(actual);
  if (keys.length !== Object.keys(expected).length)
    return `writeErrors: expected indexes ${Object.keys(expected).join(',')}, got ${keys.join(',')}`;
  for (const [index, want] of Object.entries(expected)) {
    const d = prefixed(`writeErrors[${index}]`, match(want, actual[index], ctx));
    if (d) return d;
  }
  return null;
}

function checkWriteConcernErrors(expected: Doc[], err: unknown, ctx: MatchContext): string | null {
  if (!(err instanceof MongoClientBulkWriteError))
    return `expected a client bulk write error with write concern errors, got ${show(err)}`;
  const actual = err.writeConcernErrors.map((w) => ({ ...w }));
  if (actual.length !== expected.length)
    return `writeConcernErrors: expected ${expected.length}, got ${actual.length}: ${show(actual)}`;
  for (let i = 0; i < expected.length; i++) {
    const d = prefixed(`writeConcernErrors[${i}]`, match(expected[i], actual[i], ctx));
    if (d) return d;
  }
  return null;
}
