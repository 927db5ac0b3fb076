// Where the official Node driver (the `mongodb` package this runner drives) does not do what a test expects, the
// difference says nothing about the server. Each entry below was checked in the driver's source; the test is
// skipped with the reason, never passed. One difference is tolerated instead of skipped, because it is a single
// field the driver adds to a command and the rest of those tests (errors, outcome, the other events) still says
// something about the server: commitTransaction / abortTransaction carry `wtimeout: 10000`. Every test that needed
// it is counted in the report.
import { isDocument } from './match.js';
import type { Doc } from './types.js';

interface Deviation {
  file: string;
  test: string;
  reason: string;
}

const SKIPPED: Deviation[] = [
  // lib/operations/aggregate.js, find_and_modify.js and bulk/common.js send the option only when it is true.
  ...[
    'Aggregate with $out passes bypassDocumentValidation: false',
    'BulkWrite passes bypassDocumentValidation: false',
    'FindOneAndReplace passes bypassDocumentValidation: false',
    'FindOneAndUpdate passes bypassDocumentValidation: false',
    'InsertMany passes bypassDocumentValidation: false',
  ].map((test) => ({
    file: 'crud/tests/unified/bypassDocumentValidation.json',
    test,
    reason: 'driver: the Node driver omits bypassDocumentValidation: false from the command',
  })),
  // lib/operations/client_bulk_write/executor.js sets partialResult on every client bulk write error.
  ...[
    'partialResult is unset when first operation fails during an ordered bulk write (verbose)',
    'partialResult is unset when first operation fails during an ordered bulk write (summary)',
    'partialResult is unset when all operations fail during an unordered bulk write',
  ].map((test) => ({
    file: 'crud/tests/unified/client-bulkWrite-partialResults.json',
    test,
    reason: 'driver: the Node driver sets partialResult even when no write succeeded',
  })),
  // lib/utils.js maybeAddIdToDocuments (`_id == null`) and client_bulk_write/command_builder.js (`_id ??`) replace
  // a null _id with a new ObjectId before the document is sent.
  ...['insertOne', 'insertMany', 'bulkWrite', 'clientBulkWrite'].map((via) => ({
    file: 'crud/tests/unified/create-null-ids.json',
    test: `inserting _id with type null via ${via}`,
    reason: 'driver: the Node driver replaces a null _id with a new ObjectId on insert',
  })),
  {
    file: 'transactions/tests/unified/client-bulkWrite.json',
    test: 'client bulkWrite with writeConcern in a transaction causes a transaction error',
    reason:
      "driver: the Node driver drops a client bulk write's writeConcern in a transaction instead of raising a client error",
  },
  // lib/sessions.js applySession makes a starting transaction's readConcern the client's own ReadConcern object, then
  // Object.assigns afterClusterTime into it: the second transaction's afterClusterTime appears in the first one's
  // command (its started event holds the same object).
  {
    file: 'transactions/tests/unified/transaction-options.json',
    test: 'transaction options inherited from client',
    reason:
      "driver: the Node driver writes afterClusterTime into the client's readConcern object, which commands already sent share",
  },
];

export function driverDeviation(path: string, test: string): string | null {
  return SKIPPED.find((d) => path.endsWith(d.file) && d.test === test)?.reason ?? null;
}

export const WTIMEOUT_ALLOWANCE =
  'driver: commitTransaction/abortTransaction writeConcern carries wtimeout: 10000 (lib/sessions.js adds it to every attempt), tolerated';

/** The command as the test may see it: without the wtimeout the driver adds to commit/abort when the test's
 * expected writeConcern does not mention one. Calls `allow` when it removed it. */
export function tolerateDriver(
  expected: unknown,
  actual: Doc | undefined,
  commandName: string,
  allow: (reason: string) => void,
): Doc | undefined {
  if (!actual || (commandName !== 'commitTransaction' && commandName !== 'abortTransaction')) return actual;
  const want = isDocument(expected) ? expected.writeConcern : undefined;
  const wc = actual.writeConcern as Doc | undefined;
  if (!isDocument(want) || 'wtimeout' in want || !wc || wc.wtimeout !== 10000) return actual;
  const { wtimeout: _, ...rest } = wc;
  allow(WTIMEOUT_ALLOWANCE);
  return { ...actual, writeConcern: rest };
}
