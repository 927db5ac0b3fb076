// Writes the parts of the interface text the tests check the contract against into test/fixtures/, so the test
// suite reads only files of this repository: every (method, path) pair of the interface's endpoint tables and the
// agent tools' scopes. Run it again when the interface text changes, and commit the result:
//
//   npx tsx scripts/interface-fixture.ts ../shared/interface-spec.md
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every (method, path) pair named in the interface's endpoint tables: rows like `| GET | `/api/v1/cart` | …`,
 * including rows that list several methods or several paths. Targets outside the API (`{upload_url}`) are left out.
 */
export function interfaceEndpoints(text: string): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  for (const line of text.split('\n')) {
    const m = /^\|\s*((?:GET|POST|PUT|PATCH|DELETE)(?:\s*,\s*(?:GET|POST|PUT|PATCH|DELETE))*)\s*\|\s*([^|]+)\|/.exec(
      line,
    );
    if (!m) continue;
    const methods = m[1].split(',').map((s) => s.trim());
    const paths = [...m[2].matchAll(/`([^`]+)`/g)].map((x) => x[1]).filter((p) => p.startsWith('/'));
    for (const method of methods) for (const path of paths) out.push({ method, path });
  }
  return out;
}

/** `| projects:read | `platform_attach_project`, `platform_ctx`, … |` rows of the interface's scope table. */
export function interfaceToolScopes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^\|\s*([a-z]+:[a-z]+)\s*\|(.*)\|\s*$/.exec(line);
    if (!m) continue;
    for (const t of m[2].matchAll(/`(platform_[a-z_]+)`/g)) out[t[1]] = m[1];
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const source = process.argv[2];
  if (!source) {
    console.error('usage: tsx scripts/interface-fixture.ts <path to interface-spec.md>');
    process.exit(2);
  }
  const text = readFileSync(source, 'utf8');
  const write = (name: string, value: unknown) => {
    writeFileSync(join(root, 'test', 'fixtures', name), JSON.stringify(value, null, 2) + '\n');
    console.log(`wrote test/fixtures/${name}`);
  };
  write('interface-endpoints.json', {
    comment:
      'Every (method, path) pair of the endpoint tables of interface-spec.md; written by scripts/interface-fixture.ts.',
    endpoints: interfaceEndpoints(text),
  });
  write('interface-tool-scopes.json', {
    comment:
      'The agent tools and their scopes from the scope table of interface-spec.md; written by scripts/interface-fixture.ts.',
    scopes: interfaceToolScopes(text),
  });
}
