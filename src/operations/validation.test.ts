import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readQuery } from './validation.js';

const names = new Set(['a', 'b', 'tags', 'limit', 'constructor']);
const arrays = new Set(['tags']);

/** What the validator read before: URLSearchParams, first value of scalars, every value of arrays. */
function reference(search: string): Record<string, unknown> {
  const params = new URLSearchParams(search);
  const out: Record<string, unknown> = {};
  for (const n of names) if (params.has(n)) out[n] = arrays.has(n) ? params.getAll(n) : params.get(n);
  return out;
}

test('the query reader reads exactly what URLSearchParams reads', () => {
  const cases = [
    '',
    'a=1',
    'a=1&a=2',
    'a',
    'a=',
    '&&a=1&&',
    'tags=x&tags=y&b=2',
    'a=1=2',
    'limit=20',
    '=x&a=3',
    'tags',
    'a=%20x',
    'a=x+y',
    '%61=1',
    'constructor=1',
    'c=1&b',
    '?a=1',
    '??a=1',
    '?',
    '?&a=2',
    'a&a=2',
    'tags=&tags',
    'a=caf%C3%A9',
    'a=%E0%A4%A',
    'tags=1&a=2&tags=3',
  ];
  for (const c of cases) assert.equal(readQuery(c, names, arrays), reference(c), JSON.stringify(c));
});

test.run();
