// test-store: none (the contract and the repository checked, no server)
// The test suite reads only this repository: no file under test/ names the folder beside it (the interface text
// the contract was written from is kept in test/fixtures/ instead), climbs out of the repository root, or names
// an absolute path of this machine.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot } from '../harness/contract.js';

const testDir = join(repoRoot, 'test');

/** The repository's own files: installed packages (tools/mcp-conformance/node_modules) are not the suite's. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

// Built from parts so that this file does not match itself.
const UP = '..';
const MACHINE = '/' + 'work';
const patterns: [string, RegExp][] = [
  [
    'the shared folder beside the repository',
    new RegExp(`${UP.replace(/\./g, '\\.')}[/\\\\]shared|'${UP.replace(/\./g, '\\.')}',\\s*'shared'`),
  ],
  ['a path climbing out of the repository root', new RegExp(`(repoRoot|root)\\s*,\\s*'${UP.replace(/\./g, '\\.')}'`)],
  [
    'an absolute path of this machine',
    new RegExp(
      `['"\`](/(?:${['work', 'home', 'Users', 'root', 'etc', 'opt', 'usr', 'var', 'srv', 'mnt', 'tmp', 'private'].join('|')})(?:/|['"\`]))`,
    ),
  ],
  ['a home-relative path', new RegExp(`['"\`]~/|homedir\\(\\)`)],
];

test('no file under test/ reads outside the repository', () => {
  const found: string[] = [];
  const files = filesUnder(testDir).filter((f) => /\.(ts|mts|js|mjs|json|md)$/.test(f));
  assert.ok(files.length > 50, `only ${files.length} files under test/`);
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const [what, re] of patterns)
        if (re.test(line)) found.push(`${relative(repoRoot, file)}:${i + 1}: ${what}: ${line.trim().slice(0, 120)}`);
    });
  }
  assert.equal(found, []);
});

test('the check itself finds what it looks for', () => {
  const hits = (line: string) => patterns.filter(([, re]) => re.test(line)).map(([what]) => what);
  assert.equal(hits(`const spec = join(repoRoot, '${UP}', 'shared', 'interface-spec.md');`), [
    'the shared folder beside the repository',
    'a path climbing out of the repository root',
  ]);
  assert.equal(hits(`readFileSync('${UP}/shared/SANDBOX.md')`), ['the shared folder beside the repository']);
  assert.equal(hits(`readFileSync('${MACHINE}/main/README.md')`), ['an absolute path of this machine']);
  assert.equal(hits(`const CHROMIUM = '${'/' + 'usr'}/bin/chromium';`), ['an absolute path of this machine']);
  assert.equal(hits(`await fetch(h.url + '/api/v1/cart')`), []);
  assert.equal(hits(`const dir = await mkdtemp(join(tmpdir(), 'sfc-test-'));`), []);
});

test.run();
