// test-store: none (the repository type-checked and linted, no server)
// The repository's TypeScript: the lint (.oxlintrc.json, run as `npm run lint` runs it) finds nothing in it and
// reports a planted violation of each of its rules, in a project of its own in a temporary directory; and the
// program (scripts/check-typescript.ts), built once, type-checks (what `npm run typecheck` reports) and types the
// handlers from the contract: in a scratch copy, a request field renamed in spec/ (and regenerated) breaks the
// typecheck, and so does an operation left without a handler (generated/handlers.ts names it;
// scripts/check-typed-handlers.ts). The copy is checked on top of the repository's program, so only what the change
// reaches is checked again; it also holds the planted file, which must type-check (its faults are the lint's only).
// The repository is not touched.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkTypedHandlers, type TypedHandlersCheck } from '../../scripts/check-typed-handlers.js';
import { buildProject, repoRoot, typeErrors, type Project } from '../../scripts/check-typescript.js';
import { tempDir } from '../store/helpers.js';

const PLANTED = 'src/lint-planted.ts';
/** One violation of each rule of .oxlintrc.json, in a file that type-checks, and a disable comment that disables
 * nothing. */
const PLANTED_TEXT = `async function save(): Promise<void> {}
// eslint-disable-next-line @typescript-eslint/no-floating-promises -- nothing to disable
export async function planted(ids: string[], value: { id: string }): Promise<string> {
  save();
  ids.forEach(async () => await save());
  await ids.length;
  if (ids.length === 0) throw 'no ids';
  for (const i in ids) console.log(i);
  delete ids[0];
  const make = new Function('return 1');
  return \`\${value}\${JSON.stringify({ ...save() })}\${String(make)}\`;
}
`;
const RULES = [
  'no-floating-promises',
  'no-misused-promises',
  'await-thenable',
  'only-throw-error',
  'no-for-in-array',
  'no-array-delete',
  'no-implied-eval',
  'no-base-to-string',
  'no-misused-spread',
];

const execFileP = promisify(execFile);

/**
 * The lint as `npm run lint` runs it (package.json's script: oxlint and its arguments, without its paths), in `cwd` on
 * `paths`: its exit code and what it printed, one finding a line (`path:line:column: message [Error/typescript(rule)]`).
 */
async function runLint(cwd: string, paths: string[]): Promise<{ code: number; output: string }> {
  const script = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: { lint: string } })
    .scripts.lint;
  const [command, ...args] = script
    .trim()
    .split(/\s+/)
    .filter((a) => a.startsWith('-') || a === 'oxlint');
  assert.is(command, 'oxlint', `npm run lint starts with oxlint: ${script}`);
  const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);
  try {
    const { stdout, stderr } = await execFileP(bin('oxlint'), [...args, '-f', 'unix', ...paths], {
      cwd,
      // The type-aware half is tsgolint, found in the repository's node_modules also when `cwd` has none.
      env: { ...process.env, OXLINT_TSGOLINT_PATH: bin('tsgolint') },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, output: `${e.stdout ?? ''}${e.stderr ?? String(err)}` };
  }
}

// The programs are large (about 1 GB each): kept for this file's tests only, dropped after them.
let project: Project | undefined;
let copy: Promise<TypedHandlersCheck> | undefined;
const repository = () => (project ??= buildProject());
const brokenCopy = () => (copy ??= checkTypedHandlers(repository(), { [PLANTED]: PLANTED_TEXT }));

test.after(() => {
  project = undefined;
  copy = undefined;
});

test('the lint finds nothing in src, test and scripts', async () => {
  const { code, output } = await runLint(repoRoot, ['src', 'test', 'scripts']);
  assert.is(code, 0, `npm run lint:\n${output.slice(0, 3000)}`);
});

test('the lint reports a planted violation of each rule, and a disable comment that disables nothing', async () => {
  // A project of its own: the planted file, the repository's lint configuration and compiler options.
  const dir = tempDir('lint-planted-');
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, PLANTED), PLANTED_TEXT);
  copyFileSync(join(repoRoot, '.oxlintrc.json'), join(dir, '.oxlintrc.json'));
  const { compilerOptions } = JSON.parse(readFileSync(join(repoRoot, 'tsconfig.json'), 'utf8')) as {
    compilerOptions: object;
  };
  // No ambient types: the directory has no node_modules to find @types/node in (the planted code needs none).
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...compilerOptions, types: [] } }));
  const { code, output } = await runLint(dir, ['src']);
  assert.is(code, 1, output);
  assert.not.match(output, 'tsconfig-error', output);
  for (const rule of RULES) assert.ok(output.includes(`typescript(${rule})]`), `${rule} not reported:\n${output}`);
  assert.match(output, /lint-planted\.ts:2:1: Unused eslint-disable directive/);
});

test('the project (incl. generated SDKs) type-checks', () => {
  const errors = typeErrors(repository());
  assert.equal(errors.length, 0, `npm run typecheck:\n${errors.join('\n').slice(0, 3000)}`);
});

test('cart_id renamed in spec/, and getCartCount’s handler taken out, each break the typecheck', async () => {
  const { failedAsExpected, unhandledNamed, output } = await brokenCopy();
  assert.ok(failedAsExpected, `the typecheck should have failed on cart_id:\n${output.slice(0, 2000)}`);
  assert.ok(
    unhandledNamed,
    `the typecheck should have named getCartCount in generated/handlers.ts:\n${output.slice(0, 2000)}`,
  );
  assert.not.match(output, PLANTED, 'the planted file itself type-checks');
});

test.run();
