// test-store: none (the contract and the repository checked, no server)
// The layering rules of src/ (scripts/check-layers.ts): the repository keeps them, and each rule does fire on a
// planted violation, so a passing check means something. Imports are read and resolved by the TypeScript compiler,
// type imports included.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkAreaOrder, checkLayers, repositoryFiles, type SourceFile } from '../../scripts/check-layers.js';

const root = join(fileURLToPath(import.meta.url), '..', '..', '..');

test('src/ keeps the layering rules', () => {
  const found = checkLayers(repositoryFiles(root));
  assert.equal(
    found.map((v) => `${v.file}:${v.line} ${v.rule} ${v.detail}`),
    [],
  );
});

const file = (path: string, text: string): SourceFile => ({ path, text });
const rulesOf = (files: SourceFile[]) => checkLayers(files).map((v) => `${v.file} ${v.rule}`);

test('a collection reached outside src/store is refused', () => {
  const found = rulesOf([
    file('src/modules/orders/list.ts', "export const q = (db: any) => db.collection('orders').find({});\n"),
  ]);
  assert.equal(found, ['src/modules/orders/list.ts store-access']);
  assert.equal(rulesOf([file('src/store/orders.ts', "export const q = (db: any) => db.collection('orders');\n")]), []);
});

test('pure rules may not import I/O', () => {
  const found = rulesOf([
    file(
      'src/modules/cart/rules/totals.ts',
      "import { MongoClient } from 'mongodb';\nimport { orders } from '../store.js';\n",
    ),
    file('src/modules/cart/store.ts', 'export const orders = 1;\n'),
  ]);
  assert.equal(found, ['src/modules/cart/rules/totals.ts pure-rules', 'src/modules/cart/rules/totals.ts pure-rules']);
  // Type-only imports carry no run-time dependency.
  assert.equal(
    rulesOf([
      file(
        'src/modules/cart/rules/lines.ts',
        "import type { Db } from 'mongodb';\nimport { type X } from '../store.js';\n",
      ),
      file('src/modules/cart/store.ts', ''),
    ]),
    [],
  );
});

test('upward imports between layers are refused', () => {
  const found = checkLayers([
    file('src/modules/orders/verify.ts', "import { settle } from '../../flows/settle-payment.js';\n"),
    file('src/flows/settle-payment.ts', 'export const settle = 1;\n'),
  ]);
  assert.equal(
    found.map((v) => [v.file, v.rule, v.detail]),
    [['src/modules/orders/verify.ts', 'upward-import', 'modules imports flows: src/flows/settle-payment.ts']],
  );
});

test('the embedded server stays self-contained and hidden behind the store', () => {
  const found = rulesOf([
    file('src/store/embedded/engine.ts', "import { x } from '../../kernel/ids.js';\n"),
    file('src/kernel/ids.ts', ''),
    file('src/flows/place-order.ts', "import { startEmbeddedMongo } from '../store/embedded/index.js';\n"),
    file('src/store/embedded/index.ts', ''),
  ]);
  assert.equal(found, [
    'src/store/embedded/engine.ts embedded-self-contained',
    'src/flows/place-order.ts embedded-hidden',
  ]);
});

test('import cycles between files are refused, type imports included', () => {
  const found = rulesOf([
    file('src/providers/payments/provider.ts', "import { sandbox } from './sandbox.js';\n"),
    file('src/providers/payments/sandbox.ts', "import { ProviderError } from './provider.js';\n"),
  ]);
  assert.equal(found, ['src/providers/payments/sandbox.ts cycle']);
  const typeOnly = rulesOf([
    file('src/modules/orders/store.ts', "import type { OrderDoc } from './orders.js';\n"),
    file('src/modules/orders/orders.ts', "import { orders } from './store.js';\n"),
  ]);
  assert.equal(typeOnly, ['src/modules/orders/orders.ts cycle']);
});

/** A small tree of two areas, `shop` using `money`, with their front doors. */
const ORDER = { money: [], shop: ['money'] };
const areas = (...extra: SourceFile[]) => [
  file(
    'src/modules/money/index.ts',
    "export { round } from './rules/round.js';\nexport type { Price } from './model.js';\n",
  ),
  file('src/modules/money/rules/round.ts', 'export const round = (n: number) => Math.round(n);\n'),
  file('src/modules/money/model.ts', 'export interface Price { amount: number }\n'),
  file('src/modules/money/store.ts', 'export const prices = 1;\n'),
  file('src/modules/shop/index.ts', "export { sell } from './sell.js';\n"),
  file('src/modules/shop/sell.ts', "import { round } from '../money/index.js';\nexport const sell = () => round(1);\n"),
  ...extra,
];
const found = (files: SourceFile[]) => checkLayers(files, ORDER).map((v) => `${v.file}:${v.line} ${v.rule}`);

test('the planted tree itself keeps the rules', () => {
  assert.equal(found(areas()), []);
});

test('an import of another area’s inner file is refused: its front door is the way in', () => {
  assert.equal(found(areas(file('src/modules/shop/price.ts', "import { prices } from '../money/store.js';\n"))), [
    'src/modules/shop/price.ts:1 front-door',
  ]);
  // A type import too: it names the inner file as much as a value does.
  assert.equal(found(areas(file('src/modules/shop/view.ts', "import type { Price } from '../money/model.js';\n"))), [
    'src/modules/shop/view.ts:1 front-door',
  ]);
});

test('an import against the declared order of the areas is refused, a type-only one included', () => {
  assert.equal(found(areas(file('src/modules/money/sum.ts', "import { sell } from '../shop/index.js';\n"))), [
    'src/modules/money/sum.ts:1 area-order',
  ]);
  const typeOnly = checkLayers(
    areas(file('src/modules/money/sum.ts', "import type { sell } from '../shop/index.js';\n")),
    ORDER,
  );
  assert.equal(
    typeOnly.map((v) => [v.rule, v.detail]),
    [['area-order', 'money may not use shop (src/modules/areas.ts), type import']],
  );
});

test('an area importing its own front door is refused (a cycle through it)', () => {
  assert.equal(found(areas(file('src/modules/shop/again.ts', "import { sell } from './index.js';\n"))), [
    'src/modules/shop/again.ts:1 own-front-door',
  ]);
});

test('the kernel importing anything above it is refused, a type import included', () => {
  const planted = [
    file('src/kernel/caller.ts', "import type { Price } from '../modules/money/index.js';\n"),
    file('src/kernel/config.ts', "import type { Store } from '../store/index.js';\n"),
    file('src/store/index.ts', 'export interface Store { x: number }\n'),
  ];
  assert.equal(found(areas(...planted)), [
    'src/kernel/caller.ts:1 upward-import',
    'src/kernel/config.ts:1 upward-import',
  ]);
});

test('a transport reaching a module’s store, or another transport, is refused', () => {
  const planted = [
    file(
      'src/mcp/tools.ts',
      "import { prices } from '../modules/money/store.js';\nimport { sell } from '../modules/shop/index.js';\n",
    ),
    file(
      'src/pages/page.ts',
      "import { app } from '../http/app.js';\nimport { clientIp } from '../http/kit/client-ip.js';\n",
    ),
    file('src/http/app.ts', 'export const app = 1;\n'),
    file('src/http/kit/client-ip.ts', 'export const clientIp = 1;\n'),
  ];
  assert.equal(found(areas(...planted)), ['src/mcp/tools.ts:1 front-door', 'src/pages/page.ts:1 transport-sibling']);
});

test('an area’s route module is mounted by the HTTP adapter, and is HTTP itself', () => {
  const planted = [
    file('src/http/app.ts', "import { routes } from '../modules/shop/routes.js';\n"),
    file(
      'src/modules/shop/routes.ts',
      "import { clientIp } from '../../http/kit/client-ip.js';\nexport const routes = 1;\n",
    ),
    file('src/http/kit/client-ip.ts', 'export const clientIp = 1;\n'),
    file('src/modules/shop/sell2.ts', "import { routes } from './routes.js';\n"),
  ];
  assert.equal(found(areas(...planted)), ['src/modules/shop/sell2.ts:1 upward-import']);
});

test('the CLI, a client of the API, loads no area: only the kernel and itself', () => {
  const planted = [
    file(
      'src/cli/commands/listen.ts',
      "import { sell } from '../../modules/shop/index.js';\nimport { e } from '../../kernel/e.js';\n",
    ),
    file('src/kernel/e.ts', 'export const e = 1;\n'),
  ];
  assert.equal(found(areas(...planted)), ['src/cli/commands/listen.ts:1 cli-client']);
});

test('the declared order itself must be a DAG of known areas', () => {
  assert.equal(checkAreaOrder({ a: ['b'], b: ['c'], c: ['a'] }).length, 1);
  assert.match(checkAreaOrder({ a: ['b'], b: ['c'], c: ['a'] })[0].detail, /cycle: a → b → c → a/);
  assert.equal(
    checkAreaOrder({ a: ['nowhere'] }).map((v) => v.detail),
    ['a uses nowhere, which is not an area'],
  );
  assert.equal(checkAreaOrder({ a: [], b: ['a'] }), []);
});

test.run();
