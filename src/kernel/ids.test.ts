import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ID_PREFIXES, newId, randomBase62 } from './ids.js';

test('ids carry their kind prefix and match the contract pattern', () => {
  for (const kind of Object.keys(ID_PREFIXES) as (keyof typeof ID_PREFIXES)[]) {
    const id = newId(kind);
    assert.ok(id.startsWith(ID_PREFIXES[kind]));
    assert.match(id, new RegExp(`^${ID_PREFIXES[kind]}[A-Za-z0-9]{8,64}$`));
  }
});

test('random part is base62 of the requested length and does not repeat', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 2000; i++) seen.add(randomBase62(20));
  assert.is(seen.size, 2000);
  assert.match(randomBase62(64), /^[A-Za-z0-9]{64}$/);
});

test.run();
