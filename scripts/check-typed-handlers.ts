// Proves that handlers are typed from the contract: in a scratch copy of the repository, renames a request field
// in spec/ (checkout's `cart_id` → `basket_id`), regenerates the types, and runs the typecheck, which must now
// fail where a handler reads the old name. Exit 0 when it failed as it should, 1 when the rename went unnoticed.
//
//   npm run check:typed-handlers
import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
// The repository itself, also when this runs from the test runner's compiled mirror (scripts/lib/test-build.mjs),
// whose folders are links to the repository's: a copy of those links would write the rename into the repository.
const root = dirname(realpathSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json')));
const SCHEMA = 'spec/storefront/components/schemas/CheckoutRequest.yaml';

export async function checkTypedHandlers(): Promise<{ failedAsExpected: boolean; output: string }> {
  const scratch = await mkdtemp(join(tmpdir(), 'typed-handlers-'));
  try {
    for (const part of ['spec', 'src', 'scripts', 'generated', 'tsconfig.json', 'package.json', 'redocly.yaml']) {
      await cp(join(root, part), join(scratch, part), { recursive: true });
    }
    await symlink(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    const schema = await readFile(join(scratch, SCHEMA), 'utf8');
    const renamed = schema.replace(/^(\s*- )cart_id$/m, '$1basket_id').replace(/^(\s*)cart_id:/m, '$1basket_id:');
    if (renamed === schema || /\bcart_id\b/.test(renamed.replace(/`[^`]*`/g, ''))) throw new Error(`${SCHEMA}: could not rename cart_id`);
    await writeFile(join(scratch, SCHEMA), renamed);
    await run(process.execPath, ['--import', 'tsx', 'scripts/generate.ts', '--types-only'], { cwd: scratch });
    try {
      await run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json', '--noEmit', '--pretty', 'false'], { cwd: scratch, maxBuffer: 64 << 20 });
      return { failedAsExpected: false, output: '' };
    } catch (err) {
      const output = `${(err as { stdout?: string }).stdout ?? ''}${(err as { stderr?: string }).stderr ?? ''}`;
      return { failedAsExpected: /src\/[^\s(]+\.ts\(\d+,\d+\): error TS\d+: .*cart_id/.test(output), output };
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { failedAsExpected, output } = await checkTypedHandlers();
  const errors = output.split('\n').filter((l) => /error TS/.test(l));
  if (failedAsExpected) {
    console.log(`ok: renaming cart_id in ${SCHEMA} breaks the typecheck (${errors.length} errors), e.g.\n  ${errors.slice(0, 3).join('\n  ')}`);
  } else {
    console.error(`FAIL: the typecheck did not notice cart_id renamed in ${SCHEMA}\n${output}`);
    process.exit(1);
  }
}
