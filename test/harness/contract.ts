// Read-only access to the contract for tests: the bundled documents in generated/ and what the interface text
// names (its endpoint tables and agent tool scopes, kept in test/fixtures/ by scripts/interface-fixture.ts so the
// suite reads nothing outside the repository).
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SURFACES } from '../../src/contract/surfaces.js';

/**
 * The repository's own folder. The runner runs the tests from a compiled mirror (.scratch/build,
 * scripts/lib/test-build.mjs) whose package.json is a link to the repository's: a check of the repository (its
 * files, the typecheck, `npm pack`) looks where that link leads, at the sources, not at the mirror.
 */
export const repoRoot = dirname(
  realpathSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json')),
);
export const fixturesDir = join(repoRoot, 'test', 'fixtures');

type Json = Record<string, any>;
export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

export function loadBundled(surface: string, kind: 'bundled' | 'deref' = 'bundled'): Json {
  const file = kind === 'deref' ? `${surface}.deref.json` : `${surface}.json`;
  return JSON.parse(readFileSync(join(repoRoot, 'generated', 'openapi', file), 'utf8'));
}

export interface OperationRef {
  surface: string;
  method: string;
  path: string;
  operation: Json;
  pathItem: Json;
}

export function allOperations(kind: 'bundled' | 'deref' = 'bundled'): OperationRef[] {
  const out: OperationRef[] = [];
  for (const s of SURFACES) {
    const doc = loadBundled(s.name, kind);
    for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
      for (const method of HTTP_METHODS) {
        if (item[method])
          out.push({ surface: s.name, method: method.toUpperCase(), path, operation: item[method], pathItem: item });
      }
    }
  }
  return out;
}

/** `/a/{x}/b` and `/a/:y/b` compare equal. */
export const normalisePath = (p: string) => p.replace(/\{[^}]+\}|:[A-Za-z_]+/g, '{}');

/**
 * Every (method, path) pair named in the interface's endpoint tables: rows like `| GET | `/api/v1/cart` | …`,
 * including rows that list several methods or several paths (targets outside the API are left out). Extracted
 * from the interface text into test/fixtures/interface-endpoints.json by scripts/interface-fixture.ts.
 */
export function interfaceEndpoints(): { method: string; path: string }[] {
  return JSON.parse(readFileSync(join(fixturesDir, 'interface-endpoints.json'), 'utf8')).endpoints;
}

/** The interface's agent tools and the scope each requires (test/fixtures/interface-tool-scopes.json). */
export function interfaceToolScopes(): Map<string, string> {
  const { scopes } = JSON.parse(readFileSync(join(fixturesDir, 'interface-tool-scopes.json'), 'utf8')) as {
    scopes: Record<string, string>;
  };
  return new Map(Object.entries(scopes));
}
