// test-store: none (the repository type-checked and linted, no server)
// The repository's TypeScript as one program (scripts/check-typescript.ts), built once for three checks: it
// type-checks (what `npm run typecheck` reports), ESLint's type-aware rules (eslint.config.js, `npm run lint`)
// find nothing in it, and handlers are typed from the contract: in a scratch copy, a request field renamed in
// spec/ (and regenerated) breaks the typecheck, and so does an operation left without a handler
// (generated/handlers.ts names it; scripts/check-typed-handlers.ts). The copy is checked on top of the
// repository's program, so only what the change reaches is checked again, and it also holds a planted file
// breaking each lint rule, which the lint must report. The repository is not touched.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkTypedHandlers, type TypedHandlersCheck } from '../../scripts/check-typed-handlers.js';
import { buildProject, lint, typeErrors, type Project } from '../../scripts/check-typescript.js';

const PLANTED = 'src/lint-planted.ts';
/** One violation of each rule of eslint.config.js, in a file that type-checks. */
const PLANTED_TEXT = `async function save(): Promise<void> {}
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

// The programs are large (about 1 GB each): kept for this file's tests only, dropped after them.
let project: Project | undefined;
let copy: Promise<TypedHandlersCheck> | undefined;
const repository = () => (project ??= buildProject());
const brokenCopy = () => (copy ??= checkTypedHandlers(repository(), { [PLANTED]: PLANTED_TEXT }));

test.after(() => {
  project = undefined;
  copy = undefined;
});

test('the project (incl. generated SDKs) type-checks', () => {
  const errors = typeErrors(repository());
  assert.equal(errors.length, 0, `npm run typecheck:\n${errors.join('\n').slice(0, 3000)}`);
});

test('ESLint’s type-aware rules find nothing in src, test and scripts', async () => {
  const findings = await lint(repository());
  assert.equal(findings.length, 0, `npm run lint:\n${findings.join('\n').slice(0, 3000)}`);
});

test('cart_id renamed in spec/, and getCartCount’s handler taken out, each break the typecheck', async () => {
  const { failedAsExpected, unhandledNamed, output } = await brokenCopy();
  assert.ok(failedAsExpected, `the typecheck should have failed on cart_id:\n${output.slice(0, 2000)}`);
  assert.ok(
    unhandledNamed,
    `the typecheck should have named getCartCount in generated/handlers.ts:\n${output.slice(0, 2000)}`,
  );
});

test('the lint fails on a planted violation of each rule', async () => {
  const { project: broken, output } = await brokenCopy();
  assert.not.match(output, PLANTED, 'the planted file itself type-checks');
  const findings = await lint(broken, [`${broken.root}/${PLANTED}`]);
  for (const rule of RULES) {
    assert.ok(
      findings.some((f) => f.includes(`@typescript-eslint/${rule} `)),
      `${rule} not reported:\n${findings.join('\n')}`,
    );
  }
});

test.run();
