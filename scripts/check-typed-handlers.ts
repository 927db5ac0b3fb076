// Proves that handlers are typed from the contract: in a scratch copy of the repository, renames a request field
// in spec/ (checkout's `cart_id` → `basket_id`) and takes one operation's handler out (storefront getCartCount),
// regenerates the types and the handler index, and runs the typecheck (once, for both), which must now fail where
// a handler reads the old name and in generated/handlers.ts naming the operation left without a handler. Exit 0
// when it failed as it should on both, 1 otherwise.
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
const HANDLER_MODULE = 'src/handlers/storefront/cart.ts';
const UNHANDLED = 'getCartCount';

export interface TypedHandlersCheck {
  /** The typecheck failed in a handler on the renamed field. */
  failedAsExpected: boolean;
  /** The typecheck failed in generated/handlers.ts naming the operation whose handler was taken out. */
  unhandledNamed: boolean;
  output: string;
}

export async function checkTypedHandlers(): Promise<TypedHandlersCheck> {
  const scratch = await mkdtemp(join(tmpdir(), 'typed-handlers-'));
  try {
    for (const part of ['spec', 'src', 'scripts', 'generated', 'tsconfig.json', 'package.json', 'redocly.yaml']) {
      await cp(join(root, part), join(scratch, part), { recursive: true });
    }
    await symlink(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    const schema = await readFile(join(scratch, SCHEMA), 'utf8');
    const renamed = schema.replace(/^(\s*- )cart_id$/m, '$1basket_id').replace(/^(\s*)cart_id:/m, '$1basket_id:');
    if (renamed === schema || /\bcart_id\b/.test(renamed.replace(/`[^`]*`/g, '')))
      throw new Error(`${SCHEMA}: could not rename cart_id`);
    await writeFile(join(scratch, SCHEMA), renamed);
    const module = await readFile(join(scratch, HANDLER_MODULE), 'utf8');
    const without = module.replace(new RegExp(`\\n  async ${UNHANDLED}\\(ctx\\) \\{\\n[\\s\\S]*?\\n  \\},\\n`), '\n');
    if (without === module) throw new Error(`${HANDLER_MODULE}: could not take out ${UNHANDLED}`);
    await writeFile(join(scratch, HANDLER_MODULE), without);
    await run(process.execPath, ['--import', 'tsx', 'scripts/generate.ts', '--types-only'], { cwd: scratch });
    try {
      await run(
        process.execPath,
        [
          join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
          '-p',
          'tsconfig.json',
          '--noEmit',
          '--pretty',
          'false',
        ],
        { cwd: scratch, maxBuffer: 64 << 20 },
      );
      return { failedAsExpected: false, unhandledNamed: false, output: '' };
    } catch (err) {
      const output = `${(err as { stdout?: string }).stdout ?? ''}${(err as { stderr?: string }).stderr ?? ''}`;
      return {
        failedAsExpected: /src\/[^\s(]+\.ts\(\d+,\d+\): error TS\d+: .*cart_id/.test(output),
        unhandledNamed: new RegExp(`generated/handlers\\.ts\\(\\d+,\\d+\\): error TS\\d+: .*${UNHANDLED}`).test(output),
        output,
      };
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { failedAsExpected, unhandledNamed, output } = await checkTypedHandlers();
  const errors = output.split('\n').filter((l) => /error TS/.test(l));
  if (failedAsExpected && unhandledNamed) {
    console.log(
      `ok: renaming cart_id in ${SCHEMA} and taking ${UNHANDLED} out of ${HANDLER_MODULE} break the typecheck (${errors.length} errors), e.g.\n  ${errors.slice(0, 3).join('\n  ')}`,
    );
  } else {
    if (!failedAsExpected) console.error(`FAIL: the typecheck did not notice cart_id renamed in ${SCHEMA}`);
    if (!unhandledNamed)
      console.error(
        `FAIL: the typecheck did not name ${UNHANDLED}, taken out of ${HANDLER_MODULE}, in generated/handlers.ts`,
      );
    console.error(output);
    process.exit(1);
  }
}
