import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { leanSchema } from './mcp-tools.js';

test('leanSchema drops descriptions, examples and titles, but not properties of those names', () => {
  assert.equal(
    leanSchema({
      type: 'object',
      title: 'T',
      description: 'd',
      properties: { title: { type: 'string', description: 'x', examples: ['a'] }, description: { type: 'string' } },
    }),
    { type: 'object', properties: { title: { type: 'string' }, description: { type: 'string' } } },
  );
});

test.run();
