// Finds and parses the test files of each suite in a checkout of mongodb/specifications. Files are Extended JSON;
// they are parsed in canonical mode, so 64-bit integers stay Long and integral doubles stay Double when they are
// sent to the server, and 32-bit integers and other doubles become plain numbers, as the driver's options expect.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BSON } from 'mongodb';
import { isDocument } from './match.js';
import type { TestFile } from './types.js';

export interface Suite {
  name: string;
  dir: string;
}

export const SUITES: Suite[] = [
  { name: 'crud', dir: 'source/crud/tests/unified' },
  { name: 'transactions', dir: 'source/transactions/tests/unified' },
  { name: 'transactions-convenient-api', dir: 'source/transactions-convenient-api/tests/unified' },
  { name: 'index-management', dir: 'source/index-management/tests' },
  { name: 'collection-management', dir: 'source/collection-management/tests' },
];

export function loadSuite(specsDir: string, suite: Suite): TestFile[] {
  const dir = join(specsDir, suite.dir);
  if (!existsSync(dir)) throw new Error(`${dir} not found: --specs must point at a checkout of mongodb/specifications`);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const parsed = nativize(BSON.EJSON.parse(readFileSync(join(dir, f), 'utf8'), { relaxed: false })) as Omit<
        TestFile,
        'suite' | 'path'
      >;
      return { ...parsed, suite: suite.name, path: join(suite.dir, f) };
    });
}

export function nativize(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(nativize);
  const type = v !== null && typeof v === 'object' ? (v as { _bsontype?: string })._bsontype : undefined;
  if (type === 'Int32') return (v as { value: number }).value;
  if (type === 'Double' && !Number.isInteger((v as { value: number }).value)) return (v as { value: number }).value;
  if (!isDocument(v)) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, nativize(x)]));
}
