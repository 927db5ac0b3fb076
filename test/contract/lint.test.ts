// test-store: none (the contract and the repository checked, no server)
// Redocly lint (recommended rules plus the stricter ones in redocly.yaml) reports nothing for any surface.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot } from '../harness/contract.js';

const run = promisify(execFile);

test('redocly lint: 0 errors and 0 warnings on every surface', async () => {
  let output = '';
  let failed = false;
  try {
    const r = await run(
      join(repoRoot, 'node_modules', '.bin', 'redocly'),
      ['lint', '--config', 'redocly.yaml', '--format', 'stylish'],
      {
        cwd: repoRoot,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    output = r.stdout + r.stderr;
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    output = (e.stdout ?? '') + (e.stderr ?? '');
    failed = true;
  }
  const problems = output.split('\n').filter((l) => /\b(error|warning)\b/.test(l) && /\d+:\d+/.test(l));
  assert.equal(problems.slice(0, 30), [], output.slice(-3000));
  assert.not.ok(failed, output.slice(-3000));
  assert.match(output, /valid|validated/i);
});

test.run();
