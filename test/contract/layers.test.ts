// test-store: none (the contract and the repository checked, no server)
// The layering rules of src/ (scripts/check-layers.ts): the repository keeps them, and each rule does fire on a
// planted violation, so a passing check means something.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLayers, repositoryFiles, type SourceFile } from '../../scripts/check-layers.js';

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

test.run();
