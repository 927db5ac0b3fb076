// test-store: none (the contract and the repository checked, no server)
// Function length in src/ (scripts/check-function-length.ts): the repository keeps within the limit and its
// ratchet baseline, and each kind of offence does fire on a planted one in a scratch tree, so a passing check means
// something.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  BASELINE_FILE,
  LIMIT,
  checkFunctionLengths,
  formatOffender,
  measureFile,
} from '../../scripts/check-function-length.js';

// The repository itself, also from the test runner's compiled mirror, whose package.json links to the original.
const root = dirname(realpathSync(join(fileURLToPath(import.meta.url), '..', '..', '..', 'package.json')));

test('src/ keeps within the function-length limit and its baseline', () => {
  const { offenders, functions } = checkFunctionLengths({ root });
  assert.equal(offenders.map(formatOffender), []);
  assert.ok(functions.length > 1000, `only ${functions.length} functions found in src/`);
});

/** A function declaration spanning exactly `lines` lines. */
const fn = (name: string, lines: number) => `function ${name}() {\n${'  work();\n'.repeat(lines - 2)}}\n`;

/** A scratch repository with these files (path → text) and baseline. */
function scratch(files: Record<string, string>, baseline: Record<string, number>): string {
  const dir = mkdtempSync(join(tmpdir(), 'function-length-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  mkdirSync(join(dir, 'scripts'));
  writeFileSync(join(dir, BASELINE_FILE), JSON.stringify(baseline));
  return dir;
}

test('a new long function, a baselined one grown, and a baseline entry no longer needed each fail', () => {
  const dir = scratch(
    {
      'src/orders/place.ts': `${fn('tooLong', 130)}${fn('grown', 141)}${fn('shrunk', 100)}${fn('same', 150)}`,
      'src/orders/place.test.ts': fn('aTest', 200),
      'src/store/embedded/commands/read.ts': fn('find', 130),
    },
    {
      'src/orders/place.ts#grown': 140,
      'src/orders/place.ts#shrunk': 125,
      'src/orders/place.ts#same': 150,
      'src/orders/gone.ts#split': 200,
    },
  );
  try {
    const { offenders } = checkFunctionLengths({ root: dir });
    assert.equal(
      offenders.map((o) => [o.kind, o.key, o.line, o.length, o.limit]),
      [
        ['new', 'src/orders/place.ts#tooLong', 1, 130, LIMIT],
        ['grew', 'src/orders/place.ts#grown', 131, 141, LIMIT],
        ['shrank', 'src/orders/place.ts#shrunk', 272, 100, LIMIT],
        ['gone', 'src/orders/gone.ts#split', 0, 0, LIMIT],
      ],
    );
    const [added, grew, shrank, gone] = offenders.map(formatOffender);
    assert.equal(
      added,
      'src/orders/place.ts:1  tooLong  130 lines (limit 120)  new: 130 lines, over the limit of 120: split it',
    );
    assert.match(
      grew,
      /^src\/orders\/place\.ts:131  grown  141 lines .*grew to 141 lines from the 140 in scripts\/function-length-baseline\.json/,
    );
    assert.match(
      shrank,
      /^src\/orders\/place\.ts:272  shrunk  100 lines .*within the limit of 120: delete its entry from scripts\/function-length-baseline\.json/,
    );
    assert.match(gone, /^src\/orders\/gone\.ts:-  split .*no longer found .*delete its entry/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a factory is as long as the closures inside it, and each closure counts on its own too', () => {
  const inner = `  const handle = async () => {\n${'    work();\n'.repeat(124)}  };\n`;
  const dir = scratch(
    { 'src/http/sockets.ts': `export function createSockets() {\n${inner}  return { handle };\n}\n` },
    {},
  );
  try {
    const { offenders } = checkFunctionLengths({ root: dir });
    assert.equal(
      offenders.map((o) => [o.key, o.length]),
      [
        ['src/http/sockets.ts#createSockets', 129],
        ['src/http/sockets.ts#createSockets.handle', 126],
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
      '<server.on callback>~2',
      'default',
      '<anonymous>@8',
    ],
  );
});

test.run();
