// test-store: none (the contract and the repository checked, no server)
// Function length in src/ (scripts/check-function-length.ts): the repository keeps within the limit, and a planted
// offender in a scratch tree does fail, named by file:line, function and length, so a passing check means something.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LIMIT, checkFunctionLengths, formatOffender, measureFile } from '../../scripts/check-function-length.js';

// The repository itself, also from the test runner's compiled mirror, whose package.json links to the original.
const root = dirname(realpathSync(join(fileURLToPath(import.meta.url), '..', '..', '..', 'package.json')));

test('src/ keeps within the function-length limit', () => {
  const { offenders, functions } = checkFunctionLengths({ root });
  assert.equal(
    offenders.map((f) => formatOffender(f)),
    [],
  );
  assert.ok(functions.length > 1000, `only ${functions.length} functions found in src/`);
});

/** A function declaration spanning exactly `lines` lines. */
const fn = (name: string, lines: number) => `function ${name}() {\n${'  work();\n'.repeat(lines - 2)}}\n`;

/** A scratch repository with these files (path → text). */
function scratch(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'function-length-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

test('a function over the limit fails, named by file:line, name and length; one at the limit and tests do not', () => {
  const dir = scratch({
    'src/orders/place.ts': `${fn('atLimit', LIMIT)}${fn('tooLong', LIMIT + 1)}`,
    'src/orders/place.test.ts': fn('aTest', 200),
    // The wire-command handlers were once exempt; every folder of src/ is measured now.
    'src/store/embedded/commands/read.ts': fn('find', 130),
  });
  try {
    const { offenders } = checkFunctionLengths({ root: dir });
    assert.equal(
      offenders.map((f) => formatOffender(f)),
      [
        'src/orders/place.ts:121  tooLong  121 lines, over the limit of 120: split it',
        'src/store/embedded/commands/read.ts:1  find  130 lines, over the limit of 120: split it',
      ],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a factory is as long as the closures inside it, and each closure counts on its own too', () => {
  const inner = `  const handle = async () => {\n${'    work();\n'.repeat(124)}  };\n`;
  const dir = scratch({
    'src/http/sockets.ts': `export function createSockets() {\n${inner}  return { handle };\n}\n`,
  });
  try {
    const { offenders } = checkFunctionLengths({ root: dir });
    assert.equal(
      offenders.map((f) => [f.path, f.line, f.name, f.length]),
      [
        ['src/http/sockets.ts', 1, 'createSockets', 129],
        ['src/http/sockets.ts', 2, 'createSockets.handle', 126],
      ],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('names come from the code, not from line numbers, where there is a name', () => {
  const text = [
    'export const route = wrap(async (req) => req);',
    'class Store { constructor() {} get size() { return 1; } open() { return () => 2; } }',
    'export const api = { list: function () {}, find() { [1].map((x) => x); } };',
    'let closing; closing ??= (async () => {})();',
    'server.on("close", () => {});',
    'server.on("error", () => {});',
    'export default () => {};',
    '(() => {})();',
  ].join('\n');
  assert.equal(
    measureFile('src/x.ts', text).map((f) => f.name),
    [
      'route',
      'Store.constructor',
      'Store.get size',
      'Store.open',
      'Store.open.<returned>',
      'api.list',
      'api.find',
      'api.find.<map callback>',
      'closing',
      '<server.on callback>',
      '<server.on callback>',
      'default',
      '<anonymous>@8',
    ],
  );
});

test('the command refuses an argument it does not know, such as the retired --write-baseline', () => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts', 'check-function-length.ts'), '--write-baseline'],
    { cwd: root, encoding: 'utf8' },
  );
  assert.is(run.status, 2, run.stderr);
  assert.match(run.stderr, /unknown argument --write-baseline \(usage: check-function-length\.ts \[--top N\]\)/);
  assert.not.ok(existsSync(join(root, 'scripts', 'function-length-baseline.json')));
});

test.run();
