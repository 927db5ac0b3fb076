// Shapes of MongoDB's unified test format (source/unified-test-format in mongodb/specifications), as far as this
// runner reads them, and the two outcomes a test can end in besides passing.

export type Doc = Record<string, unknown>;

export interface RunOnRequirement {
  minServerVersion?: string;
  maxServerVersion?: string;
  topologies?: string[];
  serverless?: 'require' | 'forbid' | 'allow';
  serverParameters?: Doc;
  auth?: boolean;
  authMechanism?: string;
  csfle?: boolean | Doc;
}

export interface Operation {
  name: string;
  object: string;
  arguments?: Doc;
  expectError?: Doc;
  expectResult?: unknown;
  ignoreResultAndError?: boolean;
  saveResultAsEntity?: string;
}

export interface CollectionData {
  databaseName: string;
  collectionName: string;
  documents?: Doc[];
  createOptions?: Doc;
}

export interface ExpectedEventsForClient {
  client: string;
  eventType?: 'command' | 'cmap' | 'sdam';
  events: Doc[];
  ignoreExtraEvents?: boolean;
}

export interface TestCase {
  description: string;
  runOnRequirements?: RunOnRequirement[];
  skipReason?: string;
  operations: Operation[];
  expectEvents?: ExpectedEventsForClient[];
  expectLogMessages?: unknown[];
  expectTracingMessages?: unknown;
  outcome?: CollectionData[];
}

export interface TestFile {
  suite: string;
  /** Path relative to the specifications checkout. */
  path: string;
  description: string;
  schemaVersion: string;
  runOnRequirements?: RunOnRequirement[];
  createEntities?: Doc[];
  initialData?: CollectionData[];
  tests: TestCase[];
}

/** Thrown for what this runner cannot run (an operation, entity or assertion it does not implement): the test is
 * skipped with this reason, never counted as passed or failed. */
export class SkipTest extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Thrown when the server's answer (or the driver's result built from it) differs from what the test expects. */
export class Failure extends Error {}
