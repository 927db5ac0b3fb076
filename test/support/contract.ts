// Read-only access to the contract for tests: the bundled documents in generated/ and the interface text.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SURFACES } from '../../src/contract/surfaces.js';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const interfaceSpecPath = join(repoRoot, '..', 'shared', 'interface-spec.md');

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
        if (item[method]) out.push({ surface: s.name, method: method.toUpperCase(), path, operation: item[method], pathItem: item });
      }
    }
  }
  return out;
}

/** `/a/{x}/b` and `/a/:y/b` compare equal. */
export const normalisePath = (p: string) => p.replace(/\{[^}]+\}|:[A-Za-z_]+/g, '{}');

/**
 * Every (method, path) pair named in the interface's endpoint tables: rows like `| GET | `/api/v1/cart` | …`,
 * including rows that list several methods or several paths. Targets outside the API (`{upload_url}`) are left out.
 */
export function interfaceEndpoints(): { method: string; path: string }[] {
  const text = readFileSync(interfaceSpecPath, 'utf8');
  const out: { method: string; path: string }[] = [];
  for (const line of text.split('\n')) {
    const m = /^\|\s*((?:GET|POST|PUT|PATCH|DELETE)(?:\s*,\s*(?:GET|POST|PUT|PATCH|DELETE))*)\s*\|\s*([^|]+)\|/.exec(line);
    if (!m) continue;
    const methods = m[1].split(',').map((s) => s.trim());
    const paths = [...m[2].matchAll(/`([^`]+)`/g)].map((x) => x[1]).filter((p) => p.startsWith('/'));
    for (const method of methods) for (const path of paths) out.push({ method, path });
  }
  return out;
}
