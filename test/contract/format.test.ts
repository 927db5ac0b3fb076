// test-store: none (the repository checked, no server)
// Formatting (Biome's formatter, biome.json): every source file is as `npm run format` writes it, and the check does
// fail on a file that is not, planted in a scratch tree with the repository's own settings.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot } from '../harness/contract.js';

const run = promisify(execFile);
const biome = join(repoRoot, 'node_modules', '.bin', 'biome');

/** Runs `biome format` (check only) in `cwd`; its exit and output. */
async function formatCheck(cwd: string, args: string[] = []): Promise<{ ok: boolean; output: string }> {
  try {
    const r = await run(biome, ['format', '--colors=off', ...args], { cwd, maxBuffer: 16 * 1024 * 1024 });
    return { ok: true, output: r.stdout + r.stderr };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, output: (e.stdout ?? '') + (e.stderr ?? '') };
  }
}

test('every file of src, test, scripts and bin is formatted (npm run format writes them)', async () => {
  const { ok, output } = await formatCheck(repoRoot);
  assert.ok(ok, `run npm run format:\n${output.slice(-3000)}`);
});

test('the check fails on a file that is not formatted', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'format-'));
  try {
    copyFileSync(join(repoRoot, 'biome.json'), join(dir, 'biome.json'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'tidy.ts'), "export const a = { b: 'c' };\n");
    assert.ok((await formatCheck(dir, ['--vcs-enabled=false'])).ok, 'a formatted file passes');
    writeFileSync(join(dir, 'src', 'untidy.ts'), 'export const a = {b:"c"}\n');
    const { ok, output } = await formatCheck(dir, ['--vcs-enabled=false']);
    assert.not.ok(ok, 'an unformatted file fails the check');
    assert.match(output, /untidy\.ts/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
