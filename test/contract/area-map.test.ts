// test-store: none (the repository checked, no server)
// docs/architecture.md's map of the areas is the declared order (src/modules/areas.ts) as it stands, and the check
// does notice a map that is not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AREAS } from '../../src/modules/areas.js';
import { DOC_FILE, renderAreaMap, withMap } from '../../scripts/area-map.js';
import { repoRoot } from '../harness/contract.js';

const doc = () => readFileSync(join(repoRoot, DOC_FILE), 'utf8');

test('the area map in docs/architecture.md is current (npm run docs:areas writes it)', () => {
  assert.ok(doc() === withMap(doc()), 'run npm run docs:areas');
  for (const area of Object.keys(AREAS)) assert.ok(doc().includes(`| \`${area}\` |`), `${area} is in the table`);
});

test('a changed order makes the map out of date', () => {
  const changed = { ...AREAS, webhooks: ['events', 'orders'] };
  assert.not.ok(withMap(doc(), changed) === doc());
  assert.match(renderAreaMap(changed), /\| `webhooks` \| `events`, `orders` \|/);
});

test.run();
