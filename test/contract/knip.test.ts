// test-store: none (the repository checked, no server)
// Unused files, exports, types and dependencies (knip, knip.json): the repository has none, and the check does
// find one planted in a scratch project.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot } from '../harness/contract.js';

const run = promisify(execFile);
const knip = join(repoRoot, 'node_modules', '.bin', 'knip');

/** Runs knip in `cwd`; whether it found nothing, and what it printed. */
async function knipIn(cwd: string): Promise<{ clean: boolean; output: string }> {
  try {
    const r = await run(knip, ['--no-progress', '--no-config-hints'], { cwd, maxBuffer: 16 * 1024 * 1024 });
    return { clean: true, output: r.stdout + r.stderr };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { clean: false, output: (e.stdout ?? '') + (e.stderr ?? '') };
  }
}

test('nothing in the repository is unused: files, exports, types, dependencies', async () => {
  const { clean, output } = await knipIn(repoRoot);
  assert.ok(clean, output.slice(0, 4000));
});

test('the check finds an export nobody imports', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'knip-'));
  try {
    writeFileSync(join(dir, 'package.json'), '{"name":"planted","type":"module","private":true}\n');
    writeFileSync(join(dir, 'knip.json'), '{"entry":["src/main.ts"],"project":["src/**/*.ts"]}\n');
    writeFileSync(join(dir, 'tsconfig.json'), '{"compilerOptions":{"module":"NodeNext","strict":true}}\n');
    symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'main.ts'), "import { used } from './money.js';\nconsole.log(used());\n");
    writeFileSync(join(dir, 'src', 'money.ts'), 'export const used = () => 1;\nexport const forgotten = () => 2;\n');
    const { clean, output } = await knipIn(dir);
    assert.not.ok(clean, output);
    assert.match(output, /forgotten\s+src\/money\.ts/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
