// Proves that handlers are typed from the contract: in a scratch copy of the repository, renames a request field
// in spec/ (checkout's `cart_id` → `basket_id`) and takes one operation's handler out (storefront getCartCount),
// regenerates the types and the handler index, and type-checks the result, which must now fail where a handler
// reads the old name and in generated/handlers.ts naming the operation left without a handler. The copy is
// checked as a program built on the repository's (scripts/check-typescript.ts) with the copy's changed files in
// place of the repository's, so only what the change reaches is checked again. Exit 0 when it failed as it should
// on both, 1 otherwise.
//
//   npm run check:typed-handlers
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildProject, readTsconfig, repoRoot as root, typeErrors, type Project } from './check-typescript.js';

const run = promisify(execFile);
const SCHEMA = 'spec/storefront/components/schemas/CheckoutRequest.yaml';
const HANDLER_MODULE = 'src/handlers/storefront/cart.ts';
const UNHANDLED = 'getCartCount';
/** The files whose errors the check reads: the server's code, and the operation maps and the handler index that type
 * its handlers (not the tests, the scripts or the SDKs' own code, which the typecheck of the repository covers). */
const checked = (file: string) =>
  file.startsWith(join(root, 'src') + sep) ||
  file.startsWith(join(root, 'generated', 'operations') + sep) ||
  file === join(root, 'generated', 'handlers.ts');
/** What the copy holds: what the generator reads and writes. The rest (test/) stays as it is in the repository. */
const COPIED = ['spec', 'src', 'scripts', 'generated', 'tsconfig.json', 'package.json', 'redocly.yaml'];

export interface TypedHandlersCheck {
  /** The typecheck failed in a handler on the renamed field. */
  failedAsExpected: boolean;
  /** The typecheck failed in generated/handlers.ts naming the operation whose handler was taken out. */
  unhandledNamed: boolean;
  output: string;
  /** The copy's program (with `plant`'s files in it). */
  project: Project;
}

/** Renames cart_id in the scratch copy's schema and takes getCartCount's handler out of its module. */
async function breakCopy(scratch: string): Promise<void> {
  const schema = await readFile(join(scratch, SCHEMA), 'utf8');
  const renamed = schema.replace(/^(\s*- )cart_id$/m, '$1basket_id').replace(/^(\s*)cart_id:/m, '$1basket_id:');
  if (renamed === schema || /\bcart_id\b/.test(renamed.replace(/`[^`]*`/g, '')))
    throw new Error(`${SCHEMA}: could not rename cart_id`);
  await writeFile(join(scratch, SCHEMA), renamed);
  const module = await readFile(join(scratch, HANDLER_MODULE), 'utf8');
  const without = module.replace(new RegExp(`\\n  async ${UNHANDLED}\\(ctx\\) \\{\\n[\\s\\S]*?\\n  \\},\\n`), '\n');
  if (without === module) throw new Error(`${HANDLER_MODULE}: could not take out ${UNHANDLED}`);
  await writeFile(join(scratch, HANDLER_MODULE), without);
}

/** The copy's files whose text differs from the repository's program, by their repository paths: of the files
 * the repository's program reads and those the copy's tsconfig.json names, those in the copied folders, but the
 * SDKs' compiled dist/ (the types-only generation compiles none: the repository's stay). */
function changedFiles(scratch: string, base: Project): Map<string, string | null> {
  const copied = (f: string) =>
    COPIED.includes(relative(root, f).split(sep)[0]!) && !f.includes('/node_modules/') && !f.includes('/dist/');
  const candidates = new Set(
    base.program
      .getSourceFiles()
      .map((s) => s.fileName)
      .filter(copied),
  );
  for (const f of readTsconfig(scratch).fileNames) {
    const file = join(root, relative(scratch, f));
    if (copied(file)) candidates.add(file);
  }
  const overlay = new Map<string, string | null>();
  for (const file of candidates) {
    const before = base.program.getSourceFile(file)?.text ?? null;
    let after: string | null = null;
    try {
      after = readFileSync(join(scratch, relative(root, file)), 'utf8');
    } catch {
      // Not in the copy.
    }
    if (after !== before) overlay.set(file, after);
  }
  return overlay;
}

/**
 * Makes the broken copy and type-checks it on top of `base` (the repository's program, whose results for the
 * files the change does not reach are reused). `plant`: more files for the copy's program (repository-relative
 * path → text), for the lint's own planted faults, so those need no program of their own.
 */
export async function checkTypedHandlers(
  base: Project,
  plant: Record<string, string> = {},
): Promise<TypedHandlersCheck> {
  const scratch = await mkdtemp(join(tmpdir(), 'typed-handlers-'));
  try {
    // cp(1): a tenth of the CPU of node's fs.cp on these few thousand files.
    await run('cp', ['-R', ...COPIED.map((part) => join(root, part)), scratch]);
    await symlink(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    await breakCopy(scratch);
    const generate = ['--import', 'tsx', 'scripts/generate.ts', '--types-only', '--surface=storefront'];
    await run(process.execPath, generate, { cwd: scratch });
    for (const [path, text] of Object.entries(plant)) await writeFile(join(scratch, path), text);
    const project = buildProject(root, { project: base, overlay: changedFiles(scratch, base) });
    const output = typeErrors(project, checked).join('\n');
    return {
      failedAsExpected: /src\/[^\s(]+\.ts\(\d+,\d+\): error TS\d+: .*cart_id/.test(output),
      unhandledNamed: new RegExp(`generated/handlers\\.ts\\(\\d+,\\d+\\): error TS\\d+: .*${UNHANDLED}`).test(output),
      output,
      project,
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { failedAsExpected, unhandledNamed, output } = await checkTypedHandlers(buildProject());
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
