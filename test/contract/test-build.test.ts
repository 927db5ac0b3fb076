// test-store: none (the test runner's build checked in a scratch tree, no server)
// The test runner's compiled mirror (scripts/lib/test-build.mjs) follows the source tree as it changes between
// runs: a folder whose TypeScript files moved away becomes a link to the source folder, a deleted file leaves the
// mirror, and a file added later is compiled.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildForTests } from '../../scripts/lib/test-build.mjs';
import { repoRoot } from '../harness/contract.js';

function scratchTree(): { root: string; out: string; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'test-build-'));
  const root = join(dir, 'repo');
  mkdirSync(join(root, 'src', 'area', 'rules'), { recursive: true });
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'));
  writeFileSync(join(root, 'package.json'), '{"type":"module"}\n');
  writeFileSync(join(root, 'src', 'area', 'rules', 'rule.ts'), 'export const rule = (n: number): number => n + 1;\n');
  return { root, out: join(dir, 'out'), done: () => rmSync(dir, { recursive: true, force: true }) };
}

test('a folder whose TypeScript moved away is linked, not left as a stale mirror', async () => {
  const t = scratchTree();
  try {
    await buildForTests(t.root, t.out);
    assert.ok(existsSync(join(t.out, 'src', 'area', 'rules', 'rule.js')), 'the rule is compiled');
    // The rule moves to another area; its old folder stays behind, empty (as `git mv` leaves it).
    mkdirSync(join(t.root, 'src', 'other', 'rules'), { recursive: true });
    writeFileSync(join(t.root, 'src', 'other', 'rules', 'rule.ts'), 'export const rule = 1;\n');
    unlinkSync(join(t.root, 'src', 'area', 'rules', 'rule.ts'));
    writeFileSync(join(t.root, 'src', 'area', 'keep.ts'), 'export const keep = 1;\n');
    await buildForTests(t.root, t.out);
    assert.ok(lstatSync(join(t.out, 'src', 'area', 'rules')).isSymbolicLink(), 'the emptied folder is a link now');
    assert.not.ok(existsSync(join(t.out, 'src', 'area', 'rules', 'rule.js')), 'the moved file left the mirror');
    assert.ok(existsSync(join(t.out, 'src', 'other', 'rules', 'rule.js')), 'the moved file is compiled where it went');
  } finally {
    t.done();
  }
});

test.run();
