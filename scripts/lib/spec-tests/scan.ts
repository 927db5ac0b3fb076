// Looks through a test before running it for anything this runner or this server cannot do, so that such a test
// is skipped with the reason rather than half-run. What the scan cannot see (an option inside an entity, a
// matching operator) is still skipped when it is met, through SkipTest.
import type { EntityKind } from './entities.js';
import { implemented } from './operations.js';
import { specialImplemented } from './runner-ops.js';
import type { Doc, Operation, TestCase, TestFile } from './types.js';

export interface Capabilities {
  /** Why fail points cannot be configured on this server, or null when they can. */
  failPointsMissing: string | null;
}

const KINDS: Record<string, EntityKind> = {
  client: 'client',
  database: 'database',
  collection: 'collection',
  session: 'session',
};

export function unsupported(file: TestFile, test: TestCase, caps: Capabilities): string | null {
  if (test.expectLogMessages) return 'log message assertions not implemented by the runner';
  if (test.expectTracingMessages) return 'tracing assertions not implemented by the runner';
  for (const group of test.expectEvents ?? []) {
    if ((group.eventType ?? 'command') !== 'command')
      return `${group.eventType} event assertions not implemented by the runner`;
  }
  const kinds = new Map<string, EntityKind | 'other'>();
  const entityReason = declareEntities(file.createEntities ?? [], kinds);
  return entityReason ?? scanOperations(test.operations, kinds, caps);
}

function declareEntities(defs: Doc[], kinds: Map<string, EntityKind | 'other'>): string | null {
  for (const def of defs) {
    const [type] = Object.keys(def);
    if (!KINDS[type]) return `entity type ${type} not implemented by the runner`;
    kinds.set((def[type] as Doc).id as string, KINDS[type]);
  }
  return null;
}

function scanOperations(ops: Operation[], kinds: Map<string, EntityKind | 'other'>, caps: Capabilities): string | null {
  for (const op of ops) {
    const reason = scanOperation(op, kinds, caps);
    if (reason) return reason;
    // A saved result is a cursor or a value: what can be done with it is checked when it is used.
    if (op.saveResultAsEntity) kinds.set(op.saveResultAsEntity, 'other');
  }
  return null;
}

function scanOperation(op: Operation, kinds: Map<string, EntityKind | 'other'>, caps: Capabilities): string | null {
  if (op.object === 'testRunner') {
    if (!specialImplemented(op.name)) return `test runner operation ${op.name} not implemented by the runner`;
    if ((op.name === 'failPoint' || op.name === 'targetedFailPoint') && caps.failPointsMissing)
      return caps.failPointsMissing;
    if (op.name === 'createEntities') return declareEntities(op.arguments?.entities as Doc[], kinds);
    return null;
  }
  const kind = kinds.get(op.object);
  if (kind && kind !== 'other' && !implemented(kind, op.name))
    return `operation ${kind}.${op.name} not implemented by the runner`;
  if (op.name === 'withTransaction') return scanOperations((op.arguments?.callback as Operation[]) ?? [], kinds, caps);
  return null;
}
