// test-store: none (the documentation and the configuration schema checked, no server)
// docs/configuration.md's tables of environment variables are what `npm run docs:config` writes from the schema
// (src/kernel/config-schema.ts): every variable of the schema and no other, each with the schema's section, kind,
// default and sentence. Planted differences (a row gone, a default changed, a variable the schema lacks, rows out of
// order) show that the check finds what it looks for, and that the script puts them right.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DOC_FILE, differences, documentedRows, schemaRows, withCurrentTables } from '../../scripts/docs-config.js';
import { repoRoot } from '../harness/contract.js';

const doc = readFileSync(join(repoRoot, DOC_FILE), 'utf8');

test('docs/configuration.md lists every variable of the schema as npm run docs:config writes it', () => {
  assert.equal(differences(doc), [], `run npm run docs:config:\n${differences(doc).join('\n')}`);
  assert.equal([...documentedRows(doc).keys()], [...schemaRows().keys()]);
  assert.is(withCurrentTables(doc), doc, 'the tables are current');
});

test('a planted difference fails the check, naming the variable; the script puts it right', () => {
  const port = '| `PORT` | integer, 0 to 65535 | `8080` |';
  assert.ok(doc.includes(port));
  const planted = doc
    .replace(port, port.replace('`8080`', '`8081`'))
    .replace(/^\| `FX_FEE_BPS` \|.*\n/m, '')
    .replace(/^(\| `HOST` \|.*\n)/m, '$1| `NO_SUCH_SETTING` | text | `x` | Nothing reads it. |\n');
  assert.equal(differences(planted), [
    `PORT: default is "\`8081\`" in ${DOC_FILE}, "\`8080\`" in the schema`,
    `FX_FEE_BPS: in the schema, missing from ${DOC_FILE}`,
    `NO_SUCH_SETTING: in ${DOC_FILE}, not in the schema (src/kernel/config-schema.ts)`,
  ]);
  assert.is(withCurrentTables(planted), doc, 'npm run docs:config writes the tables back');
});

test('rows that agree but stand in another order are not what the script writes', () => {
  const host = /^\| `HOST` \|.*\n/m.exec(doc)?.[0] ?? '';
  const moved = doc.replace(host, '').replace(/^(\| `DATA_DIR` \|.*\n)/m, `$1${host}`);
  assert.is.not(moved, doc);
  assert.equal(differences(moved), [`${DOC_FILE}: the tables' layout is not what npm run docs:config writes`]);
});

test.run();
